import { orderItems, products } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { CHECKOUT, customerWithCart, makeProduct, makeSupplier } from '../support/catalog.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const set = (id: string, values: Partial<typeof products.$inferInsert>) =>
  t.db.update(products).set(values).where(eq(products.id, id));

/** A customer's placed order of the given products and quantities. */
async function orderOf(lines: [string, number][]) {
  const me = await customerWithCart(t, lines);
  const res = await t.call('POST', '/api/orders', { token: me.token, body: CHECKOUT });
  expect(res.status).toBe(201);
  return { me, order: res.data as { id: string } };
}

const reorder = (orderId: string, token: string) =>
  t.call('POST', `/api/orders/${orderId}/reorder`, { token });
const lineOf = (data: any, name: string) => data.lines.find((l: any) => l.product_name === name);

describe('order again', () => {
  it('fills the cart at today’s prices and says what changed per line', async () => {
    const up = await makeProduct(t, { name: 'Basmati Rice', pricePaise: 10_000 });
    const down = await makeProduct(t, { name: 'Toor Dal', pricePaise: 9_000, categoryId: 'cat_pulses' });
    const gone = await makeProduct(t, { name: 'Sona Masoori', unit: '5kg' });
    const moved = await makeProduct(t, { name: 'Kolam Rice', unit: '5kg' });
    const empty = await makeProduct(t, { name: 'Poha' });
    const scarce = await makeProduct(t, { name: 'Idli Rice' });
    const { me, order } = await orderOf([
      [up, 2],
      [down, 1],
      [gone, 1],
      [moved, 3],
      [empty, 1],
      [scarce, 5],
    ]);
    await set(up, { pricePaise: 12_000 });
    await set(down, { pricePaise: 8_500 });
    await set(gone, { isActive: false });
    await set(moved, { isActive: false });
    // Another supplier's listing of the same product, named with other case and spacing.
    const other = await makeProduct(t, {
      name: '  kolam   RICE ',
      unit: '5KG',
      pricePaise: 11_000,
      supplierId: await makeSupplier(t, { restaurantName: 'Meena Traders' }),
    });
    await set(empty, { stockQuantity: 0 });
    await set(scarce, { stockQuantity: 3 });
    await t.db
      .update(orderItems)
      .set({ shortQuantity: 2 })
      .where(and(eq(orderItems.orderId, order.id), eq(orderItems.productId, scarce)));
    // Already in the cart: reorder adds on top, never past the stock.
    expect(
      (await t.call('POST', '/api/cart', { token: me.token, body: { product_id: scarce, quantity: 1 } }))
        .status,
    ).toBe(200);

    const res = await reorder(order.id, me.token);
    expect(res.status).toBe(200);
    expect(lineOf(res.data, 'Basmati Rice')).toMatchObject({
      status: 'added',
      added_quantity: 2,
      price_change: 'up',
      old_price: 100,
      new_price: 120,
    });
    expect(lineOf(res.data, 'Basmati Rice').message).toContain('Price up from ₹100.00 to ₹120.00');
    expect(lineOf(res.data, 'Toor Dal')).toMatchObject({
      price_change: 'down',
      old_price: 90,
      new_price: 85,
    });
    expect(lineOf(res.data, 'Sona Masoori')).toMatchObject({
      status: 'no_longer_sold',
      added_quantity: 0,
      suggestion: null,
    });
    expect(lineOf(res.data, 'Kolam Rice')).toMatchObject({
      status: 'other_supplier',
      added_quantity: 0,
      suggestion: { product_id: other, supplier_name: 'Meena Traders', price: 110 },
    });
    expect(lineOf(res.data, 'Kolam Rice').message).toContain('Meena Traders');
    expect(lineOf(res.data, 'Poha')).toMatchObject({ status: 'out_of_stock', added_quantity: 0 });
    const scarceLine = lineOf(res.data, 'Idli Rice');
    expect(scarceLine).toMatchObject({ status: 'partial', ordered_quantity: 5, added_quantity: 2 });
    expect(scarceLine.message).toContain('Only 3 of Idli Rice available');
    expect(scarceLine.message).toContain('Last time 3 of 5 were supplied');

    const cart = (await t.call('GET', '/api/cart', { token: me.token })).data;
    const qty = (id: string) => cart.items.find((i: any) => i.product_id === id)?.quantity;
    expect([qty(up), qty(down), qty(scarce), qty(gone), qty(other), qty(empty)]).toEqual([
      2,
      1,
      3,
      undefined,
      undefined,
      undefined,
    ]);
    expect(res.data.cart_count).toBe(6);

    const again = await reorder(order.id, me.token);
    expect(lineOf(again.data, 'Idli Rice')).toMatchObject({ status: 'partial', added_quantity: 0 });
    expect(again.data.cart_count).toBe(6 + 2 + 1);
  });

  it('is the order’s own customer’s only: 404 for another customer, 403 for other roles', async () => {
    const { order } = await orderOf([[await makeProduct(t), 1]]);
    const stranger = await t.userWithToken('customer');
    expect((await reorder(order.id, stranger.token)).status).toBe(404);
    expect((await reorder('ord_unknown', stranger.token)).status).toBe(404);
    const supplier = await t.userWithToken('supplier');
    expect((await reorder(order.id, supplier.token)).status).toBe(403);
  });
});
