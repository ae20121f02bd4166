import { cartItems, type Database, newId, products, supplierTerms, type Tx, users } from '@app/db';
import { and, asc, eq, gte, type Placeholder, sql } from 'drizzle-orm';
import { liveForCity, liveProduct } from '../catalog/index.ts';
import { fail } from '../errors.ts';
import { type Language, msg } from '../messages/index.ts';
import {
  BASE_PER_UNIT,
  formatQuantity,
  fromStored,
  lineAmount,
  measureOf,
  type Steps,
  toStored,
} from '../shared/measure.ts';
import { toRupees } from '../shared/money.ts';
import { perKey } from '../shared/per-key.ts';
import { chargedGstRate, priceBreakdown } from '../shared/pricing.ts';
import { istDayOf } from '../shared/query.ts';
import { stockLabel } from '../shared/stock.ts';
import { minimumCharges, supplierSummaries } from '../terms/index.ts';
import { issueOf, lineIssue, measureRefusal } from './line-issue.ts';
import { atPrice, nextBreakAnswer } from './line-price.ts';
import { listingColumns, stepColumns, termsIn } from './listing-columns.ts';

export interface Buyer {
  id: string;
  cityId: string | null;
  /** The language the cart's line issues are answered in (English when not said). */
  language?: Language;
}

/**
 * Cart lines with current database prices, each at the price its quantity pays (the best volume
 * break it reaches, decision 0093), and whether each can still be bought.
 */
export const cartLines = async (db: Database | Tx, buyer: Buyer, now = Date.now()) =>
  (await linesQuery(db, buyer.id, buyer.cityId, istDayOf(now))).map(atPrice);

function linesQuery(
  db: Database | Tx,
  userId: string | Placeholder,
  cityId: string | Placeholder | null,
  day: string | Placeholder,
) {
  return db
    .select({
      id: cartItems.id,
      productId: cartItems.productId,
      quantity: cartItems.quantity,
      ...listingColumns(cartItems.userId, cityId, day),
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(users, eq(users.id, products.supplierId))
    .leftJoin(supplierTerms, termsIn(cityId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), sql`${cartItems}.rowid`);
}
export type CartLine = ReturnType<typeof atPrice<Awaited<ReturnType<typeof linesQuery>>[number]>>;

/**
 * The cart screen's reads and the add, prepared once per database (as the catalogue's pages):
 * query building was most of a cart add's CPU. A buyer with a city and one without (staff
 * previews) are two shapes of the same statement.
 */
const preparedFor = perKey((db: Database) => {
  const p = sql.placeholder;
  // What the add puts in, in stored units: the quantity asked (sent in thousandths) or the minimum.
  const added = sql`coalesce(case when ${products.soldBy} = 'pack' then ${p('milli')} / 1000 else ${p('milli')} end, ${products.minQuantity})`;
  const inCart = sql`coalesce((select ${cartItems.quantity} from ${cartItems} where ${cartItems.userId} = ${p('user')} and ${cartItems.productId} = ${products.id}), 0)`;
  const lines = (city: boolean) => linesQuery(db, p('user'), city ? p('city') : null, p('day')).prepare();
  const add = (city: boolean) =>
    db
      .insert(cartItems)
      .select(
        db
          .select({
            id: sql`${p('id')}`.as('id'),
            userId: sql`${p('user')}`.as('user_id'),
            productId: products.id,
            quantity: added.as('quantity'),
            createdAt: sql`${p('now')}`.as('created_at'),
          })
          .from(products)
          .innerJoin(users, eq(users.id, products.supplierId))
          .where(
            and(
              eq(products.id, p('product')),
              liveForCity(city ? p('city') : null),
              sql`(${products.soldBy} <> 'pack' or ${p('milli')} is null or ${p('milli')} % 1000 = 0)`,
              sql`${added} % ${products.step} = 0`,
              sql`${added} + ${inCart} >= ${products.minQuantity}`,
              gte(products.stockQuantity, sql`${added} + ${inCart}`),
            ),
          ),
      )
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
      })
      .prepare();
  return { lines: [lines(false), lines(true)], add: [add(false), add(true)] };
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
  const read = await preparedFor(db).lines[+!!buyer.cityId]!.all({
    user: buyer.id,
    city: buyer.cityId,
    day: istDayOf(Date.now()),
  });
  const lines = read.map(atPrice);
  const buyable = lines.filter((l) => !lineIssue(l));
  const charges = minimumCharges(buyable);
  const price = priceBreakdown(pricedLines(buyable), charges);
  return {
    items: lines.map((l) => ({
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
      available: !lineIssue(l),
      issue: issueOf(l, buyer.language),
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

type Listing = Steps & { name: string; stock: number };

function stockConflict(p: Listing, inCart: number) {
  const { name } = p;
  if (p.stock <= 0) return fail.conflict('out_of_stock', msg('error.cart.outOfStock', { name }));
  const stock = formatQuantity(p.stock, p.soldBy);
  return fail.conflict(
    'insufficient_stock',
    inCart > 0
      ? msg('error.cart.stockWithCart', { name, stock, inCart: formatQuantity(inCart, p.soldBy) })
      : msg('error.cart.stockOnly', { name, stock }),
  );
}

const stepsOf = (db: Database | Tx, productId: string) =>
  db.select(stepColumns).from(products).where(eq(products.id, productId));

/**
 * Adds to the line of that product (quantities merge), never past the stock and only in the
 * listing's steps: one statement that checks the product is live, the quantity fits its steps
 * and the stock covers the cart's line, so no transaction is needed. Only when it adds nothing
 * are the product and the line read to say why. `quantity` is in the listing's units (packs, kg
 * or litres); none adds its minimum.
 */
export async function addToCart(
  db: Database,
  buyer: Buyer,
  productId: string,
  quantity: number | undefined,
  now: number,
) {
  const { add } = preparedFor(db);
  const milli = quantity === undefined ? null : Math.round(quantity * BASE_PER_UNIT);
  const args = { id: newId('cit'), user: buyer.id, city: buyer.cityId, product: productId, milli, now };
  for (let attempt = 0; ; attempt++) {
    if ((await add[+!!buyer.cityId]!.run(args)).rowsAffected > 0) return getCart(db, buyer);
    const product = await liveProduct(db, buyer.cityId, productId);
    const [steps] = await stepsOf(db, productId);
    const listing = { ...steps!, name: product.name, stock: product.stockQuantity };
    const [line] = await db
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.userId, buyer.id), eq(cartItems.productId, productId)));
    const inCart = line?.quantity ?? 0;
    const stored = quantity === undefined ? listing.minQuantity : toStored(quantity, listing.soldBy);
    const refusal =
      stored === null || stored % listing.step !== 0
        ? measureRefusal(listing, stored)
        : measureRefusal(listing, inCart + stored);
    if (refusal) throw refusal;
    // Stock that came back between the add and this read: try the add once more.
    if (inCart + stored! > listing.stock || attempt > 0) throw stockConflict(listing, inCart);
  }
}

/** Sets a line's quantity (in the listing's units); 0 removes the line (spec section 4). */
export async function updateCartLine(db: Database, buyer: Buyer, lineId: string, quantity: number) {
  await db.write(async (tx) => {
    const line = (await cartLines(tx, buyer)).find((l) => l.id === lineId);
    if (!line) throw fail.notFound(msg('error.cart.itemNotFound'));
    if (quantity === 0) {
      await tx.delete(cartItems).where(eq(cartItems.id, lineId));
      return;
    }
    if (!line.live) throw fail.conflict('product_unavailable', lineIssue(line)!);
    const stored = toStored(quantity, line.soldBy);
    const refusal = measureRefusal(line, stored);
    if (refusal) throw refusal;
    if (stored! > line.stock) throw stockConflict(line, 0);
    await tx.update(cartItems).set({ quantity: stored! }).where(eq(cartItems.id, lineId));
  });
  return getCart(db, buyer);
}

export async function removeCartLine(db: Database, buyer: Buyer, lineId: string) {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, buyer.id)))
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw fail.notFound(msg('error.cart.itemNotFound'));
  return getCart(db, buyer);
}
