import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { CHECKOUT, customerWithCart, gstinOf, makeProduct } from '../support/catalog.ts';
import { documentsOf, goodsLeave, placeAndConfirm, sum } from '../support/gst.ts';

// Decision 0095: a supplier that charges for delivery below its minimum instead of refusing.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const EVERY_DAY = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** "Malwa Wholesale" (registered in Madhya Pradesh) with a ₹100 rice at 5%: ₹80 delivery below ₹1,000. */
async function malwa(charge: number | null = 80) {
  const s = await t.userWithToken('supplier', { restaurantName: 'Malwa Wholesale', gstin: gstinOf('23') });
  const rice = await makeProduct(t, { supplierId: s.id, pricePaise: 10_000, stockQuantity: 500 });
  const set = await t.call('PUT', '/api/supplier/terms/city_indore', {
    token: s.token,
    body: { minimum_order: 1000, below_minimum_charge: charge, delivery_days: EVERY_DAY, order_by: null },
  });
  expect(set.status, JSON.stringify(set.data)).toBe(200);
  return { supplier: s, rice };
}

describe('a delivery charge below a supplier’s minimum', () => {
  it('is shown in the cart, taxed at its goods’ rate, on the order and on the supplier’s own invoice', async () => {
    const { supplier, rice } = await malwa();
    const me = await customerWithCart(t, [[rice, 2]]);
    const cart = (await t.call('GET', '/api/cart', { token: me.token })).data;
    expect(cart.suppliers[0]).toMatchObject({
      minimum_shortfall: 800,
      below_minimum_charge: 80,
      delivery_charge: 80,
    });
    // ₹200 of rice and Malwa's ₹80 delivery, GST 5% on both (₹14), the platform's ₹50 delivery
    // below ₹500 and its ₹1 fee: ₹345.
    expect(cart).toMatchObject({
      subtotal: 200,
      supplier_charges: 80,
      gst: 14,
      delivery_fee: 50,
      checkout_total: 345,
    });
    const placed = await t.call('POST', '/api/orders', {
      token: me.token,
      body: { ...CHECKOUT, seen_total: 345 },
    });
    expect(placed.status, JSON.stringify(placed.data)).toBe(201);
    expect(placed.data).toMatchObject({
      subtotal: 200,
      supplier_charges: 80,
      gst_amount: 14,
      total_amount: 345,
    });
    const charge = placed.data.items.find((i: { kind: string }) => i.kind === 'charge');
    expect(charge).toMatchObject({
      product_id: null,
      product_name: 'Delivery charge below minimum order',
      supplier_id: supplier.id,
      quantity: 1,
      line_total: 80,
    });

    const confirmed = await t.call('POST', `/api/orders/${placed.data.id}/verify-payment`, {
      token: me.token,
    });
    expect(confirmed.status).toBe(200);
    // Not goods: its supplier cannot ship less of it (checked before the goods left).
    const supplierShort = await t.call('PUT', `/api/supplier/orders/${placed.data.id}/lines/${charge.id}`, {
      token: supplier.token,
      body: { quantity: 0 },
    });
    expect(supplierShort.status).toBe(404);
    await goodsLeave(t, placed.data.id);
    const docs = await documentsOf(t, placed.data.id, me.token);
    const own = docs.find((d) => d.seller_name === 'Malwa Wholesale')!;
    expect(own.lines).toEqual([
      expect.objectContaining({ name: 'Basmati Rice', taxable_value: 200, tax: 10 }),
      expect.objectContaining({
        name: 'Delivery charge below minimum order',
        taxable_value: 80,
        tax: 4,
        gst_rate: 5,
      }),
    ]);
    expect(own).toMatchObject({ taxable_value: 280, cgst: 7, sgst: 7, total: 294 });
    // The documents add up to what the buyer pays, to the paisa.
    expect(sum(docs)).toBe(34_500);
  });

  it('is not charged once the minimum is reached, and an order without terms totals as the spec says', async () => {
    const { rice } = await malwa();
    const me = await customerWithCart(t, [[rice, 10]]);
    const cart = (await t.call('GET', '/api/cart', { token: me.token })).data;
    expect(cart.suppliers[0]).toMatchObject({ minimum_shortfall: 0, delivery_charge: 0 });
    expect(cart).toMatchObject({ subtotal: 1000, supplier_charges: 0, gst: 50, checkout_total: 1051 });

    const plain = await makeProduct(t, { pricePaise: 10_000 });
    const other = await customerWithCart(t, [[plain, 2]]);
    const placed = await t.call('POST', '/api/orders', { token: other.token, body: CHECKOUT });
    expect(placed.data).toMatchObject({
      subtotal: 200,
      supplier_charges: 0,
      gst_amount: 10,
      total_amount: 261,
    });
    expect(placed.data.items.map((i: { kind: string }) => i.kind)).toEqual(['goods']);
  });

  it('comes off the bill with the rest of its supplier’s part when the supplier rejects it', async () => {
    const { supplier, rice } = await malwa();
    const oil = await makeProduct(t, { name: 'Sunflower Oil', pricePaise: 30_000 });
    const me = await customerWithCart(t, [
      [rice, 2],
      [oil, 1],
    ]);
    const order = await placeAndConfirm(t, me.token);
    // ₹200 rice + ₹80 charge + ₹300 oil, GST 5% on ₹580 = ₹29, no platform delivery over ₹500, ₹1 fee.
    expect(order.total_amount).toBe(610);
    const rejected = await t.call('PUT', `/api/supplier/orders/${order.id}/status`, {
      token: supplier.token,
      body: { status: 'rejected', reason: 'Truck off the road' },
    });
    expect(rejected.status, JSON.stringify(rejected.data)).toBe(200);
    const after = (await t.call('GET', '/api/orders', { token: me.token })).data.orders.find(
      (o: { id: string }) => o.id === order.id,
    );
    // What is left is the oil, its GST and the fee: ₹300 + ₹15 + ₹1.
    expect(after).toMatchObject({ subtotal: 300, supplier_charges: 0, gst_amount: 15, total_amount: 316 });
    // Staff see each supplier's part and where it stands (issue 41).
    const admin = await t.userWithToken('admin');
    const listed = (await t.call('GET', '/api/admin/orders', { token: admin.token })).data.items.find(
      (o: { id: string }) => o.id === order.id,
    );
    expect(listed.parts).toEqual(
      expect.arrayContaining([
        { supplier_id: supplier.id, supplier_name: 'Malwa Wholesale', status: 'rejected' },
        expect.objectContaining({ status: 'new' }),
      ]),
    );
    expect(listed.parts).toHaveLength(2);
  });

  it('is the supplier’s choice: without one an order under the minimum is refused, and a negative one is refused', async () => {
    const { rice, supplier } = await malwa(null);
    const me = await customerWithCart(t, [[rice, 2]]);
    expect((await t.call('GET', '/api/cart', { token: me.token })).data.suppliers[0]).toMatchObject({
      below_minimum_charge: null,
      delivery_charge: 0,
    });
    const refused = await t.call('POST', '/api/orders', { token: me.token, body: CHECKOUT });
    expect(refused.data.code).toBe('supplier_minimum');
    const bad = await t.call('PUT', '/api/supplier/terms/city_indore', {
      token: supplier.token,
      body: { minimum_order: 1000, below_minimum_charge: -5, delivery_days: EVERY_DAY, order_by: null },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.data)).toContain('below_minimum_charge');
  });
});
