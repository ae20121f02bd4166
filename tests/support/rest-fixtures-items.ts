import type { TestApp } from './app.ts';
import { makeProduct } from './catalog.ts';
import { expectOk, type Fixture, type RestWorld, unique } from './rest-world.ts';

/** Two approved listings of one new name and unit, from different suppliers. */
export async function twoListings(t: TestApp, name = `Besan ${unique()}`) {
  return [
    await makeProduct(t, { name, unit: '1kg', pricePaise: 9_200 }),
    await makeProduct(t, { name: `${name} - Pack`, unit: '1 kg', pricePaise: 8_800 }),
  ];
}

/** An item holding two listings, confirmed by the super admin. */
async function item(t: TestApp, w: RestWorld) {
  const res = await t.call('POST', '/api/admin/items', {
    token: w.admin.token,
    body: { name: `Besan ${unique()}`, product_ids: await twoListings(t) },
  });
  return expectOk(res, 'confirm item').id as string;
}

/** Valid calls for catalogue items (decision 0074). */
export const ITEM_FIXTURES: Record<string, Fixture> = {
  'GET /items': async (t, w) => {
    await item(t, w);
    return { token: w.customer.token, path: '/api/items' };
  },
  'GET /items/:id': async (t, w) => ({
    token: w.customer.token,
    path: `/api/items/${await item(t, w)}`,
  }),
  'GET /admin/items/suggestions': async (t, w) => {
    await twoListings(t);
    return { token: w.admin.token, path: '/api/admin/items/suggestions' };
  },
  'POST /admin/items': async (t, w) => ({
    token: w.admin.token,
    path: '/api/admin/items',
    body: { name: `Besan ${unique()}`, product_ids: await twoListings(t) },
  }),
  'PUT /admin/items/:id': async (t, w) => ({
    token: w.admin.token,
    path: `/api/admin/items/${await item(t, w)}`,
    body: { name: `Besan (gram flour) ${unique()}` },
  }),
  'PUT /admin/products/:id/item': async (t, w) => ({
    token: w.admin.token,
    path: `/api/admin/products/${(await twoListings(t))[0]}/item`,
    body: { item_id: await item(t, w) },
  }),
};
