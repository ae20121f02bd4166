import { cartItems, catalogVersion, type Database, products, supplierTerms, type Tx, users } from '@app/db';
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
import { keepListings, keepsListings, keptListings } from './kept-listings.ts';
import { lineIssue } from './line-issue.ts';
import { atPrice, nextBreakAnswer, paidPrice } from './line-price.ts';
import { contractPaise, listingColumns, termsIn } from './listing-columns.ts';

export interface Buyer {
  id: string;
  cityId: string | null;
  /** The outlet whose cart it is (decision 0112); null only for lines no outlet has adopted. */
  outletId?: string | null;
  /** The language the cart's line issues are answered in (English when not said). */
  language?: Language;
}

/** The lines as checkout reads them, never from kept listings: prepared once per database (decision 0126). */
const freshFor = perKey((db: Database) => {
  const p = sql.placeholder;
  return [null, p('city')].map((city) => ({
    query: linesQuery(db, p('user'), p('outlet'), city, p('day')).prepare(),
    read: flatRows<LineRow>(lineFields(city, p('day'))),
  }));
});

/**
 * Cart lines with current database prices, each at the price its quantity pays (the best volume
 * break it reaches, decision 0093), and whether each can still be bought.
 */
export async function cartLines(db: Database, buyer: Buyer, now = Date.now()) {
  const { query, read } = freshFor(db)[+!!buyer.cityId]!;
  const args = { user: buyer.id, outlet: buyer.outletId ?? null, city: buyer.cityId, day: istDayOf(now) };
  return read((await query.values(args)) as unknown as ArrayLike<unknown>[]).map(atPrice);
}

export const lineFields = (cityId: string | Placeholder | null, day: string | Placeholder) => ({
  id: cartItems.id,
  productId: cartItems.productId,
  quantity: cartItems.quantity,
  ...listingColumns(cartItems.userId, cityId, day),
});

const catalogueVersion = sql<number>`(select ${catalogVersion.version} from ${catalogVersion})`;

/** A buyer's lines: its account's, in the outlet it orders for (decision 0112). */
const ownedBy = (userId: string | Placeholder, outletId: string | Placeholder | null) =>
  and(eq(cartItems.userId, userId), sql`${cartItems.outletId} is ${outletId}`);

/**
 * The cart screen's two reads (decision 0114): its whole lines with the catalogue version they
 * were read at, and its own lines alone when the listings are kept at that version.
 */
const versionedLinesQuery = (
  db: Database,
  userId: Placeholder,
  outletId: Placeholder,
  cityId: Placeholder | null,
  day: Placeholder,
) =>
  db
    .select({ ...lineFields(cityId, day), version: catalogueVersion })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(users, eq(users.id, products.supplierId))
    .leftJoin(supplierTerms, termsIn(cityId))
    .where(ownedBy(userId, outletId))
    .orderBy(...lineOrder);

const ownLinesQuery = (db: Database, userId: Placeholder, outletId: Placeholder, day: Placeholder) =>
  db
    .select(ownLineFields(day))
    .from(cartItems)
    .where(ownedBy(userId, outletId))
    .orderBy(...lineOrder);

const ownLineFields = (day: Placeholder) => ({
  id: cartItems.id,
  productId: cartItems.productId,
  quantity: cartItems.quantity,
  contractPaise: contractPaise(cartItems.userId, cartItems.productId, day),
  // A supplier's GSTIN does not bump the catalogue version, so it is read with every cart.
  sellerGstin: sql<string | null>`(select ${users.gstin} from ${users} where ${users.id} =
        (select ${products.supplierId} from ${products} where ${products.id} = ${cartItems.productId}))`,
  version: catalogueVersion,
});

const lineOrder = [asc(cartItems.createdAt), sql`${cartItems}.rowid`];

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
    .where(and(ownedBy(userId, outletId), lineId && eq(cartItems.id, lineId)))
    .orderBy(...lineOrder);
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
    query: versionedLinesQuery(db, p('user'), p('outlet'), city ? p('city') : null, p('day')).prepare(),
    read: flatRows<VersionedLine>({
      ...lineFields(city ? p('city') : null, p('day')),
      version: catalogueVersion,
    }),
  });
  const own = {
    query: ownLinesQuery(db, p('user'), p('outlet'), p('day')).prepare(),
    read: flatRows<OwnLine>(ownLineFields(p('day'))),
  };
  return { lines: [lines(false), lines(true)], own };
});
type OwnLine = Awaited<ReturnType<typeof ownLinesQuery>>[number];
type VersionedLine = Awaited<ReturnType<typeof versionedLinesQuery>>[number];

/**
 * The cart's lines, priced, with their listings. Listings kept at the catalogue version (decision
 * 0114) leave the read to the buyer's own lines; any not kept, and the whole read is made and kept.
 */
async function readLines(db: Database, buyer: Buyer, day: string): Promise<CartLine[]> {
  const { lines, own } = linesFor(db);
  const args = { user: buyer.id, outlet: buyer.outletId ?? null, city: buyer.cityId, day };
  if (keepsListings(db)) {
    const ownRows = own.read((await own.query.values(args)) as unknown as ArrayLike<unknown>[]);
    if (ownRows.length === 0) return [];
    const kept = keptListings<CartLine>(db, buyer.cityId, ownRows);
    if (kept) return ownRows.map((line, k) => withListing(kept[k]!, line));
  }
  const { query, read } = lines[+!!buyer.cityId]!;
  const rows = read((await query.values(args)) as unknown as ArrayLike<unknown>[]);
  const priced = rows.map(atPrice);
  if (rows.length > 0) keepListings(db, buyer.cityId, rows[0]!.version, priced.map(blankListing));
  return priced;
}

/** A kept listing as the line's: one copy of its shape, every field the buyer's own overwritten. */
function withListing(listing: CartLine, line: OwnLine): CartLine {
  const paid = paidPrice(listing.listPricePaise, listing.priceBreaks, line.quantity, line.contractPaise);
  return {
    ...listing,
    id: line.id,
    quantity: line.quantity,
    contractPaise: line.contractPaise,
    sellerGstin: line.sellerGstin,
    pricePaise: paid.pricePaise,
    priceRule: paid.priceRule,
  };
}

const blankListing = (l: CartLine): CartLine => ({
  ...l,
  id: '',
  quantity: 0,
  contractPaise: null,
  sellerGstin: null,
  pricePaise: l.listPricePaise,
  priceRule: 'list',
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
  const lines = await readLines(db, buyer, istDayOf(Date.now()));
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
