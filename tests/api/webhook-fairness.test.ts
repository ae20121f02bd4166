import { users, webhookEndpoints } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatchDueWebhooks } from '../../packages/api/src/webhooks/dispatch.ts';
import { pauseWebhooksOf } from '../../packages/api/src/webhooks/webhooks.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { CHECKOUT, customerWithCart, gstinOf, makeProduct } from '../support/catalog.ts';
import { holdFirstAnswer } from '../support/held-answer.ts';
import { type Receiver, startReceiver } from '../support/receivers.ts';

// Issue 34, item 3: one account's webhooks cannot hold up another's.
let t: TestApp;
let receivers: Receiver[];
beforeEach(async () => {
  t = await createTestApp();
  receivers = [];
});
afterEach(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  t.close();
});

async function receiver() {
  const r = await startReceiver();
  receivers.push(r);
  return r;
}

/** A fresh supplier with one endpoint at `r` and `tests` test deliveries queued through the API. */
async function account(r: Receiver, tests: number) {
  const { token, id: userId } = await t.userWithToken('supplier', {
    gstin: gstinOf('23'),
    state: 'Madhya Pradesh',
  });
  const created = await t.call('POST', '/api/webhooks', {
    token,
    body: { url: r.url, events: ['order_part.created'] },
  });
  expect(created.status, JSON.stringify(created.data)).toBe(201);
  const id = created.data.id as string;
  for (let i = 0; i < tests; i++)
    expect((await t.call('POST', `/api/webhooks/${id}/test`, { token })).status).toBe(202);
  return { token, userId, id };
}

const dispatch = (now: number, db = t.db) =>
  dispatchDueWebhooks(db, now, { production: false, transport: t.services.webhookTransport, timeoutMs: 300 });
const endpointRow = async (id: string) =>
  (await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0]!;
const deliveries = async (token: string) =>
  (await t.call('GET', '/api/webhooks/deliveries', { token })).data as {
    status: string;
    last_error: string;
  }[];

describe('webhook fairness', () => {
  it("sends another account's delivery while one account's endpoint hangs", { timeout: 20_000 }, async () => {
    const silent = await receiver();
    silent.answer = 'silent';
    const answering = await receiver();
    await account(silent, 10); // queued first: the oldest deliveries are A's
    const b = await account(answering, 1);

    const bArrived = answering.next().then(() => 'B');
    const aArrived = silent.next();
    const run = dispatch(t.services.clock.now());
    await aArrived;
    // B is sent while A's first send still hangs, before A's endpoint is tried a second time.
    const first = await Promise.race([bArrived, silent.next().then(() => 'A again')]);
    expect(first).toBe('B');
    expect(silent.open).toBe(1);
    await run;
    expect(silent.hits).toBe(1); // A's endpoint rests after its timeout instead of taking ten
    expect((await deliveries(b.token)).map((d) => d.status)).toEqual(['delivered']);
  });

  it('never sends two requests to one endpoint at once, even from two overlapping runs', async () => {
    const r = await receiver();
    const hold = holdFirstAnswer();
    r.answer = (_req, res) => hold.respond(res);
    const a = await account(r, 5);
    const other = await createTestApp({}, {}, undefined, { dbPath: t.dbPath });
    const now = t.services.clock.now();
    const run = dispatch(now);
    await hold.firstArrived;
    const second = await dispatch(now, other.db);
    hold.release();
    const first = await run;
    other.close();
    expect(r.maxOpen).toBe(1);
    expect([first, second]).toEqual([5, 0]); // the endpoint was busy: the second run had nothing to claim
    expect(r.hits).toBe(5);
    expect((await deliveries(a.token)).every((d) => d.status === 'delivered')).toBe(true);
  });

  it('backs off an endpoint that never answers, pauses it with a notice, and sends again once resumed', async () => {
    const r = await receiver();
    r.answer = 'silent';
    const a = await account(r, 3);
    let now = t.services.clock.now();
    expect(await dispatch(now)).toBe(1);
    expect(r.hits).toBe(1);
    const rested = await endpointRow(a.id);
    expect(rested).toMatchObject({ failureStreak: 1, backoffUntil: now + 60_000, pausedAt: null });
    // Resting: nothing is tried before the backoff ends, however many deliveries are due.
    expect(await dispatch(now + 30_000)).toBe(0);
    for (const streak of [2, 3, 4, 5]) {
      now = (await endpointRow(a.id)).backoffUntil!;
      expect(await dispatch(now)).toBe(1);
      expect(r.hits).toBe(streak);
    }
    expect(await endpointRow(a.id)).toMatchObject({
      failureStreak: 5,
      pausedAt: now,
      pausedReason: 'unreachable',
    });
    const listed = await t.call('GET', '/api/webhooks', { token: a.token });
    expect(listed.data[0]).toMatchObject({
      paused_at: new Date(now).toISOString(),
      paused_reason: 'unreachable',
    });
    const notices = await t.call('GET', '/api/notifications', { token: a.token });
    expect(JSON.stringify(notices.data)).toContain(`Webhook paused: ${r.url}`);

    // Paused: nothing is sent, a day later either.
    expect(await dispatch(now + 86_400_000)).toBe(0);
    expect(r.hits).toBe(5);

    r.answer = (_req, res) => res.end();
    const resumed = await t.call('POST', `/api/webhooks/${a.id}/resume`, { token: a.token });
    expect(resumed.status, JSON.stringify(resumed.data)).toBe(200);
    expect(resumed.data).toMatchObject({ paused_at: null, paused_reason: null });
    expect(await endpointRow(a.id)).toMatchObject({ failureStreak: 0, backoffUntil: null, pausedAt: null });
    const later = now + 86_400_000;
    expect(await dispatch(later)).toBe(3);
    expect((await deliveries(a.token)).map((d) => d.status)).toEqual(['delivered', 'delivered', 'delivered']);
  });

  it('queues no event for a paused endpoint', async () => {
    const paused = await account(await receiver(), 0);
    const listening = await account(await receiver(), 0);
    const [owner] = await t.db.select().from(users).where(eq(users.id, paused.userId));
    await pauseWebhooksOf(t.db, owner!, 'credentials_changed', t.services.clock.now());
    const customer = await customerWithCart(t, [
      [await makeProduct(t, { supplierId: paused.userId }), 1],
      [await makeProduct(t, { supplierId: listening.userId }), 1],
    ]);
    const placed = await t.call('POST', '/api/orders', { token: customer.token, body: CHECKOUT });
    expect(placed.status, JSON.stringify(placed.data)).toBe(201);
    expect(await deliveries(paused.token)).toEqual([]);
    expect((await deliveries(listening.token)).map((d) => d.status)).toEqual(['pending']);
  });

  it("another account cannot resume someone's endpoint", async () => {
    const a = await account(await receiver(), 0);
    const stranger = await t.userWithToken('supplier');
    const res = await t.call('POST', `/api/webhooks/${a.id}/resume`, { token: stranger.token });
    expect(res.status).toBe(404);
  });

  it('limits test deliveries per account: the eleventh in ten minutes is a 429', async () => {
    const a = await account(await receiver(), 10);
    const limited = await t.call('POST', `/api/webhooks/${a.id}/test`, { token: a.token });
    expect(limited.status).toBe(429);
    expect(limited.data).toMatchObject({ code: 'rate_limited' });
    expect(limited.data.detail).toMatch(
      /^You can send 10 test deliveries every 10 minutes; try again in \d+ seconds\.$/,
    );
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account is not held by it.
    await account(await receiver(), 1);
  });
});
