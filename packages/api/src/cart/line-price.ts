import type { PriceBreak, SoldBy } from '@app/db/enums';
import { fromStored } from '../shared/measure.ts';
import { toRupees } from '../shared/money.ts';
import { nextBreak, priceAt } from '../shared/price-breaks.ts';

// A cart line's price as checkout charges it (decision 0093): the listing's, or the best volume
// break its quantity reaches.

interface Listed {
  pricePaise: number;
  priceBreaks: PriceBreak[];
  quantity: number;
}

/** The line at the price its quantity pays; `listPricePaise` is the listing's own. */
export const atPrice = <L extends Listed>(l: L) => {
  const at = priceAt(l.pricePaise, l.priceBreaks, l.quantity);
  return { ...l, listPricePaise: l.pricePaise, pricePaise: at.pricePaise, priceRule: at.rule };
};

/** "Add 5 kg to pay ₹59/kg": how much more reaches the next volume price, or null. */
export function nextBreakAnswer(l: Listed & { soldBy: SoldBy }) {
  const next = nextBreak(l.priceBreaks, l.quantity);
  return (
    next && { add_quantity: fromStored(next.from - l.quantity, l.soldBy), price: toRupees(next.pricePaise) }
  );
}
