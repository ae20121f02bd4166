import { type Database, orderParts } from '@app/db';
import { and, eq, gte } from 'drizzle-orm';
import { DAY, istDayOf, istRange, shiftDay, weekdayOf } from '../shared/query.ts';
import { expectedBy } from './supplier.ts';

/** The supplier's rates are over the parts of this many days back (and reliability's, decision 0090). */
export const WINDOW_DAYS = 30;

/** Monday 00:00 of this week in India, as epoch ms. */
export function weekStart(now: number) {
  const today = istDayOf(now);
  return istRange({ from: shiftDay(today, -((weekdayOf(today) + 6) % 7)) }).start!;
}

/** A handed-over part left its supplier on time: by the latest day the standard estimate promised. */
export const handedOverOnTime = (createdAt: number, handedOverAt: number) =>
  istDayOf(handedOverAt) <= expectedBy(createdAt);

const share = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : null);

/**
 * The supplier dashboard's Performance tile: orders this week, and over the last 30 days the
 * share of decided parts it accepted and of handed-over parts that left by the promised day.
 */
export async function supplierPerformance(db: Database, supplierId: string, now: number) {
  const since = Math.min(weekStart(now), now - WINDOW_DAYS * DAY);
  const parts = await db
    .select({
      status: orderParts.status,
      createdAt: orderParts.createdAt,
      handedOverAt: orderParts.handedOverAt,
    })
    .from(orderParts)
    .where(and(eq(orderParts.supplierId, supplierId), gte(orderParts.createdAt, since)));
  const recent = parts.filter((p) => p.createdAt >= now - WINDOW_DAYS * DAY);
  const decided = recent.filter((p) => p.status !== 'new');
  const handed = recent.filter((p) => p.handedOverAt !== null);
  const onTime = handed.filter((p) => handedOverOnTime(p.createdAt, p.handedOverAt!));
  return {
    orders_this_week: parts.filter((p) => p.createdAt >= weekStart(now)).length,
    acceptance_rate: share(decided.filter((p) => p.status !== 'rejected').length, decided.length),
    on_time_rate: share(onTime.length, handed.length),
    window_days: WINDOW_DAYS,
  };
}
