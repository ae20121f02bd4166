import { catalogItems, categories, type Database, products, supplierReliability, users } from '@app/db';
import { and, asc, eq, exists, isNull, sql } from 'drizzle-orm';
import type { ItemOrder, OfferSort } from '../shared/offer-order.ts';
import { decodeCursor, encodeCursor, type Keeping, keptPage, liveForCity } from './catalog.ts';
import { filterKey, type OfferFilter, offerFilter, unitPricePage } from './items-order.ts';
import { groupByItem, listingRow, listingRowQuery, offerColumns, type Row, rowDto } from './items-rows.ts';

interface PageInput {
  cityId: string | null;
  categoryId?: string;
  cursor?: string;
  limit: number;
  sort: OfferSort;
  order: ItemOrder;
  filter: OfferFilter;
}

/**
 * Customers' grouped catalogue (decisions 0074, 0076): one row per item with a live offer in their
 * city, and one per live listing not in any item, merged in (name, id) order with keyset pages as
 * `GET /api/products`, or by unit price in offset pages (decision 0105). Only offers passing the
 * filter count: an item none of whose offers pass is not on the page.
 */
export async function listItems(k: Keeping, p: PageInput) {
  const key = `items|${p.cityId}|${p.categoryId}|${p.cursor}|${p.limit}|${p.sort}|${p.order}|${filterKey(p.filter)}`;
  return keptPage(k, key, () =>
    p.order === 'unit_price'
      ? unitPricePage(k, p, (rows) => rows.map((row) => rowDto(row, p.sort)))
      : readItemPage(k.db, p),
  );
}

async function readItemPage(db: Database, p: PageInput) {
  const after = p.cursor ? decodeCursor(p.cursor) : null;
  // Two independent reads, sent together: one round trip on a remote database.
  const [grouped, single] = await Promise.all([groupedRows(db, p, after), ungroupedRows(db, p, after)]);
  const rows = [...grouped, ...single].sort((a, b) => byKey(a, b)).slice(0, p.limit + 1);
  const page = rows.slice(0, p.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => rowDto(row, p.sort)),
    next_cursor: rows.length > p.limit && last ? encodeCursor(last.name, last.key) : null,
  };
}

type Keyed = Row & { key: string };

/** SQLite's order of text (bytes of UTF-8), so the merged page continues where each query's keyset does. */
const utf8 = new TextEncoder();
function byKey(a: Keyed, b: Keyed) {
  return compareBytes(a.name, b.name) || compareBytes(a.key, b.key);
}
function compareBytes(a: string, b: string) {
  if (a === b) return 0;
  const x = utf8.encode(a);
  const y = utf8.encode(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
}

/** The next items after the cursor with a live offer, with all their live offers. */
async function groupedRows(db: Database, p: PageInput, after: [string, string] | null) {
  const liveOffer = () =>
    db
      .select({ one: sql`1` })
      .from(products)
      .innerJoin(users, eq(users.id, products.supplierId))
      .where(and(eq(products.itemId, catalogItems.id), liveForCity(p.cityId), offerFilter(p.filter)));
  const page = db
    .select({ id: catalogItems.id })
    .from(catalogItems)
    .where(
      and(
        exists(liveOffer()),
        p.categoryId ? eq(catalogItems.categoryId, p.categoryId) : undefined,
        after ? sql`(${catalogItems.name}, ${catalogItems.id}) > (${after[0]}, ${after[1]})` : undefined,
      ),
    )
    .orderBy(asc(catalogItems.name), asc(catalogItems.id))
    .limit(p.limit + 1)
    .as('page');
  // CROSS JOIN keeps the page of items the outer loop, so offers are read by item, never by scanning
  // every live product.
  const offers = await db
    .select({
      ...offerColumns,
      itemName: catalogItems.name,
      itemKey: catalogItems.key,
      categoryId: catalogItems.categoryId,
      categoryName: categories.name,
    })
    .from(page)
    .crossJoin(products)
    .innerJoin(users, eq(users.id, products.supplierId))
    .innerJoin(catalogItems, eq(catalogItems.id, products.itemId))
    .innerJoin(categories, eq(categories.id, catalogItems.categoryId))
    .leftJoin(supplierReliability, eq(supplierReliability.supplierId, products.supplierId))
    .where(and(eq(products.itemId, page.id), liveForCity(p.cityId), offerFilter(p.filter)));
  return groupByItem(offers);
}

/** The next live listings after the cursor that are in no item, each its own row. */
async function ungroupedRows(db: Database, p: PageInput, after: [string, string] | null) {
  const rows = await listingRowQuery(db)
    .where(
      and(
        liveForCity(p.cityId),
        offerFilter(p.filter),
        isNull(products.itemId),
        p.categoryId ? eq(products.categoryId, p.categoryId) : undefined,
        after ? sql`(${products.name}, ${products.id}) > (${after[0]}, ${after[1]})` : undefined,
      ),
    )
    .orderBy(asc(products.name), asc(products.id))
    .limit(p.limit + 1);
  return rows.map(listingRow);
}
