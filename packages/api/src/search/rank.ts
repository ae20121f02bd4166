import type { products } from '@app/db';
import { parseUnit, pricePerBase } from '../shared/unit-price.ts';
import type { MatchTier, SearchPlan } from './plan.ts';

/** What ranking reads of a listing that matched. */
export type Ranked = Pick<
  typeof products.$inferSelect,
  'id' | 'itemId' | 'name' | 'unit' | 'pricePaise' | 'stockQuantity'
> & { tier: MatchTier };

/** At most this many listings answer one search: a buyer refines the words rather than paging on. */
export const SEARCH_LIMIT = 100;

/** 0 when the pack is the size the query asked for (or none was asked), else 1. */
const sizeMiss = (r: Ranked, size: SearchPlan['size']) => {
  if (!size) return 0;
  const u = parseUnit(r.unit);
  return u && u.base === size.base && Math.abs(u.quantity - size.quantity) < 1e-9 ? 0 : 1;
};

/**
 * The order every search answers in (decision 0092), the same for every buyer: exact name before
 * synonym before category before corrected slip; then the pack size asked for; in stock; the best
 * value per kg, litre or piece; name. Within a tier each name shows once before any shows twice
 * (its best offer first), so "rice" shows the kinds of rice before more brands of one.
 * `forBuyer` then lifts what the buyer orders within its tier and size.
 */
export function rankListings<R extends Ranked>(rows: readonly R[], size: SearchPlan['size']): R[] {
  const facts = new Map(
    rows.map((r) => [
      r,
      {
        size: sizeMiss(r, size),
        out: r.stockQuantity > 0 ? 0 : 1,
        value: pricePerBase(r.pricePaise, r.unit)?.paise ?? Number.MAX_SAFE_INTEGER,
      },
    ]),
  );
  return [...rows]
    .sort((a, b) => {
      const x = facts.get(a)!;
      const y = facts.get(b)!;
      return (
        a.tier - b.tier ||
        x.size - y.size ||
        x.out - y.out ||
        x.value - y.value ||
        (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
        (a.id < b.id ? -1 : 1)
      );
    })
    .reduce(
      (out, r) => {
        // The n-th listing of a name within its tier and size goes in the n-th round.
        const seen = `${r.tier}|${facts.get(r)!.size}|${r.name}`;
        const round = out.rounds.get(seen) ?? 0;
        out.rounds.set(seen, round + 1);
        out.rows.push({ r, round });
        return out;
      },
      { rows: [] as { r: R; round: number }[], rounds: new Map<string, number>() },
    )
    .rows.sort(
      (a, b) => a.r.tier - b.r.tier || facts.get(a.r)!.size - facts.get(b.r)!.size || a.round - b.round,
    )
    .slice(0, SEARCH_LIMIT)
    .map((x) => x.r);
}

/** Whether the buyer orders this listing, or its catalogue item from anyone. */
const buys = (ordered: ReadonlySet<string>, r: Ranked) =>
  ordered.has(r.id) || (r.itemId !== null && ordered.has(r.itemId));

/**
 * The kept order with what this buyer orders first inside each tier and size (a stable sort), and
 * the ids it lifts (none: the kept order itself, which answers can be kept by).
 */
export function forBuyer<R extends Ranked>(
  ranked: readonly R[],
  size: SearchPlan['size'],
  ordered: ReadonlySet<string>,
) {
  const lift = ranked.flatMap((r) => (buys(ordered, r) ? [r.id] : []));
  if (lift.length === 0) return { rows: ranked, lift };
  const mine = (r: R) => (buys(ordered, r) ? 0 : 1);
  const rows = [...ranked].sort(
    (a, b) => a.tier - b.tier || sizeMiss(a, size) - sizeMiss(b, size) || mine(a) - mine(b),
  );
  return { rows, lift };
}
