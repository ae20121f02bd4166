import {
  type Database,
  type ReliabilityWeek,
  reliabilityRefresh,
  supplierReliability,
  supplierReliabilityNext,
  users,
} from '@app/db';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { WINDOW_DAYS, weekStart } from '../orders/index.ts';
import { DAY, istDayOf } from '../shared/query.ts';
import { partFacts } from './facts.ts';
import { figuresOf, type PartFacts } from './figures.ts';

/** How often the figures are worked out again: the catalogue's may be this old. */
export const REFRESH_MS = 10 * 60_000;
const TREND_WEEKS = 4;

/** The current week (India, from Monday) and the ones before it, oldest first: all within the window. */
export function trendWeeks(now: number) {
  const monday = weekStart(now);
  return Array.from({ length: TREND_WEEKS }, (_, i) => {
    const start = monday - (TREND_WEEKS - 1 - i) * 7 * DAY;
    return { start, end: start + 7 * DAY, week: istDayOf(start) };
  });
}

/** A supplier's figures over the window and its weekly trend, from its parts of the window. */
export function reliabilityOf(parts: readonly PartFacts[], now: number) {
  const from = now - WINDOW_DAYS * DAY;
  return {
    ...figuresOf(parts.filter((p) => p.createdAt >= from)),
    trend: trendWeeks(now).map(
      (w): ReliabilityWeek => ({
        week: w.week,
        ...figuresOf(parts.filter((p) => p.createdAt >= w.start && p.createdAt < w.end)),
      }),
    ),
  };
}

type Row = typeof supplierReliability.$inferSelect;

const rowOf = (supplierId: string, r: ReturnType<typeof reliabilityOf>): Row => ({
  supplierId,
  status: r.status,
  parts: r.parts,
  fillRate: r.fill_rate,
  onTimeRate: r.on_time_rate,
  rejectionRate: r.rejection_rate,
  claimRate: r.claim_rate,
  trend: r.trend,
});

/** What the catalogue shows of a row. */
const publicOf = (r: Row) =>
  [r.status, r.parts, r.fillRate, r.onTimeRate, r.rejectionRate, r.claimRate].join('|');

/**
 * How long one run keeps claiming suppliers. A run yields to requests after each supplier, whose
 * figures cost ~12 ms of CPU on the large marketplace; the whole round at once blocked the event
 * loop for 2-4 s every 10 minutes (decision 0128).
 */
export const RUN_BUDGET_MS = 2_000;

/**
 * After each supplier a run waits this many times as long as the supplier took: it uses at most a
 * fifth of the thread it shares with requests. Yielding alone let the first round after a start
 * keep the thread ~95 % busy for its 2 s, and catalogue pages at 1,000 a second queued for seconds.
 */
const PAUSE_PER_WORK = 4;

/**
 * Background work: every REFRESH_MS a round works out every supplier's figures again, a supplier
 * at a time, and stages those that changed; a supplier with no part of known outcome left in
 * reach loses its row (new). Each supplier is claimed by one statement, so two servers (or a timer
 * and a late run) never work out the same one; a round goes on over as many runs as it needs.
 * Once no supplier is left to claim, the staged figures are made public in one transaction:
 * changed public figures move the catalogue version (migration 0036's triggers) once a round, not
 * once a run, so the catalogue's kept pages are made again once (decision 0136). Answers how many
 * suppliers' public figures changed when this run made them public.
 */
export async function refreshReliability(
  db: Database,
  now: number,
  budgetMs = RUN_BUDGET_MS,
): Promise<number> {
  const started = performance.now();
  const changes: Change[] = [];
  let roundLeft = true;
  for (;;) {
    const supplierStarted = performance.now();
    const supplierId = await claimNextSupplier(db, now);
    if (!supplierId) {
      roundLeft = false;
      break;
    }
    const change = await changeOf(db, supplierId, now);
    if (change) changes.push(change);
    const took = performance.now() - supplierStarted;
    if (performance.now() - started + took * PAUSE_PER_WORK >= budgetMs) break;
    await new Promise((resolve) => setTimeout(resolve, took * PAUSE_PER_WORK));
  }
  if (changes.length > 0)
    await db
      .insert(supplierReliabilityNext)
      .values(changes)
      .onConflictDoUpdate({ target: supplierReliabilityNext.supplierId, set: { row: sql`excluded.row` } });
  return roundLeft ? 0 : publish(db);
}

/** The staged figures made public, in one transaction; how many suppliers' public figures moved. */
async function publish(db: Database): Promise<number> {
  const [any] = await db
    .select({ id: supplierReliabilityNext.supplierId })
    .from(supplierReliabilityNext)
    .limit(1);
  if (!any) return 0;
  return db.write(async (tx) => {
    const staged = await tx.select().from(supplierReliabilityNext);
    const ids = staged.map((r) => r.supplierId);
    const published = await tx
      .select()
      .from(supplierReliability)
      .where(inArray(supplierReliability.supplierId, ids));
    const old = new Map(published.map((r) => [r.supplierId, r]));
    let moved = 0;
    for (const { supplierId, row } of staged) {
      const was = old.get(supplierId);
      const mine = eq(supplierReliability.supplierId, supplierId);
      if (!row) {
        if (was) moved++;
        await tx.delete(supplierReliability).where(mine);
        continue;
      }
      if (!was || publicOf(was) !== publicOf(row)) moved++;
      const { supplierId: _id, ...figures } = row;
      await tx
        .insert(supplierReliability)
        .values(row)
        .onConflictDoUpdate({ target: supplierReliability.supplierId, set: figures });
    }
    await tx.delete(supplierReliabilityNext);
    return moved;
  });
}

/**
 * The next supplier of the round, claimed: the cursor moves past it in the same statement. Past
 * the last supplier the round ends (the cursor goes back to null and the next round is due
 * REFRESH_MS later). Null when no round is due or this one just ended.
 */
async function claimNextSupplier(db: Database, now: number): Promise<string | null> {
  const next = sql`(select min(${users.id}) from ${users} where ${users.userType} = 'supplier'
    and ${users.id} > coalesce(${reliabilityRefresh.cursor}, ''))`;
  const [claimed] = await db
    .update(reliabilityRefresh)
    .set({
      cursor: next,
      dueAt: sql`case when ${next} is null then ${now + REFRESH_MS} else ${reliabilityRefresh.dueAt} end`,
    })
    .where(and(eq(reliabilityRefresh.id, 1), lte(reliabilityRefresh.dueAt, now)))
    .returning({ cursor: reliabilityRefresh.cursor });
  return claimed?.cursor ?? null;
}

/** A supplier's new row (null: no part of known outcome, no row), when it differs from its public one. */
type Change = { supplierId: string; row: Row | null };

async function changeOf(db: Database, supplierId: string, now: number): Promise<Change | null> {
  const [facts, [old]] = await Promise.all([
    partFacts(db, { since: now - WINDOW_DAYS * DAY, supplierId }),
    db.select().from(supplierReliability).where(eq(supplierReliability.supplierId, supplierId)),
  ]);
  if (facts.length === 0) return old ? { supplierId, row: null } : null;
  const row = rowOf(supplierId, reliabilityOf(facts, now));
  if (old && publicOf(old) === publicOf(row) && JSON.stringify(old.trend) === JSON.stringify(row.trend))
    return null;
  return { supplierId, row };
}

/** When the last round ended, or null before the first. */
export async function lastRefresh(db: Database) {
  const [row] = await db.select({ dueAt: reliabilityRefresh.dueAt }).from(reliabilityRefresh);
  return row && row.dueAt > 0 ? row.dueAt - REFRESH_MS : null;
}
