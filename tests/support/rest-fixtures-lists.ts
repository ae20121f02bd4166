import type { TestApp } from './app.ts';
import { makeProduct } from './catalog.ts';
import { placedOrder } from './rest-orders.ts';
import { expectOk, type Fixture, type RestWorld, unique } from './rest-world.ts';

/** A par list of the world's customer holding one product. */
async function parList(t: TestApp, w: RestWorld) {
  const list = expectOk(
    await t.call('POST', '/api/lists', {
      token: w.customer.token,
      body: {
        name: `Monday staples ${unique()}`,
        items: [{ product_id: await makeProduct(t), par_quantity: 5 }],
      },
    }),
    'create list',
  );
  return list.id as string;
}

/** Valid calls for order again and the par lists (cart domain). */
export const LIST_FIXTURES: Record<string, Fixture> = {
  'POST /orders/:id/reorder': async (t) => {
    const { me, order } = await placedOrder(t, 'COD');
    return { token: me.token, path: `/api/orders/${order.id}/reorder` };
  },
  'GET /lists': async (t, w) => {
    await parList(t, w);
    return { token: w.customer.token, path: '/api/lists' };
  },
  'POST /lists': async (t, w) => ({
    token: w.customer.token,
    path: '/api/lists',
    body: { name: `Weekend ${unique()}`, items: [{ product_id: await makeProduct(t), par_quantity: 3 }] },
  }),
  'GET /lists/:id': async (t, w) => ({ token: w.customer.token, path: `/api/lists/${await parList(t, w)}` }),
  'PUT /lists/:id': async (t, w) => ({
    token: w.customer.token,
    path: `/api/lists/${await parList(t, w)}`,
    body: { name: `Renamed ${unique()}`, items: [{ product_id: await makeProduct(t), par_quantity: 2 }] },
  }),
  'DELETE /lists/:id': async (t, w) => ({
    token: w.customer.token,
    path: `/api/lists/${await parList(t, w)}`,
  }),
  'POST /lists/:id/to-cart': async (t, w) => ({
    token: w.customer.token,
    path: `/api/lists/${await parList(t, w)}/to-cart`,
  }),
};
