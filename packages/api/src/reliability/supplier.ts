import type { Database } from '@app/db';
import { WINDOW_DAYS } from '../orders/index.ts';
import { toRupees } from '../shared/money.ts';
import { DAY, iso } from '../shared/query.ts';
import { partFacts } from './facts.ts';
import { figuresOf, MIN_PARTS, type PartFacts } from './figures.ts';

const lowered = (p: PartFacts) =>
  p.suppliedPaise < p.orderedPaise || p.onTime === false || p.refusedPaise > 0 || p.claimedPaise > 0;

/**
 * A supplier's own figures over its last 30 days, worked out now (the catalogue shows them as of
 * the last refresh), with the totals they divide and every order that lowered one.
 */
export async function ownReliability(db: Database, supplierId: string, now: number) {
  const parts = await partFacts(db, { since: now - WINDOW_DAYS * DAY, supplierId });
  const sum = (value: (p: PartFacts) => number) => parts.reduce((s, p) => s + value(p), 0);
  const handed = parts.filter((p) => p.onTime !== null);
  return {
    ...figuresOf(parts),
    window_days: WINDOW_DAYS,
    min_parts: MIN_PARTS,
    totals: {
      ordered: toRupees(sum((p) => p.orderedPaise)),
      supplied: toRupees(sum((p) => p.suppliedPaise)),
      handed_over: handed.length,
      on_time: handed.filter((p) => p.onTime).length,
      refused: toRupees(sum((p) => p.refusedPaise)),
      claimed: toRupees(sum((p) => p.claimedPaise)),
    },
    orders: parts
      .filter(lowered)
      .sort((a, b) => b.createdAt - a.createdAt || a.orderNumber.localeCompare(b.orderNumber))
      .map((p) => ({
        order_id: p.orderId,
        order_number: p.orderNumber,
        placed_at: iso(p.createdAt)!,
        outcome: p.outcome,
        ordered: toRupees(p.orderedPaise),
        supplied: toRupees(p.suppliedPaise),
        on_time: p.onTime,
        refused: toRupees(p.refusedPaise),
        claimed: toRupees(p.claimedPaise),
      })),
  };
}
