import { auditLog, notifications, orders, products } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addOrder, addProduct } from '../support/admin-fixtures.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
let admin: string;
let customer: { id: string; token: string };
let productId: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = (await t.userWithToken('admin')).token;
  customer = await t.userWithToken('customer');
  const s = await t.userWithToken('supplier');
  productId = await addProduct(t.db, { supplierId: s.id, stock: 10 });
});
afterEach(() => t.close());

const DAY = 86_400_000;
const IST = 330 * 60_000;
const at = (date: string) => Date.parse(`${date}T00:00:00Z`) - IST; // midnight in India

describe('admin orders list', () => {
  it('answers orders with lines, newest first, filtered by status, city, dates and search', async () => {
    const a = await addOrder(t.db, {
      customerId: customer.id,
      status: 'pending',
      createdAt: at('2026-03-10') + 1000,
      lines: [{ productId, quantity: 2, pricePaise: 12_550, name: 'Basmati' }],
    });
    await addOrder(t.db, { customerId: customer.id, status: 'delivered', createdAt: at('2026-03-11') - 1 });
    await addOrder(t.db, {
      customerId: customer.id,
      status: 'pending',
      cityId: 'city_bhopal',
      createdAt: at('2026-03-12'),
    });
    const all = await t.call('GET', '/api/admin/orders', { token: admin });
    expect(all.data.total).toBe(3);
    const first = all.data.items.find((o: { id: string }) => o.id === a);
    expect(first).toMatchObject({
      status: 'pending',
      version: 1,
      city_name: 'Indore',
      payment_method: 'COD',
      total_amount: 251,
      items: [{ product_name: 'Basmati', quantity: 2, price: 125.5 }],
      delivery_info: null,
    });
    const ids = async (q: string) =>
      (await t.call('GET', `/api/admin/orders?${q}`, { token: admin })).data.items.map(
        (o: { id: string }) => o.id,
      );
    expect(await ids('status=pending')).toHaveLength(2);
    expect(await ids('city_id=city_bhopal')).toHaveLength(1);
    // 2026-03-10 in India covers the first order and, by one millisecond, the second.
    expect(await ids('from=2026-03-10&to=2026-03-10')).toHaveLength(2);
    expect(await ids('from=2026-03-11')).toHaveLength(1);
    expect(await ids(`search=${all.data.items[0].order_number}`)).toHaveLength(1);
    const bad = await t.call('GET', '/api/admin/orders?from=2026-03-12&to=2026-03-01', { token: admin });
    expect(bad.status).toBe(400);
    expect((await t.call('GET', '/api/admin/orders?status=lost', { token: admin })).status).toBe(400);
  });

  it('a sub-admin lists only its city and cannot ask for another', async () => {
    await addOrder(t.db, { customerId: customer.id });
    const bhopal = await addOrder(t.db, { customerId: customer.id, cityId: 'city_bhopal' });
    const sub = await t.userWithToken('sub_admin', { cityId: 'city_bhopal', permissions: ['manage_orders'] });
    const res = await t.call('GET', '/api/admin/orders', { token: sub.token });
    expect(res.data.items.map((o: { id: string }) => o.id)).toEqual([bhopal]);
    expect((await t.call('GET', '/api/admin/orders?city_id=city_indore', { token: sub.token })).status).toBe(
      403,
    );
  });

  it('answers one order as the list does; another city’s order is 404 to a sub-admin', async () => {
    const indore = await addOrder(t.db, {
      customerId: customer.id,
      lines: [{ productId, quantity: 2, pricePaise: 5000 }],
    });
    const bhopal = await addOrder(t.db, { customerId: customer.id, cityId: 'city_bhopal' });
    const listed = (await t.call('GET', '/api/admin/orders', { token: admin })).data.items;
    const one = await t.call('GET', `/api/admin/orders/${indore}`, { token: admin });
    expect(one.status).toBe(200);
    expect(one.data).toEqual(listed.find((o: { id: string }) => o.id === indore));
    expect(one.data.items).toHaveLength(1);
    const sub = await t.userWithToken('sub_admin', { cityId: 'city_bhopal', permissions: ['manage_orders'] });
    expect((await t.call('GET', `/api/admin/orders/${bhopal}`, { token: sub.token })).data.id).toBe(bhopal);
    const elsewhere = await t.call('GET', `/api/admin/orders/${indore}`, { token: sub.token });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.data.code).toBe('not_found');
    expect((await t.call('GET', '/api/admin/orders/ord_none', { token: admin })).status).toBe(404);
  });
});

describe('admin order status', () => {
  it('changes the status, tells the customer, audits, and bumps the version', async () => {
    const id = await addOrder(t.db, {
      customerId: customer.id,
      lines: [{ productId, quantity: 3, pricePaise: 100 }],
    });
    const res = await t.call('PUT', `/api/admin/orders/${id}?status=confirmed`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ id, status: 'confirmed', version: 2 });
    const note = await t.db.select().from(notifications).where(eq(notifications.userId, customer.id));
    expect(note).toHaveLength(1);
    expect(note[0]!.message).toContain('confirmed');
    const [log] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(log).toMatchObject({
      action: 'change_status',
      before: { status: 'pending' },
      after: { status: 'confirmed' },
    });
  });

  it('cancelling restores the stock once; a cancelled order cannot be reopened (409)', async () => {
    const id = await addOrder(t.db, {
      customerId: customer.id,
      lines: [{ productId, quantity: 3, pricePaise: 100 }],
    });
    expect((await t.call('PUT', `/api/admin/orders/${id}?status=cancelled`, { token: admin })).status).toBe(
      200,
    );
    const [p] = await t.db.select().from(products).where(eq(products.id, productId));
    expect(p!.stockQuantity).toBe(13);
    const again = await t.call('PUT', `/api/admin/orders/${id}?status=pending`, { token: admin });
    expect(again.status).toBe(409);
    expect(again.data.detail).toBe('This order is already cancelled; its status cannot change any more.');
    const same = await t.call('PUT', `/api/admin/orders/${id}?status=cancelled`, { token: admin });
    expect(same.status).toBe(200);
    const [p2] = await t.db.select().from(products).where(eq(products.id, productId));
    expect(p2!.stockQuantity).toBe(13);
  });

  it('refuses a stale version (two admins on one order) with 409 and keeps the first change', async () => {
    const id = await addOrder(t.db, { customerId: customer.id });
    const one = await t.call('PUT', `/api/admin/orders/${id}?status=processing&version=1`, { token: admin });
    expect(one.status).toBe(200);
    const two = await t.call('PUT', `/api/admin/orders/${id}?status=shipped&version=1`, { token: admin });
    expect(two.status).toBe(409);
    expect(two.data.code).toBe('stale_order');
    const [o] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(o).toMatchObject({ status: 'processing', version: 2 });
  });

  it('refuses statuses outside pending..cancelled, unknown ids, and other cities', async () => {
    const id = await addOrder(t.db, { customerId: customer.id });
    for (const s of ['out_for_delivery', 'lost', '']) {
      const res = await t.call('PUT', `/api/admin/orders/${id}?status=${s}`, { token: admin });
      expect(res.status, s).toBe(400);
    }
    expect(
      (await t.call('PUT', '/api/admin/orders/ord_nope?status=confirmed', { token: admin })).status,
    ).toBe(404);
    const sub = await t.userWithToken('sub_admin', { cityId: 'city_bhopal', permissions: ['manage_orders'] });
    expect(
      (await t.call('PUT', `/api/admin/orders/${id}?status=confirmed`, { token: sub.token })).status,
    ).toBe(404);
    const [o] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(o).toMatchObject({ status: 'pending', version: 1 });
  });

  it('a delivered order cannot be cancelled', async () => {
    const id = await addOrder(t.db, {
      customerId: customer.id,
      status: 'delivered',
      createdAt: Date.now() - DAY,
    });
    const res = await t.call('PUT', `/api/admin/orders/${id}?status=cancelled`, { token: admin });
    expect(res.status).toBe(409);
  });

  it('staff cannot move a delivered or cancelled order: both are final (409 invalid_transition)', async () => {
    for (const status of ['delivered', 'cancelled'] as const) {
      const id = await addOrder(t.db, { customerId: customer.id, status });
      for (const to of ['pending', 'confirmed', 'processing', 'shipped']) {
        const res = await t.call('PUT', `/api/admin/orders/${id}?status=${to}`, { token: admin });
        expect(res.status, `${status} -> ${to}`).toBe(409);
        expect(res.data.code).toBe('invalid_transition');
        expect(res.data.detail).toBe(`This order is already ${status}; its status cannot change any more.`);
      }
      const [o] = await t.db.select().from(orders).where(eq(orders.id, id));
      expect(o).toMatchObject({ status, version: 1 });
    }
  });

  it('delivered -> pending -> cancelled is refused at the first step, so delivered goods never go back to stock', async () => {
    const id = await addOrder(t.db, {
      customerId: customer.id,
      status: 'delivered',
      lines: [{ productId, quantity: 4, pricePaise: 100 }],
    });
    const back = await t.call('PUT', `/api/admin/orders/${id}?status=pending`, { token: admin });
    expect(back.status).toBe(409);
    expect(back.data.code).toBe('invalid_transition');
    const cancel = await t.call('PUT', `/api/admin/orders/${id}?status=cancelled`, { token: admin });
    expect(cancel.status).toBe(409);
    const [p] = await t.db.select().from(products).where(eq(products.id, productId));
    expect(p!.stockQuantity).toBe(10);
  });

  it('restores stock exactly once when staff and customer both cancel', async () => {
    const id = await addOrder(t.db, {
      customerId: customer.id,
      lines: [{ productId, quantity: 3, pricePaise: 100 }],
    });
    expect((await t.call('PUT', `/api/admin/orders/${id}?status=cancelled`, { token: admin })).status).toBe(
      200,
    );
    const mine = await t.call('POST', `/api/orders/${id}/cancel`, { token: customer.token });
    expect(mine.status).toBe(409);
    expect(mine.data.code).toBe('invalid_transition');
    const [p] = await t.db.select().from(products).where(eq(products.id, productId));
    expect(p!.stockQuantity).toBe(13);
  });

  it('the customer may cancel only while the transition table allows it', async () => {
    for (const status of ['pending', 'confirmed'] as const) {
      const id = await addOrder(t.db, { customerId: customer.id, status });
      const res = await t.call('POST', `/api/orders/${id}/cancel`, { token: customer.token });
      expect(res.status, status).toBe(200);
    }
    for (const status of ['processing', 'shipped', 'out_for_delivery', 'delivered'] as const) {
      const id = await addOrder(t.db, { customerId: customer.id, status });
      const res = await t.call('POST', `/api/orders/${id}/cancel`, { token: customer.token });
      expect(res.status, status).toBe(409);
      expect(res.data.code).toBe('invalid_transition');
    }
  });
});
