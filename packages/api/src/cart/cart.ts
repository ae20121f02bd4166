import { cartItems, type Database, products, supplierTerms, type Tx, users } from '@app/db';
import { and, asc, eq, type Placeholder, sql } from 'drizzle-orm';
import { type Language, render } from '../messages/index.ts';
import { flatRows } from '../shared/flat-rows.ts';
import { fromStored, lineAmount, measureOf } from '../shared/measure.ts';
import { toRupees } from '../shared/money.ts';
import { perKey } from '../shared/per-key.ts';
import { chargedGstRate, priceBreakdown } from '../shared/pricing.ts';
import { istDayOf } from '../shared/query.ts';
import { stockLabel } from '../shared/stock.ts';
import { minimumCharges, supplierSummaries } from '../terms/index.ts';
import { lineIssue } from './line-issue.ts';
import { atPrice, nextBreakAnswer } from './line-price.ts';
import { listingColumns, termsIn } from './listing-columns.ts';

export interface Buyer {
  id: string;
  cityId: string | null;
  /** The outlet whose cart it is (decision 0112); null only for lines no outlet has adopted. */
  outletId?: string | null;
  /** The language the cart's line issues are answered in (English when not said). */
  language?: Language;
}

/**
 * Cart lines with current database prices, each at the price its quantity pays (the best volume
 * break it reaches, decision 0093), and whether each can still be bought.
 */
export const cartLines = async (db: Database | Tx, buyer: Buyer, now = Date.now()) =>
  (await linesQuery(db, buyer.id, buyer.outletId ?? null, buyer.cityId, istDayOf(now))).map(atPrice);

export const lineFields = (cityId: string | Placeholder | null, day: string | Placeholder) => ({
  id: cartItems.id,
  productId: cartItems.productId,
  quantity: cartItems.quantity,
  ...listingColumns(cartItems.userId, cityId, day),
});

/** The buyer's lines, or only `lineId` of them when given. */
export function linesQuery(
  db: Database | Tx,
  userId: string | Placeholder,
  outletId: string | Placeholder | null,
  cityId: string | Placeholder | null,
  day: string | Placeholder,
  lineId?: Placeholder,
) {
  return db
    .select(lineFields(cityId, day))
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(users, eq(users.id, products.supplierId))
    .leftJoin(supplierTerms, termsIn(cityId))
    .where(
      and(
        eq(cartItems.userId, userId),
        sql`${cartItems.outletId} is ${outletId}`,
        lineId && eq(cartItems.id, lineId),
      ),
    )
    .orderBy(asc(cartItems.createdAt), sql`${cartItems}.rowid`);
}
export type LineRow = Awaited<ReturnType<typeof linesQuery>>[number];
export type CartLine = ReturnType<typeof atPrice<LineRow>>;

/**
 * The cart screen's read, prepared once per database (as the catalogue's pages): query building
 * was most of a cart add's CPU. A buyer with a city and one without (staff previews) are two
 * shapes of the same statement; rows are read without drizzle's per-cell mapping (flatRows).
 */
const linesFor = perKey((db: Database) => {
  const p = sql.placeholder;
  const lines = (city: boolean) => ({
    query: linesQuery(db, p('user'), p('outlet'), city ? p('city') : null, p('day')).prepare(),
    read: flatRows<LineRow>(lineFields(city ? p('city') : null, p('day'))),
  });
  return [lines(false), lines(true)];
});

/** The lines as priced: price, quantity and the GST rate charged. */
export const pricedLines = (lines: readonly CartLine[]) =>
  lines.map((l) => ({
    pricePaise: l.pricePaise,
    quantity: l.quantity,
    soldBy: l.soldBy,
    gstRate: chargedGstRate(l.sellerGstin, l.productGstRate),
  }));

/**
 * The cart screen: lines, `count` (units, for the header badge), and totals over the lines
 * that can be bought. `total` is the cart page total (subtotal + platform fee, spec section 9).
 */
export async function getCart(db: Database, buyer: Buyer) {
  const { query, read } = linesFor(db)[+!!buyer.cityId]!;
  const rows = await query.values({
    user: buyer.id,
    outlet: buyer.outletId ?? null,
    city: buyer.cityId,
    day: istDayOf(Date.now()),
  });
  const lines = read(rows as unknown as ArrayLike<unknown>[]).map(atPrice);
  const issues = lines.map(lineIssue);
  const buyable = lines.filter((_, k) => !issues[k]);
  const charges = minimumCharges(buyable);
  const price = priceBreakdown(pricedLines(buyable), charges);
  const language = buyer.language ?? 'en';
  return {
    items: lines.map((l, k) => ({
      id: l.id,
      product_id: l.productId,
      supplier_id: l.supplierId,
      product_name: l.name,
      product_price: toRupees(l.pricePaise),
      list_price: toRupees(l.listPricePaise),
      price_rule: l.priceRule,
      next_price_break: nextBreakAnswer(l),
      product_image: l.imageUrl,
      product_unit: l.unit,
      brand: l.brand,
      quantity: fromStored(l.quantity, l.soldBy),
      stock_quantity: fromStored(l.stock, l.soldBy),
      stock_label: stockLabel(fromStored(l.stock, l.soldBy)),
      ...measureOf(l),
      weighed: l.weighed,
      tolerance_percent: l.tolerancePct,
      line_total: toRupees(lineAmount(l.pricePaise, l.quantity, l.soldBy)),
      gst_rate: chargedGstRate(l.sellerGstin, l.productGstRate),
      available: !issues[k],
      issue: issues[k] ? render(language, issues[k]) : null,
    })),
    count: cartCount(lines),
    line_count: lines.length,
    subtotal: toRupees(price.subtotalPaise),
    platform_fee: toRupees(price.platformFeePaise),
    total: toRupees(price.cartTotalPaise),
    gst: toRupees(price.gstPaise),
    gst_by_rate: price.gstByRate.map((r) => ({
      rate: r.rate,
      taxable_value: toRupees(r.taxablePaise),
      gst: toRupees(r.taxPaise),
    })),
    supplier_charges: toRupees(price.supplierChargesPaise),
    delivery_fee: toRupees(price.deliveryFeePaise),
    checkout_total: toRupees(price.totalPaise),
    free_delivery_shortfall: toRupees(price.freeDeliveryShortfallPaise),
    suppliers: supplierSummaries(lines, buyable, charges),
  };
}
export type CartDto = Awaited<ReturnType<typeof getCart>>;

/** Units for the header badge: packs, and one per line sold by weight or volume. */
const cartCount = (lines: readonly CartLine[]) =>
  lines.reduce((n, l) => n + (l.soldBy === 'pack' ? l.quantity : 1), 0);
