import { type Database, products, type Tx, users } from '@app/db';
import type { PriceBreak } from '@app/db/enums';
import { and, count, eq, gte, or, type Placeholder, sql } from 'drizzle-orm';
import { liveForCity } from './catalog.ts';

/*
 * The only module that writes products.stock_quantity: orders reserve it, cancellations release
 * it, staff and the product forms set it (a form's save writes its other columns here too, in the
 * same statement). tests/architecture/stock-owner.test.ts keeps it so.
 */

/**
 * Takes `quantity`, for the checkout's batch of writes: the stock CHECK constraint refuses a
 * decrement below zero and with it the whole batch, so it never oversells.
 */
export const reserveStock = (
  db: Database,
  productId: string | Placeholder,
  quantity: number | Placeholder,
  now: number | Placeholder,
) =>
  db
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} - ${quantity}`, updatedAt: sql`${now}` })
    .where(eq(products.id, productId));

/**
 * True while every one of these products is still live in the city at the price and volume prices
 * read (a guard): `listPricePaise` is the listing's own price, before any break.
 */
export function offeredAsRead(
  db: Database,
  lines: readonly { productId: string; listPricePaise: number; priceBreaks: PriceBreak[] }[],
  cityId: string | null,
) {
  const asRead = or(
    ...lines.map((l) =>
      and(
        eq(products.id, l.productId),
        eq(products.pricePaise, l.listPricePaise),
        sql`${products.priceBreaks} = ${JSON.stringify(l.priceBreaks)}`,
      ),
    ),
  );
  const live = db
    .select({ n: count() })
    .from(products)
    .innerJoin(users, eq(users.id, products.supplierId))
    .where(and(liveForCity(cityId), asRead));
  return sql`(${live}) = ${lines.length}`;
}

/** Puts the lines of a cancelled order back; lines whose product is gone are skipped. */
export async function releaseStock(tx: Tx, lines: { productId: string | null; quantity: number }[]) {
  for (const l of lines) {
    if (!l.productId) continue;
    await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} + ${l.quantity}` })
      .where(eq(products.id, l.productId));
  }
}

/** Takes more than was reserved (a line weighed heavier than ordered), never below nothing. */
export async function takeStock(tx: Tx, productId: string, quantity: number) {
  await tx
    .update(products)
    .set({ stockQuantity: sql`max(0, ${products.stockQuantity} - ${quantity})` })
    .where(eq(products.id, productId));
}

/** Takes `quantity` only if that much is in stock (a substitute accepted); whether it did. */
export async function takeStockIfThere(tx: Tx, productId: string, quantity: number) {
  const taken = await tx
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} - ${quantity}` })
    .where(and(eq(products.id, productId), gte(products.stockQuantity, quantity)))
    .returning({ id: products.id });
  return taken.length > 0;
}

/** Staff's count of what is on the shelf. */
export async function setStock(tx: Tx, productId: string, quantity: number, now: number) {
  await tx
    .update(products)
    .set({ stockQuantity: quantity, updatedAt: now })
    .where(eq(products.id, productId));
}

type ListingColumns = Omit<typeof products.$inferInsert, 'stockQuantity'>;

/** New listings (a product form, a bulk file), each with the stock it starts with. */
export async function insertListings(tx: Tx, listings: readonly (ListingColumns & { stock: number })[]) {
  await tx
    .insert(products)
    .values(listings.map(({ stock, ...columns }) => ({ ...columns, stockQuantity: stock })));
}

/** A product form saved: its other columns and the stock it gives, in one statement. */
export async function updateListing(tx: Tx, id: string, columns: Partial<ListingColumns>, stock: number) {
  await tx
    .update(products)
    .set({ ...columns, stockQuantity: stock })
    .where(eq(products.id, id));
}
