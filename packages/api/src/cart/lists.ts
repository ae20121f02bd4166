import { cartItems, type Database, newId, parListItems, parLists, products, type Tx, users } from '@app/db';
import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { liveForCity } from '../catalog/index.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { ownOrderLines } from '../orders/index.ts';
import { fromStored, measureOf, toStored } from '../shared/measure.ts';
import { toRupees } from '../shared/money.ts';
import type { Buyer } from './cart.ts';
import { cartQuantities } from './fill.ts';
import { measureRefusal } from './line-issue.ts';
import { stepColumns } from './listing-columns.ts';
import { LIST_LIMITS, type listCreateInput, type listUpdateInput, PAR_CAP } from './schemas.ts';

/** A list item as stored: par in the listing's stored units (packs, grams or millilitres). */
type Item = { product_id: string; par_quantity: number };
const iso = (ms: number) => new Date(ms).toISOString();
const nameKey = (name: string) => name.normalize('NFKC').toLowerCase();

/** A list buyer: the account holder buying for one outlet, whose lists these are (decision 0117). */
export type ListBuyer = Buyer & { outletId: string };

/** The outlet's lists of the account. */
const outletLists = (buyer: ListBuyer) =>
  and(eq(parLists.userId, buyer.id), eq(parLists.outletId, buyer.outletId));

/** A list of the outlet bought for: 404 for an unknown id, another outlet's and anyone else's. */
export async function ownList(db: Database | Tx, buyer: ListBuyer, id: string) {
  const [list] = await db
    .select()
    .from(parLists)
    .where(and(eq(parLists.id, id), outletLists(buyer)));
  if (!list) throw fail.notFound(msg('error.cart.listNotFound'));
  return list;
}

/** A list's items with today's price, stock and what the cart holds; withdrawn ones say so. */
export async function listItems(db: Database | Tx, buyer: Buyer, listId: string) {
  return db
    .select({
      productId: parListItems.productId,
      parQuantity: parListItems.parQuantity,
      name: products.name,
      unit: products.unit,
      brand: products.brand,
      imageUrl: products.imageUrl,
      pricePaise: products.pricePaise,
      soldBy: products.soldBy,
      step: products.step,
      minQuantity: products.minQuantity,
      stock: products.stockQuantity,
      inCart: sql<number>`coalesce(${cartItems.quantity}, 0)`,
      live: sql<number>`case when ${liveForCity(buyer.cityId)} then 1 else 0 end`,
    })
    .from(parListItems)
    .innerJoin(products, eq(products.id, parListItems.productId))
    .innerJoin(users, eq(users.id, products.supplierId))
    .leftJoin(
      cartItems,
      and(
        eq(cartItems.userId, buyer.id),
        sql`${cartItems.outletId} is ${buyer.outletId ?? null}`,
        eq(cartItems.productId, products.id),
      ),
    )
    .where(eq(parListItems.listId, listId))
    .orderBy(asc(parListItems.position));
}

export async function listDto(db: Database | Tx, buyer: Buyer, list: typeof parLists.$inferSelect) {
  const items = await listItems(db, buyer, list.id);
  return {
    id: list.id,
    name: list.name,
    outlet_id: list.outletId,
    item_count: items.length,
    created_at: iso(list.createdAt),
    updated_at: iso(list.updatedAt),
    items: items.map((i) => ({
      product_id: i.productId,
      product_name: i.name,
      unit: i.unit,
      brand: i.brand,
      product_image: i.imageUrl,
      price: toRupees(i.pricePaise),
      ...measureOf(i),
      par_quantity: fromStored(i.parQuantity, i.soldBy),
      in_cart: fromStored(i.inCart, i.soldBy),
      stock_quantity: i.live ? fromStored(i.stock, i.soldBy) : 0,
      issue: !i.live ? ('No longer sold' as const) : i.stock <= 0 ? ('Out of stock' as const) : null,
    })),
  };
}

/**
 * The outlet's lists, last changed first, with how many products each holds; with `outletIds`,
 * those outlets' lists instead (null: every outlet of the business, for its owner).
 */
export async function listLists(db: Database, buyer: ListBuyer, outletIds?: string[] | null) {
  const rows = await db
    .select({ list: parLists, items: count(parListItems.id) })
    .from(parLists)
    .leftJoin(parListItems, eq(parListItems.listId, parLists.id))
    .where(
      outletIds === undefined
        ? outletLists(buyer)
        : and(
            eq(parLists.userId, buyer.id),
            outletIds === null ? isNotNull(parLists.outletId) : inArray(parLists.outletId, outletIds),
          ),
    )
    .groupBy(parLists.id)
    .orderBy(desc(parLists.updatedAt), asc(parLists.id));
  return {
    lists: rows.map(({ list, items }) => ({
      id: list.id,
      name: list.name,
      outlet_id: list.outletId,
      item_count: items,
      created_at: iso(list.createdAt),
      updated_at: iso(list.updatedAt),
    })),
  };
}

async function requireFreeName(tx: Tx, buyer: ListBuyer, name: string, except?: string) {
  const [same] = await tx
    .select({ id: parLists.id })
    .from(parLists)
    .where(and(outletLists(buyer), eq(parLists.nameKey, nameKey(name))));
  if (same && same.id !== except)
    throw fail.conflict('list_name_taken', msg('error.cart.listNameTaken', { name }));
}

/**
 * Products may go on a list when the buyer can buy them, or when the list already holds them;
 * each par (in the listing's units) must fit its steps. Answers the items in stored units.
 */
async function listable(tx: Tx, buyer: Buyer, items: Item[], listId?: string): Promise<Item[]> {
  const ids = items.map((i) => i.product_id);
  if (ids.length === 0) return [];
  const steps = { id: products.id, name: products.name, ...stepColumns };
  const [live, kept] = await Promise.all([
    tx
      .select(steps)
      .from(products)
      .innerJoin(users, eq(users.id, products.supplierId))
      .where(and(inArray(products.id, ids), liveForCity(buyer.cityId))),
    listId
      ? tx
          .select(steps)
          .from(parListItems)
          .innerJoin(products, eq(products.id, parListItems.productId))
          .where(eq(parListItems.listId, listId))
      : [],
  ]);
  const known = new Map([...live, ...kept].map((r) => [r.id, r]));
  return items.map((i) => {
    const p = known.get(i.product_id);
    if (!p) throw fail.notFound(msg('error.cart.productNotFound', { id: i.product_id }));
    const stored = toStored(i.par_quantity, p.soldBy);
    const refusal = measureRefusal(p, stored);
    if (refusal) throw refusal;
    return { product_id: i.product_id, par_quantity: stored! };
  });
}

async function putItems(tx: Tx, listId: string, items: Item[]) {
  await tx.delete(parListItems).where(eq(parListItems.listId, listId));
  if (items.length === 0) return;
  await tx.insert(parListItems).values(
    items.map((i, position) => ({
      id: newId('pli'),
      listId,
      productId: i.product_id,
      parQuantity: i.par_quantity,
      position,
    })),
  );
}

/** Par quantities from an own order's lines (products since deleted left out) or from the cart. */
async function itemsFrom(tx: Tx, buyer: Buyer, input: z.infer<typeof listCreateInput>): Promise<Item[]> {
  let pars: Map<string, number>;
  if (input.from_order_id) {
    const { lines } = await ownOrderLines(tx, buyer.id, input.from_order_id);
    pars = new Map();
    for (const { line } of lines)
      if (line.productId) pars.set(line.productId, (pars.get(line.productId) ?? 0) + line.quantity);
  } else if (input.from_cart) {
    pars = await cartQuantities(tx, buyer);
    if (pars.size === 0) throw fail.badRequest('cart_empty', msg('error.cart.cartEmpty'));
  } else return [];
  const items = [...pars].map(([product_id, q]) => ({ product_id, par_quantity: Math.min(q, PAR_CAP) }));
  if (items.length > LIST_LIMITS.items)
    throw fail.badRequest('list_too_long', msg('error.cart.listTooLong', { max: LIST_LIMITS.items }));
  return items;
}

export async function createList(
  db: Database,
  buyer: ListBuyer,
  input: z.infer<typeof listCreateInput>,
  now: number,
) {
  const list = await db.write(async (tx) => {
    const [held] = await tx.select({ n: count() }).from(parLists).where(outletLists(buyer));
    if ((held?.n ?? 0) >= LIST_LIMITS.lists)
      throw fail.badRequest('too_many_lists', msg('error.cart.tooManyLists', { max: LIST_LIMITS.lists }));
    await requireFreeName(tx, buyer, input.name);
    const items = input.items ? await listable(tx, buyer, input.items) : await itemsFrom(tx, buyer, input);
    const [row] = await tx
      .insert(parLists)
      .values({
        id: newId('pls'),
        userId: buyer.id,
        outletId: buyer.outletId,
        name: input.name,
        nameKey: nameKey(input.name),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await putItems(tx, row!.id, items);
    return row!;
  });
  return listDto(db, buyer, list);
}

export async function updateList(
  db: Database,
  buyer: ListBuyer,
  input: z.infer<typeof listUpdateInput>,
  now: number,
) {
  const list = await db.write(async (tx) => {
    const list = await ownList(tx, buyer, input.id);
    const name = input.name ?? list.name;
    if (input.name !== undefined) await requireFreeName(tx, buyer, input.name, list.id);
    if (input.items) {
      await putItems(tx, list.id, await listable(tx, buyer, input.items, list.id));
    }
    const [row] = await tx
      .update(parLists)
      .set({ name, nameKey: nameKey(name), updatedAt: now })
      .where(eq(parLists.id, list.id))
      .returning();
    return row!;
  });
  return listDto(db, buyer, list);
}

export async function deleteList(db: Database, buyer: ListBuyer, id: string) {
  await ownList(db, buyer, id);
  await db.delete(parLists).where(and(eq(parLists.id, id), outletLists(buyer)));
  return { ok: true, id };
}
