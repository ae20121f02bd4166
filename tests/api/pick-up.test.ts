import { notifications, orderParts, orders } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { customerWithCart, makeProduct } from '../support/catalog.ts';
import { placeAndConfirm } from '../support/gst.ts';
import { assignTo, collect, packPart, pickupCodeOf, type Stop, stopsOf } from '../support/pick-up.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** A confirmed order with a part from Malwa and one from Deccan, assigned to a rider. */
async function assignedTwoPartOrder() {
  const admin = await t.userWithToken('admin');
  const rider = await t.userWithToken('delivery', { username: 'Arjun Singh' });
  const malwa = await t.userWithToken('supplier', {
    restaurantName: 'Malwa Wholesale',
    businessAddress: '14 Siyaganj, Indore',
    phone: '9827012345',
  });
  const deccan = await t.userWithToken('supplier', {
    restaurantName: 'Deccan Cleaning',
    address: '3 Palasia',
  });
  const rice = await makeProduct(t, { supplierId: malwa.id });
  const soap = await makeProduct(t, {
    supplierId: deccan.id,
    name: 'Dishwash Liquid',
    categoryId: 'cat_cleaning',
  });
  const me = await customerWithCart(t, [
    [rice, 2],
    [soap, 1],
  ]);
  const order = await placeAndConfirm(t, me.token);
  const assignmentId = await assignTo(t, admin.token, order.id, rider.id);
  const stops = await stopsOf(t, rider.token, assignmentId);
  const stopOf = (name: string) => stops.find((s) => s.supplier_name === name)!;
  return {
    admin,
    rider,
    malwa,
    deccan,
    order,
    assignmentId,
    malwaStop: stopOf('Malwa Wholesale'),
    deccanStop: stopOf('Deccan Cleaning'),
  };
}

const pickUp = (token: string, assignmentId: string) =>
  t.call('PUT', `/api/delivery/assignments/${assignmentId}/status`, { token, body: { status: 'picked_up' } });
const reject = (token: string, orderId: string) =>
  t.call('PUT', `/api/supplier/orders/${orderId}/status`, {
    token,
    body: { status: 'rejected', reason: 'Out of stock at the depot' },
  });
const statusOf = async (orderId: string) =>
  (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status;

describe('the rider’s pick-up stops', () => {
  it('lists each supplier part with name, address, phone and status, never the pick-up code', async () => {
    const w = await assignedTwoPartOrder();
    expect(w.malwaStop).toMatchObject({
      supplier_name: 'Malwa Wholesale',
      address: '14 Siyaganj, Indore',
      phone: '9827012345',
      status: 'new',
      handed_over_at: null,
    });
    // Without a seller profile, the address the supplier registered with.
    expect(w.deccanStop.address).toBe('3 Palasia');
    const mine = await t.call('GET', '/api/delivery/assignments', { token: w.rider.token });
    expect(mine.data[0].pickup_stops).toHaveLength(2);
    expect(JSON.stringify(mine.data)).not.toContain('pickup_code');
  });

  it('refuses picked up (409) until every part not rejected is collected, then the order goes out', async () => {
    const w = await assignedTwoPartOrder();
    const early = await pickUp(w.rider.token, w.assignmentId);
    expect(early.status).toBe(409);
    expect(early.data.code).toBe('pickups_open');
    expect(early.data.detail).toMatch(
      /^Collect every supplier’s part first: not collected yet from .+ and .+\.$/,
    );

    await packPart(t, w.malwa.token, w.order.id);
    const code = await pickupCodeOf(t, w.malwa.token, w.order.id);
    const res = await collect(t, w.rider.token, w.assignmentId, w.malwaStop.part_id, code);
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    const collected = res.data.pickup_stops.find((s: Stop) => s.part_id === w.malwaStop.part_id);
    expect(collected.status).toBe('handed_over');
    expect(collected.handed_over_at).toBeTruthy();
    expect(res.data.delivery_status).toBe('assigned');

    const told = await t.db.select().from(notifications).where(eq(notifications.userId, w.malwa.id));
    expect(told.map((n) => n.type)).toContain('order_part_collected');
    expect(told.find((n) => n.type === 'order_part_collected')!.message).toContain('Arjun Singh collected');
    const log = await t.call('GET', '/api/admin/audit-log?entity=order', { token: w.admin.token });
    const entry = log.data.items.find((e: { action: string }) => e.action === 'order_part.handed_over');
    expect(entry).toBeTruthy();

    const stillOpen = await pickUp(w.rider.token, w.assignmentId);
    expect(stillOpen.status).toBe(409);
    expect(stillOpen.data.detail).toBe(
      'Collect every supplier’s part first: not collected yet from Deccan Cleaning.',
    );

    // A rejected part has nothing to collect: it no longer holds the rider back.
    expect((await reject(w.deccan.token, w.order.id)).status).toBe(200);
    const out = await pickUp(w.rider.token, w.assignmentId);
    expect(out.status, JSON.stringify(out.data)).toBe(200);
    expect(await statusOf(w.order.id)).toBe('out_for_delivery');

    const late = await collect(t, w.rider.token, w.assignmentId, w.malwaStop.part_id, code);
    expect(late.status).toBe(409);
    expect(late.data.code).toBe('not_awaiting_pickup');
  });

  it('refuses a wrong code (400), an unpacked or rejected part (409), and another rider (403)', async () => {
    const w = await assignedTwoPartOrder();
    const unpacked = await collect(t, w.rider.token, w.assignmentId, w.malwaStop.part_id, '1234');
    expect(unpacked.status).toBe(409);
    expect(unpacked.data.detail).toBe(
      'This part is new, not packed yet: collect it once its supplier packs it.',
    );

    await packPart(t, w.malwa.token, w.order.id);
    const code = await pickupCodeOf(t, w.malwa.token, w.order.id);
    const wrongCode = code === '0000' ? '1111' : '0000';
    const wrong = await collect(t, w.rider.token, w.assignmentId, w.malwaStop.part_id, wrongCode);
    expect(wrong.status).toBe(400);
    expect(wrong.data).toMatchObject({ code: 'wrong_pickup_code' });
    expect(wrong.data.detail).toMatch(/pick-up code is not correct/);
    expect((await collect(t, w.rider.token, w.assignmentId, w.malwaStop.part_id, '12a4')).status).toBe(400);
    const [part] = await t.db.select().from(orderParts).where(eq(orderParts.id, w.malwaStop.part_id));
    expect(part!.status).toBe('packed');

    const other = await t.userWithToken('delivery');
    const stranger = await collect(t, other.token, w.assignmentId, w.malwaStop.part_id, code);
    expect(stranger.status).toBe(403);
    expect((await collect(t, w.rider.token, 'dlv_unknown', w.malwaStop.part_id, code)).status).toBe(404);
    expect((await collect(t, w.rider.token, w.assignmentId, 'prt_unknown', code)).status).toBe(404);
    const customer = await t.userWithToken('customer');
    expect((await collect(t, customer.token, w.assignmentId, w.malwaStop.part_id, code)).status).toBe(403);

    await reject(w.deccan.token, w.order.id);
    const rejected = await collect(t, w.rider.token, w.assignmentId, w.deccanStop.part_id, '1234');
    expect(rejected.status).toBe(409);
    expect(rejected.data.detail).toMatch(/rejected this part: there is nothing to collect/);

    // The right code still works after the refusals.
    expect((await collect(t, w.rider.token, w.assignmentId, w.malwaStop.part_id, code)).status).toBe(200);
  });

  it('counts code tries per part like the delivery code: the sixth in 15 minutes waits (429)', async () => {
    const w = await assignedTwoPartOrder();
    await packPart(t, w.malwa.token, w.order.id);
    const code = await pickupCodeOf(t, w.malwa.token, w.order.id);
    const wrongCode = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i++)
      expect((await collect(t, w.rider.token, w.assignmentId, w.malwaStop.part_id, wrongCode)).status).toBe(
        400,
      );
    expect((await collect(t, w.rider.token, w.assignmentId, w.malwaStop.part_id, code)).status).toBe(429);
    t.advance(15 * 60_000 + 1_000);
    expect((await collect(t, w.rider.token, w.assignmentId, w.malwaStop.part_id, code)).status).toBe(200);
  });

  it('every supplier rejecting its part cancels the order and ends its delivery (decision 0064)', async () => {
    const w = await assignedTwoPartOrder();
    for (const supplier of [w.malwa, w.deccan])
      expect((await reject(supplier.token, w.order.id)).status).toBe(200);
    expect(await statusOf(w.order.id)).toBe('cancelled');
    const mine = await t.call('GET', '/api/delivery/assignments', { token: w.rider.token });
    expect(mine.data).toEqual([
      expect.objectContaining({
        id: w.assignmentId,
        delivery_status: 'failed',
        failure_reason: 'order_cancelled',
        next_statuses: [],
      }),
    ]);
  });
});
