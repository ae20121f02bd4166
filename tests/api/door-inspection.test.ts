import { claims, notifications, orders, taxDocuments } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { claimPhoto } from '../support/claims.ts';
import { atTheDoor } from '../support/door.ts';

// Issue 35 item 4: goods checked at the door, line by line, before the drop.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

type World = Awaited<ReturnType<typeof atTheDoor>>;
const inspect = (w: World, body: Record<string, unknown>) =>
  t.call('POST', `/api/delivery/assignments/${w.assignmentId}/inspection`, { token: w.rider.token, body });
const notesOf = (orderId: string) =>
  t.db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'credit_note')));
const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('checking the goods at the door', () => {
  it('refuses part of a line: a credit note for it, the cash to collect falls at once, the supplier is told', async () => {
    const w = await atTheDoor(t);
    const before = await orderRow(w.order.id);
    const photo = await claimPhoto(t, w.rider.token);
    const res = await inspect(w, {
      lines: [
        { line_id: w.tomatoLine, accepted_quantity: 3, reason: 'spoiled', photo_id: photo },
        { line_id: w.paneerLine, accepted_quantity: 2 },
      ],
      change_id: 'door-0001-abcd',
    });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    // 1 kg of ₹40/kg tomatoes at 5%: ₹42.00 less to collect.
    const after = await orderRow(w.order.id);
    expect(before.totalPaise - after.totalPaise).toBe(4_200);
    expect(res.data.order_details.cash_to_collect).toBe(after.totalPaise / 100);
    const [note] = await notesOf(w.order.id);
    expect(note).toMatchObject({ taxablePaise: 4_000, cgstPaise: 100, sgstPaise: 100 });
    expect(note!.lines).toEqual([
      expect.objectContaining({ name: 'Desi Tomato', quantity: 1_000, soldBy: 'kg' }),
    ]);
    const theirs = await t.call('GET', '/api/supplier/claims', { token: w.supplier.token });
    expect(theirs.data.items[0]).toMatchObject({
      quantity: 1,
      reason: 'spoiled',
      status: 'approved',
      credit_note: note!.number,
      photo_ids: [photo],
    });
    expect((await t.call('GET', `/api/claims/photos/${photo}`, { token: w.supplier.token })).status).toBe(
      200,
    );
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, w.supplier.id));
    expect(told.map((n) => n.title)).toContain(
      `Order ${w.order.order_number}: Desi Tomato refused at the door`,
    );

    // The drop collects what the customer kept.
    await t.call('PUT', `/api/delivery/assignments/${w.assignmentId}/status`, {
      token: w.rider.token,
      body: { status: 'in_transit' },
    });
    const drop = await t.call('PUT', `/api/delivery/assignments/${w.assignmentId}/status`, {
      token: w.rider.token,
      body: { status: 'delivered', otp: after.deliveryOtp, cash_collected: after.totalPaise / 100 },
    });
    expect(drop.status, JSON.stringify(drop.data)).toBe(200);
  });

  it('answers a replay of the same step without applying it twice, and refuses a second check', async () => {
    const w = await atTheDoor(t);
    const body = {
      lines: [{ line_id: w.tomatoLine, accepted_quantity: 2.5, reason: 'damaged' }],
      change_id: 'door-replay-0001',
    };
    const first = await inspect(w, body);
    const again = await inspect(w, body);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.data.order_details.cash_to_collect).toBe(first.data.order_details.cash_to_collect);
    expect(await notesOf(w.order.id)).toHaveLength(1);
    expect(await t.db.select().from(claims)).toHaveLength(1);
    const other = await inspect(w, { ...body, change_id: 'door-replay-0002' });
    expect(other.status).toBe(409);
    expect(other.data.code).toBe('already_inspected');
  });

  it('needs a reason for what is refused, keeps at most what was supplied, and only at the door', async () => {
    const w = await atTheDoor(t);
    expect((await inspect(w, { lines: [{ line_id: w.tomatoLine, accepted_quantity: 3 }] })).data.code).toBe(
      'reason_required',
    );
    expect(
      (await inspect(w, { lines: [{ line_id: w.tomatoLine, accepted_quantity: 4.5, reason: 'short' }] })).data
        .code,
    ).toBe('invalid_quantity');
    expect((await inspect(w, { lines: [{ line_id: 'itm_nope', accepted_quantity: 1 }] })).status).toBe(404);
    const stranger = await t.userWithToken('delivery');
    const theirs = await t.call('POST', `/api/delivery/assignments/${w.assignmentId}/inspection`, {
      token: stranger.token,
      body: { lines: [{ line_id: w.tomatoLine, accepted_quantity: 4 }] },
    });
    expect(theirs.status).toBe(403);
    expect(await notesOf(w.order.id)).toHaveLength(0);
  });

  it('owes a paid order what it refused, and collects no cash', async () => {
    const w = await atTheDoor(t);
    await t.db
      .update(orders)
      .set({ paymentMethod: 'ONLINE', paymentStatus: 'paid' })
      .where(eq(orders.id, w.order.id));
    const res = await inspect(w, {
      lines: [{ line_id: w.paneerLine, accepted_quantity: 1, reason: 'wrong_item' }],
    });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(res.data.order_details.cash_to_collect).toBeNull();
    const [claim] = await t.db.select().from(claims);
    // One pack of ₹90 paneer at 5%: ₹94.50 back to the buyer.
    expect(claim).toMatchObject({ atDoor: true, refundPaise: 9_450, creditPaise: 9_450 });
    const staff = await t.db.select().from(notifications).where(eq(notifications.userId, w.admin.id));
    expect(staff.some((n) => n.type === 'refund_due' && n.message.includes('₹94.50'))).toBe(true);
  });
});
