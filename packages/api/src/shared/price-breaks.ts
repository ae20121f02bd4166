import type { PriceBreak, PriceRule } from '@app/db/enums';

// Volume prices (decision 0093): a listing may sell for less from a quantity on. The one owner of
// which price a quantity pays; the cart, checkout and the screens read it. Quantities are stored
// units (packs, grams or millilitres), prices paise per pack, kg or litre.

/** At most this many breaks per listing: a price list a buyer can read at a glance. */
export const MAX_PRICE_BREAKS = 5;

/** The price a quantity pays: the best break it reaches, else the listing's price. */
export function priceAt(listPaise: number, breaks: readonly PriceBreak[], quantity: number) {
  let best: PriceBreak | null = null;
  for (const b of breaks) if (quantity >= b.from && (!best || b.from > best.from)) best = b;
  return best
    ? { pricePaise: best.pricePaise, rule: 'volume' as PriceRule, from: best.from }
    : { pricePaise: listPaise, rule: 'list' as PriceRule, from: null };
}

/** The next break above a quantity ("add 5 kg to pay ₹59/kg"), or null at the best one. */
export function nextBreak(breaks: readonly PriceBreak[], quantity: number): PriceBreak | null {
  let next: PriceBreak | null = null;
  for (const b of breaks) if (b.from > quantity && (!next || b.from < next.from)) next = b;
  return next;
}

type Issue = 'order' | 'price' | 'minimum' | 'step';

/**
 * What is wrong with a listing's breaks: each from a larger quantity than the one before and above
 * the minimum (a break at the minimum is the price), a whole number of steps, and cheaper than the
 * listing and the break before. Answered per break, by index.
 */
export function breakIssues(
  breaks: readonly PriceBreak[],
  listing: { pricePaise: number; step: number; minQuantity: number },
): { index: number; issue: Issue }[] {
  const issues: { index: number; issue: Issue }[] = [];
  breaks.forEach((b, index) => {
    const before = breaks[index - 1];
    if (before && b.from <= before.from) issues.push({ index, issue: 'order' });
    else if (b.from <= listing.minQuantity) issues.push({ index, issue: 'minimum' });
    else if (b.from % listing.step !== 0) issues.push({ index, issue: 'step' });
    else if (b.pricePaise >= (before?.pricePaise ?? listing.pricePaise))
      issues.push({ index, issue: 'price' });
  });
  return issues;
}
