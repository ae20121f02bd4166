// The order of an item's offers (decisions 0074, 0090, 0109): the API sorts by it, and the SPA's
// offer chooser re-sorts the offers it has by it, so both always agree.
import type { ReliabilityStatus } from '@app/db/enums';

export const OFFER_SORTS = ['price', 'best_value'] as const;
export type OfferSort = (typeof OFFER_SORTS)[number];

/** A supplier's public figures, as offers carry them. */
export interface Reliability {
  status: ReliabilityStatus;
  fill_rate: number | null;
  rejection_rate: number | null;
  claim_rate: number | null;
}

/**
 * Of the value ordered from a supplier, the share the customer keeps: what it fills, less what is
 * refused at the door or credited on a claim (both shares of what it supplied). A new supplier has
 * no figures, so its price counts as it is.
 */
export function keptShare(r: Reliability): number {
  if (r.fill_rate === null) return 1;
  return (r.fill_rate / 100) * Math.max(0, 1 - ((r.rejection_rate ?? 0) + (r.claim_rate ?? 0)) / 100);
}

/** "Best value": the price per kg, litre or piece of what is kept (price ÷ kept share); null when unknown. */
export function keptPrice(perBase: number | null, r: Reliability): number | null {
  const kept = keptShare(r);
  return perBase === null || kept === 0 ? null : perBase / kept;
}

/** What the order reads of an offer; `perBase` in any one currency unit for all offers compared. */
export interface OfferFacts {
  id: string;
  inStock: boolean;
  /** Price per kg, litre or piece; null for a unit that cannot be read. */
  perBase: number | null;
  /** Stock in packs, kg or litres. */
  stock: number;
  reliability: Reliability;
  /** The first day it can be delivered to the buyer (YYYY-MM-DD); null: none in sight; absent: not known. */
  arrives?: string | null;
}

/** An offer arriving sooner comes first, one with no day in sight last; absent days do not order. */
function bySoonest(a: string | null | undefined, b: string | null | undefined) {
  if (a === undefined || b === undefined || a === b) return 0;
  if (a === null || b === null) return a === null ? 1 : -1;
  return a < b ? -1 : 1;
}

/**
 * In-stock offers first, then those that arrive sooner (decision 0109): a local offer delivering
 * next morning stands above one from another city that cannot, and level with one that can.
 */
export const arrivalOrder = (
  a: Pick<OfferFacts, 'inStock' | 'arrives'>,
  b: Pick<OfferFacts, 'inStock' | 'arrives'>,
) => Number(!a.inStock) - Number(!b.inStock) || bySoonest(a.arrives, b.arrives);

const LAST = Number.MAX_SAFE_INTEGER;

/**
 * In-stock offers first; then the soonest to arrive; then the lowest price per kg, litre or piece
 * (`price`) or of what is kept (`best_value`), an unknown one after every known one; then the most
 * stock; then the id.
 */
export const offerOrder =
  (sort: OfferSort) =>
  (a: OfferFacts, b: OfferFacts): number => {
    const key = (o: OfferFacts) =>
      (sort === 'price' ? o.perBase : keptPrice(o.perBase, o.reliability)) ?? LAST;
    return arrivalOrder(a, b) || key(a) - key(b) || b.stock - a.stock || a.id.localeCompare(b.id);
  };

/** The catalogue's order of items (decision 0105): by name, or by price per kg or litre. */
export const ITEM_ORDERS = ['name', 'unit_price'] as const;
export type ItemOrder = (typeof ITEM_ORDERS)[number];
