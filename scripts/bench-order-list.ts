/**
 * The customer's order list (GET /api/orders, decision 0124) on the bench database, in one process.
 * `npx tsx scripts/bench-order-list.ts <db> cpu [rounds]`: CPU per request over the app (REST and
 * tRPC, as Hono answers them, no sockets) and per `listOwnOrders` call, for the bench's 100 customers.
 * `npx tsx scripts/bench-order-list.ts <db> dump <file>`: every answer compared before/after (each
 * bench customer's first page, pages of 5 followed by cursor, tRPC, and a group business's members
 * with outlet filters when the database has its orders).
 * With `node --cpu-prof --import tsx scripts/bench-order-list.ts <db> cpu` it writes a profile.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, readConfig } from '@app/api';
import { sql } from 'drizzle-orm';
import { createNodeServices } from '../apps/server/src/services.ts';
import { listOwnOrders } from '../packages/api/src/orders/own-list.ts';

const [dbPath, mode = 'cpu', arg] = process.argv.slice(2);
if (!dbPath) throw new Error('usage: scripts/bench-order-list.ts <db> cpu [rounds] | dump <file>');

const config = readConfig({
  NODE_ENV: 'production',
  MAILER_URL: 'http://127.0.0.1:9/',
  MAILER_API_KEY: 'bench',
  PUBLIC_URL: 'https://bench.example.in',
  SELLER_GSTIN: '23AAACS1234D1Z4',
  SEED_DEMO: 'false',
});
const services = await createNodeServices({
  databaseUrl: `file:${dbPath}`,
  dataDir: mkdtempSync(join(tmpdir(), 'order-list-')),
  config,
});
const { db } = services;
const app = createApp(services, { clientIp: () => '127.0.0.1' });

// Sessions inserted directly, as bench/run.mjs does.
async function sessionFor(userId: string) {
  const t = randomBytes(20)
    .toString('hex')
    .slice(0, 32)
    .replace(/[^a-z2-7]/g, 'a');
  const id = createHash('sha256').update(t).digest('hex');
  await db.run(
    sql`insert into sessions (id, user_id, expires_at, created_at) values (${id}, ${userId}, ${Date.now() + 86_400_000}, ${Date.now()})`,
  );
  return t;
}

const ids = Array.from({ length: 100 }, (_, i) => `usr_bcus${i}`);
const tokens = await Promise.all(ids.map(sessionFor));
const get = async (path: string, token: string) => {
  const res = await app.request(path, { headers: { authorization: `Bearer ${token}` } });
  return `${res.status} ${res.headers.get('etag') ?? ''} ${await res.text()}`;
};
const trpc = (input: object, token: string) =>
  get(`/trpc/orders.list?input=${encodeURIComponent(JSON.stringify(input))}`, token);

if (mode === 'dump') {
  const out: Record<string, string> = {};
  for (const [k, token] of tokens.entries()) {
    out[`rest ${k}`] = await get('/api/orders', token);
    out[`trpc ${k}`] = await trpc({ limit: 50 }, token);
    let cursor: string | null = null;
    for (let n = 0; n < 4; n++) {
      const page = await get(`/api/orders?limit=5${cursor ? `&cursor=${cursor}` : ''}`, token);
      out[`rest ${k} page ${n}`] = page;
      cursor = JSON.parse(page.slice(page.indexOf('{'))).next_cursor;
      if (!cursor) break;
    }
  }
  // A business of two outlets: its owner, a manager of both and a member of one, with and without filters.
  const members = (await db.all(
    sql`select m.user_id as user, m.role from business_members m join businesses b on b.id = m.business_id
        where (select count(*) from outlets o where o.business_id = b.id) > 1
        and exists (select 1 from orders o where o.customer_id = b.customer_id) order by m.role`,
  )) as { user: string; role: string }[];
  const outlets = (await db.all(
    sql`select o.id from outlets o join business_members m on m.business_id = o.business_id
        where m.user_id = ${members[0]?.user ?? ''} order by o.id`,
  )) as { id: string }[];
  for (const m of members) {
    const token = await sessionFor(m.user);
    out[`group ${m.role}`] = await get('/api/orders?limit=100', token);
    out[`group ${m.role} trpc`] = await trpc({ limit: 100 }, token);
    for (const o of outlets) {
      out[`group ${m.role} ${o.id}`] = await get(`/api/orders?limit=100&outlet_id=${o.id}`, token);
      out[`group ${m.role} ${o.id} trpc`] = await trpc({ limit: 7, outlet_id: o.id }, token);
    }
  }
  // The supplier orders page shows the same line figures (lineFigures): the suppliers of the
  // lines of customers 80-99 (weighed, short, volume-priced and substituted lines on a copy made for
  // this), each on the days of those orders, and the first pages of four suppliers.
  const parts = (await db.all(
    sql`select distinct p.supplier_id as supplier, date((o.created_at + 19800000) / 1000, 'unixepoch') as day
        from orders o join order_parts p on p.order_id = o.id
        where o.customer_id in (select 'usr_bcus' || value from generate_series(80, 99)) order by 1, 2 limit 60`,
  )) as { supplier: string; day: string }[];
  const supplierTokens = new Map<string, string>();
  for (const { supplier, day } of parts) {
    if (!supplierTokens.has(supplier)) supplierTokens.set(supplier, await sessionFor(supplier));
    const token = supplierTokens.get(supplier)!;
    out[`supplier ${supplier} ${day}`] = await get(
      `/api/supplier/orders?from=${day}&to=${day}&page_size=100`,
      token,
    );
  }
  for (const [supplier, token] of [...supplierTokens].slice(0, 4)) {
    out[`supplier ${supplier} page 1`] = await get('/api/supplier/orders', token);
    out[`supplier ${supplier} trpc page 2`] = await get(
      `/trpc/orders.supplier.list?input=${encodeURIComponent('{"page":2}')}`,
      token,
    );
  }
  writeFileSync(arg ?? 'order-list-answers.json', JSON.stringify(out, null, 1));
  console.log(`${Object.keys(out).length} answers, ${members.length} group members`);
} else {
  const cpu = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const measure = async (name: string, call: (k: number) => Promise<unknown>, n: number) => {
    const at = cpu();
    for (let k = 0; k < n; k++) await call(k % 100);
    return `${name} ${((cpu() - at) / n).toFixed(3)}`;
  };
  const rest = (k: number) => get('/api/orders', tokens[k]!);
  const viaTrpc = (k: number) => trpc({ limit: 50 }, tokens[k]!);
  const direct = (k: number) => listOwnOrders(db, ids[k]!, { limit: 50 });
  // ONLY=rest (or trpc, listOwnOrders, floor) measures one of them: a profile of that alone.
  const only = process.env.ONLY;
  const floor = (k: number) => get('/api/orders?limit=1', tokens[k]!);
  const kinds = { rest, trpc: viaTrpc, listOwnOrders: direct, floor };
  for (const [name, call] of Object.entries(kinds))
    if (!only || only === name) await measure(name, call, 300);
  for (let r = 0; r < Number(arg ?? 5); r++) {
    const figures = [];
    for (const [name, call] of Object.entries(kinds))
      if (!only || only === name) figures.push(await measure(name, call, 500));
    console.log(`round ${r}: cpu ms per call: ${figures.join(', ')}`);
  }
}
services.close();
