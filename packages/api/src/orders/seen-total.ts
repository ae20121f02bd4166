import type { CartLine } from '../cart/index.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { fromStored, lineAmount } from '../shared/measure.ts';
import { formatRupees, toPaise, toRupees } from '../shared/money.ts';
import type { PriceBreakdown } from '../shared/pricing.ts';

/**
 * The buyer pays no rise it did not see: a checkout whose total is now above `seen` (rupees, the
 * total the buyer was shown) is refused with 409 price_changed and the new figures, and nothing is
 * written; a total that fell goes through. Without `seen` (older API clients) nothing is compared.
 */
export function refuseRiseOverSeen(
  seen: number | undefined,
  cart: readonly CartLine[],
  price: PriceBreakdown,
) {
  if (seen === undefined || price.totalPaise <= toPaise(seen)) return;
  const text = msg('error.orders.priceChanged', {
    total: formatRupees(toRupees(price.totalPaise)),
    seen: formatRupees(seen),
  });
  throw fail.conflict('price_changed', text).with({
    fields: [{ path: ['seen_total'], text }],
    details: {
      seen_total: seen,
      total: toRupees(price.totalPaise),
      subtotal: toRupees(price.subtotalPaise),
      gst: toRupees(price.gstPaise),
      supplier_charges: toRupees(price.supplierChargesPaise),
      delivery_fee: toRupees(price.deliveryFeePaise),
      platform_fee: toRupees(price.platformFeePaise),
      items: cart.map((l) => ({
        product_id: l.productId,
        product_name: l.name,
        quantity: fromStored(l.quantity, l.soldBy),
        sold_by: l.soldBy,
        price: toRupees(l.pricePaise),
        line_total: toRupees(lineAmount(l.pricePaise, l.quantity, l.soldBy)),
      })),
    },
  });
}
