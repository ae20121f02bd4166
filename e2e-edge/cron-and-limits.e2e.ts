// What Workers share only through the database, in workerd: the `scheduled` handler (the Cron
// Trigger's entry) sends a queued webhook to a receiver on this machine exactly once, even when
// two runs overlap; rate limits hold across two Worker processes hit at the same time.

import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort, startWorkerDev, type WorkerDev } from '../scripts/edge/stack.ts';
import { holdFirstAnswer } from '../tests/support/held-answer.ts';
import { EDGE_ADMIN } from './global-setup.ts';

/*
 * A production Worker (the suite's, NODE_ENV=production from wrangler.toml) refuses http and
 * private addresses at send time, so a local receiver can only be reached by a demo-mode Worker.
 * This file starts a second `wrangler dev` of the same Worker entry in demo mode
 * (NODE_ENV=development) on the suite's database, from e2e-edge/cron/wrangler.toml: without
 * static assets, which wrangler 4.86 cannot combine with a local scheduled event. No run ever
 * reaches the suite's own Worker (wrangler dev never fires crons by itself). The production
 * refusal is proven by tests/api/webhook-delivery.test.ts.
 */
const { url: dbUrl, token: dbToken } = inject('edgeDb');
const db = createClient({ url: dbUrl, authToken: dbToken });
const stateDir = mkdtempSync(join(tmpdir(), 'mkt-edge-cron-'));
let worker: WorkerDev;
let workerLog = '';
let receiver: ReturnType<typeof createServer>;
let hookUrl = '';
const received: string[] = [];
let onRequest: (id: string, res: ServerResponse) => void = (_id, res) => res.end();

beforeAll(async () => {
  receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const id = String(req.headers['x-webhook-id']);
      received.push(id);
      onRequest(id, res);
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  worker = await startWorkerDev({
    port: await freePort(),
    persistTo: join(stateDir, 'wrangler'),
    vars: { TURSO_DATABASE_URL: dbUrl, TURSO_AUTH_TOKEN: dbToken, NODE_ENV: 'development' },
    config: new URL('./cron/wrangler.toml', import.meta.url).pathname,
    log: (line) => {
      workerLog += line;
    },
  });
});
afterAll(async () => {
  await worker?.stop();
  receiver.closeAllConnections();
  await new Promise((r) => receiver.close(r));
  db.close();
  rmSync(stateDir, { recursive: true, force: true });
});

/** One scheduled invocation, as the Cron Trigger makes it; answers when the run has ended. */
async function cronRun() {
  const res = await fetch(`${worker.baseUrl}/cdn-cgi/handler/scheduled?cron=*+*+*+*+*`);
  return { status: res.status, body: await res.text() };
}

async function api(path: string, body: unknown, token?: string) {
  const res = await fetch(`${worker.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

describe('the Worker’s scheduled handler', () => {
  it('sends a queued webhook once, even when two runs overlap', async () => {
    const login = await api('/api/auth/login', EDGE_ADMIN);
    expect(login.status).toBe(200);
    const created = await api(
      '/trpc/webhooks.createEndpoint',
      { url: hookUrl, events: ['product.approved'] },
      login.body.access_token,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const endpointId = created.body.result.data.id;
    const deliveryId = `whd_edge_${Date.now()}`;
    await db.execute({
      sql: `insert into webhook_deliveries (id, endpoint_id, event, payload, next_attempt_at, created_at)
            values (?, ?, 'product.approved', '{"type":"product.approved"}', ?, ?)`,
      args: [deliveryId, endpointId, Date.now(), Date.now()],
    });

    // The receiver holds the first send until a second run has ended: the two runs overlap.
    const hold = holdFirstAnswer();
    onRequest = (_id, res) => hold.respond(res);
    const first = cronRun();
    const endedFirst = first.then((r) => {
      throw new Error(`The run ended without sending (${JSON.stringify(r)}):\n${workerLog}`);
    });
    await Promise.race([hold.firstArrived, endedFirst]);
    endedFirst.catch(() => {}); // once the send arrived, the run ending is expected
    expect(await cronRun()).toEqual({ status: 200, body: 'ok' });
    hold.release();
    expect(await first).toEqual({ status: 200, body: 'ok' });
    expect(await cronRun()).toEqual({ status: 200, body: 'ok' });

    expect(received.filter((id) => id === deliveryId)).toHaveLength(1);
    const row = await db.execute({
      sql: 'select status, attempts, lease_id from webhook_deliveries where id = ?',
      args: [deliveryId],
    });
    expect(row.rows[0]).toMatchObject({ status: 'delivered', attempts: 1, lease_id: null });
    await db.execute({ sql: 'delete from webhook_endpoints where id = ?', args: [endpointId] });
  });
});

describe('rate limits across Worker processes', () => {
  it('30 logins per address per 15 minutes in total, however the attempts are spread', async () => {
    // Two workerd processes (the suite's Worker and this file's) share nothing but the database.
    const workers = [inject('edgeUrl'), worker.baseUrl];
    await db.execute('delete from rate_limits');
    const attempt = (i: number) =>
      fetch(`${workers[i % 2]}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `nobody.${i}@edge.test`, password: 'Wrong@123' }),
        signal: AbortSignal.timeout(20_000),
      }).then(async (res) => `${res.status} ${(await res.json()).code ?? ''}`.trim());
    // Waves of six at once, three on each process: concurrent across processes, without a
    // 45-request burst on one local sqld (which once stalled a clean-clone CI run for 90 s).
    const answers: string[] = [];
    for (let wave = 0; wave < 45; wave += 6)
      answers.push(
        ...(await Promise.all(Array.from({ length: Math.min(6, 45 - wave) }, (_, k) => attempt(wave + k)))),
      );
    const tally: Record<string, number> = {};
    for (const a of answers) tally[a] = (tally[a] ?? 0) + 1;
    // A write may still be told the database is busy (503, retry), counted or not: never more than
    // 30 reach the password check, and only a busy answer stands between the 401s and the limit.
    const allowed = tally['401 unauthenticated'] ?? 0;
    const busy = tally['503 busy'] ?? 0;
    const known = ['401 unauthenticated', '429 rate_limited', '503 busy'];
    expect(
      Object.keys(tally).filter((k) => !known.includes(k)),
      JSON.stringify(tally),
    ).toEqual([]);
    expect(allowed, JSON.stringify(tally)).toBeLessThanOrEqual(30);
    expect(allowed + busy, JSON.stringify(tally)).toBeGreaterThanOrEqual(30);
    // The other tests log in from this address too.
    await db.execute('delete from rate_limits');
  }, 90_000);
});
