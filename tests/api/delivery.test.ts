import { DELIVERY_STATUSES, type DeliveryStatus, deliveryAssignments, notifications, orders } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { deliveryWorld, OTP } from '../support/delivery.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof deliveryWorld>>;
beforeEach(async () => {
  t = await createTestApp();
  w = await deliveryWorld(t);
});
afterEach(() => t.close());

async function state(orderId: string) {
  const [o] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  const rows = await t.db.select().from(deliveryAssignments).where(eq(deliveryAssignments.orderId, orderId));
  return { order: o!, assignment: rows.find((r) => r.isCurrent)!, rows };
}

const notificationsOf = (userId: string) =>
  t.db.select().from(notifications).where(eq(notifications.userId, userId));

const LEGAL: [DeliveryStatus, DeliveryStatus, string][] = [
  ['assigned', 'picked_up', 'out_for_delivery'],
  ['picked_up', 'in_transit', 'out_for_delivery'],
  ['in_transit', 'delivered', 'delivered'],
  ['in_transit', 'failed', 'delivery_failed'],
];
const isLegal = (from: DeliveryStatus, to: DeliveryStatus) => LEGAL.some(([f, x]) => f === from && x === to);
const ILLEGAL = DELIVERY_STATUSES.flatMap((from) =>
  DELIVERY_STATUSES.filter((to) => !isLegal(from, to)).map((to) => [from, to] as const),
);

describe('delivery state machine', () => {
  it('has 21 illegal moves among the 25 pairs', () => {
    expect(ILLEGAL).toHaveLength(21);
  });

  it.each(LEGAL)('%s → %s is allowed and the order becomes %s', async (from, to, orderStatus) => {
    const { order, assignmentId } = await w.orderAt(from);
    t.advance(60_000);
    const res = await w.update(assignmentId, {
      status: to,
      notes: `note for ${to}`,
      otp: to === 'delivered' ? OTP : undefined,
    });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(res.data).toMatchObject({
      id: assignmentId,
      delivery_status: to,
      delivery_notes: `note for ${to}`,
    });
    const s = await state(order.id);
    expect(s.assignment.status).toBe(to);
    expect(s.order.status).toBe(orderStatus);
    const column = {
      picked_up: 'pickupTime',
      in_transit: 'inTransitAt',
      delivered: 'deliveryTime',
      failed: 'deliveryTime',
    } as const;
    expect(s.assignment[column[to as keyof typeof column]]).toBe(t.services.clock.now());
  });

  it.each(ILLEGAL)('%s → %s is refused with 409 and changes nothing', async (from, to) => {
    const { order, assignmentId } = await w.orderAt(from);
    const before = await state(order.id);
    const res = await w.update(assignmentId, { status: to, otp: OTP });
    expect(res.status).toBe(409);
    expect(res.data.code).toBe('invalid_transition');
    expect(res.data.detail).toMatch(/cannot/);
    const after = await state(order.id);
    expect(after.assignment).toEqual(before.assignment);
    expect(after.order.status).toBe(before.order.status);
    expect(after.order.version).toBe(before.order.version);
  });

  it('walks the whole path: timestamps, notes, order status, COD cash recorded, customer and staff told of each step', async () => {
    const subAdmin = await t.userWithToken('sub_admin', { permissions: ['manage_orders'] });
    const { order, assignmentId } = await w.orderAt('assigned');
    const start = t.services.clock.now();
    expect((await state(order.id)).order.status).toBe('assigned_for_delivery');

    for (const [step, note] of [
      ['picked_up', 'Collected from warehouse'],
      ['in_transit', ''],
      ['delivered', 'Handed to the chef'],
    ] as const) {
      t.advance(10 * 60_000);
      const res = await w.update(assignmentId, {
        status: step,
        notes: note,
        otp: step === 'delivered' ? OTP : undefined,
      });
      expect(res.status, JSON.stringify(res.data)).toBe(200);
    }
    const s = await state(order.id);
    expect(s.assignment).toMatchObject({
      status: 'delivered',
      assignedAt: start,
      pickupTime: start + 600_000,
      inTransitAt: start + 1_200_000,
      deliveryTime: start + 1_800_000,
      notes: 'Handed to the chef',
      cashDuePaise: order.totalPaise,
      cashCollectedPaise: order.totalPaise,
    });
    // Paid only once staff confirm the cash received (tests/api/cod-cash.test.ts).
    expect(s.order).toMatchObject({ status: 'delivered', paymentStatus: 'pending' });

    const titles = (await notificationsOf(w.customer.id)).map((n) => n.title).sort();
    expect(titles).toEqual(
      [
        `Order ${order.orderNumber} assigned for delivery`,
        `Order ${order.orderNumber} out for delivery`,
        `Order ${order.orderNumber} in transit`,
        `Order ${order.orderNumber} delivered`,
      ].sort(),
    );
    for (const staff of [w.admin.id, subAdmin.id]) {
      const staffTitles = (await notificationsOf(staff)).map((n) => n.title);
      expect(staffTitles).toEqual(
        expect.arrayContaining(
          ['picked up', 'in transit', 'delivered'].map((l) => `Delivery ${l}: order ${order.orderNumber}`),
        ),
      );
    }
  });

  it('a failed delivery records the reason and leaves payment alone', async () => {
    const { order, assignmentId } = await w.orderAt('in_transit');
    const res = await w.update(assignmentId, {
      status: 'failed',
      reason: 'address_not_found',
      notes: 'No such lane',
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ next_statuses: [], failure_reason: 'address_not_found' });
    const s = await state(order.id);
    expect(s.order).toMatchObject({ status: 'delivery_failed', paymentStatus: 'pending' });
    expect(s.assignment).toMatchObject({ failureReason: 'address_not_found', notes: 'No such lane' });
    const msgs = (await notificationsOf(w.customer.id)).map((n) => n.message).join(' ');
    expect(msgs).toContain('Reason: address not found. Note: No such lane');
  });

  it('an online order already paid stays paid when delivered', async () => {
    const { order } = await w.orderAt('delivered', { paymentMethod: 'ONLINE', paymentStatus: 'paid' });
    expect((await state(order.id)).order).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
  });

  it('refuses unknown and missing statuses as bad input', async () => {
    const { assignmentId } = await w.orderAt('assigned');
    const unknown = await w.update(assignmentId, { status: 'lost' });
    expect(unknown.status).toBe(400);
    const missing = await t.call('PUT', `/api/delivery/assignments/${assignmentId}/status`, {
      token: w.rider.token,
      body: { notes: 'x' },
    });
    expect(missing.status).toBe(400);
    expect(missing.data.detail).toContain('Please select a status');
  });

  it('refuses to move a delivery whose order was cancelled', async () => {
    const { order, assignmentId } = await w.orderAt('picked_up');
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
    const res = await w.update(assignmentId, { status: 'in_transit' });
    expect(res.status).toBe(409);
    expect(res.data.code).toBe('order_cancelled');
    expect((await state(order.id)).assignment.status).toBe('picked_up');
  });
});

describe('proof of delivery (OTP)', () => {
  it('needs the code, refuses a wrong one and changes nothing', async () => {
    const { order, assignmentId } = await w.orderAt('in_transit');
    const missing = await w.update(assignmentId, { status: 'delivered' });
    expect(missing.status).toBe(400);
    expect(missing.data.code).toBe('otp_required');
    const wrong = await w.update(assignmentId, { status: 'delivered', otp: '0000' });
    expect(wrong.status).toBe(400);
    expect(wrong.data.code).toBe('wrong_otp');
    const badFormat = await w.update(assignmentId, { status: 'delivered', otp: '12a4' });
    expect(badFormat.status).toBe(400);
    const s = await state(order.id);
    expect(s.assignment.status).toBe('in_transit');
    expect(s.assignment.deliveryTime).toBeNull();
    expect(s.order).toMatchObject({ status: 'out_for_delivery', paymentStatus: 'pending' });
    expect((await w.update(assignmentId, { status: 'delivered', otp: OTP })).status).toBe(200);
  });

  it('rate limits attempts: after 5 the right code also waits, until the window passes', async () => {
    const { order, assignmentId } = await w.orderAt('in_transit');
    for (let i = 0; i < 5; i++) {
      expect((await w.update(assignmentId, { status: 'delivered', otp: `000${i}` })).status).toBe(400);
    }
    const limited = await w.update(assignmentId, { status: 'delivered', otp: OTP });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect((await state(order.id)).assignment.status).toBe('in_transit');
    t.advance(15 * 60_000 + 1000);
    expect((await w.update(assignmentId, { status: 'delivered', otp: OTP })).status).toBe(200);
  });
});

describe('ownership and roles', () => {
  it("another rider's assignment is 403 and unchanged; an unknown one is 404", async () => {
    const other = await t.userWithToken('delivery');
    const { order, assignmentId } = await w.orderAt('assigned');
    const res = await w.update(assignmentId, { status: 'picked_up' }, other.token);
    expect(res.status).toBe(403);
    expect(res.data.detail).toBe('This delivery is assigned to someone else.');
    expect((await state(order.id)).assignment.status).toBe('assigned');
    const list = await t.call('GET', '/api/delivery/assignments', { token: other.token });
    expect(list.data).toEqual([]);
    expect((await w.update('dlv_nope', { status: 'picked_up' })).status).toBe(404);
  });

  it('customers, suppliers and staff get 403 on the rider routes; no token is 401', async () => {
    const { assignmentId } = await w.orderAt('assigned');
    const supplier = await t.userWithToken('supplier');
    for (const token of [w.customer.token, supplier.token, w.admin.token]) {
      expect((await t.call('GET', '/api/delivery/assignments', { token })).status).toBe(403);
      expect((await w.update(assignmentId, { status: 'picked_up' }, token)).status).toBe(403);
    }
    expect((await t.call('GET', '/api/delivery/assignments')).status).toBe(401);
    expect(
      (
        await t.call('PUT', `/api/delivery/assignments/${assignmentId}/status`, {
          body: { status: 'picked_up' },
        })
      ).status,
    ).toBe(401);
  });
});

describe('racing updates', () => {
  it('two identical updates at once: one wins, the other is 409', async () => {
    const { order, assignmentId } = await w.orderAt('assigned');
    const results = await Promise.all([
      w.update(assignmentId, { status: 'picked_up' }),
      w.update(assignmentId, { status: 'picked_up' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const s = await state(order.id);
    expect(s.assignment.status).toBe('picked_up');
    const outForDelivery = (await notificationsOf(w.customer.id)).filter((n) =>
      n.title.endsWith('out for delivery'),
    );
    expect(outForDelivery).toHaveLength(1);
  });

  it('delivered and failed at once: exactly one final state is recorded', async () => {
    const { order, assignmentId } = await w.orderAt('in_transit');
    const results = await Promise.all([
      w.update(assignmentId, { status: 'delivered', otp: OTP }),
      w.update(assignmentId, { status: 'failed', notes: 'Closed' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!.data.delivery_status;
    const s = await state(order.id);
    expect(s.assignment.status).toBe(winner);
    expect(s.order.status).toBe(winner === 'delivered' ? 'delivered' : 'delivery_failed');
  });
});

describe('the rider’s lists', () => {
  it('answers the spec fields, active first, and the portal shows stats and the 5 most recent finished', async () => {
    // Start at noon IST so "delivered today" cannot straddle midnight.
    const ist = t.services.clock.now() + 330 * 60_000;
    t.advance(86_400_000 - (ist % 86_400_000) + 12 * 3_600_000);
    const active = await w.orderAt('picked_up');
    for (let i = 0; i < 6; i++) {
      t.advance(60_000);
      await w.orderAt(i % 3 === 0 ? 'failed' : 'delivered');
    }
    const list = await t.call('GET', '/api/delivery/assignments', { token: w.rider.token });
    expect(list.status).toBe(200);
    expect(list.data).toHaveLength(7);
    const first = list.data[0];
    expect(first).toMatchObject({
      id: active.assignmentId,
      order_id: active.order.id,
      order_number: active.order.orderNumber,
      customer_name: 'Ravi Kumar',
      customer_phone: '9876543210',
      alternate_phone: '9123456780',
      delivery_address: '12 MG Road, Indore',
      landmark: 'Opposite City Mall',
      delivery_instructions: 'Use the back entrance',
      delivery_status: 'picked_up',
      delivery_time: null,
      next_statuses: ['in_transit'],
      order_details: {
        total_amount: 1372.83,
        payment_method: 'COD',
        items: [
          { product_name: 'Basmati Rice', quantity: 2, price: 420 },
          { product_name: 'Sunflower Oil', quantity: 3, price: 155.5 },
        ],
      },
    });
    expect(first.delivery_person_name).toMatch(/^delivery /);
    expect(typeof first.assigned_at).toBe('string');
    expect(typeof first.pickup_time).toBe('string');

    const activeOnly = await t.call('GET', '/api/delivery/assignments?status=active', {
      token: w.rider.token,
    });
    expect(activeOnly.data.map((a: { id: string }) => a.id)).toEqual([active.assignmentId]);

    const portal = await t.call('GET', '/trpc/delivery.portal', { token: w.rider.token });
    const p = portal.data.result.data;
    expect(p.stats).toEqual({
      active: 1,
      awaiting_pickup: 0,
      on_the_way: 1,
      delivered_today: 4,
      delivered: 4,
      failed: 2,
    });
    expect(p.active).toHaveLength(1);
    expect(p.completed).toHaveLength(5);
    const times = p.completed.map((a: { delivery_time: string }) => a.delivery_time);
    expect(times).toEqual([...times].sort().reverse());
  });
});
