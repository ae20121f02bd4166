import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { webhookDeliveries, webhookEndpoints } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatchDueWebhooks, LEASE_MS } from '../../packages/api/src/webhooks/dispatch.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { holdFirstAnswer } from '../support/held-answer.ts';

/** The demo's rules: the local receiver is an acceptable target. */
const demo = { production: false };

let t: TestApp;
let received: { path: string; id: string }[];
/** How the receiver answers a request (default 200). */
let answer: (req: IncomingMessage, res: ServerResponse) => void;
let server: ReturnType<typeof createServer>;
let base = '';

beforeEach(async () => {
  t = await createTestApp();
  received = [];
  answer = (_req, res) => res.end();
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received.push({ path: req.url ?? '', id: String(req.headers['x-webhook-id']) });
      answer(req, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  t.close();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

/** An endpoint for `path` on the local receiver, with one queued delivery; answers the delivery. */
async function queued(path = '/hooks') {
  const admin = await t.userWithToken('admin');
  const created = await t.call('POST', '/trpc/webhooks.createEndpoint', {
    token: admin.token,
    body: { url: `${base}${path}`, events: ['product.approved'] },
  });
  expect(created.status).toBe(200);
  const id = `whd_test_${received.length}_${Math.random().toString(36).slice(2)}`;
  await t.db.insert(webhookDeliveries).values({
    id,
    endpointId: created.data.result.data.id,
    event: 'product.approved',
    payload: JSON.stringify({ id: 'evt_1', type: 'product.approved', data: {} }),
    nextAttemptAt: t.services.clock.now(),
    createdAt: t.services.clock.now(),
  });
  return id;
}
const delivery = async (id: string) =>
  (await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)))[0]!;

describe('webhook delivery', () => {
  it('two overlapping runs on two connections send a delivery exactly once', async () => {
    const id = await queued();
    // The first request is held until the second run has finished: the runs surely overlap.
    const hold = holdFirstAnswer();
    answer = (_req, res) => hold.respond(res);
    // A second app on the same database file, as a second process (or Worker invocation) would be.
    const other = await createTestApp({}, {}, undefined, { dbPath: t.dbPath });
    const now = t.services.clock.now();
    const first = dispatchDueWebhooks(t.db, now, demo);
    await hold.firstArrived;
    expect(await dispatchDueWebhooks(other.db, now, demo)).toBe(0);
    hold.release();
    expect(await first).toBe(1);
    expect(received.map((r) => r.id)).toEqual([id]);
    expect(await delivery(id)).toMatchObject({ status: 'delivered', attempts: 1, leaseId: null });
    expect(await dispatchDueWebhooks(other.db, now + LEASE_MS, demo)).toBe(0);
    expect(received).toHaveLength(1);
    other.close();
  });

  it('a claim left by a run that died is taken over once its lease has ended', async () => {
    const id = await queued();
    const now = t.services.clock.now();
    // What a run that claimed the delivery and then crashed leaves behind.
    await t.db
      .update(webhookDeliveries)
      .set({ leaseId: 'run_crashed', leaseUntil: now + LEASE_MS })
      .where(eq(webhookDeliveries.id, id));
    expect(await dispatchDueWebhooks(t.db, now + LEASE_MS - 1, demo)).toBe(0);
    expect(received).toHaveLength(0);
    expect(await dispatchDueWebhooks(t.db, now + LEASE_MS, demo)).toBe(1);
    expect(received.map((r) => r.id)).toEqual([id]);
    expect(await delivery(id)).toMatchObject({ status: 'delivered', attempts: 1, leaseId: null });
  });

  it('does not follow a redirect: a 3xx is a failed attempt, retried later', async () => {
    const id = await queued('/moved');
    answer = (req, res) => {
      res.writeHead(req.url === '/moved' ? 302 : 200, { location: '/elsewhere' });
      res.end();
    };
    expect(await dispatchDueWebhooks(t.db, t.services.clock.now(), demo)).toBe(1);
    expect(received.map((r) => r.path)).toEqual(['/moved']);
    expect(await delivery(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastStatusCode: 302,
      lastError: 'Redirect not followed (HTTP 302)',
    });
  });

  it('gives up on a receiver that does not answer within 5 s', async () => {
    const id = await queued('/silent');
    answer = () => {}; // never answers
    expect(await dispatchDueWebhooks(t.db, t.services.clock.now(), demo)).toBe(1);
    expect(await delivery(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastStatusCode: null,
      lastError: 'Unreachable: no HTTP answer',
    });
  });

  it('in production sends nothing to this machine or a private network, even to an older endpoint', async () => {
    // Created while the product ran as a demo; the rules are checked again at send time.
    const id = await queued();
    expect(await dispatchDueWebhooks(t.db, t.services.clock.now(), { production: true })).toBe(1);
    expect(received).toHaveLength(0);
    const row = await delivery(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, nextAttemptAt: null });
    expect(row.lastError).toMatch(/^Not sent: Webhook URLs must use https/);

    // https is not enough: the address must be public.
    const [endpoint] = await t.db.select().from(webhookEndpoints);
    await t.db
      .update(webhookEndpoints)
      .set({ url: `https://[::ffff:7f00:1]:${new URL(base).port}/hooks` })
      .where(eq(webhookEndpoints.id, endpoint!.id));
    await t.db
      .update(webhookDeliveries)
      .set({ status: 'pending', nextAttemptAt: t.services.clock.now() })
      .where(eq(webhookDeliveries.id, id));
    expect(await dispatchDueWebhooks(t.db, t.services.clock.now(), { production: true })).toBe(1);
    expect(received).toHaveLength(0);
    expect((await delivery(id)).lastError).toMatch(/^Not sent: .*public address/);
  });
});
