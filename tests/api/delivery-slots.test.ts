import { formatRupees } from '@app/api/shared';
import { auditLog, cartItems, notifications, orders } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { CHECKOUT, customerWithCart, makeProduct, stockOf } from '../support/catalog.ts';
import { insertOrder } from '../support/orders.ts';
import { insertSlot } from '../support/slots.ts';

// Decision 0066: delivery slots with cut-offs.
const IST = 330 * 60_000;
const DAY = 86_400_000;
/** Tomorrow in India, as YYYY-MM-DD, and the instant of a minute of an Indian day. */
const tomorrow = new Date(Date.now() + IST + DAY).toISOString().slice(0, 10);
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const at = (day: string, minute: number) => Date.parse(`${day}T00:00:00Z`) - IST + minute * 60_000;
const dayText = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

let t: TestApp;
let now: number;
beforeEach(async () => {
  // 21:00 India time tomorrow, unless a test moves it.
  now = at(tomorrow, 21 * 60);
  t = await createTestApp({ clock: { now: () => now } });
});
afterEach(() => t.close());

const place = (token: string, body: object) =>
  t.call('POST', '/api/orders', { token, body: { ...CHECKOUT, ...body } });
const open = async (token: string) => (await t.call('GET', '/api/delivery-slots', { token })).data;
const shopper = async () => customerWithCart(t, [[await makeProduct(t), 2]]);

describe('checkout offers the slots still open', () => {
  it('a city without slots offers none, and its orders keep the standard estimate', async () => {
    const me = await shopper();
    expect(await open(me.token)).toEqual({ city_has_slots: false, slots: [] });
    const res = await place(me.token, {});
    expect(res.status).toBe(201);
    expect(res.data.delivery_slot).toBeNull();
  });

  it('offers today and the next two Indian days before each cut-off, with the seats left', async () => {
    const morning = await insertSlot(t.db, { capacity: 3 });
    await insertSlot(t.db, { startMinute: 840, endMinute: 1020, cutoffMinutes: 120 });
    const me = await shopper();
    // 21:00: today's slots are over; the 6–9 am of the day after closes at 22:00 tonight.
    const first = await open(me.token);
    expect(first.city_has_slots).toBe(true);
    expect(first.slots.map((s: { label: string }) => s.label)).toEqual([
      `${dayText(shift(tomorrow, 1))}, 6–9 am`,
      `${dayText(shift(tomorrow, 1))}, 2–5 pm`,
      `${dayText(shift(tomorrow, 2))}, 6–9 am`,
      `${dayText(shift(tomorrow, 2))}, 2–5 pm`,
    ]);
    expect(first.slots[0]).toMatchObject({
      slot_id: morning.id,
      date: shift(tomorrow, 1),
      start_minute: 360,
      end_minute: 540,
      seats_left: 3,
      closes_at: new Date(at(tomorrow, 22 * 60)).toISOString(),
    });
    // One minute before 22:00 IST it is still open; at 22:00 it is gone.
    now = at(tomorrow, 22 * 60 - 1);
    expect((await open(me.token)).slots[0].date).toBe(shift(tomorrow, 1));
    now = at(tomorrow, 22 * 60);
    expect((await open(me.token)).slots.map((s: { label: string }) => s.label)[0]).toBe(
      `${dayText(shift(tomorrow, 1))}, 2–5 pm`,
    );
  });

  it('the Indian day, not the UTC day, decides which days are offered', async () => {
    await insertSlot(t.db, { startMinute: 1380, endMinute: 1440, cutoffMinutes: 0 });
    const me = await shopper();
    // 00:30 India time is still the previous day in UTC: today (India) is offered, not the day before.
    now = at(tomorrow, 30);
    const dates = (await open(me.token)).slots.map((s: { date: string }) => s.date);
    expect(dates).toEqual([tomorrow, shift(tomorrow, 1), shift(tomorrow, 2)]);
    expect((await open(me.token)).slots[0].label).toBe(`${dayText(tomorrow)}, 11 pm–midnight`);
  });
});

describe('booking a slot at checkout', () => {
  it('stores the slot on the order; every view shows it instead of the estimate', async () => {
    const slot = await insertSlot(t.db);
    const supplier = await t.userWithToken('supplier');
    const me = await customerWithCart(t, [[await makeProduct(t, { supplierId: supplier.id }), 1]]);
    const date = shift(tomorrow, 1);
    const res = await place(me.token, { slot_id: slot.id, slot_date: date });
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    const label = `${dayText(date)}, 6–9 am`;
    expect(res.data.delivery_slot).toEqual({ date, start_minute: 360, end_minute: 540, label });
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, me.id));
    expect(told.map((n) => n.message)).toContain(
      `Your order of ${formatRupees(res.data.total_amount)} is placed. Pay cash on delivery. Delivery ${label}.`,
    );
    const mine = (await t.call('GET', '/api/orders', { token: me.token })).data;
    expect(mine.orders[0].delivery_slot.label).toBe(label);
    const admin = await t.userWithToken('admin');
    const staff = (await t.call('GET', '/api/admin/orders', { token: admin.token })).data;
    expect(staff.items[0].delivery_slot.label).toBe(label);
    const sold = (await t.call('GET', '/api/supplier/orders', { token: supplier.token })).data;
    expect(sold.items[0]).toMatchObject({ expected_by: date, delivery_slot: { label } });
    // Editing the slot later does not rewrite the order's history.
    await t.call('PUT', `/api/admin/delivery-slots/${slot.id}`, {
      token: admin.token,
      body: { start_minute: 420, end_minute: 600 },
    });
    const again = (await t.call('GET', '/api/orders', { token: me.token })).data;
    expect(again.orders[0].delivery_slot.label).toBe(label);
  });

  it('without a choice books the earliest open slot; none open is 409 with a sentence', async () => {
    await insertSlot(t.db, { startMinute: 840, endMinute: 1020, cutoffMinutes: 120, capacity: 1 });
    const me = await shopper();
    const res = await place(me.token, {});
    expect(res.status).toBe(201);
    expect(res.data.delivery_slot.label).toBe(`${dayText(shift(tomorrow, 1))}, 2–5 pm`);
    const next = await place((await shopper()).token, {});
    expect(next.data.delivery_slot.label).toBe(`${dayText(shift(tomorrow, 2))}, 2–5 pm`);
    const none = await place((await shopper()).token, {});
    expect(none.status).toBe(409);
    expect(none.data).toMatchObject({
      code: 'no_slot_open',
      detail: 'Every delivery slot of the next 3 days is closed or full; please try again later.',
    });
  });

  it('a slot past its cut-off is 409 with a sentence, and the cart and stock stay', async () => {
    const slot = await insertSlot(t.db);
    const product = await makeProduct(t);
    const me = await customerWithCart(t, [[product, 2]]);
    now = at(tomorrow, 22 * 60);
    const date = shift(tomorrow, 1);
    const res = await place(me.token, { slot_id: slot.id, slot_date: date });
    expect(res.status).toBe(409);
    expect(res.data).toMatchObject({
      code: 'slot_closed',
      detail: `The 6–9 am slot on ${dayText(date)} closed at 10 pm on ${dayText(tomorrow)}; pick another slot.`,
    });
    expect(await stockOf(t.db, product)).toBe(50);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, me.id))).toHaveLength(1);
    expect(await t.db.select().from(orders)).toHaveLength(0);
  });

  it('a full slot is 409 with a sentence; a cancelled order gives its seat back', async () => {
    const slot = await insertSlot(t.db, { capacity: 1 });
    const date = shift(tomorrow, 1);
    const first = await shopper();
    const placed = await place(first.token, { slot_id: slot.id, slot_date: date });
    expect(placed.status).toBe(201);
    const second = await shopper();
    const full = await place(second.token, { slot_id: slot.id, slot_date: date });
    expect(full.status).toBe(409);
    expect(full.data).toMatchObject({
      code: 'slot_full',
      detail: `The 6–9 am slot on ${dayText(date)} is full; pick another slot.`,
    });
    expect((await open(second.token)).slots.map((s: { date: string }) => s.date)).toEqual([
      shift(tomorrow, 2),
    ]);
    expect(
      (await t.call('POST', `/api/orders/${placed.data.id}/cancel`, { token: first.token })).status,
    ).toBe(200);
    expect((await place(second.token, { slot_id: slot.id, slot_date: date })).status).toBe(201);
  });

  it('two checkouts racing for the last seat: one order, one 409', async () => {
    const slot = await insertSlot(t.db, { capacity: 1 });
    const date = shift(tomorrow, 1);
    const [a, b] = [await shopper(), await shopper()];
    const answers = await Promise.all(
      [a, b].map((c) => place(c.token, { slot_id: slot.id, slot_date: date })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const booked = await t.db.select().from(orders).where(eq(orders.slotId, slot.id));
    expect(booked).toHaveLength(1);
  });

  it('refuses an inactive slot, another city’s slot, a day not open yet, and half a choice', async () => {
    const off = await insertSlot(t.db, { isActive: false });
    const elsewhere = await insertSlot(t.db, { cityId: 'city_bhopal' });
    const date = shift(tomorrow, 1);
    const me = await shopper();
    const inactive = await place(me.token, { slot_id: off.id, slot_date: date });
    expect(inactive.status).toBe(409);
    expect(inactive.data.detail).toBe(
      `The 6–9 am slot on ${dayText(date)} is no longer offered; pick another slot.`,
    );
    const other = await place(me.token, { slot_id: elsewhere.id, slot_date: date });
    expect(other.status).toBe(400);
    expect(other.data.code).toBe('unknown_slot');
    const live = await insertSlot(t.db);
    const far = await place(me.token, { slot_id: live.id, slot_date: shift(tomorrow, 5) });
    expect(far.status).toBe(400);
    expect(far.data.code).toBe('slot_too_far');
    const half = await place(me.token, { slot_id: live.id });
    expect(half.status).toBe(400);
    expect(half.data.code).toBe('slot_incomplete');
  });
});

describe('the rider’s active list', () => {
  it('sorts by booked slot, orders without a slot last', async () => {
    const late = await insertSlot(t.db, { startMinute: 840, endMinute: 1020, cutoffMinutes: 120 });
    const early = await insertSlot(t.db);
    const date = shift(tomorrow, 1);
    const admin = await t.userWithToken('admin');
    const rider = await t.userWithToken('delivery');
    const placeAs = async (body: object) => {
      const c = await shopper();
      const res = await place(c.token, body);
      expect(res.status, JSON.stringify(res.data)).toBe(201);
      return res.data.id as string;
    };
    // Placed before the city had slots: it keeps the estimate and goes after every slot.
    const noSlot = await insertOrder(t.db, await t.userWithToken('customer'), { createdAt: now - DAY });
    const ids = [
      noSlot.id,
      await placeAs({ slot_id: late.id, slot_date: date }),
      await placeAs({ slot_id: early.id, slot_date: shift(tomorrow, 2) }),
      await placeAs({ slot_id: early.id, slot_date: date }),
    ];
    for (const id of ids) {
      if (id !== noSlot.id)
        await t.call('PUT', `/api/admin/orders/${id}?status=confirmed`, { token: admin.token });
      const res = await t.call('POST', `/api/admin/orders/${id}/assign-delivery`, {
        token: admin.token,
        body: { delivery_person_id: rider.id },
      });
      expect(res.status, JSON.stringify(res.data)).toBe(200);
    }
    const list = (await t.call('GET', '/api/delivery/assignments?status=active', { token: rider.token }))
      .data;
    expect(list.map((a: { order_id: string }) => a.order_id)).toEqual([ids[3], ids[1], ids[2], ids[0]]);
    expect(list[0].delivery_slot.label).toBe(`${dayText(date)}, 6–9 am`);
  });
});

describe('staff manage slots', () => {
  const body = { start_minute: 360, end_minute: 540, cutoff_minutes: 480, capacity: 20, is_active: true };

  it('the admin in any city; a sub-admin with manage_orders in its own city only (another: 404)', async () => {
    const admin = await t.userWithToken('admin');
    const sub = await t.userWithToken('sub_admin', { permissions: ['manage_orders'] });
    const made = await t.call('POST', '/api/admin/delivery-slots', {
      token: admin.token,
      body: { ...body, city_id: 'city_bhopal' },
    });
    expect(made.status).toBe(201);
    expect(made.data).toMatchObject({ city_id: 'city_bhopal', label: '6–9 am', capacity: 20 });
    const own = await t.call('POST', '/api/admin/delivery-slots', { token: sub.token, body });
    expect(own.status).toBe(201);
    expect(own.data.city_id).toBe('city_indore');
    const other = await t.call('POST', '/api/admin/delivery-slots', {
      token: sub.token,
      body: { ...body, city_id: 'city_bhopal' },
    });
    expect(other.status).toBe(404);
    const edit = await t.call('PUT', `/api/admin/delivery-slots/${made.data.id}`, {
      token: sub.token,
      body: { capacity: 5 },
    });
    expect(edit.status).toBe(404);
    const listed = (await t.call('GET', '/api/admin/delivery-slots', { token: sub.token })).data;
    expect(listed.map((s: { id: string }) => s.id)).toEqual([own.data.id]);
    const all = (await t.call('GET', '/api/admin/delivery-slots', { token: admin.token })).data;
    expect(all).toHaveLength(2);
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'delivery_slot'));
    expect(audited).toHaveLength(2);
  });

  it('a sub-admin without manage_orders is 403; bad times are 400 with a sentence', async () => {
    const none = await t.userWithToken('sub_admin', { permissions: ['manage_products'] });
    expect((await t.call('POST', '/api/admin/delivery-slots', { token: none.token, body })).status).toBe(403);
    const admin = await t.userWithToken('admin');
    const backwards = await t.call('POST', '/api/admin/delivery-slots', {
      token: admin.token,
      body: { ...body, city_id: 'city_indore', start_minute: 600, end_minute: 540 },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.data.detail).toBe('A slot must end after it starts on the same day.');
    const noCity = await t.call('POST', '/api/admin/delivery-slots', { token: admin.token, body });
    expect(noCity.status).toBe(400);
    expect(noCity.data.detail).toBe('Choose the city the slot is for.');
  });

  it('a deactivated slot is no longer offered and the city keeps its estimate when none is left', async () => {
    const admin = await t.userWithToken('admin');
    const slot = await insertSlot(t.db);
    const me = await shopper();
    expect((await open(me.token)).slots).toHaveLength(2);
    const off = await t.call('PUT', `/api/admin/delivery-slots/${slot.id}`, {
      token: admin.token,
      body: { is_active: false },
    });
    expect(off.status).toBe(200);
    expect(await open(me.token)).toEqual({ city_has_slots: false, slots: [] });
    expect((await place(me.token, {})).data.delivery_slot).toBeNull();
  });
});
