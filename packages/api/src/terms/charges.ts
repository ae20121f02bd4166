import { lineAmount } from '../shared/measure.ts';
import { chargedGstRate } from '../shared/pricing.ts';
import { supplierSubtotals, type TermsLine, termsOf } from './cart-terms.ts';
import { shortfall, type Terms } from './rules.ts';

/** A line to be ordered as a charge reads it: its supplier's terms, and what its GST follows. */
export interface ChargedLine extends TermsLine {
  productGstRate: number;
  categoryId: string;
  hsnCode: string;
  sellerGstin: string | null;
}

/**
 * A supplier's delivery charge on its part of an order below its minimum (decision 0095): one
 * service of its own supply, on its invoice and in its settlement. Priced like a line of one pack.
 */
export interface MinimumCharge {
  supplierId: string;
  supplierName: string;
  pricePaise: number;
  quantity: 1;
  soldBy: 'pack';
  /** Its principal supply's: the rate, category and HSN code of the supplier's largest line (below). */
  gstRate: number;
  categoryId: string;
  hsnCode: string;
  sellerGstin: string | null;
}

/**
 * The charges of the suppliers whose part of `lines` is under their minimum and who charge for
 * delivery rather than refuse. Delivery by the seller of the goods is a composite supply taxed at
 * the rate of its principal supply (CGST Act 2017, s. 2(30) and s. 8(a)); the principal supply of
 * a part with lines at several rates is taken as its largest line by value.
 */
export function minimumCharges(
  lines: readonly ChargedLine[],
  terms: readonly Terms[] = termsOf(lines),
  subtotals: ReadonlyMap<string, number> = supplierSubtotals(lines),
): MinimumCharge[] {
  return terms.flatMap((t) => {
    const own = lines.filter((l) => l.supplierId === t.supplierId);
    const charge = t.belowMinimumChargePaise;
    if (!charge || own.length === 0 || shortfall(t, subtotals.get(t.supplierId) ?? 0) === 0) return [];
    const value = (l: ChargedLine) => lineAmount(l.pricePaise, l.quantity, l.soldBy);
    const principal = own.reduce((a, b) => (value(b) > value(a) ? b : a));
    return [
      {
        supplierId: t.supplierId,
        supplierName: t.supplierName,
        pricePaise: charge,
        quantity: 1,
        soldBy: 'pack',
        gstRate: chargedGstRate(principal.sellerGstin, principal.productGstRate),
        categoryId: principal.categoryId,
        hsnCode: principal.hsnCode,
        sellerGstin: principal.sellerGstin,
      },
    ];
  });
}
