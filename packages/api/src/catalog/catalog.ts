import {
  catalogVersion,
  categories,
  cities,
  type Database,
  products,
  supplierReliability,
  type Tx,
  users,
} from '@app/db';
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from '@oslojs/encoding';
import { and, asc, eq, isNull, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import type { PageCache } from '../ports.ts';
import { reliabilityAnswer, reliabilityColumns } from '../reliability/index.ts';
import { Lru } from '../shared/lru.ts';
import { toRupees } from '../shared/money.ts';
import { perKey } from '../shared/per-key.ts';
import { pricePerBase } from '../shared/unit-price.ts';
import { stockLabelOf } from './measures.ts';
import { productFieldsAnswer } from './product-rows.ts';

/** Rupees per kg, litre or piece, or null for a unit that cannot be read. */
export const perBaseAnswer = (pricePaise: number, unit: string) =>
  perBaseInRupees(pricePerBase(pricePaise, unit));

/** A price per base unit (shared/unit-price.ts) as answers carry it, in rupees. */
export const perBaseInRupees = (per: ReturnType<typeof pricePerBase>) =>
  per && { per: per.per, price: toRupees(per.paise) };

/**
 * What a customer may see and buy: approved, active products not past their expiry date
 * (catalog/expiry.ts), of an active supplier, sold in the customer's city or in all cities
 * (city_id null). Needs `users` joined as the supplier.
 */
export function liveForCity(cityId: string | Placeholder | null): SQL {
  return and(
    eq(products.approvalStatus, 'approved'),
    eq(products.isActive, true),
    eq(products.expired, false),
    eq(users.isActive, true),
    isNull(users.deletedAt),
    cityId ? or(eq(products.cityId, cityId), isNull(products.cityId)) : isNull(products.cityId),
  )!;
}

/** Products whose name or brand match an FTS5 expression built by search/plan.ts. */
export const matchesSearch = (match: string) =>
  sql`${products}.rowid in (select rowid from products_fts where products_fts match ${match})`;

const productColumns = {
  id: products.id,
  name: products.name,
  categoryId: products.categoryId,
  categoryName: categories.name,
  cityId: products.cityId,
  cityName: cities.name,
  supplierId: products.supplierId,
  supplierName: users.restaurantName,
  description: products.description,
  pricePaise: products.pricePaise,
  priceBreaks: products.priceBreaks,
  soldBy: products.soldBy,
  step: products.step,
  minQuantity: products.minQuantity,
  weighed: products.weighed,
  tolerancePct: products.tolerancePct,
  hsnCode: products.hsnCode,
  gstRate: products.gstRate,
  unit: products.unit,
  stockQuantity: products.stockQuantity,
  imageUrl: products.imageUrl,
  brand: products.brand,
  manufacturingDate: products.manufacturingDate,
  expiryDate: products.expiryDate,
  approvalStatus: products.approvalStatus,
  isActive: products.isActive,
  itemId: products.itemId,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  ...reliabilityColumns,
};

type ProductRow = Awaited<ReturnType<typeof baseQuery>>[number];

/** The Product entity of spec section 3, plus the stock label. */
export const productDto = (p: ProductRow) => ({
  ...productFieldsAnswer(p, p),
  stock_label: stockLabelOf(p),
  item_id: p.itemId,
  price_per_base: perBaseAnswer(p.pricePaise, p.unit),
  supplier_reliability: reliabilityAnswer(p),
  created_at: new Date(p.createdAt).toISOString(),
  updated_at: new Date(p.updatedAt).toISOString(),
});
export type ProductDto = ReturnType<typeof productDto>;

export const encodeCursor = (name: string, id: string) =>
  encodeBase64urlNoPadding(new TextEncoder().encode(JSON.stringify([name, id])));

export function decodeCursor(cursor: string): [string, string] {
  try {
    const v = JSON.parse(new TextDecoder().decode(decodeBase64urlIgnorePadding(cursor)));
    if (Array.isArray(v) && v.length === 2 && typeof v[0] === 'string' && typeof v[1] === 'string')
      return [v[0], v[1]];
  } catch {}
  throw fail.badRequest('invalid_cursor', msg('error.catalog.invalidCursor'));
}

/** Live-catalogue columns of products with their supplier, category, city and figures. */
export function baseQuery(db: Database | Tx) {
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(users, eq(users.id, products.supplierId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(cities, eq(cities.id, products.cityId))
    .leftJoin(supplierReliability, eq(supplierReliability.supplierId, products.supplierId));
}

interface PageShape {
  city: boolean;
  category: boolean;
  after: boolean;
}

/** One prepared statement per shape of page query, per database: built once, not per request. */
const pageQueriesFor = perKey((_db: Database) => new Map<string, ReturnType<typeof preparePage>>());

function preparePage(db: Database, shape: PageShape) {
  const p = sql.placeholder;
  return baseQuery(db)
    .where(
      and(
        liveForCity(shape.city ? p('city') : null),
        shape.category ? eq(products.categoryId, p('category')) : undefined,
        shape.after
          ? sql`(${products.name}, ${products.id}) > (${p('afterName')}, ${p('afterId')})`
          : undefined,
      ),
    )
    .orderBy(asc(products.name), asc(products.id))
    .limit(p('limit'))
    .prepare();
}

/**
 * One catalogue page in (name, id) order. Keyset paging keeps every page as cheap as the first
 * on 100,000 products; `next_cursor` is null on the last page.
 */
export async function listProducts(
  k: Keeping,
  p: { cityId: string | null; categoryId?: string; cursor?: string; limit: number },
) {
  const after = p.cursor ? decodeCursor(p.cursor) : null;
  return keptPage(k, `products|${p.cityId}|${p.categoryId}|${p.cursor}|${p.limit}`, () =>
    readPage(k.db, p, after),
  );
}

/** What keeping a page needs from the request: its database, the version its session read, the store. */
export interface Keeping {
  db: Database;
  /** Read with the session (accounts/session.ts); null for API keys. */
  catalogVersion: number | null;
  pageCache?: PageCache;
  /** Services' `searchKeep`: what search keeps between requests is keyed by it. */
  searchKeep?: object;
}

/**
 * A catalogue page read once per catalogue version (decision 0080). The version comes with the
 * session; without one only an embedded database asks for it, where a read costs no round trip.
 * The version is read before the page: a change committing in between files the newer page under
 * the older version, which no later request asks for.
 */
export async function keptPage<T extends object>(
  k: Keeping,
  key: string,
  read: () => Promise<T>,
  size: 'page' | 'detail' = 'page',
): Promise<T> {
  const local = k.db.$client.protocol === 'file';
  const store = k.pageCache ?? (local ? (size === 'page' ? memoryFor : detailMemoryFor)(k.db) : null);
  if (!store) return read();
  const version = k.catalogVersion ?? (local ? (await versionQueryFor(k.db).all())[0]?.v : undefined);
  if (version === undefined) return read();
  const versioned = `${version}|${key}`;
  const hit = await store.get(versioned);
  if (hit) return hit as T;
  const page = await read();
  await store.put(versioned, page);
  return page;
}

/**
 * A kept answer's heap, estimated once when it is kept: its JSON length three times over (the
 * objects, and the JSON text and gzip made of it once; shared/kept-answer.ts). A page of 50
 * grouped items is about 210 KB of JSON, so a count alone would let 500 pages hold ~300 MB.
 */
export function keptBytes(page: unknown): number {
  try {
    return 3 * (JSON.stringify(page)?.length ?? 0);
  } catch {
    return 256 * 1024;
  }
}

/**
 * Pages in this process's memory, the most recently used 500 within 128 MB as `keptBytes` counts
 * them (also the Node store on a shared database). The bench's catalogue and grouped pages alone
 * weigh ~52 MB: 64 MB left search rankings and a busy city's pages taking turns.
 */
export function memoryPageCache(
  max = 500,
  maxBytes = 128 * 1024 * 1024,
): PageCache & { readonly bytes: number } {
  const pages = new Lru<string, unknown>(max, { maxBytes, sizeOf: keptBytes });
  return {
    get bytes() {
      return pages.bytes;
    },
    get: async (key) => pages.get(key),
    put: async (key, page) => pages.set(key, page),
  };
}

// Any change to products, items, suppliers, categories, cities or suppliers' public reliability
// figures moves the version (migrations 0007, 0027 and 0036), so a kept page is never stale.
const memoryFor = perKey((_db: Database) => memoryPageCache());
// One product's detail is a fiftieth of a page: many more are kept, apart, so they never push pages out.
const detailMemoryFor = perKey((_db: Database) => memoryPageCache(5000, 32 * 1024 * 1024));
const prepareVersion = (db: Database) =>
  db.select({ v: catalogVersion.version }).from(catalogVersion).prepare();
const versionQueryFor = perKey(prepareVersion);

async function readPage(
  db: Database,
  p: { cityId: string | null; categoryId?: string; limit: number },
  after: [string, string] | null,
) {
  const shape = { city: !!p.cityId, category: !!p.categoryId, after: !!after };
  const key = `${+shape.city}${+shape.category}${+shape.after}`;
  const byShape = pageQueriesFor(db);
  const query = byShape.get(key) ?? preparePage(db, shape);
  byShape.set(key, query);
  const rows = await query.all({
    city: p.cityId,
    category: p.categoryId,
    afterName: after?.[0],
    afterId: after?.[1],
    limit: p.limit + 1,
  });
  const page = rows.slice(0, p.limit);
  const last = page.at(-1);
  return {
    products: page.map(productDto),
    next_cursor: rows.length > p.limit && last ? encodeCursor(last.name, last.id) : null,
  };
}

/** A live product the customer may buy, or 404 (another city's or unapproved ones do not exist for them). */
export async function liveProduct(db: Database | Tx, cityId: string | null, productId: string) {
  const [row] = await baseQuery(db).where(and(eq(products.id, productId), liveForCity(cityId)));
  if (!row) throw fail.notFound(msg('error.catalog.productNotFound'));
  return row;
}

/** One live product, kept per catalogue version like the pages (a missing one is not kept). */
export const productById = (k: Keeping, cityId: string | null, id: string) =>
  keptPage(
    k,
    `product|${cityId}|${id}`,
    async () => productDto(await liveProduct(k.db, cityId, id)),
    'detail',
  );
