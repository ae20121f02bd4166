import { type Database, type ReliabilityWeek, reliabilityRefresh, supplierReliability } from '@app/db';
import { inArray, lte } from 'drizzle-orm';
import { WINDOW_DAYS, weekStart } from '../orders/index.ts';
import { DAY, istDayOf } from '../shared/query.ts';
import { partFacts } from './facts.ts';
import { figuresOf, type PartFacts } from './figures.ts';

/** How often the figures are worked out again: the catalogue's may be this old. */
export const REFRESH_MS = 10 * 60_000;
const TREND_WEEKS = 4;
/** Ids per delete statement, well under SQLite's bound parameters. */
const CHUNK = 500;

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
 * Background work: every REFRESH_MS, one run (the one whose claim on the due time lands) works
 * out every supplier's figures again and writes those that changed; a supplier with no part of
 * known outcome left in reach loses its row (new). Changed public figures move the catalogue
 * version (migration 0036's triggers). Answers how many suppliers' public figures changed.
 */
export async function refreshReliability(db: Database, now: number): Promise<number> {
  const [claimed] = await db
    .insert(reliabilityRefresh)
    .values({ id: 1, dueAt: now + REFRESH_MS })
    .onConflictDoUpdate({
      target: reliabilityRefresh.id,
      set: { dueAt: now + REFRESH_MS },
      setWhere: lte(reliabilityRefresh.dueAt, now),
    })
    .returning({ id: reliabilityRefresh.id });
  if (!claimed) return 0;
  const [facts, kept] = await Promise.all([
    partFacts(db, { since: now - WINDOW_DAYS * DAY }),
    db.select().from(supplierReliability),
  ]);
  const bySupplier = new Map<string, PartFacts[]>();
  for (const p of facts) {
    const own = bySupplier.get(p.supplierId);
    if (own) own.push(p);
    else bySupplier.set(p.supplierId, [p]);
  }
  const before = new Map(kept.map((r) => [r.supplierId, r]));
  const changed = [...bySupplier]
    .map(([supplierId, parts]) => rowOf(supplierId, reliabilityOf(parts, now)))
    .filter((r) => {
      const old = before.get(r.supplierId);
      return !old || publicOf(old) !== publicOf(r) || JSON.stringify(old.trend) !== JSON.stringify(r.trend);
    });
  const gone = kept.filter((r) => !bySupplier.has(r.supplierId)).map((r) => r.supplierId);
  if (changed.length + gone.length === 0) return 0;
  await db.write(async (tx) => {
    for (const { supplierId, ...figures } of changed)
      await tx
        .insert(supplierReliability)
        .values({ supplierId, ...figures })
        .onConflictDoUpdate({ target: supplierReliability.supplierId, set: figures });
    for (let i = 0; i < gone.length; i += CHUNK)
      await tx
        .delete(supplierReliability)
        .where(inArray(supplierReliability.supplierId, gone.slice(i, i + CHUNK)));
  });
  const moved = changed.filter((r) => {
    const old = before.get(r.supplierId);
    return !old || publicOf(old) !== publicOf(r);
  });
  return moved.length + gone.length;
}

/** When the last refresh began, or null before the first. */
export async function lastRefresh(db: Database) {
  const [row] = await db.select({ dueAt: reliabilityRefresh.dueAt }).from(reliabilityRefresh);
  return row ? row.dueAt - REFRESH_MS : null;
}
