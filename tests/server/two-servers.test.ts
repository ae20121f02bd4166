import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, type Database, rateLimits, webhookDeliveries, webhookEndpoints } from '@app/db';
import { migrateDatabase } from '@app/db/migrate';
import { type Client, createClient } from '@libsql/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LatencyProxy, startLatencyProxy } from '../../scripts/edge/latency-proxy.ts';
import { type Sqld, startSqld } from '../../scripts/edge/sqld.ts';
import { freePort, startServer } from '../support/node-server.ts';
import { customerRegistration } from '../support/rest-fixtures.ts';

/**
 * Two real Node servers on one libSQL server (sqld behind a proxy, as Turso would be): what one
 * server counts, leases or changes, the other sees (decision 0100).
 */
type NodeServer = Awaited<ReturnType<typeof startServer>>;
let dir = '';
let sqld: Sqld;
let proxy: LatencyProxy;
let client: Client;
let db: Database;
let a: NodeServer;
let b: NodeServer;

const ADMIN = { email: 'owner@shop.example.in', password: 'Owner@12345' };

// Migrated first, as `npm run db:migrate` does before servers start; the two then start together
// and each makes the reference data and the super admin only if the other has not. No demo: the
// super admin and one customer are all the tests need.
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mkt-two-'));
  sqld = await startSqld({ dbPath: join(dir, 'sqld'), port: await freePort() });
  proxy = await startLatencyProxy({ target: sqld.url, port: await freePort() });
  client = createClient({ url: sqld.url, authToken: sqld.token });
  db = createDatabase(client);
  await migrateDatabase(db);
  const env = (name: string) => ({
    DATABASE_URL: proxy.url,
    TURSO_AUTH_TOKEN: sqld.token,
    DATA_DIR: join(dir, name),
    SEED_DEMO: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PASSWORD_ITERATIONS: '1000',
    LOGIN_LIMIT_PER_ADDRESS: '4',
    // Behind a load balancer: the visitor's address is the forwarded one.
    TRUST_PROXY: '1',
    BACKGROUND_WORK_SECONDS: '1',
  });
  [a, b] = await Promise.all([startServer(env('a')), startServer(env('b'))]);
}, 60_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  client?.close();
  await proxy?.stop();
  await sqld?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const call = (
  server: NodeServer,
  path: string,
  init: { method?: string; json?: unknown; token?: string } = {},
) =>
  fetch(`${server.base}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });

const until = async (done: () => Promise<boolean> | boolean) => {
  while (!(await done())) await new Promise((r) => setTimeout(r, 50));
};

describe('two Node servers, one database', () => {
  it('count login attempts together: the fifth is refused on either', async () => {
    const attempt = (server: NodeServer) =>
      fetch(`${server.base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
        body: JSON.stringify({ email: 'nobody@shop.example.in', password: 'wrong-password' }),
      }).then((r) => r.status);
    const codes = [];
    for (const server of [a, b, a, b, a, b]) codes.push(await attempt(server));
    expect(codes).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('show a price changed through one to a catalogue read on the other at once', async () => {
    const signedIn = await call(a, '/api/auth/login', { method: 'POST', json: ADMIN });
    expect(signedIn.status).toBe(200);
    const admin = (await signedIn.json()).access_token as string;
    const registered = await call(b, '/api/auth/register', {
      method: 'POST',
      json: customerRegistration('ravi@kitchen.example.in'),
    });
    expect(registered.status).toBe(201);
    const customer = (await registered.json()).access_token as string;
    const product = {
      name: 'Two Server Rice',
      category_id: 'cat_rice',
      city_id: '',
      description: 'Long grain',
      price: 120.5,
      unit: '5kg',
      stock_quantity: 40,
      image_url: '',
      brand: 'India Gate',
      is_active: true,
    };
    const created = await call(a, '/api/products', { method: 'POST', json: product, token: admin });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    const onB = async () => {
      const one = await (await call(b, `/api/products/${id}`, { token: customer })).json();
      const page = await (
        await call(b, '/api/products?category_id=cat_rice&limit=100', { token: customer })
      ).json();
      const listed = page.products.find((p: { id: string }) => p.id === id);
      return [one.price, listed?.price];
    };
    // Read twice: the second answer is B's kept one.
    expect(await onB()).toEqual([120.5, 120.5]);
    expect(await onB()).toEqual([120.5, 120.5]);
    const changed = await call(a, `/api/products/${id}`, {
      method: 'PUT',
      json: { ...product, price: 99 },
      token: admin,
    });
    expect(changed.status).toBe(200);
    expect(await onB()).toEqual([99, 99]);
  });

  it('send a due webhook once: the other server runs its work meanwhile and leaves it alone', async () => {
    let hits = 0;
    let hitAt = 0;
    let answer = () => {};
    const answered = new Promise<void>((r) => {
      answer = r;
    });
    // Holds the first send open, so the server that claimed it stays inside that pass.
    const receiver: Server = createServer((req, res) => {
      hits++;
      hitAt ||= Date.now();
      req.resume();
      void answered.then(() => res.writeHead(200).end('ok'));
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    try {
      const port = (receiver.address() as { port: number }).port;
      await db.insert(webhookEndpoints).values({
        id: 'whe_two',
        url: `http://127.0.0.1:${port}/hook`,
        secret: 'whsec_two_servers',
        events: ['order.created'],
      });
      await db.insert(webhookDeliveries).values({
        id: 'whd_two',
        endpointId: 'whe_two',
        event: 'order.created',
        payload: '{}',
        nextAttemptAt: Date.now(),
      });
      await until(() => hits > 0);
      // An ended window only a pass begun after the send can prune. The sending server is still
      // in its pass, so the prune proves the other one ran a whole pass while the send was open.
      await db.insert(rateLimits).values({ key: 'two-servers-probe', count: 1, resetAt: hitAt + 1 });
      await until(
        async () =>
          (await db.select().from(rateLimits).where(eq(rateLimits.key, 'two-servers-probe'))).length === 0,
      );
      answer();
      const delivery = async () =>
        (await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, 'whd_two')))[0]!;
      await until(async () => (await delivery()).attempts > 0);
      expect(hits).toBe(1);
      // Not `delivered` necessarily: a send held past its 5 s timeout is one failed attempt.
      expect((await delivery()).attempts).toBe(1);
    } finally {
      answer();
      receiver.close();
    }
  });
});
