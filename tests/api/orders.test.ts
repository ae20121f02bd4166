import { financialYear } from '@app/api/shared';
import {
  notifications,
  orderItems,
  orders,
  products,
  users,
  webhookDeliveries,
  webhookEndpoints,
} from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { CHECKOUT, customerWithCart, makeProduct, makeSupplier } from '../support/catalog.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const place = (token: string, body: object = CHECKOUT, headers: Record<string, string> = {}) =>
  t.call('POST', '/api/orders', { token, body, headers });
const stock = async (id: string) =>
  (await t.db.select().from(products).where(eq(products.id, id)))[0]!.stockQuantity;
const orderCount = async () => (await t.db.select().from(orders)).length;

describe('POST /api/orders', () => {
  it('places the cart as an order: database prices, stock taken, cart emptied, snapshots kept', async () => {
    const supplier = await makeSupplier(t, { restaurantName: 'Malwa Wholesale' });
    const rice = await makeProduct(t, { name: 'Basmati Rice', pricePaise: 12_000, supplierId: supplier });
    const dal = await makeProduct(t, {
      name: 'Toor Dal',
      pricePaise: 9_050,
      categoryId: 'cat_pulses',
      unit: '5kg',
    });
    const me = await customerWithCart(t, [
      [rice, 2],
      [dal, 3],
    ]);
    const res = await place(me.token, {
      ...CHECKOUT,
      phone: '+91 98765 43210',
      contact_person: 'Ravi Kumar',
      alternate_phone: '9123456780',
      landmark: 'Near Palasia Square',
      delivery_notes: 'Back gate after 3 pm',
    });
    expect(res.status).toBe(201);
    const o = res.data;
    expect(o.id).toMatch(/^ord_/);
    expect(o.order_number).toMatch(/^SB-\d{6}-[A-Z2-9]{5}$/);
    expect(o.invoice_number).toBe(`INV/${financialYear(Date.now())}/000001`);
    expect(o).toMatchObject({
      status: 'pending',
      payment_method: 'COD',
      payment_status: 'pending',
      delivery_address: '12 MG Road, Indore',
      address: '12 MG Road, Indore',
      phone: '9876543210',
      contact_person: 'Ravi Kumar',
      alternate_phone: '9123456780',
      landmark: 'Near Palasia Square',
      delivery_notes: 'Back gate after 3 pm',
      subtotal: 511.5,
      gst_amount: 25.58,
      delivery_fee: 0,
      platform_fee: 1,
      total_amount: 538.08,
      restaurant_name: 'customer company',
      can_cancel: true,
      delivery_info: null,
      payment_deadline: null,
      replayed: false,
    });
    expect(o.delivery_otp).toMatch(/^\d{4}$/);
    expect(o.items).toEqual(
      [
        expect.objectContaining({
          product_name: 'Basmati Rice',
          quantity: 2,
          price: 120,
          unit: '1kg',
          hsn_code: '1006',
          line_total: 240,
        }),
        expect.objectContaining({
          product_name: 'Toor Dal',
          quantity: 3,
          price: 90.5,
          unit: '5kg',
          hsn_code: '0713',
          line_total: 271.5,
        }),
      ].sort((a: any, b: any) => 0 * a - 0 * b),
    );
    expect(await stock(rice)).toBe(48);
    expect(await stock(dal)).toBe(47);
    expect((await t.call('GET', '/api/cart', { token: me.token })).data.items).toEqual([]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, o.id));
    expect(row).toMatchObject({
      customerState: 'Madhya Pradesh',
      customerFssai: '12345678901234',
      cityId: 'city_indore',
    });
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.productId, rice));
    expect(line).toMatchObject({ supplierId: supplier, categoryId: 'cat_rice' });

    // Later catalogue edits do not rewrite the order.
    await t.db.update(products).set({ name: 'Renamed', pricePaise: 1 }).where(eq(products.id, rice));
    const listed = (await t.call('GET', '/api/orders', { token: me.token })).data.orders[0];
    expect(listed.items.map((i: any) => [i.product_name, i.price])).toContainEqual(['Basmati Rice', 120]);
  });

  it('numbers invoices in sequence per financial year, restarting in April', async () => {
    const p = await makeProduct(t, { stockQuantity: 100 });
    const numbers: string[] = [];
    for (let i = 0; i < 2; i++) {
      const c = await customerWithCart(t, [[p, 1]]);
      numbers.push((await place(c.token)).data.invoice_number);
    }
    const fy = financialYear(Date.now());
    expect(numbers).toEqual([`INV/${fy}/000001`, `INV/${fy}/000002`]);
    const start = Number(fy.slice(0, 4)) + 1;
    t.advance(Date.UTC(start, 3, 1, 0, 0) - 330 * 60_000 + 60_000 - Date.now());
    const c = await customerWithCart(t, [[p, 1]]);
    const next = await place(c.token);
    expect(next.data.invoice_number).toBe(
      `INV/${start}-${String((start + 1) % 100).padStart(2, '0')}/000001`,
    );
  });

  it('tells the customer and the staff of the city', async () => {
    const admin = await t.userWithToken('admin');
    const local = await t.userWithToken('sub_admin', { permissions: ['manage_orders'] });
    const far = await t.userWithToken('sub_admin', { cityId: 'city_mumbai' });
    const p = await makeProduct(t);
    const me = await customerWithCart(t, [[p, 1]]);
    const o = (await place(me.token)).data;
    const inbox = async (id: string) =>
      (await t.db.select().from(notifications).where(eq(notifications.userId, id))).map((n) => n.title);
    expect(await inbox(me.id)).toEqual([`Order ${o.order_number} placed`]);
    expect(await inbox(admin.id)).toEqual([`New order ${o.order_number}`]);
    expect(await inbox(local.id)).toEqual([`New order ${o.order_number}`]);
    expect(await inbox(far.id)).toEqual([]);
  });

  it('queues the order.placed webhook for subscribed integrators, once per order', async () => {
    await t.db.insert(webhookEndpoints).values({
      id: 'whe_1',
      url: 'https://erp.example.in/hook',
      secret: 'whsec',
      events: ['order.placed'],
    });
    const p = await makeProduct(t, { pricePaise: 10_000 });
    const me = await customerWithCart(t, [[p, 2]]);
    const headers = { 'Idempotency-Key': 'hook-test-0001' };
    const o = (await place(me.token, CHECKOUT, headers)).data;
    await place(me.token, CHECKOUT, headers);
    const queued = await t.db.select().from(webhookDeliveries);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.event).toBe('order.placed');
    expect(JSON.parse(queued[0]!.payload).data).toMatchObject({
      order_id: o.id,
      order_number: o.order_number,
      payment_method: 'COD',
      total_amount: o.total_amount,
      items: [{ product_id: p, quantity: 2 }],
    });
  });

  it('answers 400 "Cart is empty" for an empty cart', async () => {
    const me = await t.userWithToken('customer');
    const res = await place(me.token);
    expect(res.status).toBe(400);
    expect(res.data).toMatchObject({ detail: 'Cart is empty', code: 'cart_empty' });
  });

  it.each([
    [
      { phone: '12345' },
      'phone: Enter a 10-digit mobile number, or a landline with its STD code (e.g. 0731 2456789)',
    ],
    [
      { phone: '5876543210' },
      'phone: Enter a 10-digit mobile number, or a landline with its STD code (e.g. 0731 2456789)',
    ],
    [{ delivery_address: '  ' }, 'delivery_address: Delivery address is required'],
    [{ payment_method: 'CARD' }, 'payment_method: Choose Cash on Delivery, Online payment or Pay later'],
    [
      { alternate_phone: '999' },
      'alternate_phone: Enter a 10-digit mobile number, or a landline with its STD code (e.g. 0731 2456789)',
    ],
    [{ gstin: '23AAACS1234D1Z5' }, 'gstin: Enter a valid 15-character GSTIN'],
  ])('refuses bad checkout input %j with 400 and changes nothing', async (patch, detail) => {
    const p = await makeProduct(t);
    const me = await customerWithCart(t, [[p, 2]]);
    const res = await place(me.token, { ...CHECKOUT, ...patch });
    expect(res.status).toBe(400);
    expect(res.data.detail).toBe(detail);
    expect(await orderCount()).toBe(0);
    expect(await stock(p)).toBe(50);
    expect((await t.call('GET', '/api/cart', { token: me.token })).data.count).toBe(2);
  });

  it('refuses missing fields with 400', async () => {
    const p = await makeProduct(t);
    const me = await customerWithCart(t, [[p, 1]]);
    const res = await place(me.token, { payment_method: 'COD' });
    expect(res.status).toBe(400);
    expect(res.data.errors.map((e: any) => e.path[0]).sort()).toEqual(['delivery_address', 'phone']);
  });

  it('refuses with 409 when stock ran short after adding, keeping the cart and the stock', async () => {
    const p = await makeProduct(t, { name: 'Paneer', stockQuantity: 10 });
    const me = await customerWithCart(t, [[p, 4]]);
    await t.db.update(products).set({ stockQuantity: 3 }).where(eq(products.id, p));
    const res = await place(me.token);
    expect(res.status).toBe(409);
    expect(res.data).toMatchObject({
      code: 'insufficient_stock',
      detail: 'Only 3 of Paneer left in stock; lower the quantity.',
    });
    expect(await stock(p)).toBe(3);
    expect(await orderCount()).toBe(0);
    expect((await t.call('GET', '/api/cart', { token: me.token })).data.count).toBe(4);
  });

  it('refuses with 409 when a product in the cart is no longer sold', async () => {
    const p = await makeProduct(t, { name: 'Ghee' });
    const me = await customerWithCart(t, [[p, 1]]);
    await t.db.update(products).set({ approvalStatus: 'pending' }).where(eq(products.id, p));
    const res = await place(me.token);
    expect(res.status).toBe(409);
    expect(res.data.code).toBe('product_unavailable');
    expect(await orderCount()).toBe(0);
  });

  it('never oversells: 20 buyers race for 5 units, exactly 5 orders go through', async () => {
    const p = await makeProduct(t, { name: 'Saffron', stockQuantity: 5 });
    const buyers = [];
    for (let i = 0; i < 20; i++) buyers.push(await customerWithCart(t, [[p, 1]]));
    const results = await Promise.all(buyers.map((b) => place(b.token)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    expect(await stock(p)).toBe(0);
    expect(await orderCount()).toBe(5);
    const sold = await t.db.select().from(orderItems).where(eq(orderItems.productId, p));
    expect(sold.reduce((n, l) => n + l.quantity, 0)).toBe(5);
    const invoices = (await t.db.select().from(orders)).map((o) => o.invoiceNumber);
    expect(new Set(invoices).size).toBe(5);
  });

  it('places one order for a repeated Idempotency-Key (REST header and tRPC field)', async () => {
    const p = await makeProduct(t, { stockQuantity: 10 });
    const me = await customerWithCart(t, [[p, 2]]);
    const headers = { 'Idempotency-Key': 'checkout-7f3a9c21' };
    const [a, b] = await Promise.all([
      place(me.token, CHECKOUT, headers),
      place(me.token, CHECKOUT, headers),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.data.id).toBe(b.data.id);
    expect([a.data.replayed, b.data.replayed].sort()).toEqual([false, true]);
    const again = await place(me.token, { ...CHECKOUT, idempotency_key: 'checkout-7f3a9c21' });
    expect(again.data.id).toBe(a.data.id);
    expect(await orderCount()).toBe(1);
    expect(await stock(p)).toBe(8);
    // Another customer's identical key is their own.
    const other = await customerWithCart(t, [[p, 1]]);
    const theirs = await place(other.token, CHECKOUT, headers);
    expect(theirs.status).toBe(201);
    expect(theirs.data.id).not.toBe(a.data.id);
    expect((await place(me.token, CHECKOUT, { 'Idempotency-Key': 'bad key!' })).status).toBe(400);
  });

  it('keeps a valid GSTIN on the order and the profile', async () => {
    const p = await makeProduct(t);
    const me = await customerWithCart(t, [[p, 1]]);
    const res = await place(me.token, { ...CHECKOUT, gstin: '27aapfu0939f1zv' });
    expect(res.data.customer_gstin).toBe('27AAPFU0939F1ZV');
    const [u] = await t.db.select().from(users).where(eq(users.id, me.id));
    expect(u!.gstin).toBe('27AAPFU0939F1ZV');
  });

  it('is for customers only', async () => {
    expect((await t.call('POST', '/api/orders', { body: CHECKOUT })).status).toBe(401);
    const supplier = await t.userWithToken('supplier');
    expect((await place(supplier.token)).status).toBe(403);
  });
});
