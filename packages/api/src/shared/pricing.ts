import type { SoldBy } from '@app/db/enums';
import { lineAmount } from './measure.ts';

/** Business constants of spec section 9, in paise. */
export const PLATFORM_FEE_PAISE = 100;
export const DELIVERY_FEE_PAISE = 5000;
export const FREE_DELIVERY_THRESHOLD_PAISE = 50000;
/**
 * GST on the operator's own services, 18%: the delivery and platform fees, which include it
 * (decision 0054), and the commission it charges suppliers, which it is added to (decision 0060).
 */
export const OPERATOR_SERVICE_GST_RATE = 18;

export interface PriceLine {
  /** Per pack, or per kg or litre. */
  pricePaise: number;
  /** Stored units: packs, grams or millilitres. */
  quantity: number;
  soldBy: SoldBy;
  /** GST charged on the line, in percent (chargedGstRate). */
  gstRate: number;
}

/**
 * The GST rate a seller charges on a product: the product's rate, or 0% for a seller without a
 * GSTIN. An unregistered seller may not collect GST; it issues a bill of supply instead.
 */
export const chargedGstRate = (sellerGstin: string | null, productRate: number) =>
  sellerGstin ? productRate : 0;

/**
 * A recorded line as its seller bills it, at the rate it charges: tax recorded at a rate it does
 * not charge (orders placed before migration 0010) is part of the line's value.
 */
export function billedLine<L extends { gstRate: number; taxablePaise: number; taxPaise: number }>(
  sellerGstin: string | null,
  line: L,
): L {
  const gstRate = chargedGstRate(sellerGstin, line.gstRate);
  if (gstRate === line.gstRate) return line;
  return { ...line, gstRate, taxablePaise: line.taxablePaise + line.taxPaise, taxPaise: 0 };
}

export interface RateTax {
  rate: number;
  taxablePaise: number;
  taxPaise: number;
}

export interface PriceBreakdown {
  subtotalPaise: number;
  gstPaise: number;
  /** GST per rate, lowest rate first; rates with nothing to tax are left out. */
  gstByRate: RateTax[];
  /** Suppliers' delivery charges below their minimums, before GST (their GST is in `gstPaise`). */
  supplierChargesPaise: number;
  deliveryFeePaise: number;
  platformFeePaise: number;
  totalPaise: number;
  /** What the cart page shows: subtotal + platform fee only. */
  cartTotalPaise: number;
  /** How much more buys free delivery (0 once reached). */
  freeDeliveryShortfallPaise: number;
}

/**
 * GST of each line. Per rate, the tax is that rate of the rate's whole taxable value, rounded once;
 * it is then shared out over the rate's lines by largest remainder. So the order's GST is exact per
 * rate (5% of the subtotal when every line is at 5%), and the lines, and so each seller's
 * invoice, add up to it to the paisa.
 */
export function lineTaxes(lines: readonly { taxablePaise: number; gstRate: number }[]): number[] {
  const taxes = lines.map(() => 0);
  for (const rate of new Set(lines.map((l) => l.gstRate))) {
    const at = lines.flatMap((l, i) => (l.gstRate === rate ? [i] : []));
    const exact = at.map((i) => (lines[i]!.taxablePaise * rate) / 100);
    const total = Math.round(exact.reduce((s, x) => s + x, 0));
    let left = total;
    at.forEach((i, k) => {
      taxes[i] = Math.floor(exact[k]!);
      left -= taxes[i]!;
    });
    const byRemainder = at
      .map((i, k) => ({ i, rest: exact[k]! - Math.floor(exact[k]!) }))
      .sort((a, b) => b.rest - a.rest || a.i - b.i);
    for (let k = 0; k < left; k++) taxes[byRemainder[k]!.i]! += 1;
  }
  return taxes;
}

/** Per rate, taxable value and tax of lines whose tax is known, lowest rate first. */
export function taxByRate(lines: readonly { taxablePaise: number; gstRate: number; taxPaise: number }[]) {
  const byRate = new Map<number, RateTax>();
  for (const l of lines) {
    const r = byRate.get(l.gstRate) ?? { rate: l.gstRate, taxablePaise: 0, taxPaise: 0 };
    r.taxablePaise += l.taxablePaise;
    r.taxPaise += l.taxPaise;
    byRate.set(l.gstRate, r);
  }
  return [...byRate.values()].filter((r) => r.rate > 0).sort((a, b) => a.rate - b.rate);
}

/** Within a state the tax is CGST + SGST, half each; an odd paisa goes to CGST. */
export const splitIntraState = (taxPaise: number) => {
  const cgstPaise = Math.ceil(taxPaise / 2);
  return { cgstPaise, sgstPaise: taxPaise - cgstPaise };
};

/** The tax inside an amount that includes GST at `rate` percent. */
export const includedTax = (amountPaise: number, rate: number) =>
  amountPaise - Math.round((amountPaise * 100) / (100 + rate));

/** Taxable value and rate of each line, as `lineTaxes` takes them. */
export const taxedLines = (lines: readonly PriceLine[]) =>
  lines.map((l) => ({ taxablePaise: lineAmount(l.pricePaise, l.quantity, l.soldBy), gstRate: l.gstRate }));

/**
 * The one price computation: cart, checkout, order placement and invoices all call this. `charges`
 * are suppliers' delivery charges below their minimums: taxed with the goods, outside the subtotal.
 */
export function priceBreakdown(
  lines: readonly PriceLine[],
  charges: readonly PriceLine[] = [],
): PriceBreakdown {
  const goods = taxedLines(lines);
  const taxed = [...goods, ...taxedLines(charges)];
  const taxes = lineTaxes(taxed);
  const gstByRate = taxByRate(taxed.map((l, i) => ({ ...l, taxPaise: taxes[i]! })));
  const subtotalPaise = goods.reduce((sum, l) => sum + l.taxablePaise, 0);
  const supplierChargesPaise = taxed.reduce((sum, l) => sum + l.taxablePaise, 0) - subtotalPaise;
  const gstPaise = taxes.reduce((sum, t) => sum + t, 0);
  const deliveryFeePaise = subtotalPaise < FREE_DELIVERY_THRESHOLD_PAISE ? DELIVERY_FEE_PAISE : 0;
  return {
    subtotalPaise,
    gstPaise,
    gstByRate,
    supplierChargesPaise,
    deliveryFeePaise,
    platformFeePaise: PLATFORM_FEE_PAISE,
    totalPaise: subtotalPaise + supplierChargesPaise + gstPaise + deliveryFeePaise + PLATFORM_FEE_PAISE,
    cartTotalPaise: subtotalPaise + PLATFORM_FEE_PAISE,
    freeDeliveryShortfallPaise: Math.max(0, FREE_DELIVERY_THRESHOLD_PAISE - subtotalPaise),
  };
}

/** An order line as recorded: quantities in stored units, amounts as at checkout. */
export interface SuppliedLine {
  productId: string | null;
  soldBy: SoldBy;
  quantity: number;
  /** How much of `quantity` its supplier did not ship. */
  shortQuantity: number;
  pricePaise: number;
  lineTotalPaise: number;
  taxPaise: number;
}

/** The GST of `short` units of a line, to the paisa: successive shorts add up to the whole tax. */
export const shortTax = (l: SuppliedLine, short = l.shortQuantity) =>
  Math.round((l.taxPaise * short) / l.quantity);

/** What is still supplied of a line once its supplier shipped less: stored units, value and GST. */
export const supplied = (l: SuppliedLine) => ({
  productId: l.productId,
  soldBy: l.soldBy,
  quantity: l.quantity - l.shortQuantity,
  lineTotalPaise:
    l.soldBy === 'pack' || l.shortQuantity === 0
      ? l.lineTotalPaise - l.shortQuantity * l.pricePaise
      : lineAmount(l.pricePaise, l.quantity - l.shortQuantity, l.soldBy),
  taxPaise: l.taxPaise - shortTax(l),
});
