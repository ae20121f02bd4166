import { cartItems, newId, products, type Tx, users } from '@app/db';
import type { SoldBy } from '@app/db/enums';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { liveForCity } from '../catalog/index.ts';
import type { Buyer } from './cart.ts';

/** What the cart's fillers read of a live product. */
export const liveColumns = {
  id: products.id,
  name: products.name,
  unit: products.unit,
  pricePaise: products.pricePaise,
  soldBy: products.soldBy,
  step: products.step,
  stock: products.stockQuantity,
};

/** Live products (as the buyer may buy them today) by id, with today's price and stock. */
export async function liveByIds(tx: Tx, buyer: Buyer, ids: string[]) {
  if (ids.length === 0) return new Map<string, LiveProduct>();
  const rows = await tx
    .select(liveColumns)
    .from(products)
    .innerJoin(users, eq(users.id, products.supplierId))
    .where(and(inArray(products.id, ids), liveForCity(buyer.cityId)));
  return new Map(rows.map((r) => [r.id, r]));
}
export interface LiveProduct {
  id: string;
  name: string;
  unit: string;
  pricePaise: number;
  soldBy: SoldBy;
  step: number;
  stock: number;
}

/** What of each product the buyer's cart holds now. */
export async function cartQuantities(tx: Tx, buyer: Buyer) {
  const rows = await tx
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, buyer.id), sql`${cartItems.outletId} is ${buyer.outletId ?? null}`));
  return new Map(rows.map((r) => [r.productId, r.quantity]));
}

/**
 * Raises the cart lines of these products to their totals (new lines where there are none), in
 * one statement. Callers have already capped each total at the stock; checkout checks it again.
 */
export async function setCartQuantities(
  tx: Tx,
  buyer: Buyer,
  totals: ReadonlyMap<string, number>,
  now: number,
) {
  if (totals.size === 0) return;
  await tx
    .insert(cartItems)
    .values(
      [...totals].map(([productId, quantity]) => ({
        id: newId('cit'),
        userId: buyer.id,
        outletId: buyer.outletId ?? null,
        productId,
        quantity,
        createdAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.outletId, cartItems.productId],
      set: { quantity: sql`excluded.quantity` },
    });
}
