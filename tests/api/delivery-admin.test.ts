import { auditLog, deliveryAssignments, notifications, orders, users } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { deliveryWorld } from '../support/delivery.ts';
import { insertOrder } from '../support/orders.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof deliveryWorld>>;
beforeEach(async () => {
  t = await createTestApp();
  w = await deliveryWorld(t);
});
afterEach(() => t.close());

const assignmentsOf = (orderId: string) =>
  t.db.select().from(deliveryAssignments).where(eq(deliveryAssignments.orderId, orderId));
const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const overview = async (token = w.admin.token) => {
  const res = await t.call('GET', '/trpc/delivery.staff.overview', { token });
  expect(res.status, JSON.stringify(res.data)).toBe(200);
  return res.data.result.data;
};
/** Deactivated users cannot log in, so they are made active and then switched off. */
const inactiveRider = async () => {
  const r = await t.userWithToken('delivery');
  await t.db.update(users).set({ isActive: false }).where(eq(users.id, r.id));
  return r.id;
};
const ids = (list: { id: string }[]) => list.map((x) => x.id).sort();

describe('assigning a delivery', () => {
  it('assigns a confirmed order: assignment row, order status, customer and rider told, audit written', async () => {
    const order = await insertOrder(t.db, w.customer);
    const res = await w.assign(order.id);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      order_id: order.id,
      delivery_person_id: w.rider.id,
      delivery_status: 'assigned',
      next_statuses: ['picked_up'],
      is_current: true,
    });
    expect(new Date(res.data.assigned_at).getTime()).toBe(t.services.clock.now());
    expect((await orderRow(order.id)).status).toBe('assigned_for_delivery');
    const [row] = await assignmentsOf(order.id);
    expect(row).toMatchObject({ assignedById: w.admin.id, isCurrent: true, status: 'assigned' });
    const told = await t.db.select().from(notifications);
    expect(told.some((n) => n.userId === w.customer.id && n.title.endsWith('assigned for delivery'))).toBe(
      true,
    );
    expect(
      told.some((n) => n.userId === w.rider.id && n.title === `New delivery: order ${order.orderNumber}`),
    ).toBe(true);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, order.id));
    expect(entry).toMatchObject({ actorId: w.admin.id, action: 'delivery.staff.assign', entity: 'order' });
  });

  it('assigns a processing order too', async () => {
    const order = await insertOrder(t.db, w.customer, { status: 'processing' });
    expect((await w.assign(order.id)).status).toBe(200);
  });

  it('asks for a delivery person', async () => {
    const order = await insertOrder(t.db, w.customer);
    for (const body of [{}, { delivery_person_id: '' }]) {
      const res = await t.call('POST', `/api/admin/orders/${order.id}/assign-delivery`, {
        token: w.admin.token,
        body,
      });
      expect(res.status).toBe(400);
      expect(res.data.detail).toContain('Please select a delivery person');
    }
    expect(await assignmentsOf(order.id)).toEqual([]);
  });

  it.each([
    ['a customer', async () => (await t.userWithToken('customer')).id, 400, 'not_delivery_person'],
    ['a supplier', async () => (await t.userWithToken('supplier')).id, 400, 'not_delivery_person'],
    ['an inactive rider', inactiveRider, 409, 'delivery_person_inactive'],
    [
      'a deleted rider',
      async () => (await t.userWithToken('delivery', { deletedAt: 1 })).id,
      404,
      'not_found',
    ],
    [
      'a rider of another city',
      async () => (await t.userWithToken('delivery', { cityId: 'city_bhopal' })).id,
      409,
      'wrong_city',
    ],
    ['an unknown id', async () => 'usr_nobody', 404, 'not_found'],
  ])('refuses %s as delivery person and changes nothing', async (_, makeId, status, code) => {
    const order = await insertOrder(t.db, w.customer);
    const res = await w.assign(order.id, await makeId());
    expect(res.status).toBe(status);
    expect(res.data.code).toBe(code);
    expect(await assignmentsOf(order.id)).toEqual([]);
    expect((await orderRow(order.id)).status).toBe('confirmed');
  });

  it.each([
    ['pending', 'not_ready_for_delivery'],
    ['shipped', 'not_ready_for_delivery'],
    ['cancelled', 'order_cancelled'],
    ['delivered', 'not_ready_for_delivery'],
  ] as const)('refuses a %s order (%s)', async (status, code) => {
    const order = await insertOrder(t.db, w.customer, { status });
    const res = await w.assign(order.id);
    expect(res.status).toBe(409);
    expect(res.data.code).toBe(code);
    expect(await assignmentsOf(order.id)).toEqual([]);
    expect((await orderRow(order.id)).status).toBe(status);
  });

  it.each(['assigned', 'picked_up', 'in_transit'] as const)(
    'refuses an order already assigned (delivery %s), even to another rider',
    async (at) => {
      const other = await t.userWithToken('delivery');
      const { order } = await w.orderAt(at);
      const before = await orderRow(order.id);
      const res = await w.assign(order.id, other.id);
      expect(res.status).toBe(409);
      expect(res.data.code).toBe('already_assigned');
      expect(await assignmentsOf(order.id)).toHaveLength(1);
      expect((await orderRow(order.id)).version).toBe(before.version);
    },
  );

  it('refuses a delivered order and an unknown order', async () => {
    const { order } = await w.orderAt('delivered');
    expect((await w.assign(order.id)).data.code).toBe('already_delivered');
    expect((await w.assign('ord_nope')).status).toBe(404);
  });

  it('reassigns a failed delivery: the failed row stays as history, the new one is current', async () => {
    const other = await t.userWithToken('delivery');
    const { order, assignmentId } = await w.orderAt('failed');
    expect(ids((await overview()).failed)).toEqual([assignmentId]);
    const res = await w.assign(order.id, other.id);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ delivery_person_id: other.id, delivery_status: 'assigned' });
    const rows = await assignmentsOf(order.id);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.id === assignmentId)).toMatchObject({ status: 'failed', isCurrent: false });
    expect(rows.find((r) => r.id === res.data.id)).toMatchObject({ status: 'assigned', isCurrent: true });
    expect((await orderRow(order.id)).status).toBe('assigned_for_delivery');
    expect((await overview()).failed).toEqual([]);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'delivery.reassign'));
    expect(entry).toMatchObject({ entityId: order.id, before: { delivery_person_id: w.rider.id } });
    // The first rider keeps the failed one in their history; the new rider can carry on.
    const mine = await t.call('GET', '/api/delivery/assignments', { token: w.rider.token });
    expect(mine.data.map((a: { id: string; next_statuses: string[] }) => [a.id, a.next_statuses])).toEqual([
      [assignmentId, []],
    ]);
    expect((await w.update(res.data.id, { status: 'picked_up' }, other.token)).status).toBe(200);
  });

  it('two admins assigning the same order at once: one wins, the other gets 409', async () => {
    const admin2 = await t.userWithToken('admin');
    const other = await t.userWithToken('delivery');
    const order = await insertOrder(t.db, w.customer);
    const results = await Promise.all([w.assign(order.id), w.assign(order.id, other.id, admin2.token)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = await assignmentsOf(order.id);
    expect(rows).toHaveLength(1);
  });
});

describe('delivery management lists and counts', () => {
  it('counts and lists what needs assignment, what is active, what finished, and each rider’s load', async () => {
    const confirmed = await insertOrder(t.db, w.customer);
    const processing = await insertOrder(t.db, w.customer, { status: 'processing' });
    await insertOrder(t.db, w.customer, { status: 'pending' });
    await insertOrder(t.db, w.customer, { status: 'cancelled' });
    await insertOrder(t.db, w.customer, { status: 'shipped' });
    const assigned = await w.orderAt('assigned');
    const moving = await w.orderAt('in_transit');
    const done = await w.orderAt('delivered');
    const failed = await w.orderAt('failed');
    const idle = await t.userWithToken('delivery');
    await inactiveRider();

    const o = await overview();
    expect(o.counts).toEqual({
      needs_assignment: 2,
      failed_awaiting_reassignment: 1,
      active_deliveries: 2,
      completed: 1,
      to_review: 0,
      delivery_personnel: 2,
      personnel_with_active_load: 1,
    });
    expect(ids(o.needs_assignment)).toEqual([confirmed.id, processing.id].sort());
    expect(o.needs_assignment[0]).toMatchObject({
      order_number: expect.stringMatching(/^SB-/),
      restaurant_name: 'Spice Route Kitchen',
      total_amount: 1372.83,
      item_count: 2,
      city_name: 'Indore',
    });
    expect(ids(o.active)).toEqual([assigned.assignmentId, moving.assignmentId].sort());
    expect(ids(o.failed)).toEqual([failed.assignmentId]);
    expect(ids(o.completed)).toEqual([done.assignmentId, failed.assignmentId].sort());
    const load = Object.fromEntries(
      o.personnel.map((p: { id: string; active_deliveries: number }) => [p.id, p.active_deliveries]),
    );
    expect(load).toEqual({ [w.rider.id]: 2, [idle.id]: 0 });

    const personnel = await t.call('GET', '/api/admin/delivery-personnel', { token: w.admin.token });
    expect(personnel.status).toBe(200);
    expect(personnel.data.find((p: { id: string }) => p.id === w.rider.id)).toMatchObject({
      username: expect.any(String),
      active_deliveries: 2,
      city_name: 'Indore',
    });

    const all = await t.call('GET', '/api/admin/delivery-assignments', { token: w.admin.token });
    expect(all.data).toHaveLength(4);
    const active = await t.call('GET', '/api/admin/delivery-assignments?status=active', {
      token: w.admin.token,
    });
    expect(ids(active.data)).toEqual([assigned.assignmentId, moving.assignmentId].sort());
    const bad = await t.call('GET', '/api/admin/delivery-assignments?status=lost', { token: w.admin.token });
    expect(bad.status).toBe(400);
  });

  it('shows only the 10 most recent finished deliveries, newest first', async () => {
    const finished: string[] = [];
    for (let i = 0; i < 12; i++) {
      t.advance(60_000);
      finished.push((await w.orderAt(i % 4 === 0 ? 'failed' : 'delivered')).assignmentId);
    }
    const o = await overview();
    expect(o.completed.map((a: { id: string }) => a.id)).toEqual(finished.slice(2).reverse());
  });
});

describe('who may manage deliveries', () => {
  it('customers, suppliers and riders get 403; no token is 401', async () => {
    const order = await insertOrder(t.db, w.customer);
    const supplier = await t.userWithToken('supplier');
    for (const token of [w.customer.token, supplier.token, w.rider.token]) {
      expect((await t.call('GET', '/api/admin/delivery-personnel', { token })).status).toBe(403);
      expect((await t.call('GET', '/api/admin/delivery-assignments', { token })).status).toBe(403);
      expect((await w.assign(order.id, w.rider.id, token)).status).toBe(403);
    }
    expect((await t.call('GET', '/api/admin/delivery-personnel')).status).toBe(401);
    expect(
      (
        await t.call('POST', `/api/admin/orders/${order.id}/assign-delivery`, {
          body: { delivery_person_id: w.rider.id },
        })
      ).status,
    ).toBe(401);
    expect(await assignmentsOf(order.id)).toEqual([]);
  });

  it('a sub-admin without manage_orders gets 403', async () => {
    const sub = await t.userWithToken('sub_admin', { permissions: ['manage_products'] });
    const order = await insertOrder(t.db, w.customer);
    expect((await t.call('GET', '/api/admin/delivery-personnel', { token: sub.token })).status).toBe(403);
    expect((await w.assign(order.id, w.rider.id, sub.token)).status).toBe(403);
  });

  it('a sub-admin sees and assigns only its own city’s orders and riders', async () => {
    const sub = await t.userWithToken('sub_admin', { permissions: ['manage_orders'] });
    const bhopalCustomer = await t.userWithToken('customer', { cityId: 'city_bhopal' });
    const bhopalRider = await t.userWithToken('delivery', { cityId: 'city_bhopal' });
    const indoreOrder = await insertOrder(t.db, w.customer);
    const bhopalOrder = await insertOrder(t.db, bhopalCustomer, { cityId: 'city_bhopal' });
    const bhopalAssigned = await insertOrder(t.db, bhopalCustomer, { cityId: 'city_bhopal' });
    expect((await w.assign(bhopalAssigned.id, bhopalRider.id)).status).toBe(200);

    const o = await overview(sub.token);
    expect(ids(o.needs_assignment)).toEqual([indoreOrder.id]);
    expect(o.active).toEqual([]);
    expect(ids(o.personnel)).toEqual([w.rider.id]);
    expect(o.counts).toMatchObject({ needs_assignment: 1, active_deliveries: 0, delivery_personnel: 1 });
    const rest = await t.call('GET', '/api/admin/delivery-assignments', { token: sub.token });
    expect(rest.data).toEqual([]);

    const otherCityOrder = await w.assign(bhopalOrder.id, w.rider.id, sub.token);
    expect(otherCityOrder.status).toBe(404);
    const otherCityRider = await w.assign(indoreOrder.id, bhopalRider.id, sub.token);
    expect(otherCityRider.status).toBe(404);
    expect(await assignmentsOf(bhopalOrder.id)).toEqual([]);
    expect(await assignmentsOf(indoreOrder.id)).toEqual([]);
    expect((await w.assign(indoreOrder.id, w.rider.id, sub.token)).status).toBe(200);

    const superView = await overview();
    expect(superView.counts).toMatchObject({
      needs_assignment: 1,
      active_deliveries: 2,
      delivery_personnel: 2,
    });
  });
});
