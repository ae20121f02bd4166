import type { TestApp } from './app.ts';
import { CHECKOUT, customerWithCart, makeProduct } from './catalog.ts';
import { expectOk, type RestWorld, type User } from './rest-world.ts';

/** A customer's order placed through the API (COD or ONLINE), of `supplierId`'s product if given. */
export async function placedOrder(
  t: TestApp,
  method: 'COD' | 'ONLINE',
  customer?: User,
  supplierId?: string,
) {
  const product = await makeProduct(t, { stockQuantity: 30, ...(supplierId ? { supplierId } : {}) });
  const me = customer ?? (await customerWithCart(t, []));
  expectOk(
    await t.call('POST', '/api/cart', { token: me.token, body: { product_id: product, quantity: 2 } }),
    'add to cart',
  );
  const order = expectOk(
    await t.call('POST', '/api/orders', { token: me.token, body: { ...CHECKOUT, payment_method: method } }),
    'place order',
  );
  return { me, order };
}

/** A COD order of the world's supplier, confirmed: its GST documents are issued. */
export async function confirmedOrder(t: TestApp, w: RestWorld) {
  const placed = await placedOrder(t, 'COD', undefined, w.supplier.id);
  expectOk(
    await t.call('POST', `/api/orders/${placed.order.id}/verify-payment`, { token: placed.me.token }),
    'confirm',
  );
  return placed;
}
