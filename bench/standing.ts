// The standing-order run of `npm run bench` (decision 0096): 1,000 daily standing orders on the
// large database all due at the same moment, run in scheduled passes as the server runs them.
// Prints one JSON line: passes, total and slowest pass time, and runs placed. Run by bench/run.mjs.

import { readConfig } from '@app/api/config';
import { createDatabase, newId, standingOrderLines, standingOrderRuns, standingOrders } from '@app/db';
import { createClient } from '@libsql/client';
import { eq, sql } from 'drizzle-orm';
import { runStandingOrders } from '../packages/api/src/standing/index.ts';

const SCHEDULES = 1000;
const IST = 330 * 60_000;
const dbPath = process.argv[2]!;
const db = createDatabase(createClient({ url: `file:${dbPath}` }));
await db.run(sql`pragma journal_mode = wal`);
await db.run(sql`pragma busy_timeout = 5000`);

// Customers of cities without slots: their runs place at 6 am India time on the date itself.
const buyers = await db.all<{ id: string }>(sql`select u.id from users u where u.user_type = 'customer'
  and u.id like 'usr_bcus%' and not exists (select 1 from delivery_slots d where d.city_id = u.city_id and d.is_active = 1)
  order by u.id limit ${SCHEDULES} offset 1000`);
const listings = await db.all<{
  id: string;
}>(sql`select p.id from products p join users s on s.id = p.supplier_id
  where p.approval_status = 'approved' and p.is_active = 1 and s.is_active = 1 and p.city_id is null
  and p.stock_quantity > 1000 and p.sold_by = 'pack' and p.step = 1 and p.min_quantity = 1
  and not exists (select 1 from supplier_terms t where t.supplier_id = p.supplier_id) limit 40`);
if (buyers.length < SCHEDULES || listings.length < 40) throw new Error('regenerate bench/.data/large.db');

const today = new Date(Date.now() + IST).toISOString().slice(0, 10);
const sixAm = Date.parse(`${today}T00:00:00Z`) - IST + 6 * 3_600_000;
const now = sixAm + 60_000;
const created = now - 2 * 86_400_000;
await db.transaction(async (tx) => {
  for (const [k, b] of buyers.entries()) {
    const id = newId('sto');
    await tx.insert(standingOrders).values({
      id,
      customerId: b.id,
      name: 'Bench morning order',
      weekdays: 127,
      startsOn: today,
      paymentMethod: 'COD',
      deliveryAddress: '1 Bench Road',
      phone: '9876543210',
      createdAt: created,
      updatedAt: created,
    });
    await tx.insert(standingOrderLines).values(
      [0, 1].map((j) => ({
        id: newId('sol'),
        standingOrderId: id,
        productId: listings[(k * 2 + j) % listings.length]!.id,
        quantity: 2,
        position: j,
      })),
    );
  }
});

const limits = readConfig({}).orderLimits;
const passes: number[] = [];
for (;;) {
  const t = performance.now();
  const placed = await runStandingOrders(db, now, limits);
  passes.push(performance.now() - t);
  if (placed === 0 || passes.length > 50) break;
}
const [done] = await db.all<{ placed: number; failed: number }>(sql`select
  sum(case when status = 'placed' then 1 else 0 end) as placed, sum(case when status = 'failed' then 1 else 0 end) as failed
  from ${standingOrderRuns}`);
const counted = await db.$count(standingOrderRuns, eq(standingOrderRuns.runDate, today));
console.log(
  JSON.stringify({
    schedules: SCHEDULES,
    runs: counted,
    placed: done?.placed ?? 0,
    failed: done?.failed ?? 0,
    passes: passes.length,
    totalMs: passes.reduce((a, b) => a + b, 0),
    slowestPassMs: Math.max(...passes),
  }),
);
