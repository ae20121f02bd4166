import { notifications, orderItems, orders, products, standingOrderRuns, users } from '@app/db';
import { and, eq, like } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runStandingOrders } from '../../packages/api/src/standing/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { makeProduct } from '../support/catalog.ts';
import { standingBody } from '../support/rest-fixtures-standing.ts';
import { insertSlot } from '../support/slots.ts';

// Decision 0096: standing orders run once per date, through checkout's rules.
const IST = 330 * 60_000;
const at = (day: string, minute: number) => Date.parse(`${day}T00:00:00Z`) - IST + minute * 60_000;
const MONDAY = '2026-12-07';
const TUESDAY = '2026-12-08';
/** The 6–9 am slot closes at 10 pm the evening before; a run places its order half an hour earlier. */
const TUESDAY_RUN = at(MONDAY, 21 * 60 + 30);

let t: TestApp;
let now: number;
beforeEach(async () => {
  now = at(MONDAY, 12 * 60);
  t = await createTestApp({ clock: { now: () => now } });
});
afterEach(() => t.close());

const run = (app = t) => runStandingOrders(app.db, now, app.services.config.orderLimits);
const ordersOf = (customerId: string) => t.db.select().from(orders).where(eq(orders.customerId, customerId));
const noticesOf = (userId: string, type: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

/** A customer in Indore (which has a 6–9 am slot) with a daily standing order of milk and bread. */
async function dailyMilkAndBread() {
  const slot = await insertSlot(t.db);
  const milk = await makeProduct(t, { name: 'Amul Taaza Milk', stockQuantity: 100 });
  const bread = await makeProduct(t, { name: 'Harvest Gold Bread', stockQuantity: 100 });
  const me = await t.userWithToken('customer');
  const res = await t.call('POST', '/api/standing-orders', {
    token: me.token,
    body: {
      ...standingBody(milk),
      name: 'Morning milk and bread',
      lines: [
        { product_id: milk, quantity: 10 },
        { product_id: bread, quantity: 5 },
      ],
      slot_id: slot.id,
    },
  });
  expect(res.status).toBe(201);
  return { me, id: res.data.id as string, milk, bread, standing: res.data };
}

describe('a standing order', () => {
  it('answers its next dates and is its customer’s alone', async () => {
    const { me, id, standing } = await dailyMilkAndBread();
    expect(standing.upcoming.map((u: { date: string }) => u.date)).toEqual([
      '2026-12-07',
      '2026-12-08',
      '2026-12-09',
      '2026-12-10',
      '2026-12-11',
    ]);
    expect(standing.lines.map((l: { quantity: number }) => l.quantity)).toEqual([10, 5]);
    // The slot's times beside its label, for a screen to print in its own language.
    expect(standing.slot).toMatchObject({ start_minute: 360, end_minute: 540, label: '6–9 am' });
    const other = await t.userWithToken('customer');
    expect((await t.call('GET', `/api/standing-orders/${id}`, { token: other.token })).status).toBe(404);
    expect((await t.call('GET', '/api/standing-orders', { token: me.token })).data.items).toHaveLength(1);
  });

  it('tells the customer ahead what it will order, once', async () => {
    const { me } = await dailyMilkAndBread();
    await run();
    await run();
    const told = await noticesOf(me.id, 'standing_order_ahead');
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toBe('Standing order “Morning milk and bread” for 8 Dec');
    expect(told[0]!.message).toContain('Amul Taaza Milk × 10, Harvest Gold Bread × 5');
  });

  it('places each date exactly once, with two runners at once and a retry after them', async () => {
    const { me, milk } = await dailyMilkAndBread();
    now = TUESDAY_RUN;
    const second = await createTestApp({ clock: { now: () => now } }, {}, undefined, { dbPath: t.dbPath });
    try {
      await Promise.all([run(), run()]);
      await run(second);
      await run();
    } finally {
      second.close();
    }
    const placed = await ordersOf(me.id);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ slotDate: TUESDAY, idempotencyKey: expect.stringContaining(TUESDAY) });
    const lines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, placed[0]!.id));
    expect(lines.find((l) => l.productId === milk)!.quantity).toBe(10);
    expect(await noticesOf(me.id, 'standing_order_placed')).toHaveLength(1);
  });

  it('a runner that died after placing leaves no second order: the retry is answered the same one', async () => {
    const { me, id } = await dailyMilkAndBread();
    now = TUESDAY_RUN;
    await run();
    // As if the runner died before recording the run: its row is still claimed, the lease lapsed.
    await t.db
      .update(standingOrderRuns)
      .set({ status: 'running', leaseUntil: now - 1 })
      .where(eq(standingOrderRuns.standingOrderId, id));
    now += 60_000;
    await run();
    expect(await ordersOf(me.id)).toHaveLength(1);
    const [row] = await t.db
      .select()
      .from(standingOrderRuns)
      .where(eq(standingOrderRuns.standingOrderId, id));
    expect(row).toMatchObject({ status: 'placed', runDate: TUESDAY });
  });

  it('skips a date when told, and orders the next', async () => {
    const { me, id } = await dailyMilkAndBread();
    const skip = await t.call('POST', `/api/standing-orders/${id}/skip`, {
      token: me.token,
      body: { date: TUESDAY },
    });
    expect(skip.data.upcoming.find((u: { date: string }) => u.date === TUESDAY).skipped).toBe(true);
    now = TUESDAY_RUN;
    await run();
    expect(await ordersOf(me.id)).toHaveLength(0);
    now = at(TUESDAY, 21 * 60 + 30);
    await run();
    expect((await ordersOf(me.id)).map((o) => o.slotDate)).toEqual(['2026-12-09']);
    // A date already placed can no longer be skipped.
    const late = await t.call('POST', `/api/standing-orders/${id}/skip`, {
      token: me.token,
      body: { date: '2026-12-09' },
    });
    expect(late.status).toBe(409);
    // A date more than a year ahead is refused: each skip is a row of its own.
    const far = await t.call('POST', `/api/standing-orders/${id}/skip`, {
      token: me.token,
      body: { date: '2028-01-10' },
    });
    expect(far.status).toBe(400);
    expect(far.data.detail).toBe('Dates up to 366 days ahead can be skipped or changed.');
  });

  it('orders one date’s changed quantities, and nothing while paused', async () => {
    const { me, id, milk, bread } = await dailyMilkAndBread();
    const changed = await t.call('PUT', `/api/standing-orders/${id}/dates/${TUESDAY}`, {
      token: me.token,
      body: {
        lines: [
          { product_id: milk, quantity: 14 },
          { product_id: bread, quantity: 0 },
        ],
      },
    });
    expect(changed.status).toBe(200);
    now = TUESDAY_RUN;
    await run();
    const [order] = await ordersOf(me.id);
    const lines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(lines.map((l) => [l.productId, l.quantity])).toEqual([[milk, 14]]);

    await t.call('POST', `/api/standing-orders/${id}/pause`, { token: me.token, body: {} });
    now = at(TUESDAY, 21 * 60 + 30);
    await run();
    expect(await ordersOf(me.id)).toHaveLength(1);
  });

  it('orders what it can and reports every line it could not place, with the reason', async () => {
    const { me, id, bread } = await dailyMilkAndBread();
    await t.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, bread));
    now = TUESDAY_RUN;
    await run();
    const [order] = await ordersOf(me.id);
    expect(await t.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id))).toHaveLength(1);
    const [told] = await noticesOf(me.id, 'standing_order_placed');
    expect(told!.message).toContain('Not ordered: Harvest Gold Bread is out of stock.');
    const got = (await t.call('GET', `/api/standing-orders/${id}`, { token: me.token })).data;
    expect(got.recent[0]).toMatchObject({
      date: TUESDAY,
      status: 'placed',
      order_number: order!.orderNumber,
      not_ordered: [{ name: 'Harvest Gold Bread', reason: 'Harvest Gold Bread is out of stock.' }],
    });
  });

  it('a run that can place nothing says why in one notice, never silently', async () => {
    const { me, id } = await dailyMilkAndBread();
    await t.db.update(products).set({ stockQuantity: 0 }).where(like(products.name, '%'));
    now = TUESDAY_RUN;
    await run();
    expect(await ordersOf(me.id)).toHaveLength(0);
    const [told] = await noticesOf(me.id, 'standing_order_failed');
    expect(told!.message).toBe(
      'Nothing was ordered: Amul Taaza Milk is out of stock. Harvest Gold Bread is out of stock.',
    );
    const got = (await t.call('GET', `/api/standing-orders/${id}`, { token: me.token })).data;
    expect(got.recent[0].status).toBe('failed');
  });

  it('waits while its customer’s account is deactivated', async () => {
    const { me } = await dailyMilkAndBread();
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, me.id));
    now = TUESDAY_RUN;
    await run();
    expect(await ordersOf(me.id)).toHaveLength(0);
  });
});
