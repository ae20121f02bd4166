import { mondayOf, settleWeek } from '../../packages/api/src/settlements/index.ts';
import type { TestApp } from './app.ts';
import { CHECKOUT, customerWithCart, makeProduct } from './catalog.ts';
import { expectOk, type RestWorld, type User } from './rest-world.ts';

/** A customer's order placed through the API (COD or ONLINE), of `supplierId`'s product if given. */
export async function placedOrder(
  t: TestApp,
  method: 'COD' | 'ONLINE',
  customer?: User,
  supplierId?: string,
  checkout: Record<string, unknown> = {},
) {
  const product = await makeProduct(t, { stockQuantity: 30, ...(supplierId ? { supplierId } : {}) });
  const me = customer ?? (await customerWithCart(t, []));
  expectOk(
    await t.call('POST', '/api/cart', { token: me.token, body: { product_id: product, quantity: 2 } }),
    'add to cart',
  );
  const order = expectOk(
    await t.call('POST', '/api/orders', {
      token: me.token,
      body: { ...CHECKOUT, payment_method: method, ...checkout },
    }),
    'place order',
  );
  return { me, order };
}

/** The world supplier's seller profile (its invoice prefix is fixed once it has issued documents). */
export const SUPPLIER_PROFILE = {
  legal_name: 'Meena Traders Pvt Ltd',
  gstin: '23AAKCM4821F1ZP',
  business_address: '14 Siyaganj, Indore, Madhya Pradesh 452007',
  state: 'Madhya Pradesh',
  fssai_number: '11425999000456',
  invoice_prefix: 'MEENA',
};

/**
 * A COD order of the world's supplier (its profile set first), confirmed: the operator's invoice
 * for its fees is issued, the supplier's not yet (shippedOrder). `checkout` adds to the checkout
 * body (a buyer GSTIN, an address with a PIN code).
 */
export async function confirmedOrder(t: TestApp, w: RestWorld, checkout: Record<string, unknown> = {}) {
  expectOk(
    await t.call('PUT', '/api/supplier/profile', { token: w.supplier.token, body: SUPPLIER_PROFILE }),
    'seller profile',
  );
  const placed = await placedOrder(t, 'COD', undefined, w.supplier.id, checkout);
  expectOk(
    await t.call('POST', `/api/orders/${placed.order.id}/verify-payment`, { token: placed.me.token }),
    'confirm',
  );
  return placed;
}

/**
 * confirmedOrder, then staff move it to shipped: the goods have left the supplier, so its invoice
 * is issued too (decision 0088).
 */
export async function shippedOrder(t: TestApp, w: RestWorld, checkout: Record<string, unknown> = {}) {
  const placed = await confirmedOrder(t, w, checkout);
  expectOk(
    await t.call('PUT', `/api/admin/orders/${placed.order.id}`, {
      token: w.admin.token,
      body: { status: 'shipped' },
    }),
    'ship',
  );
  return placed;
}

let weeksAhead = 0;
/**
 * A settlement of the world's supplier: a confirmed order delivered, then a week closed. Each call
 * closes a later week (without moving the clock, which would end the world's sessions).
 */
export async function settlementOf(t: TestApp, w: RestWorld) {
  const { order } = await confirmedOrder(t, w);
  expectOk(
    await t.call('PUT', `/api/admin/orders/${order.id}?status=delivered`, { token: w.admin.token }),
    'deliver',
  );
  weeksAhead += 1;
  const now = t.services.clock.now();
  const monday = mondayOf(
    new Date(now + weeksAhead * 7 * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10),
  );
  await t.db.write((tx) => settleWeek(tx, monday, now));
  const list = expectOk(
    await t.call('GET', '/api/supplier/settlements', { token: w.supplier.token }),
    'settlements',
  );
  // Newest first: the week just closed.
  return (list.items as { id: string }[])[0]!.id;
}
