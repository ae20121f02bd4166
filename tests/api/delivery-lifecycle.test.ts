import { auditLog, deliveryAssignments, notifications, orderItems, orders, taxDocuments } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { makeProduct, stockOf } from '../support/catalog.ts';
import { deliveryWorld, OTP } from '../support/delivery.ts';
import { insertOrder } from '../support/orders.ts';

// Decision 0064: one lifecycle for an order and its delivery.
let t: TestApp;
let w: Awaited<ReturnType<typeof deliveryWorld>>;
beforeEach(async () => {
  t = await createTestApp();
  w = await deliveryWorld(t);
});
afterEach(() => t.close());

const assignmentOf = async (orderId: string) =>
  (
    await t.db
      .select()
      .from(deliveryAssignments)
      .where(and(eq(deliveryAssignments.orderId, orderId), eq(deliveryAssignments.isCurrent, true)))
  )[0]!;
const orderOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const setStatus = (id: string, status: string, token = w.admin.token) =>
  t.call('PUT', `/api/admin/orders/${id}?status=${status}`, { token });
// Paid online: a cash-on-delivery order's cash is recorded by the rider or the override only.
const PAID = { paymentMethod: 'ONLINE', paymentStatus: 'paid' } as const;
const activeOfRider = async () =>
  (await t.call('GET', '/api/delivery/assignments?status=active', { token: w.rider.token })).data as {
    id: string;
  }[];

describe('an order that ends ends its delivery', () => {
  it('staff delivered closes the open assignment; the rider cannot move it any more', async () => {
    const { order, assignmentId } = await w.orderAt('picked_up', PAID);
    expect((await setStatus(order.id, 'delivered')).status).toBe(200);
    expect(await assignmentOf(order.id)).toMatchObject({
      status: 'delivered',
      deliveryTime: t.services.clock.now(),
    });
    expect((await activeOfRider()).map((a) => a.id)).not.toContain(assignmentId);
    const move = await w.update(assignmentId, { status: 'in_transit' });
    expect(move.status).toBe(409);
    expect(move.data.detail).toBe('This delivery is already delivered; it cannot change any more.');
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, w.rider.id));
    expect(told.map((n) => n.title)).toContain(`Order ${order.orderNumber} delivered`);
  });

  it('staff cancelled ends it as failed with the reason order_cancelled, and the rider is told', async () => {
    const { order, assignmentId } = await w.orderAt('assigned');
    expect((await setStatus(order.id, 'cancelled')).status).toBe(200);
    expect(await assignmentOf(order.id)).toMatchObject({
      status: 'failed',
      failureReason: 'order_cancelled',
      notes: 'Order cancelled',
    });
    expect(await activeOfRider()).toEqual([]);
    expect((await w.update(assignmentId, { status: 'picked_up' })).status).toBe(409);
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, w.rider.id));
    expect(told.map((n) => n.message).join(' ')).toContain('was cancelled: do not deliver it');
  });

  it('the rider’s failed after staff marked it delivered is 409 and the order stays delivered', async () => {
    const { order, assignmentId } = await w.orderAt('in_transit', PAID);
    expect((await setStatus(order.id, 'delivered')).status).toBe(200);
    const failed = await w.update(assignmentId, { status: 'failed', reason: 'refused' });
    expect(failed.status).toBe(409);
    expect((await orderOf(order.id)).status).toBe('delivered');
  });

  it('a cash-on-delivery order a rider carries is refused: its cash must be recorded', async () => {
    const { order, assignmentId } = await w.orderAt('in_transit');
    const res = await setStatus(order.id, 'delivered');
    expect(res.status).toBe(409);
    expect(res.data).toMatchObject({
      code: 'cash_not_recorded',
      detail:
        'A rider is delivering this cash-on-delivery order: the rider marks it delivered with the cash ' +
        'collected, or staff do so from Delivery Management once it is picked up.',
    });
    expect((await orderOf(order.id)).status).not.toBe('delivered');
    expect((await assignmentOf(order.id)).status).toBe('in_transit');
    const override = await t.call('POST', `/api/admin/delivery-assignments/${assignmentId}/override`, {
      token: w.admin.token,
      body: { reason: 'Customer confirmed by phone', cash_collected: order.totalPaise / 100 },
    });
    expect(override.status, JSON.stringify(override.data)).toBe(200);
    expect(await assignmentOf(order.id)).toMatchObject({ cashCollectedPaise: order.totalPaise });
  });
});

describe('the rider’s failed', () => {
  it('needs a reason from the list: 400 with a sentence, and nothing changes', async () => {
    const { order, assignmentId } = await w.orderAt('in_transit');
    const none = await w.update(assignmentId, { status: 'failed', reason: undefined, notes: 'Closed' });
    expect(none.status).toBe(400);
    expect(none.data).toMatchObject({ code: 'reason_required' });
    expect(none.data.detail).toContain('Choose why the delivery failed');
    const unknown = await w.update(assignmentId, { status: 'failed', reason: 'rain' });
    expect(unknown.status).toBe(400);
    expect((await assignmentOf(order.id)).status).toBe('in_transit');
  });
});

describe('the delivery code', () => {
  it('reaches the customer when the rider picks the order up, and stays on the order', async () => {
    const { order } = await w.orderAt('picked_up');
    const msgs = await t.db.select().from(notifications).where(eq(notifications.userId, w.customer.id));
    const out = msgs.find((n) => n.title === `Order ${order.orderNumber} out for delivery`);
    expect(out?.message).toContain(`Give code ${OTP} to the rider`);
    const mine = await t.call('GET', '/api/orders', { token: w.customer.token });
    expect(JSON.stringify(mine.data)).toContain(OTP);
  });
});

describe('return to stock', () => {
  /** A confirmed order (GST documents issued) of two stocked products, one line shipped short, failed. */
  async function failedOrder() {
    const [a, b] = [await makeProduct(t), await makeProduct(t)];
    const order = await insertOrder(t.db, w.customer, { status: 'pending' }, [
      { productId: a, pricePaise: 10_000, quantity: 4 },
      { productId: b, pricePaise: 5_000, quantity: 3 },
    ]);
    await t.db.update(orderItems).set({ shortQuantity: 1 }).where(eq(orderItems.productId, b));
    expect((await setStatus(order.id, 'confirmed')).status).toBe(200);
    const res = await w.assign(order.id);
    for (const status of ['picked_up', 'in_transit', 'failed'])
      expect((await w.update(res.data.id, { status })).status).toBe(200);
    return { order, a, b };
  }
  const returnToStock = (id: string, token = w.admin.token) =>
    t.call('POST', `/api/admin/orders/${id}/return-to-stock`, { token });

  it('releases exactly the supplied quantities once, cancels with credit notes, audited', async () => {
    const { order, a, b } = await failedOrder();
    const res = await returnToStock(order.id);
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(res.data).toMatchObject({ status: 'cancelled' });
    expect(res.data.released).toEqual(
      expect.arrayContaining([
        { product_id: a, quantity: 4, sold_by: 'pack' },
        { product_id: b, quantity: 2, sold_by: 'pack' },
      ]),
    );
    expect([await stockOf(t.db, a), await stockOf(t.db, b)]).toEqual([54, 52]);
    const credits = await t.db
      .select()
      .from(taxDocuments)
      .where(and(eq(taxDocuments.orderId, order.id), eq(taxDocuments.kind, 'credit_note')));
    expect(credits.length).toBeGreaterThan(0);
    expect(res.data.credit_notes.sort()).toEqual(credits.map((c) => c.number).sort());
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'order.return_to_stock'));
    expect(entry).toMatchObject({ actorId: w.admin.id, entityId: order.id });

    const again = await returnToStock(order.id);
    expect(again.status).toBe(409);
    expect(again.data.detail).toContain('Only an order whose delivery failed can be returned to stock');
    expect([await stockOf(t.db, a), await stockOf(t.db, b)]).toEqual([54, 52]);
  });

  it('only a delivery_failed order; a sub-admin of another city gets 404, one without manage_orders 403', async () => {
    const { order, a } = await failedOrder();
    const elsewhere = await t.userWithToken('sub_admin', {
      cityId: 'city_bhopal',
      permissions: ['manage_orders'],
    });
    expect((await returnToStock(order.id, elsewhere.token)).status).toBe(404);
    const noOrders = await t.userWithToken('sub_admin', { permissions: ['manage_products'] });
    expect((await returnToStock(order.id, noOrders.token)).status).toBe(403);
    expect((await orderOf(order.id)).status).toBe('delivery_failed');
    expect(await stockOf(t.db, a)).toBe(50);

    const active = await w.orderAt('in_transit');
    expect((await returnToStock(active.order.id)).status).toBe(409);
    const here = await t.userWithToken('sub_admin', { permissions: ['manage_orders'] });
    expect((await returnToStock(order.id, here.token)).status).toBe(200);
  });
});
