import { auditLog, products } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { CHECKOUT, customerWithCart, gstinOf, makeProduct } from '../support/catalog.ts';
import { insertSlot } from '../support/slots.ts';

// Decision 0095: a supplier's trading terms per city, enforced by checkout.
const IST = 330 * 60_000;
/** The instant of a minute of an Indian day. Monday 7 Dec 2026 is the test's today. */
const at = (day: string, minute: number) => Date.parse(`${day}T00:00:00Z`) - IST + minute * 60_000;
const MONDAY = '2026-12-07';

let t: TestApp;
let now: number;
beforeEach(async () => {
  now = at(MONDAY, 12 * 60);
  t = await createTestApp({ clock: { now: () => now } });
});
afterEach(() => t.close());

const place = (token: string, body: object = {}) =>
  t.call('POST', '/api/orders', { token, body: { ...CHECKOUT, ...body } });

/** A supplier ("Malwa Wholesale") with a ₹100 listing, and its terms in Indore as it sets them. */
async function supplierWithTerms(terms: object | null) {
  const s = await t.userWithToken('supplier', { restaurantName: 'Malwa Wholesale', gstin: gstinOf('23') });
  const product = await makeProduct(t, { supplierId: s.id, pricePaise: 10_000, stockQuantity: 500 });
  if (terms) {
    const res = await t.call('PUT', '/api/supplier/terms/city_indore', { token: s.token, body: terms });
    expect(res.status).toBe(200);
  }
  return { supplier: s, product };
}
const TERMS = {
  minimum_order: 1000,
  delivery_days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
  order_by: null,
};

describe('a supplier sets its terms per city and staff can override them', () => {
  it('answers the terms, audits every change and keeps each sub-admin to its city', async () => {
    const { supplier } = await supplierWithTerms({
      ...TERMS,
      delivery_days: ['mon', 'wed', 'fri'],
      order_by: '18:00',
    });
    const mine = await t.call('GET', '/api/supplier/terms', { token: supplier.token });
    expect(mine.data.items).toEqual([
      expect.objectContaining({
        city_id: 'city_indore',
        minimum_order: 1000,
        delivery_days: ['mon', 'wed', 'fri'],
        order_by: '18:00',
        set_by_staff: false,
      }),
    ]);
    const admin = await t.userWithToken('admin');
    const override = await t.call('PUT', `/api/admin/suppliers/${supplier.id}/terms/city_indore`, {
      token: admin.token,
      body: { ...TERMS, minimum_order: 500 },
    });
    expect(override.data).toMatchObject({ minimum_order: 500, set_by_staff: true });
    const logs = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, `${supplier.id}:city_indore`));
    expect(logs.map((l) => [l.action, l.actorId])).toEqual(
      expect.arrayContaining([
        ['create', supplier.id],
        ['update', admin.id],
      ]),
    );
    const updated = logs.find((l) => l.action === 'update')!;
    expect(updated.before).toMatchObject({ minimum_order: 1000 });
    expect(updated.after).toMatchObject({ minimum_order: 500 });

    const bhopal = await t.userWithToken('sub_admin', {
      cityId: 'city_bhopal',
      permissions: ['manage_suppliers'],
    });
    const seen = await t.call('GET', `/api/admin/suppliers/${supplier.id}/terms`, { token: bhopal.token });
    expect(seen.data.items).toEqual([]);
    const refused = await t.call('PUT', `/api/admin/suppliers/${supplier.id}/terms/city_indore`, {
      token: bhopal.token,
      body: TERMS,
    });
    expect(refused.status).toBe(404);
  });

  it('refuses terms that cannot be kept, with the field and a sentence', async () => {
    const s = await t.userWithToken('supplier');
    for (const [body, detail] of [
      [{ ...TERMS, delivery_days: [] }, 'Choose at least one delivery day'],
      [{ ...TERMS, delivery_days: ['mon', 'mon'] }, 'Name each delivery day once'],
      [{ ...TERMS, order_by: '25:00' }, 'Use HH:MM, 24-hour'],
      [{ ...TERMS, minimum_order: -1 }, 'Must not be negative'],
    ] as const) {
      const res = await t.call('PUT', '/api/supplier/terms/city_indore', { token: s.token, body });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.data)).toContain(detail);
    }
    const unknown = await t.call('PUT', '/api/supplier/terms/city_nowhere', { token: s.token, body: TERMS });
    expect(unknown.status).toBe(404);
  });
});

describe('checkout holds each supplier to its terms', () => {
  it('shows the shortfall in the cart and refuses an order under the minimum with 409 and a sentence', async () => {
    const { supplier, product } = await supplierWithTerms(TERMS);
    const me = await customerWithCart(t, [[product, 2]]);
    const cart = (await t.call('GET', '/api/cart', { token: me.token })).data;
    expect(cart.suppliers).toEqual([
      {
        supplier_id: supplier.id,
        supplier_name: 'Malwa Wholesale',
        subtotal: 200,
        minimum_order: 1000,
        minimum_shortfall: 800,
        below_minimum_charge: null,
        delivery_charge: 0,
        delivery_charge_gst_rate: 0,
        delivery_days: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
        order_by: null,
        lead_days: 0,
      },
    ]);
    const res = await place(me.token);
    expect(res.status).toBe(409);
    expect(res.data.code).toBe('supplier_minimum');
    expect(res.data.detail).toBe(
      'Malwa Wholesale takes orders of at least ₹1,000.00 before GST; add ₹800.00 more of its goods or remove them.',
    );
    const line = cart.items[0].id;
    expect(
      (await t.call('PUT', `/api/cart/${line}`, { token: me.token, body: { quantity: 10 } })).status,
    ).toBe(200);
    expect((await place(me.token)).status).toBe(201);
  });

  it('offers only the days every supplier in the cart delivers on, and refuses another day with a sentence', async () => {
    await insertSlot(t.db);
    const { product } = await supplierWithTerms({
      ...TERMS,
      minimum_order: 0,
      delivery_days: ['mon', 'wed', 'fri'],
    });
    const me = await customerWithCart(t, [[product, 2]]);
    const slots = (await t.call('GET', '/api/delivery-slots', { token: me.token })).data.slots;
    // Monday noon: Monday's 6 am slot has gone; Tuesday is not a delivery day; a week ahead is offered.
    expect(slots.map((s: { date: string }) => s.date)).toEqual(['2026-12-09', '2026-12-11']);
    const tuesday = await place(me.token, { slot_id: slots[0].slot_id, slot_date: '2026-12-08' });
    expect(tuesday.status).toBe(409);
    expect(tuesday.data.code).toBe('supplier_delivery_day');
    expect(tuesday.data.detail).toBe(
      'Malwa Wholesale does not deliver on 8 Dec: it delivers on Mon, Wed, Fri. Pick another slot.',
    );
    // Without a choice the earliest day it delivers on is booked.
    const placed = await place(me.token);
    expect(placed.status).toBe(201);
    expect(placed.data.delivery_slot.date).toBe('2026-12-09');
  });

  it('takes no order for a day after the supplier’s order-by time the day before', async () => {
    const slot = await insertSlot(t.db);
    const { product } = await supplierWithTerms({ ...TERMS, minimum_order: 0, order_by: '10:00' });
    const me = await customerWithCart(t, [[product, 2]]);
    const res = await place(me.token, { slot_id: slot.id, slot_date: '2026-12-08' });
    expect(res.status).toBe(409);
    expect(res.data.detail).toBe(
      'Malwa Wholesale took orders for 8 Dec until 10 am on 7 Dec; pick a later slot.',
    );
    now = at(MONDAY, 9 * 60 + 59);
    expect((await place(me.token, { slot_id: slot.id, slot_date: '2026-12-08' })).status).toBe(201);
  });

  it('refuses a line no longer in the listing’s pack multiple with 409', async () => {
    const { product } = await supplierWithTerms(null);
    const me = await customerWithCart(t, [[product, 6]]);
    await t.db.update(products).set({ step: 12, minQuantity: 12 }).where(eq(products.id, product));
    const res = await place(me.token);
    expect(res.status).toBe(409);
    expect(res.data.code).toBe('invalid_quantity');
    expect(res.data.detail).toBe('Basmati Rice is sold in steps of 12: enter a multiple of it.');
  });

  it('an order with no supplier terms totals exactly as the spec says', async () => {
    const { product } = await supplierWithTerms(null);
    const me = await customerWithCart(t, [[product, 2]]);
    const cart = (await t.call('GET', '/api/cart', { token: me.token })).data;
    expect(cart.suppliers[0]).toMatchObject({ minimum_order: null, minimum_shortfall: 0, order_by: null });
    const res = await place(me.token);
    expect(res.status).toBe(201);
    // ₹200 of rice at 5% GST, below ₹500: ₹50 delivery and the ₹1 platform fee (spec section 9).
    expect(res.data).toMatchObject({
      subtotal: 200,
      gst_amount: 10,
      delivery_fee: 50,
      platform_fee: 1,
      total_amount: 261,
    });
    // Who sold each line stays on the order (issue 41), in its answer and in the order list.
    const seller = { supplier_name: 'Malwa Wholesale', brand: 'India Gate' };
    expect(res.data.items[0]).toMatchObject(seller);
    const listed = (await t.call('GET', '/api/orders', { token: me.token })).data.orders[0];
    expect(listed.items[0]).toMatchObject(seller);
    const admin = await t.userWithToken('admin');
    const staffList = (await t.call('GET', '/api/admin/orders', { token: admin.token })).data.items;
    expect(staffList.find((o: { id: string }) => o.id === res.data.id).items[0]).toMatchObject(seller);
  });

  it('splits into a delivery per supplier when their days differ, the rest staying in the cart', async () => {
    await insertSlot(t.db);
    const monday = await supplierWithTerms({ ...TERMS, minimum_order: 0, delivery_days: ['wed'] });
    const s2 = await t.userWithToken('supplier', { restaurantName: 'Indore Dairy', gstin: gstinOf('23') });
    const milk = await makeProduct(t, { supplierId: s2.id, name: 'Milk', stockQuantity: 50 });
    await t.call('PUT', '/api/supplier/terms/city_indore', {
      token: s2.token,
      body: { ...TERMS, minimum_order: 0, delivery_days: ['thu'] },
    });
    const me = await customerWithCart(t, [
      [monday.product, 2],
      [milk, 3],
    ]);
    // No day both deliver on: the whole cart cannot go in one delivery.
    expect((await t.call('GET', '/api/delivery-slots', { token: me.token })).data.slots).toEqual([]);
    const whole = await place(me.token);
    expect(whole.status).toBe(409);
    expect(whole.data.code).toBe('supplier_delivery_day');

    const own = await t.call('GET', `/api/delivery-slots?supplier_id=${monday.supplier.id}`, {
      token: me.token,
    });
    expect(own.data.slots.map((s: { date: string }) => s.date)).toEqual(['2026-12-09']);
    const first = await place(me.token, { supplier_id: monday.supplier.id });
    expect(first.status).toBe(201);
    expect(first.data.delivery_slot.date).toBe('2026-12-09');
    const left = (await t.call('GET', '/api/cart', { token: me.token })).data.items;
    expect(left.map((i: { product_id: string }) => i.product_id)).toEqual([milk]);
    const second = await place(me.token, { supplier_id: s2.id });
    expect(second.status).toBe(201);
    expect(second.data.delivery_slot.date).toBe('2026-12-10');
  });
});
