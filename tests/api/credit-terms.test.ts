import { runScheduledWork } from '@app/api';
import { customerPayments, notifications, orders } from '@app/db';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bucketOf } from '../../packages/api/src/credit/ledger.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { CHECKOUT, makeProduct, stockOf } from '../support/catalog.ts';
import { warmUpPdfRenderer } from '../support/pdf.ts';

// Decision 0070: credit terms, "Pay later".
const DAY = 86_400_000;
type Caller = Awaited<ReturnType<TestApp['userWithToken']>>;

let t: TestApp;
let admin: Caller;
let product: string;
beforeAll(() => warmUpPdfRenderer());
beforeEach(async () => {
  t = await createTestApp();
  admin = await t.userWithToken('admin');
  product = await makeProduct(t, { stockQuantity: 500 });
});
afterEach(() => t.close());

const grant = (c: Caller, limit: number, period_days = 15, token = admin.token) =>
  t.call('PUT', `/api/admin/customers/${c.id}/credit`, { token, body: { limit, period_days } });
const pay = (c: Caller, amount: number, reference = 'UTR0001') =>
  t.call('POST', `/api/admin/customers/${c.id}/payments`, {
    token: admin.token,
    body: {
      amount,
      paid_on: new Date(t.services.clock.now() + 19_800_000).toISOString().slice(0, 10),
      reference,
    },
  });
const ledgerOf = async (c: Caller) => (await t.call('GET', '/api/account/ledger', { token: c.token })).data;
async function checkout(c: Caller, quantity = 1, key?: string) {
  const cart = await t.call('POST', '/api/cart', { token: c.token, body: { product_id: product, quantity } });
  expect(cart.status).toBe(200);
  return placeOnly(c, key);
}
const placeOnly = (c: Caller, key?: string) =>
  t.call('POST', '/api/orders', {
    token: c.token,
    body: { ...CHECKOUT, payment_method: 'CREDIT', ...(key ? { idempotency_key: key } : {}) },
  });
const confirm = (id: string, c: Caller) =>
  t.call('POST', `/api/orders/${id}/verify-payment`, { token: c.token });

/** The balance recomputed from the tables: what credit orders still charge, less payments. */
async function recomputed(c: Caller) {
  const rows = await t.db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, c.id), isNotNull(orders.creditDueAt)));
  const paid = await t.db.select().from(customerPayments).where(eq(customerPayments.customerId, c.id));
  const owed = rows.filter((o) => o.status !== 'cancelled').reduce((s, o) => s + o.totalPaise, 0);
  return (owed - paid.reduce((s, p) => s + p.amountPaise, 0)) / 100;
}

describe('checkout on credit', () => {
  it('is refused without a credit line; with one it places, due after the period', async () => {
    const c = await t.userWithToken('customer');
    const none = await checkout(c);
    expect(none.status).toBe(409);
    expect(none.data).toMatchObject({ code: 'no_credit' });
    expect((await ledgerOf(c)).credit).toBeNull();
    expect((await grant(c, 5000, 15)).status).toBe(200);
    const placed = await placeOnly(c);
    expect(placed.status).toBe(201);
    expect(placed.data.payment_method).toBe('CREDIT');
    const today = new Date(t.services.clock.now() + 19_800_000).toISOString().slice(0, 10);
    const due = new Date(Date.parse(today) + 15 * DAY).toISOString().slice(0, 10);
    expect(placed.data.credit_due_date).toBe(due);
    const confirmed = await confirm(placed.data.id, c);
    expect(confirmed.data).toMatchObject({ payment_method: 'CREDIT', payment_status: 'success' });
    const paying = await t.call('POST', `/api/orders/${placed.data.id}/create-payment`, { token: c.token });
    expect(paying.status).toBe(409);
    const l = await ledgerOf(c);
    const total = placed.data.total_amount as number;
    expect(l).toMatchObject({ balance: total, overdue: 0, can_order_on_credit: true });
    expect(l.credit).toMatchObject({ limit: 5000, period_days: 15 });
    expect(l.credit.available).toBeCloseTo(5000 - total, 2);
    expect(l.entries).toEqual([
      expect.objectContaining({ kind: 'order', debit: total, credit: 0, balance: total, due_date: due }),
    ]);
  });

  it('over the available limit: 409 with a sentence, nothing reserved and the cart kept', async () => {
    const c = await t.userWithToken('customer');
    await grant(c, 100_000);
    const first = await checkout(c, 2);
    const total = first.data.total_amount as number;
    await grant(c, Math.round(total * 150) / 100);
    const stock = await stockOf(t.db, product);
    const over = await checkout(c, 2);
    expect(over.status).toBe(409);
    expect(over.data.code).toBe('credit_limit');
    expect(over.data.detail).toMatch(/is over your available credit of ₹[\d,.]+\.$/);
    expect(await stockOf(t.db, product)).toBe(stock);
    const cart = await t.call('GET', '/api/cart', { token: c.token });
    expect(cart.data.items).toHaveLength(1);
  });

  it('an overdue balance stops credit orders until it is paid', async () => {
    const c = await t.userWithToken('customer');
    await grant(c, 100_000, 7);
    const first = await checkout(c);
    const total = first.data.total_amount as number;
    t.advance(7 * DAY);
    expect((await ledgerOf(c)).overdue).toBe(0); // the due day itself is not late
    t.advance(DAY);
    const l = await ledgerOf(c);
    expect(l).toMatchObject({ overdue: total, can_order_on_credit: false });
    expect(l.open_orders).toEqual([expect.objectContaining({ order_id: first.data.id, days_past_due: 1 })]);
    const refused = await checkout(c);
    expect(refused.status).toBe(409);
    expect(refused.data.code).toBe('credit_overdue');
    expect(refused.data.detail).toContain('overdue; please pay it before ordering on credit.');
    expect((await pay(c, total)).status).toBe(200);
    expect((await placeOnly(c)).status).toBe(201);
  });

  it('two checkouts at once never spend more than the limit', async () => {
    const c = await t.userWithToken('customer');
    await grant(c, 100_000);
    const probe = await checkout(c, 3);
    const total = probe.data.total_amount as number;
    await t.call('POST', `/api/orders/${probe.data.id}/cancel`, { token: c.token });
    await grant(c, Math.round(total * 150) / 100);
    await t.call('POST', '/api/cart', { token: c.token, body: { product_id: product, quantity: 3 } });
    const both = await Promise.all([placeOnly(c, 'race-key-one'), placeOnly(c, 'race-key-two')]);
    // One cart, one order: the loser finds the cart spent or the limit taken, never both placed.
    expect(both.filter((r) => r.status === 201)).toHaveLength(1);
    expect(both.find((r) => r.status !== 201)!.status).toBeOneOf([400, 409]);
    const l = await ledgerOf(c);
    expect(l.balance).toBe(total);
    expect(l.balance).toBeLessThanOrEqual(l.credit.limit);
  });
});

describe('sales by payment method', () => {
  it('files pay-later orders under CREDIT, apart from online payments', async () => {
    const c = await t.userWithToken('customer');
    expect((await grant(c, 5000)).status).toBe(200);
    const credit = await checkout(c);
    expect(credit.status).toBe(201);
    const cart = await t.call('POST', '/api/cart', {
      token: c.token,
      body: { product_id: product, quantity: 2 },
    });
    expect(cart.status).toBe(200);
    const online = await t.call('POST', '/api/orders', {
      token: c.token,
      body: { ...CHECKOUT, payment_method: 'ONLINE' },
    });
    expect(online.status).toBe(201);
    const res = await t.call('GET', '/api/analytics/payment-methods', { token: admin.token });
    expect(res.status).toBe(200);
    const byMethod = Object.fromEntries(
      res.data.map((r: { payment_method: string; order_count: number }) => [r.payment_method, r.order_count]),
    );
    expect(byMethod).toEqual({ CREDIT: 1, ONLINE: 1 });
  });
});

describe('the ledger', () => {
  it('balance equals a recomputation over orders, a cancellation with its credit notes and payments', async () => {
    const c = await t.userWithToken('customer');
    await grant(c, 100_000);
    const a = await checkout(c, 2);
    await confirm(a.data.id, c);
    t.advance(DAY);
    const b = await checkout(c, 1);
    await confirm(b.data.id, c);
    const before = (await ledgerOf(c)).balance;
    const cancelled = await t.call('POST', `/api/orders/${b.data.id}/cancel`, { token: c.token });
    expect(cancelled.status).toBe(200);
    await pay(c, 100);
    const l = await ledgerOf(c);
    const notes = l.entries.filter((e: { kind: string }) => e.kind === 'credit_note');
    expect(notes.length).toBeGreaterThan(0);
    const credited = l.entries
      .filter((e: { kind: string }) => e.kind === 'credit_note' || e.kind === 'cancellation')
      .reduce((s: number, e: { credit: number }) => s + e.credit, 0);
    expect(credited).toBeCloseTo(b.data.total_amount, 2);
    expect(l.balance).toBeCloseTo(before - b.data.total_amount - 100, 2);
    expect(l.balance).toBeCloseTo(await recomputed(c), 2);
    expect(l.entries.at(-1).balance).toBeCloseTo(l.balance, 2);
    const sum = l.entries.reduce(
      (s: number, e: { debit: number; credit: number }) => s + e.debit - e.credit,
      0,
    );
    expect(sum).toBeCloseTo(l.balance, 2);
  });

  it('payments pay the oldest due order first', async () => {
    const c = await t.userWithToken('customer');
    await grant(c, 100_000, 7);
    const a = await checkout(c);
    t.advance(3 * DAY);
    const b = await checkout(c);
    const ta = a.data.total_amount as number;
    const tb = b.data.total_amount as number;
    await pay(c, ta + 10);
    t.advance(8 * DAY); // a is 4 days late, b 1 day late
    const l = await ledgerOf(c);
    expect(l.open_orders).toEqual([
      expect.objectContaining({
        order_id: b.data.id,
        days_past_due: 1,
        outstanding: Math.round((tb - 10) * 100) / 100,
      }),
    ]);
    expect(l.overdue).toBeCloseTo(tb - 10, 2);
  });

  it('ageing: worked examples of the buckets', async () => {
    for (const [days, bucket] of [
      [-5, 'current'],
      [0, 'current'],
      [1, '1_15'],
      [15, '1_15'],
      [16, '16_30'],
      [30, '16_30'],
      [31, '31_60'],
      [60, '31_60'],
      [61, '60_plus'],
    ] as const)
      expect(bucketOf(days)).toBe(bucket);
    // Through the app: four orders on 7-day terms, then moved back to have been placed 70, 40,
    // 20 and 5 days ago (a session would not live through 70 days of test clock).
    const c = await t.userWithToken('customer');
    await grant(c, 1_000_000, 7);
    const placed = [];
    for (let i = 0; i < 4; i++) placed.push((await checkout(c)).data);
    const totals = placed.map((p) => p.total_amount as number);
    for (const [i, ago] of [70, 40, 20, 5].entries())
      await t.db
        .update(orders)
        .set({ creditDueAt: sql`${orders.creditDueAt} - ${ago * DAY}` })
        .where(eq(orders.id, placed[i].id));
    // Past due now: 70-7 = 63 days, 33, 13 and none (due in 2 days).
    const l = await ledgerOf(c);
    expect(l.open_orders.map((o: { days_past_due: number }) => o.days_past_due)).toEqual([63, 33, 13, -2]);
    expect(l.ageing).toEqual({
      current: totals[3],
      days_1_15: totals[2],
      days_16_30: 0,
      days_31_60: totals[1],
      days_60_plus: totals[0],
    });
  });

  it('the statement PDF lists the entries and the balance', async () => {
    const c = await t.userWithToken('customer');
    await grant(c, 100_000);
    const a = await checkout(c);
    await pay(c, 50, 'CHEQUE 004512');
    const pdf = await t.call('GET', '/api/account/ledger/statement', { token: c.token });
    expect(pdf.status).toBe(200);
    const { text } = await extractText(await getDocumentProxy(pdf.data), { mergePages: true });
    expect(text).toContain('ACCOUNT STATEMENT');
    expect(text).toContain(a.data.order_number);
    expect(text).toContain('CHEQUE 004512');
    expect(text).toContain('Balance');
    // Fixed labels in English and Hindi (decision 0081).
    const flat = text.replace(/\s+/g, ' ');
    for (const both of ['Date तारीख', 'Debit नामे', 'Credit जमा', 'Balance बकाया', 'Overdue'])
      expect(flat).toContain(both);
  });
});

describe('staff', () => {
  it('sub-admins with manage_customers reach their city only; another city is 404', async () => {
    const sub = await t.userWithToken('sub_admin', { permissions: ['manage_customers'] });
    const mine = await t.userWithToken('customer');
    const bhopal = await t.userWithToken('customer', { cityId: 'city_bhopal' });
    expect((await grant(mine, 2000, 30, sub.token)).status).toBe(200);
    for (const call of [
      grant(bhopal, 2000, 30, sub.token),
      t.call('GET', `/api/admin/customers/${bhopal.id}/ledger`, { token: sub.token }),
      t.call('POST', `/api/admin/customers/${bhopal.id}/payments`, {
        token: sub.token,
        body: { amount: 10, paid_on: '2026-01-02', reference: 'R1' },
      }),
    ])
      expect((await call).status).toBe(404);
    const seen = await t.call('GET', `/api/admin/customers/${mine.id}/ledger`, { token: sub.token });
    expect(seen.data.credit).toMatchObject({ limit: 2000, period_days: 30 });
  });

  it('bad input is 400 with one sentence', async () => {
    const c = await t.userWithToken('customer');
    const period = await grant(c, 1000, 10);
    expect(period.status).toBe(400);
    expect(JSON.stringify(period.data)).toContain('Choose a period of 7, 15 or 30 days');
    const future = await t.call('POST', `/api/admin/customers/${c.id}/payments`, {
      token: admin.token,
      body: { amount: 10, paid_on: '2999-01-01', reference: 'R1' },
    });
    expect(future.status).toBe(400);
    expect(future.data.detail).toBe('The payment date cannot be in the future.');
  });
});

describe('reminders', () => {
  it('three days before due and the day after, once each', async () => {
    const c = await t.userWithToken('customer');
    await grant(c, 100_000, 7);
    const a = await checkout(c);
    const run = () => runScheduledWork(t.services, t.services.clock.now());
    const told = async () =>
      (await t.db.select().from(notifications).where(eq(notifications.userId, c.id)))
        .map((n) => n.type)
        .filter((type) => type.startsWith('credit_'));
    await run();
    expect(await told()).toEqual([]);
    t.advance(4 * DAY); // due in 3 days
    await run();
    await run();
    expect(await told()).toEqual(['credit_due']);
    t.advance(DAY);
    await run();
    expect(await told()).toEqual(['credit_due']);
    t.advance(3 * DAY); // the day after the due date
    await Promise.all([run(), run()]);
    await run();
    expect((await told()).sort()).toEqual(['credit_due', 'credit_overdue']);
    const overdue = (await t.db.select().from(notifications).where(eq(notifications.userId, c.id))).find(
      (n) => n.type === 'credit_overdue',
    )!;
    expect(overdue.message).toContain(a.data.order_number);
  });
});
