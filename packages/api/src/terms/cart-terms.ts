import type { SoldBy } from '@app/db/enums';
import { lineAmount } from '../shared/measure.ts';
import { toRupees } from '../shared/money.ts';
import { maskDays } from '../shared/weekdays.ts';
import { EVERY_DAY, shortfall, type Terms, timeOfMinute } from './rules.ts';

/** A cart line with its supplier's terms in the buyer's city, as cart/cart.ts reads them. */
export interface TermsLine {
  supplierId: string;
  supplierName: string;
  minimumOrderPaise: number | null;
  deliveryDays: number | null;
  cutoffMinute: number | null;
  belowMinimumChargePaise: number | null;
  leadDays: number | null;
  pricePaise: number;
  quantity: number;
  soldBy: SoldBy;
}

/** Each supplier of the lines once, in the cart's order, with its terms (none: the platform's alone). */
function suppliersOf(lines: readonly TermsLine[]): Terms[] {
  const seen = new Map<string, Terms>();
  for (const l of lines)
    if (!seen.has(l.supplierId))
      seen.set(l.supplierId, {
        supplierId: l.supplierId,
        supplierName: l.supplierName,
        minimumOrderPaise: l.minimumOrderPaise ?? 0,
        deliveryDays: l.deliveryDays ?? EVERY_DAY,
        cutoffMinute: l.cutoffMinute,
        belowMinimumChargePaise: l.deliveryDays === null ? null : l.belowMinimumChargePaise,
        leadDays: l.leadDays ?? 0,
      });
  return [...seen.values()];
}

/** The suppliers of the lines that have terms in the buyer's city. */
export const termsOf = (lines: readonly TermsLine[]) =>
  suppliersOf(lines.filter((l) => l.deliveryDays !== null));

/** Goods value before GST of each supplier's lines, in paise. */
export function supplierSubtotals(lines: readonly TermsLine[]) {
  const totals = new Map<string, number>();
  for (const l of lines)
    totals.set(
      l.supplierId,
      (totals.get(l.supplierId) ?? 0) + lineAmount(l.pricePaise, l.quantity, l.soldBy),
    );
  return totals;
}

/** The cart's `suppliers`: per supplier, its part of the cart and how far it is from its terms. */
export function supplierSummaries(
  lines: readonly TermsLine[],
  buyable: readonly TermsLine[],
  charges: readonly { supplierId: string; pricePaise: number; gstRate: number }[],
) {
  const subtotals = supplierSubtotals(buyable);
  return suppliersOf(lines).map((t) => {
    const subtotal = subtotals.get(t.supplierId) ?? 0;
    const charge = charges.find((c) => c.supplierId === t.supplierId);
    return {
      supplier_id: t.supplierId,
      supplier_name: t.supplierName,
      subtotal: toRupees(subtotal),
      minimum_order: t.minimumOrderPaise > 0 ? toRupees(t.minimumOrderPaise) : null,
      minimum_shortfall: toRupees(shortfall(t, subtotal)),
      below_minimum_charge: t.belowMinimumChargePaise === null ? null : toRupees(t.belowMinimumChargePaise),
      delivery_charge: toRupees(charge?.pricePaise ?? 0),
      delivery_charge_gst_rate: charge?.gstRate ?? 0,
      delivery_days: maskDays(t.deliveryDays),
      order_by: t.cutoffMinute === null ? null : timeOfMinute(t.cutoffMinute),
      lead_days: t.leadDays,
    };
  });
}
