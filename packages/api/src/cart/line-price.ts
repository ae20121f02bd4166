import type { PriceBreak, PriceRule, SoldBy } from '@app/db/enums';
import { fromStored } from '../shared/measure.ts';
import { toRupees } from '../shared/money.ts';
import { nextBreak, priceAt } from '../shared/price-breaks.ts';

// A cart line's price as checkout charges it: the listing's, the best volume break its quantity
// reaches (decision 0093), or the buyer's own price when that is lower still (decision 0094).

interface Listed {
  pricePaise: number;
  priceBreaks: PriceBreak[];
  quantity: number;
}

/** The line at the price its quantity pays; `listPricePaise` is the listing's own. */
export const atPrice = <L extends Listed & { contractPaise: number | null }>(l: L) => {
  const paid = paidPrice(l.pricePaise, l.priceBreaks, l.quantity, l.contractPaise);
  return { ...l, listPricePaise: l.pricePaise, pricePaise: paid.pricePaise, priceRule: paid.priceRule };
};

/** The best volume break `quantity` reaches, or the buyer's own price when that is lower. */
export function paidPrice(
  listPaise: number,
  breaks: PriceBreak[],
  quantity: number,
  contractPaise: number | null,
) {
  const at = priceAt(listPaise, breaks, quantity);
  const own = contractPaise !== null && contractPaise < at.pricePaise ? contractPaise : null;
  return { pricePaise: own ?? at.pricePaise, priceRule: own === null ? at.rule : ('contract' as PriceRule) };
}

/** "Add 5 kg to pay ₹59/kg": how much more reaches the next volume price below the line's, or null. */
export function nextBreakAnswer(l: Listed & { soldBy: SoldBy }) {
  const next = nextBreak(l.priceBreaks, l.quantity);
  if (next && next.pricePaise >= l.pricePaise) return null;
  return (
    next && { add_quantity: fromStored(next.from - l.quantity, l.soldBy), price: toRupees(next.pricePaise) }
  );
}
