import { deliveryAssignments, orders, products } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { CHECKOUT, customerWithCart, makeProduct } from '../support/catalog.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const place = (token: string) => t.call('POST', '/api/orders', { token, body: CHECKOUT });
const stock = async (id: string) =>
  (await t.db.select().from(products).where(eq(products.id, id)))[0]!.stockQuantity;

describe('GET /api/orders', () => {
  it('lists only the own orders, newest first, with the delivery tracking block and OTP', async () => {
    const p = await makeProduct(t, { stockQuantity: 100 });
    const me = await customerWithCart(t, [[p, 1]]);
    const first = (await place(me.token)).data;
    t.advance(1000);
    await t.call('POST', '/api/cart', { token: me.token, body: { product_id: p, quantity: 2 } });
    const second = (await place(me.token)).data;
    const other = await customerWithCart(t, [[p, 1]]);
    await place(other.token);
    const rider = await t.userWithToken('delivery', { username: 'Deepak Rider' });
    await t.db.insert(deliveryAssignments).values({
      id: 'dlv_1',
      orderId: first.id,
      deliveryPersonId: rider.id,
      status: 'picked_up',
      assignedAt: Date.UTC(2026, 0, 1, 10),
      pickupTime: Date.UTC(2026, 0, 1, 11),
      notes: 'Left the depot',
    });
    const res = await t.call('GET', '/api/orders', { token: me.token });
    expect(res.status).toBe(200);
    expect(res.data.orders.map((o: any) => o.id)).toEqual([second.id, first.id]);
    expect(res.data.next_cursor).toBeNull();
    const tracked = res.data.orders[1];
    expect(tracked.delivery_info).toEqual({
      delivery_person_name: 'Deepak Rider',
      delivery_status: 'picked_up',
      assigned_at: '2026-01-01T10:00:00.000Z',
      pickup_time: '2026-01-01T11:00:00.000Z',
      in_transit_at: null,
      delivery_time: null,
      delivery_notes: 'Left the depot',
    });
    expect(tracked.delivery_otp).toBe(first.delivery_otp);
    for (const key of [
      'order_number',
      'order_date',
      'status',
      'restaurant_name',
      'customer_name',
      'items',
      'delivery_address',
      'phone',
      'payment_method',
      'total_amount',
    ])
      expect(tracked).toHaveProperty(key);
  });

  it('pages with next_cursor', async () => {
    const p = await makeProduct(t, { stockQuantity: 100 });
    const me = await t.userWithToken('customer');
    for (let i = 0; i < 5; i++) {
      await t.call('POST', '/api/cart', { token: me.token, body: { product_id: p, quantity: 1 } });
      await place(me.token);
      t.advance(10);
    }
    const a = await t.call('GET', '/api/orders?limit=3', { token: me.token });
    expect(a.data.orders).toHaveLength(3);
    const b = await t.call('GET', `/api/orders?limit=3&cursor=${a.data.next_cursor}`, { token: me.token });
    expect(b.data.orders).toHaveLength(2);
    expect(b.data.next_cursor).toBeNull();
    expect(new Set([...a.data.orders, ...b.data.orders].map((o: any) => o.id)).size).toBe(5);
  });
});

describe('POST /api/orders/:id/cancel', () => {
  it('cancels a pending or confirmed own order and puts the stock back', async () => {
    const p = await makeProduct(t, { stockQuantity: 10 });
    const me = await customerWithCart(t, [[p, 4]]);
    const o = (await place(me.token)).data;
    expect(await stock(p)).toBe(6);
    const res = await t.call('POST', `/api/orders/${o.id}/cancel`, { token: me.token });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id: o.id, status: 'cancelled', can_cancel: false });
    expect(await stock(p)).toBe(10);
    const again = await t.call('POST', `/api/orders/${o.id}/cancel`, { token: me.token });
    expect(again.status).toBe(409);
    expect(await stock(p)).toBe(10);

    await t.call('POST', '/api/cart', { token: me.token, body: { product_id: p, quantity: 1 } });
    const confirmed = (await place(me.token)).data;
    await t.call('POST', `/api/orders/${confirmed.id}/verify-payment`, { token: me.token });
    expect(
      (await t.call('POST', `/api/orders/${confirmed.id}/cancel`, { token: me.token })).data.status,
    ).toBe('cancelled');
  });

  it('refuses once the order is shipped (409), someone else’s (403) and unknown ids (404)', async () => {
    const p = await makeProduct(t, { stockQuantity: 10 });
    const me = await customerWithCart(t, [[p, 1]]);
    const o = (await place(me.token)).data;
    await t.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, o.id));
    const shipped = await t.call('POST', `/api/orders/${o.id}/cancel`, { token: me.token });
    expect(shipped.status).toBe(409);
    expect(shipped.data.detail).toBe(
      'Only pending or confirmed orders can be cancelled; this one is shipped.',
    );
    const other = await t.userWithToken('customer');
    await t.db.update(orders).set({ status: 'pending' }).where(eq(orders.id, o.id));
    expect((await t.call('POST', `/api/orders/${o.id}/cancel`, { token: other.token })).status).toBe(403);
    expect((await t.call('POST', '/api/orders/ord_nope/cancel', { token: me.token })).status).toBe(404);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, o.id));
    expect(row!.status).toBe('pending');
    expect(await stock(p)).toBe(9);
  });
});

describe('GET /api/orders caching', () => {
  it('answers 304 to a repeated call with its ETag, 200 once an order changes', async () => {
    const p = await makeProduct(t, { stockQuantity: 10 });
    const me = await customerWithCart(t, [[p, 1]]);
    await place(me.token);
    const first = await t.call('GET', '/api/orders', { token: me.token });
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toContain('private');
    expect(
      (await t.call('GET', '/api/orders', { token: me.token, headers: { 'if-none-match': tag! } })).status,
    ).toBe(304);
    await t.call('POST', '/api/cart', { token: me.token, body: { product_id: p, quantity: 1 } });
    await place(me.token);
    expect(
      (await t.call('GET', '/api/orders', { token: me.token, headers: { 'if-none-match': tag! } })).status,
    ).toBe(200);
  });
});
