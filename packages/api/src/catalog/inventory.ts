import { categories, cities, type Database, products } from '@app/db';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { StaffScope } from '../access/rules.ts';
import { inScope } from '../access/scope.ts';
import { audit } from '../audit/index.ts';
import { matchesAny, offsetOf } from '../shared/query.ts';
import { lowStock, stockAnswer, stockInUnits, storedStock } from './measures.ts';
import type { inventoryListInput } from './schemas.ts';
import { foundOr, type SearchAt } from './search-page.ts';
import { loadStaffProduct, selectProducts, staffProductDto } from './staff.ts';
import { setStock } from './stock.ts';

const LEVEL: Record<'all' | 'low' | 'out', SQL | undefined> = {
  all: undefined,
  low: lowStock,
  out: sql`${products.stockQuantity} = 0`,
};

/** Lowest stock first: the list's order, and the CSV export's. */
export const INVENTORY_ORDER = [asc(stockInUnits), asc(sql`lower(${products.name})`), asc(products.id)];

/** The listings the inventory filters pick; the CSV export uses the same (inventory-csv.ts). */
export async function inventoryWhere(
  db: Database,
  scope: StaffScope,
  input: z.output<typeof inventoryListInput>,
  at: SearchAt,
) {
  return and(
    inScope(products.cityId, scope, input.city_id),
    LEVEL[input.level],
    await foundOr(
      db,
      at,
      input.search,
      matchesAny(input.search, [products.name, products.brand, categories.name]),
    ),
  );
}

/** Stock levels in the caller's scope (optionally one city): counts, then one page of items. */
export async function listInventory(
  db: Database,
  scope: StaffScope,
  input: z.output<typeof inventoryListInput>,
  at: SearchAt,
) {
  const base = inScope(products.cityId, scope, input.city_id);
  const where = await inventoryWhere(db, scope, input, at);
  const [rows, [count], [stats]] = await Promise.all([
    selectProducts(db, where)
      .orderBy(...INVENTORY_ORDER)
      .limit(input.page_size)
      .offset(offsetOf(input.page, input.page_size)),
    db
      .select({ n: sql<number>`count(*)` })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(cities, eq(cities.id, products.cityId))
      .where(where),
    db
      .select({
        total: sql<number>`count(*)`,
        low: sql<number>`coalesce(sum(${LEVEL.low}), 0)`,
        out: sql<number>`coalesce(sum(${LEVEL.out}), 0)`,
      })
      .from(products)
      .where(base),
  ]);
  return {
    items: rows.map(staffProductDto),
    total: count?.n ?? 0,
    page: input.page,
    page_size: input.page_size,
    stats: { total_items: stats?.total ?? 0, low_stock: stats?.low ?? 0, out_of_stock: stats?.out ?? 0 },
  };
}

/** Staff's count of a listing's stock, in packs, kg or litres. */
export async function updateStock(
  db: Database,
  p: { scope: StaffScope; actorId: string; now: number; id: string; quantity: number },
) {
  return db.write(async (tx) => {
    const before = await loadStaffProduct(tx, p.scope, p.id);
    await setStock(tx, p.id, storedStock(p.quantity, before.product), p.now);
    await audit(
      tx,
      {
        actorId: p.actorId,
        action: 'update_stock',
        entity: 'product',
        entityId: p.id,
        before: { stock_quantity: stockAnswer(before.product) },
        after: { stock_quantity: p.quantity },
      },
      p.now,
    );
    return staffProductDto(await loadStaffProduct(tx, p.scope, p.id));
  });
}
