import { deliveryAssignments, notifications, orders } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { deliveryWorld, OTP } from '../support/delivery.ts';

// Decision 0067: a step queued offline and replayed after its answer was lost applies once.
let t: TestApp;
let w: Awaited<ReturnType<typeof deliveryWorld>>;
beforeEach(async () => {
  t = await createTestApp();
  w = await deliveryWorld(t);
});
afterEach(() => t.close());

const CHANGE = '0b6f2a9e-4c1d-4f7a-9e3b-2d5c8a1f6e40';

async function state(orderId: string) {
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  const [assignment] = await t.db
    .select()
    .from(deliveryAssignments)
    .where(eq(deliveryAssignments.orderId, orderId));
  const told = await t.db.select().from(notifications);
  return { order: order!, assignment: assignment!, titles: told.map((n) => n.title).sort() };
}

describe('a replayed delivery step', () => {
  it('delivered sent twice with one change id: applied once, both answered 200 with the same delivery', async () => {
    const { order, assignmentId } = await w.orderAt('in_transit');
    const first = await w.update(assignmentId, { status: 'delivered', otp: OTP, change_id: CHANGE });
    expect(first.status, JSON.stringify(first.data)).toBe(200);
    const after = await state(order.id);
    t.advance(60_000);
    const replay = await w.update(assignmentId, { status: 'delivered', otp: OTP, change_id: CHANGE });
    expect(replay.status, JSON.stringify(replay.data)).toBe(200);
    expect(replay.data).toEqual(first.data);
    const again = await state(order.id);
    expect(again.order.version).toBe(after.order.version);
    expect(again.assignment).toEqual(after.assignment);
    expect(again.titles).toEqual(after.titles);
    expect(again.titles.filter((n) => n === `Order ${order.orderNumber} delivered`)).toHaveLength(1);
  });

  it('the same step without the change id, or with another one, is a second tap: 409 as before', async () => {
    const { assignmentId } = await w.orderAt('assigned');
    expect((await w.update(assignmentId, { status: 'picked_up', change_id: CHANGE })).status).toBe(200);
    for (const change_id of [undefined, 'another-change-1234']) {
      const res = await w.update(assignmentId, { status: 'picked_up', change_id });
      expect(res.status).toBe(409);
      expect(res.data.code).toBe('invalid_transition');
    }
  });

  it('only the last step applied is answered again: an older change id meets the state machine', async () => {
    const { order, assignmentId } = await w.orderAt('assigned');
    expect((await w.update(assignmentId, { status: 'picked_up', change_id: CHANGE })).status).toBe(200);
    expect(
      (await w.update(assignmentId, { status: 'in_transit', change_id: 'second-step-5678' })).status,
    ).toBe(200);
    const old = await w.update(assignmentId, { status: 'picked_up', change_id: CHANGE });
    expect(old.status).toBe(409);
    expect((await state(order.id)).assignment.status).toBe('in_transit');
  });

  it('a step sent after staff cancelled the order hears why, with one sentence', async () => {
    const { order, assignmentId } = await w.orderAt('picked_up');
    const cancel = await t.call('PUT', `/api/admin/orders/${order.id}?status=cancelled`, {
      token: w.admin.token,
    });
    expect(cancel.status).toBe(200);
    const res = await w.update(assignmentId, { status: 'in_transit', change_id: CHANGE });
    expect(res.status).toBe(409);
    expect(res.data).toMatchObject({
      code: 'order_cancelled',
      detail: 'This order was cancelled; do not deliver it.',
    });
  });

  it('another rider replaying the change id is 403; a malformed change id is 400', async () => {
    const { order, assignmentId } = await w.orderAt('assigned');
    expect((await w.update(assignmentId, { status: 'picked_up', change_id: CHANGE })).status).toBe(200);
    const other = await t.userWithToken('delivery');
    const res = await w.update(assignmentId, { status: 'picked_up', change_id: CHANGE }, other.token);
    expect(res.status).toBe(403);
    const bad = await w.update(assignmentId, { status: 'in_transit', change_id: 'x y' });
    expect(bad.status).toBe(400);
    expect(bad.data.detail).toContain('change id');
    expect((await state(order.id)).assignment.status).toBe('picked_up');
  });
});

describe('the rider’s active list', () => {
  it('pick-ups come before drops, each oldest first', async () => {
    const drop = await w.orderAt('in_transit');
    t.advance(60_000);
    const pickUp = await w.orderAt('assigned');
    t.advance(60_000);
    const laterDrop = await w.orderAt('picked_up');
    t.advance(60_000);
    const laterPickUp = await w.orderAt('assigned');
    const res = await t.call('GET', '/api/delivery/assignments?status=active', { token: w.rider.token });
    expect(res.data.map((a: { id: string }) => a.id)).toEqual(
      [pickUp, laterPickUp, drop, laterDrop].map((o) => o.assignmentId),
    );
  });
});
