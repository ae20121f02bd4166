import { products, type Tx } from '@app/db';
import { and, eq, gte, sql } from 'drizzle-orm';

/*
 * The only module that writes products.stock_quantity: orders reserve it, cancellations release
 * it, staff and the product forms set it. tests/architecture/stock-owner.test.ts keeps it so.
 */

/** Takes `quantity` only if that much is left (one conditional update, so never oversells). */
export async function reserveStock(tx: Tx, productId: string, quantity: number, now: number) {
  const [taken] = await tx
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} - ${quantity}`, updatedAt: now })
    .where(and(eq(products.id, productId), gte(products.stockQuantity, quantity)))
    .returning({ id: products.id });
  return Boolean(taken);
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

/** Staff's count of what is on the shelf. */
export async function setStock(tx: Tx, productId: string, quantity: number, now: number) {
  await tx
    .update(products)
    .set({ stockQuantity: quantity, updatedAt: now })
    .where(eq(products.id, productId));
}

/** The stock column a product form writes along with the rest of the product. */
export const formStock = (quantity: number) => ({ stockQuantity: quantity });
