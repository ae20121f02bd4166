import type { TestApp } from './app.ts';
import { CHECKOUT, customerWithCart, makeProduct } from './catalog.ts';
import { expectOk, type Fixture, type RestWorld } from './rest-world.ts';

/**
 * A confirmed cash order of 2.5 kg of the world supplier's chicken, weighed when packed (±10%),
 * whose supplier asked the customer to accept 3 kg.
 */
export async function weightProposed(t: TestApp, w: RestWorld) {
  const chicken = await makeProduct(t, {
    supplierId: w.supplier.id,
    name: 'Chicken Curry Cut',
    soldBy: 'kg',
    unit: 'kg',
    pricePaise: 22_000,
    step: 250,
    minQuantity: 500,
    stockQuantity: 20_000,
    weighed: true,
    tolerancePct: 10,
  });
  const me = await customerWithCart(t, [[chicken, 2.5]]);
  const order = expectOk(await t.call('POST', '/api/orders', { token: me.token, body: CHECKOUT }), 'place');
  expectOk(await t.call('POST', `/api/orders/${order.id}/verify-payment`, { token: me.token }), 'confirm');
  const lineId = order.items[0].id as string;
  expectOk(
    await t.call('PUT', `/api/supplier/orders/${order.id}/lines/${lineId}`, {
      token: w.supplier.token,
      body: { actual_quantity: 3, ask_customer: true },
    }),
    'propose a weight',
  );
  return { me, order, lineId };
}

export const WEIGHT_FIXTURES: Record<string, Fixture> = {
  'PUT /orders/:id/lines/:line_id/weight': async (t, w) => {
    const { me, order, lineId } = await weightProposed(t, w);
    return {
      token: me.token,
      path: `/api/orders/${order.id}/lines/${lineId}/weight`,
      body: { accept: true },
    };
  },
};
