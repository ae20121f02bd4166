/**
 * CPU of an order's first PDF download through the app in one process, on a copy of the bench
 * database (decision 0122): drawn on demand, or kept by the background job beforehand, in
 * alternating rounds; and the job's CPU per document it draws.
 *   npx tsx scripts/bench-pdf-ahead.ts <copy of bench/.data/large.db> [rounds=5]
 * `first` instead of the rounds: one process's first download, with `warm` after prepareRenderer.
 *   npx tsx scripts/bench-pdf-ahead.ts <db> first [warm]
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, prepareRenderer, readConfig } from '@app/api';
import { documentDrawing } from '@app/db';
import { sql } from 'drizzle-orm';
import { createNodeServices } from '../apps/server/src/services.ts';
import { drawIssuedAhead } from '../packages/api/src/invoices/draw-ahead.ts';

const [dbFile, mode = '5', warm] = process.argv.slice(2);
if (!dbFile) throw new Error('usage: bench-pdf-ahead.ts <db file> [rounds | first [warm]]');
const s = await createNodeServices({
  databaseUrl: `file:${dbFile}`,
  dataDir: mkdtempSync(join(tmpdir(), 'pdf-ahead-')),
  config: readConfig({ SELLER_GSTIN: '23AAACS1234D1Z4', HEAVY_PER_ACCOUNT_PER_MINUTE: '100000' }),
});
const app = createApp(s, { clientIp: () => '127.0.0.1' });
const token = randomBytes(20)
  .toString('hex')
  .slice(0, 32)
  .replace(/[^a-z2-7]/g, 'a');
await s.db.run(
  sql`insert into sessions (id, user_id, expires_at, created_at)
      select ${createHash('sha256').update(token).digest('hex')}, id, ${Date.now() + 86_400_000}, ${Date.now()}
      from users where user_type = 'admin' and is_admin = 1 limit 1`,
);
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
async function download(orderId: string) {
  const at = cpuMs();
  const res = await app.request(`/api/orders/${orderId}/invoice`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.status !== 200) throw new Error(`${orderId}: ${res.status}`);
  await res.arrayBuffer();
  return cpuMs() - at;
}
/** Orders with issued documents, by their first document's issue order (the job's order). */
const orders = (
  await s.db.all<{ order_id: string }>(
    sql`select order_id from tax_documents group by order_id order by min(created_at), min(number)`,
  )
).map((r) => r.order_id);
const stats = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  return `median ${sorted[sorted.length >> 1]!.toFixed(1)} ms, mean ${mean.toFixed(1)} ms (${xs.length})`;
};

if (mode === 'first') {
  if (warm) await prepareRenderer(s.fonts);
  // The app's own first request (sign-in, routes, statements) apart from the PDF's.
  const at = cpuMs();
  await (
    await app.request(`/api/orders/${orders.at(-3)}/invoices`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).text();
  console.log(`the app's first request (the order's documents as JSON): ${(cpuMs() - at).toFixed(1)} ms`);
  // An order from the end: not the ones the rounds use.
  const first = await download(orders.at(-1)!);
  const second = await download(orders.at(-2)!);
  const label = `first download${warm ? ' after prepareRenderer' : ''}`;
  console.log(`${label}: ${first.toFixed(1)} ms; the next one ${second.toFixed(1)} ms`);
  process.exit(0);
}

await prepareRenderer(s.fonts);
await s.db.delete(documentDrawing);
const PER_ROUND = 10;
const drawnAhead: number[] = [];
const kept: number[] = [];
const jobPerDocument: number[] = [];
let next = 0;
for (let round = 0; round < Number(mode); round++) {
  // A: the next orders in issue order, drawn on their download.
  for (const id of orders.slice(next, next + PER_ROUND)) drawnAhead.push(await download(id));
  next += PER_ROUND;
  // B: the job draws the orders after them, from a cursor set just before; then their downloads.
  const ids = orders.slice(next, next + PER_ROUND);
  next += PER_ROUND;
  const [span] = await s.db.all<{ first: number; last: number }>(
    sql`select min(created_at) as first, max(created_at) as last from tax_documents
        where order_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  await s.db.delete(documentDrawing);
  await s.db
    .insert(documentDrawing)
    .values({ id: 1, afterIssuedAt: span!.first - 1, afterNumber: '', retry: [], leaseUntil: 0 });
  for (;;) {
    const at = cpuMs();
    const n = await drawIssuedAhead(s, Date.now());
    jobPerDocument.push((cpuMs() - at) / n);
    const [row] = await s.db.select().from(documentDrawing);
    if (row!.afterIssuedAt >= span!.last) break;
  }
  for (const id of ids) kept.push(await download(id));
  console.log(
    `round ${round + 1}: drawn ${stats(drawnAhead.slice(-PER_ROUND))}; kept ${stats(kept.slice(-PER_ROUND))}`,
  );
}
console.log(`first download, drawn on demand: ${stats(drawnAhead)}`);
console.log(`first download, kept by the job: ${stats(kept)}`);
console.log(`job, CPU per document (its own PDF and its order's): ${stats(jobPerDocument)}`);
process.exit(0);
