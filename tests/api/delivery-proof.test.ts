import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { auditLog, deliveryAssignments, notifications, orders } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { deliveryWorld } from '../support/delivery.ts';
import { download, fileForm, TINY_PNG } from '../support/products.ts';

// Decision 0068: proof of delivery without the customer's code, staff's review and override.
let t: TestApp;
let w: Awaited<ReturnType<typeof deliveryWorld>>;
beforeEach(async () => {
  t = await createTestApp();
  w = await deliveryWorld(t);
});
afterEach(() => t.close());

/** The photo form; a cash-on-delivery order's total goes along as the cash collected (decision 0065). */
async function proofForm(id: string, recipient: string, bytes: Uint8Array | string = TINY_PNG) {
  const form = fileForm('door.png', bytes, 'image/png');
  form.append('recipient_name', recipient);
  const [order] = await t.db
    .select({ method: orders.paymentMethod, total: orders.totalPaise })
    .from(deliveryAssignments)
    .innerJoin(orders, eq(orders.id, deliveryAssignments.orderId))
    .where(eq(deliveryAssignments.id, id));
  if (order?.method === 'COD') form.append('cash_collected', String(order.total / 100));
  return form;
}
const deliverWithPhoto = async (id: string, form?: FormData, token = w.rider.token) =>
  t.call('POST', `/api/delivery/assignments/${id}/proof`, {
    token,
    body: form ?? (await proofForm(id, 'Suresh, store keeper')),
  });
const assignmentRow = async (id: string) =>
  (await t.db.select().from(deliveryAssignments).where(eq(deliveryAssignments.id, id)))[0]!;
const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
/** The proof photos the image store holds for one assignment. */
const storedProofs = (id: string) => {
  const dir = join(dirname(t.dbPath), 'images', 'proofs', id);
  return existsSync(dir) ? readdirSync(dir) : [];
};
const auditOf = (action: string) => t.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('the rider delivers without the code', () => {
  it('with a photo and the recipient’s name: delivered, flagged for review, staff told', async () => {
    const { order, assignmentId } = await w.orderAt('in_transit');
    const res = await deliverWithPhoto(assignmentId);
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(res.data).toMatchObject({
      delivery_status: 'delivered',
      proof: 'photo',
      proof_recipient: 'Suresh, store keeper',
      has_proof_photo: true,
      needs_review: true,
    });
    expect((await orderRow(order.id)).status).toBe('delivered');
    expect(storedProofs(assignmentId)).toHaveLength(1);
    const staffNote = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, w.admin.id), eq(notifications.type, 'delivery')));
    expect(staffNote.map((n) => n.message).join(' ')).toContain(
      'Handed to Suresh, store keeper without the delivery code; the photo proof needs a review.',
    );
  });

  it('neither code nor photo is 400 naming both ways', async () => {
    const { assignmentId } = await w.orderAt('in_transit');
    const res = await w.update(assignmentId, { status: 'delivered' });
    expect(res.status).toBe(400);
    expect(res.data.code).toBe('otp_required');
    expect(res.data.detail).toContain('or take a photo of the drop');
  });

  it('checks the photo by its content and the name by its length; nothing changes', async () => {
    const { assignmentId } = await w.orderAt('in_transit');
    const fake = await deliverWithPhoto(
      assignmentId,
      await proofForm(assignmentId, 'Suresh', '<svg onload="x()"/>'),
    );
    expect(fake.status).toBe(415);
    const noName = await deliverWithPhoto(assignmentId, await proofForm(assignmentId, ' '));
    expect(noName.status).toBe(400);
    expect(noName.data.detail).toContain('name of the person who took the goods');
    expect((await assignmentRow(assignmentId)).status).toBe('in_transit');
    expect(storedProofs(assignmentId)).toEqual([]);
  });

  it('a refused step keeps no photo; another rider’s delivery is 403', async () => {
    const { assignmentId } = await w.orderAt('assigned');
    const early = await deliverWithPhoto(assignmentId);
    expect(early.status).toBe(409);
    expect(storedProofs(assignmentId)).toEqual([]);
    const other = await t.userWithToken('delivery');
    const { assignmentId: onItsWay } = await w.orderAt('in_transit');
    expect((await deliverWithPhoto(onItsWay, undefined, other.token)).status).toBe(403);
    expect(storedProofs(onItsWay)).toEqual([]);
  });

  it('the photo is never served publicly; staff of the city get it, another city does not', async () => {
    const { assignmentId } = await w.orderAt('in_transit');
    expect((await deliverWithPhoto(assignmentId)).status).toBe(200);
    const [name] = storedProofs(assignmentId);
    expect((await download(t, `/images/proofs/${assignmentId}/${name}`)).status).toBe(404);
    const photo = await download(
      t,
      `/api/admin/delivery-assignments/${assignmentId}/proof-photo`,
      w.admin.token,
    );
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect([...photo.bytes]).toEqual([...TINY_PNG]);
    const bhopal = await t.userWithToken('sub_admin', {
      cityId: 'city_bhopal',
      permissions: ['manage_orders'],
    });
    const far = await download(
      t,
      `/api/admin/delivery-assignments/${assignmentId}/proof-photo`,
      bhopal.token,
    );
    expect(far.status).toBe(404);
  });
});

describe('staff review a drop made without the code', () => {
  it('lists it, reviews it once with an audit entry, and it leaves the list', async () => {
    const { order, assignmentId } = await w.orderAt('in_transit');
    await deliverWithPhoto(assignmentId);
    const { assignmentId: withCode } = await w.orderAt('delivered');
    const list = await t.call('GET', '/api/admin/delivery-assignments?status=review', {
      token: w.admin.token,
    });
    expect(list.data.map((a: { id: string }) => a.id)).toEqual([assignmentId]);

    const review = (id: string) =>
      t.call('POST', `/api/admin/delivery-assignments/${id}/review`, {
        token: w.admin.token,
        body: { note: 'Called the kitchen: all there.' },
      });
    const done = await review(assignmentId);
    expect(done.status, JSON.stringify(done.data)).toBe(200);
    expect(done.data.needs_review).toBe(false);
    const [entry] = await auditOf('delivery.review');
    expect(entry).toMatchObject({ actorId: w.admin.id, entityId: order.id });
    expect(entry!.after).toEqual({ reviewed: true, note: 'Called the kitchen: all there.' });
    expect((await review(assignmentId)).data.code).toBe('already_reviewed');
    expect((await review(withCode)).data.code).toBe('nothing_to_review');
    const after = await t.call('GET', '/api/admin/delivery-assignments?status=review', {
      token: w.admin.token,
    });
    expect(after.data).toEqual([]);
  });

  it('a delivery staff set delivered from the order dropdown waits for a review too', async () => {
    const { order, assignmentId } = await w.orderAt('picked_up', {
      paymentMethod: 'ONLINE',
      paymentStatus: 'paid',
    });
    expect(
      (await t.call('PUT', `/api/admin/orders/${order.id}?status=delivered`, { token: w.admin.token }))
        .status,
    ).toBe(200);
    expect(await assignmentRow(assignmentId)).toMatchObject({
      status: 'delivered',
      proof: 'staff',
      reviewedAt: null,
    });
    const { assignmentId: coded } = await w.orderAt('delivered');
    expect(await assignmentRow(coded)).toMatchObject({ proof: 'code' });
  });

  it('another city’s sub-admin gets 404 and changes nothing', async () => {
    const { assignmentId } = await w.orderAt('in_transit');
    await deliverWithPhoto(assignmentId);
    const bhopal = await t.userWithToken('sub_admin', {
      cityId: 'city_bhopal',
      permissions: ['manage_orders'],
    });
    const res = await t.call('POST', `/api/admin/delivery-assignments/${assignmentId}/review`, {
      token: bhopal.token,
      body: {},
    });
    expect(res.status).toBe(404);
    expect((await assignmentRow(assignmentId)).reviewedAt).toBeNull();
  });
});

describe('staff override', () => {
  /** A COD order's total goes along as the cash the rider collected, unless `cash` says otherwise. */
  const override = async (id: string, reason: string, token = w.admin.token, cash?: number | null) => {
    const [o] = await t.db
      .select({ total: orders.totalPaise })
      .from(deliveryAssignments)
      .innerJoin(orders, eq(orders.id, deliveryAssignments.orderId))
      .where(eq(deliveryAssignments.id, id));
    const cash_collected = cash === null ? undefined : (cash ?? (o ? o.total / 100 : undefined));
    return t.call('POST', `/api/admin/delivery-assignments/${id}/override`, {
      token,
      body: { reason, cash_collected },
    });
  };

  it('marks a delivery on its way delivered with a reason: audit-logged, rider told, already reviewed', async () => {
    const { order, assignmentId } = await w.orderAt('in_transit');
    const res = await override(assignmentId, 'Customer confirmed receipt by phone.');
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(res.data).toMatchObject({
      delivery_status: 'delivered',
      proof: 'staff',
      override_reason: 'Customer confirmed receipt by phone.',
      needs_review: false,
    });
    expect((await orderRow(order.id)).status).toBe('delivered');
    const [entry] = await auditOf('delivery.override');
    expect(entry).toMatchObject({ actorId: w.admin.id, entityId: order.id });
    expect(entry!.after).toEqual({
      status: 'delivered',
      reason: 'Customer confirmed receipt by phone.',
      cash_collected_paise: order.totalPaise,
    });
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, w.rider.id));
    expect(told.map((n) => n.message)).toContain(
      `Staff marked order ${order.orderNumber} delivered: Customer confirmed receipt by phone.`,
    );
    expect((await w.update(assignmentId, { status: 'failed', reason: 'refused' })).status).toBe(409);
  });

  it('needs a reason of ten characters, and a delivery that has been picked up', async () => {
    const { assignmentId } = await w.orderAt('in_transit');
    const short = await override(assignmentId, 'ok');
    expect(short.status).toBe(400);
    expect(short.data.detail).toContain('at least 10 characters');
    const { assignmentId: waiting } = await w.orderAt('assigned');
    const early = await override(waiting, 'Customer confirmed receipt by phone.');
    expect(early.status).toBe(409);
    expect(early.data.code).toBe('not_on_its_way');
    const bhopal = await t.userWithToken('sub_admin', {
      cityId: 'city_bhopal',
      permissions: ['manage_orders'],
    });
    expect((await override(assignmentId, 'Customer confirmed receipt by phone.', bhopal.token)).status).toBe(
      404,
    );
    expect(await auditOf('delivery.override')).toEqual([]);
  });
});

describe('staff override of a cash-on-delivery order', () => {
  it('needs the cash the rider collected, which then waits in the rider’s hand to be handed over', async () => {
    const { order, assignmentId } = await w.orderAt('in_transit');
    const none = await t.call('POST', `/api/admin/delivery-assignments/${assignmentId}/override`, {
      token: w.admin.token,
      body: { reason: 'Customer confirmed receipt by phone.' },
    });
    expect(none.status).toBe(400);
    expect(none.data.code).toBe('cash_required');
    const done = await t.call('POST', `/api/admin/delivery-assignments/${assignmentId}/override`, {
      token: w.admin.token,
      body: { reason: 'Customer confirmed receipt by phone.', cash_collected: order.totalPaise / 100 },
    });
    expect(done.status, JSON.stringify(done.data)).toBe(200);
    expect(await assignmentRow(assignmentId)).toMatchObject({
      cashDuePaise: order.totalPaise,
      cashCollectedPaise: order.totalPaise,
    });
    const inHand = await t.call('GET', '/api/delivery/cash', { token: w.rider.token });
    expect(inHand.status).toBe(200);
    expect(JSON.stringify(inHand.data)).toContain(order.orderNumber);
  });
});
