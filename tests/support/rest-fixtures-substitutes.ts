import { catalogItems, newId, orders } from '@app/db';
import { eq } from 'drizzle-orm';
import type { TestApp } from './app.ts';
import { CHECKOUT, customerWithCart, makeProduct } from './catalog.ts';
import { expectOk, type Fixture, type RestWorld } from './rest-world.ts';

/**
 * A confirmed order of 2 packs of the world supplier's India Gate basmati, and its Daawat basmati
 * (same category, 5% dearer; the same catalogue item with `sameItem`) it may offer instead;
 * `offer` says whether it did, `upTo` is the customer's standing preference, `paid` makes it paid online; `secondLine` adds
 * another line of the same supplier.
 */
export async function substituteScene(
  t: TestApp,
  w: RestWorld,
  opts: {
    offer?: boolean;
    upTo?: number | null;
    sameItem?: boolean;
    paid?: boolean;
    secondLine?: boolean;
  } = {},
) {
  const itemId = opts.sameItem ? newId('itm') : null;
  if (itemId)
    await t.db.insert(catalogItems).values({
      id: itemId,
      name: 'Basmati Rice',
      key: 'basmati rice|1kg',
      unitBase: 'kg',
      categoryId: 'cat_rice',
    });
  const common = { supplierId: w.supplier.id, unit: '1kg', itemId, stockQuantity: 40 };
  const ordered = await makeProduct(t, { ...common, brand: 'India Gate', pricePaise: 40_000 });
  const substitute = await makeProduct(t, { ...common, brand: 'Daawat', pricePaise: 42_000 });
  const second = opts.secondLine
    ? [
        [
          await makeProduct(t, { supplierId: w.supplier.id, name: 'Sona Masoori Rice', pricePaise: 10_000 }),
          1,
        ] as [string, number],
      ]
    : [];
  const me = await customerWithCart(t, [[ordered, 2], ...second]);
  if (opts.upTo !== undefined)
    expectOk(
      await t.call('PUT', '/api/auth/me/substitutes', {
        token: me.token,
        body: { up_to_percent: opts.upTo },
      }),
      'set the substitute preference',
    );
  const order = expectOk(await t.call('POST', '/api/orders', { token: me.token, body: CHECKOUT }), 'place');
  expectOk(await t.call('POST', `/api/orders/${order.id}/verify-payment`, { token: me.token }), 'confirm');
  if (opts.paid)
    await t.db
      .update(orders)
      .set({ paymentMethod: 'ONLINE', paymentStatus: 'paid' })
      .where(eq(orders.id, order.id));
  const lineId = order.items[0].id as string;
  const path = `/api/supplier/orders/${order.id}/lines/${lineId}/substitute`;
  const offered = opts.offer
    ? expectOk(
        await t.call('POST', path, { token: w.supplier.token, body: { product_id: substitute } }),
        'offer a substitute',
      )
    : null;
  return { me, order, lineId, ordered, substitute, path, offered };
}

export const SUBSTITUTE_FIXTURES: Record<string, Fixture> = {
  'GET /supplier/orders/:order_id/lines/:line_id/substitutes': async (t, w) => {
    const { order, lineId } = await substituteScene(t, w);
    return { token: w.supplier.token, path: `/api/supplier/orders/${order.id}/lines/${lineId}/substitutes` };
  },
  'POST /supplier/orders/:order_id/lines/:line_id/substitute': async (t, w) => {
    const { path, substitute } = await substituteScene(t, w);
    return { token: w.supplier.token, path, body: { product_id: substitute } };
  },
  'PUT /orders/:id/lines/:line_id/substitute': async (t, w) => {
    const { me, order, lineId } = await substituteScene(t, w, { offer: true });
    return {
      token: me.token,
      path: `/api/orders/${order.id}/lines/${lineId}/substitute`,
      body: { accept: false },
    };
  },
  'PUT /auth/me/substitutes': async (_t, w) => ({
    token: w.customer.token,
    path: '/api/auth/me/substitutes',
    body: { up_to_percent: 5 },
  }),
};
