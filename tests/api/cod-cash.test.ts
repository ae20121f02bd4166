import { auditLog, notifications, orders } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { deliveryWorld, OTP } from '../support/delivery.ts';
import { download } from '../support/products.ts';

// Decision 0065: cash on delivery collected, handed over, confirmed.
let t: TestApp;
let w: Awaited<ReturnType<typeof deliveryWorld>>;
beforeEach(async () => {
  t = await createTestApp();
  w = await deliveryWorld(t);
});
afterEach(() => t.close());

const rupees = (paise: number) => paise / 100;
const orderOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const titlesOf = async (userId: string) =>
  (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.title);
const messagesOf = async (userId: string) =>
  (await t.db.select().from(notifications).where(eq(notifications.userId, userId)))
    .map((n) => n.message)
    .join(' ');
const cashOfRider = async () => (await t.call('GET', '/api/delivery/cash', { token: w.rider.token })).data;
const handOver = () => t.call('POST', '/api/delivery/cash/handover', { token: w.rider.token });
const confirm = (id: string, received: number, token = w.admin.token, note?: string) =>
  t.call('POST', `/api/admin/cash-handovers/${id}/confirm`, { token, body: { received, note } });
const report = async (query = '', token = w.admin.token) =>
  t.call('GET', `/api/admin/cash-handovers${query}`, { token });

/** A COD order delivered with `collected` rupees (its total unless given). */
async function deliveredCod(collected?: number) {
  const { order, assignmentId } = await w.orderAt('in_transit');
  const res = await w.update(assignmentId, {
    status: 'delivered',
    otp: OTP,
    cash_collected: collected ?? rupees(order.totalPaise),
  });
  expect(res.status, JSON.stringify(res.data)).toBe(200);
  return { order, assignmentId };
}

describe('the rider records the cash at the door', () => {
  it('a COD order needs the cash collected to be delivered; the card shows the amount to collect', async () => {
    const { order, assignmentId } = await w.orderAt('in_transit');
    const active = (await t.call('GET', '/api/delivery/assignments?status=active', { token: w.rider.token }))
      .data as { id: string; order_details: unknown }[];
    const card = active.find((a) => a.id === assignmentId)!;
    expect(card.order_details).toMatchObject({
      payment_method: 'COD',
      cash_to_collect: rupees(order.totalPaise),
      cash_collected: null,
    });

    const missing = await w.update(assignmentId, {
      status: 'delivered',
      otp: OTP,
      cash_collected: undefined,
    });
    expect(missing.status).toBe(400);
    expect(missing.data.code).toBe('cash_required');
    expect(missing.data.detail).toContain('enter the cash you collected');
    const negative = await w.update(assignmentId, { status: 'delivered', otp: OTP, cash_collected: -5 });
    expect(negative.status).toBe(400);
    expect((await orderOf(order.id)).status).toBe('out_for_delivery');

    const ok = await w.update(assignmentId, { status: 'delivered', otp: OTP, cash_collected: 500.5 });
    expect(ok.status).toBe(200);
    expect(ok.data.order_details).toMatchObject({
      cash_to_collect: rupees(order.totalPaise),
      cash_collected: 500.5,
    });
    // Paid only when staff confirm the cash received.
    expect(await orderOf(order.id)).toMatchObject({ status: 'delivered', paymentStatus: 'pending' });
    expect(await messagesOf(w.admin.id)).toContain('Cash collected: ₹500.50.');
  });

  it('cash is refused for an online order and on any other step', async () => {
    const online = await w.orderAt('in_transit', { paymentMethod: 'ONLINE', paymentStatus: 'paid' });
    const refused = await w.update(online.assignmentId, {
      status: 'delivered',
      otp: OTP,
      cash_collected: 100,
    });
    expect(refused.status).toBe(400);
    expect(refused.data.code).toBe('cash_not_expected');
    const delivered = await w.update(online.assignmentId, { status: 'delivered', otp: OTP });
    expect(delivered.status).toBe(200);
    expect(delivered.data.order_details).toMatchObject({ cash_to_collect: null, cash_collected: null });

    const cod = await w.orderAt('picked_up');
    const early = await w.update(cod.assignmentId, { status: 'in_transit', cash_collected: 100 });
    expect(early.status).toBe(400);
    expect(early.data.code).toBe('cash_not_expected');
    // Online orders never reach the rider's cash.
    expect(await cashOfRider()).toEqual({ amount: 0, expected: 0, order_count: 0, orders: [] });
  });
});

describe('cash in hand and the handover', () => {
  it('totals what was collected, hands it over once, and tells staff', async () => {
    const a = await deliveredCod();
    const b = await deliveredCod(1000);
    const due = a.order.totalPaise + b.order.totalPaise;
    const inHand = await cashOfRider();
    expect(inHand).toMatchObject({
      amount: rupees(a.order.totalPaise + 100_000),
      expected: rupees(due),
      order_count: 2,
    });
    expect(inHand.orders.map((o: { order_id: string }) => o.order_id).sort()).toEqual(
      [a.order.id, b.order.id].sort(),
    );

    const res = await handOver();
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(res.data).toMatchObject({
      expected: rupees(due),
      amount: rupees(a.order.totalPaise + 100_000),
      order_count: 2,
    });
    expect(await cashOfRider()).toMatchObject({ amount: 0, order_count: 0 });
    expect(await titlesOf(w.admin.id)).toContain(`Cash handed over by ${w.rider.username}`);

    const again = await handOver();
    expect(again.status).toBe(409);
    expect(again.data.code).toBe('no_cash_in_hand');

    // A later delivery goes into the next handover, never the confirmed one.
    const c = await deliveredCod();
    expect(await cashOfRider()).toMatchObject({ order_count: 1, orders: [{ order_id: c.order.id }] });
  });

  it('staff confirm the amount received once; matching cash makes every COD order paid', async () => {
    const a = await deliveredCod();
    const b = await deliveredCod();
    const handover = (await handOver()).data;
    const listed = (await report()).data;
    expect(listed.items[0]).toMatchObject({
      id: handover.id,
      status: 'awaiting',
      expected: handover.expected,
      collected: handover.expected,
      received: null,
      difference: null,
      rider_id: w.rider.id,
      city_id: 'city_indore',
    });
    expect(listed.totals).toMatchObject({ awaiting: 1, mismatches: 0 });

    const res = await confirm(handover.id, handover.expected, w.admin.token, 'Counted at the office');
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(res.data).toMatchObject({ status: 'confirmed', mismatch: false });
    for (const o of [a.order, b.order])
      expect(await orderOf(o.id)).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, handover.id));
    expect(entries).toMatchObject([{ action: 'cash_handover.confirmed', actorId: w.admin.id }]);
    expect(await titlesOf(w.rider.id)).toContain('Your cash handover is confirmed');

    const twice = await confirm(handover.id, handover.expected);
    expect(twice.status).toBe(409);
    expect(twice.data.code).toBe('already_confirmed');
    const row = (await report()).data.items[0];
    expect(row).toMatchObject({
      status: 'confirmed',
      received: handover.expected,
      difference: 0,
      note: 'Counted at the office',
    });
    expect(row.orders.every((o: { payment_status: string }) => o.payment_status === 'paid')).toBe(true);
  });

  it('a difference is flagged as a mismatch with the orders behind it, audited and told to staff', async () => {
    const full = await deliveredCod();
    const short = await deliveredCod(100);
    const handover = (await handOver()).data;
    const subAdmin = await t.userWithToken('sub_admin', { permissions: ['manage_orders'] });
    const received = handover.amount - 20;

    const res = await confirm(handover.id, received, subAdmin.token);
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(res.data).toMatchObject({ status: 'mismatch', mismatch: true });
    // The customer who paid in full is paid; the one who paid short is not.
    expect((await orderOf(full.order.id)).paymentStatus).toBe('paid');
    expect((await orderOf(short.order.id)).paymentStatus).toBe('pending');

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, handover.id));
    expect(entry).toMatchObject({ action: 'cash_handover.mismatch', actorId: subAdmin.id });
    expect(entry!.after).toMatchObject({ mismatched_orders: [short.order.orderNumber] });
    for (const staff of [w.admin.id, subAdmin.id]) {
      expect((await titlesOf(staff)).some((x) => x.startsWith('Cash mismatch'))).toBe(true);
      expect(await messagesOf(staff)).toContain(`${short.order.orderNumber} (₹100.00 of`);
    }
    const row = (await report('?status=mismatch')).data.items[0];
    expect(row).toMatchObject({
      id: handover.id,
      status: 'mismatch',
      received,
      difference: Math.round((received - handover.expected) * 100) / 100,
    });
    expect(row.orders.find((o: { order_id: string }) => o.order_id === short.order.id)).toMatchObject({
      collected: 100,
      expected: rupees(short.order.totalPaise),
      payment_status: 'pending',
    });
  });

  it('of two racing handovers or confirmations exactly one wins', async () => {
    await deliveredCod();
    const handovers = await Promise.all([handOver(), handOver()]);
    expect(handovers.map((r) => r.status).sort()).toEqual([200, 409]);
    const handover = handovers.find((r) => r.status === 200)!.data;
    const confirms = await Promise.all([
      confirm(handover.id, handover.expected),
      confirm(handover.id, handover.expected - 1),
    ]);
    expect(confirms.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await report()).data.items).toHaveLength(1);
  });

  it('the amount due is the order total when delivered, after a short line lowered it', async () => {
    const { order, assignmentId } = await w.orderAt('in_transit');
    // As a supplier's short line does (orders/short-lines.ts): the order's total goes down.
    const lowered = order.totalPaise - 25_000;
    await t.db.update(orders).set({ totalPaise: lowered }).where(eq(orders.id, order.id));
    expect(
      (await w.update(assignmentId, { status: 'delivered', otp: OTP, cash_collected: rupees(lowered) }))
        .status,
    ).toBe(200);
    expect(await cashOfRider()).toMatchObject({ amount: rupees(lowered), expected: rupees(lowered) });
  });

  it('received equal to what the rider collected is still a mismatch when an order was short', async () => {
    await deliveredCod(50);
    const handover = (await handOver()).data;
    expect((await confirm(handover.id, handover.amount)).data).toMatchObject({ status: 'mismatch' });
  });
});

describe('staff reach their city only', () => {
  it("another city's handover is 404 to confirm and absent from the report", async () => {
    await deliveredCod();
    const handover = (await handOver()).data;
    const bhopal = await t.userWithToken('sub_admin', {
      cityId: 'city_bhopal',
      permissions: ['manage_orders'],
    });
    const res = await confirm(handover.id, handover.expected, bhopal.token);
    expect(res.status).toBe(404);
    expect((await report('', bhopal.token)).data.items).toEqual([]);
    expect((await report('?city_id=city_indore', bhopal.token)).status).toBe(403);
    const unknown = await confirm('cho_missing', 10);
    expect(unknown.status).toBe(404);
  });

  it('filters by day, rider and status, and refuses a range that ends before it starts', async () => {
    await deliveredCod();
    const handover = (await handOver()).data;
    const day = handover.day as string;
    expect((await report(`?from=${day}&to=${day}`)).data.items).toHaveLength(1);
    expect((await report('?from=2020-01-01&to=2020-01-02')).data.items).toEqual([]);
    expect((await report(`?rider_id=${w.rider.id}&status=awaiting`)).data.items).toHaveLength(1);
    expect((await report('?status=confirmed')).data.items).toEqual([]);
    const bad = await report('?from=2026-02-02&to=2026-02-01');
    expect(bad.status).toBe(400);
  });

  it('exports the report as CSV', async () => {
    const short = await deliveredCod(100);
    const handover = (await handOver()).data;
    await confirm(handover.id, 100);
    const csv = await download(t, '/api/admin/cash-handovers/csv', w.admin.token);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = new TextDecoder().decode(csv.bytes);
    const [header, row] = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe(
      'Day,Rider,City,Status,Orders,Expected (INR),Collected (INR),Received (INR),Difference (INR),Confirmed by,Note,Order numbers',
    );
    const expected = (short.order.totalPaise / 100).toFixed(2);
    expect(row).toContain(
      `Mismatch,1,${expected},100.00,100.00,${(100 - short.order.totalPaise / 100).toFixed(2)}`,
    );
    expect(row).toContain(`${short.order.orderNumber} (100.00 of ${expected})`);
  });
});
