import { categories, cities, type Database, products } from '@app/db';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { audit } from '../audit/index.ts';
import { matchesAny, offsetOf, type StaffScope } from '../shared/query.ts';
import { LOW_STOCK_THRESHOLD } from '../shared/stock.ts';
import type { inventoryListInput } from './schemas.ts';
import { cityFilter, loadStaffProduct, selectProducts, staffProductDto } from './staff.ts';

const LEVEL: Record<'all' | 'low' | 'out', SQL | undefined> = {
  all: undefined,
  low: sql`${products.stockQuantity} > 0 and ${products.stockQuantity} < ${LOW_STOCK_THRESHOLD}`,
  out: sql`${products.stockQuantity} = 0`,
};

/** Stock levels in the caller's scope (optionally one city): counts, then one page of items. */
export async function listInventory(
  db: Database,
  scope: StaffScope,
  input: z.output<typeof inventoryListInput>,
) {
  const base = cityFilter(scope, input.city_id);
  const where = and(
    base,
    LEVEL[input.level],
    matchesAny(input.search, [products.name, products.brand, categories.name]),
  );
  const [rows, [count], [stats]] = await Promise.all([
    selectProducts(db, where)
      .orderBy(asc(products.stockQuantity), asc(sql`lower(${products.name})`), asc(products.id))
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

export async function updateStock(
  db: Database,
  p: { scope: StaffScope; actorId: string; now: number; id: string; stockQuantity: number },
) {
  return db.write(async (tx) => {
    const before = await loadStaffProduct(tx, p.scope, p.id);
    await tx
      .update(products)
      .set({ stockQuantity: p.stockQuantity, updatedAt: p.now })
      .where(eq(products.id, p.id));
    await audit(
      tx,
      {
        actorId: p.actorId,
        action: 'update_stock',
        entity: 'product',
        entityId: p.id,
        before: { stock_quantity: before.product.stockQuantity },
        after: { stock_quantity: p.stockQuantity },
      },
      p.now,
    );
    return staffProductDto(await loadStaffProduct(tx, p.scope, p.id));
  });
}
