import { catalogItems, categories, type Database, products, users } from '@app/db';
import { and, asc, eq, exists, inArray, like, type SQL, sql } from 'drizzle-orm';
import { toRupees } from '../shared/money.ts';
import { stockLabel } from '../shared/stock.ts';
import { normaliseName, pricePerBase } from '../shared/unit-price.ts';
import { decodeCursor, encodeCursor, liveForCity, perBaseAnswer } from './catalog.ts';

const offerColumns = {
  id: products.id,
  itemId: products.itemId,
  supplierId: products.supplierId,
  supplierName: users.restaurantName,
  name: products.name,
  unit: products.unit,
  pricePaise: products.pricePaise,
  stockQuantity: products.stockQuantity,
  imageUrl: products.imageUrl,
};

/** Per-base price for sorting; an unreadable unit sorts after every readable one. */
const sortPrice = (o: Offer) => pricePerBase(o.pricePaise, o.unit)?.paise ?? Number.MAX_SAFE_INTEGER;

/**
 * The chooser's order (decision 0074): in-stock offers first, then the lowest price per kg, litre
 * or piece, then the most stock.
 */
export const byOffer = (a: Offer, b: Offer) =>
  Number(a.stockQuantity === 0) - Number(b.stockQuantity === 0) ||
  sortPrice(a) - sortPrice(b) ||
  b.stockQuantity - a.stockQuantity ||
  a.id.localeCompare(b.id);

function offersOf(db: Database, cityId: string | null, itemIds: string[]) {
  return db
    .select(offerColumns)
    .from(products)
    .innerJoin(users, eq(users.id, products.supplierId))
    .where(and(inArray(products.itemId, itemIds), liveForCity(cityId)));
}
type Offer = Awaited<ReturnType<typeof offersOf>>[number];

const offerDto = (o: Offer) => ({
  product_id: o.id,
  supplier_id: o.supplierId,
  supplier_name: o.supplierName,
  name: o.name,
  unit: o.unit,
  price: toRupees(o.pricePaise),
  price_per_base: perBaseAnswer(o.pricePaise, o.unit),
  stock_quantity: o.stockQuantity,
  stock_label: stockLabel(o.stockQuantity),
  image_url: o.imageUrl,
});

/**
 * Customers: one row per item with a live offer in their city, in name order, each with its
 * offers in the chooser's order, the from-price and the number of suppliers.
 */
export async function listItems(
  db: Database,
  p: { cityId: string | null; search?: string; categoryId?: string; cursor?: string; limit: number },
) {
  const live = (where: SQL) =>
    db
      .select({ one: sql`1` })
      .from(products)
      .innerJoin(users, eq(users.id, products.supplierId))
      .where(and(where, liveForCity(p.cityId)));
  const words = p.search ? normaliseName(p.search) : '';
  if (p.search && !words) return { items: [], next_cursor: null as string | null };
  const after = p.cursor ? decodeCursor(p.cursor) : null;
  const rows = await db
    .select({
      id: catalogItems.id,
      name: catalogItems.name,
      key: catalogItems.key,
      unitBase: catalogItems.unitBase,
      categoryId: catalogItems.categoryId,
      categoryName: categories.name,
    })
    .from(catalogItems)
    .innerJoin(categories, eq(categories.id, catalogItems.categoryId))
    .where(
      and(
        exists(live(eq(products.itemId, catalogItems.id))),
        p.categoryId ? eq(catalogItems.categoryId, p.categoryId) : undefined,
        words ? like(catalogItems.key, `%${words}%`) : undefined,
        after ? sql`(${catalogItems.name}, ${catalogItems.id}) > (${after[0]}, ${after[1]})` : undefined,
      ),
    )
    .orderBy(asc(catalogItems.name), asc(catalogItems.id))
    .limit(p.limit + 1);
  const page = rows.slice(0, p.limit);
  const offers =
    page.length === 0
      ? []
      : await offersOf(
          db,
          p.cityId,
          page.map((r) => r.id),
        );
  const last = page.at(-1);
  return {
    items: page.map((item) => {
      const mine = offers.filter((o) => o.itemId === item.id).sort(byOffer);
      const best = mine[0]!;
      return {
        id: item.id,
        name: item.name,
        category_id: item.categoryId,
        category_name: item.categoryName,
        unit: item.key.slice(item.key.indexOf('|') + 1),
        unit_base: item.unitBase as 'kg' | 'l' | 'pc' | null,
        from_price: toRupees(best.pricePaise),
        from_price_per_base: perBaseAnswer(best.pricePaise, best.unit),
        supplier_count: new Set(mine.map((o) => o.supplierId)).size,
        offers: mine.map(offerDto),
      };
    }),
    next_cursor: rows.length > p.limit && last ? encodeCursor(last.name, last.id) : null,
  };
}
