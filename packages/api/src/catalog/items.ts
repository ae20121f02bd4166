import { catalogItems, categories, type Database, products, supplierReliability, users } from '@app/db';
import { and, asc, eq, exists, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import { reliabilityAnswer, reliabilityColumns } from '../reliability/index.ts';
import { toRupees } from '../shared/money.ts';
import { type OfferSort, offerOrder } from '../shared/offer-order.ts';
import { normaliseName, parseUnit, pricePerBase, unitKey } from '../shared/unit-price.ts';
import {
  decodeCursor,
  encodeCursor,
  ftsQuery,
  type Keeping,
  keptPage,
  liveForCity,
  matchesSearch,
  perBaseInRupees,
} from './catalog.ts';
import { quantitiesAnswer, stockAnswer, stockLabelOf } from './measures.ts';

const offerColumns = {
  id: products.id,
  itemId: products.itemId,
  supplierId: products.supplierId,
  supplierName: users.restaurantName,
  name: products.name,
  brand: products.brand,
  description: products.description,
  unit: products.unit,
  pricePaise: products.pricePaise,
  soldBy: products.soldBy,
  step: products.step,
  minQuantity: products.minQuantity,
  weighed: products.weighed,
  tolerancePct: products.tolerancePct,
  stockQuantity: products.stockQuantity,
  imageUrl: products.imageUrl,
  manufacturingDate: products.manufacturingDate,
  expiryDate: products.expiryDate,
  ...reliabilityColumns,
};

/** An offer with its price per kg, litre or piece read from its unit once, and its supplier's figures. */
interface Priced {
  o: Offer;
  per: ReturnType<typeof pricePerBase>;
  reliability: ReturnType<typeof reliabilityAnswer>;
}

/** The chooser's order (decisions 0074, 0090: shared/offer-order.ts) over priced offers. */
const byOffer = (sort: OfferSort) => {
  const order = offerOrder(sort);
  const facts = (p: Priced) => ({
    id: p.o.id,
    inStock: p.o.stockQuantity !== 0,
    perBase: p.per?.paise ?? null,
    stock: stockAnswer(p.o),
    reliability: p.reliability,
  });
  return (a: Priced, b: Priced) => order(facts(a), facts(b));
};

type Offer = Pick<
  typeof products.$inferSelect,
  | 'id'
  | 'itemId'
  | 'supplierId'
  | 'name'
  | 'brand'
  | 'description'
  | 'unit'
  | 'pricePaise'
  | 'soldBy'
  | 'step'
  | 'minQuantity'
  | 'weighed'
  | 'tolerancePct'
  | 'stockQuantity'
  | 'imageUrl'
  | 'manufacturingDate'
  | 'expiryDate'
> & { supplierName: (typeof users.$inferSelect)['restaurantName'] } & Parameters<typeof reliabilityAnswer>[0];

const offerDto = ({ o, per, reliability }: Priced) => ({
  product_id: o.id,
  supplier_id: o.supplierId,
  supplier_name: o.supplierName,
  name: o.name,
  brand: o.brand,
  description: o.description,
  unit: o.unit,
  price: toRupees(o.pricePaise),
  ...quantitiesAnswer(o),
  price_per_base: perBaseInRupees(per),
  stock_label: stockLabelOf(o),
  image_url: o.imageUrl,
  manufacturing_date: o.manufacturingDate,
  expiry_date: o.expiryDate,
  supplier_reliability: reliability,
});

interface Row {
  id: string | null;
  name: string;
  categoryId: string;
  categoryName: string;
  unit: string;
  offers: Offer[];
}

/**
 * One row of the grouped catalogue: an item with its live offers in the order asked, or a listing
 * not grouped yet. Its from-price is the cheapest offer's whatever the order.
 */
function rowDto(row: Row, sort: OfferSort) {
  const priced = row.offers.map((o) => ({
    o,
    per: pricePerBase(o.pricePaise, o.unit),
    reliability: reliabilityAnswer(o),
  }));
  const best = [...priced].sort(byOffer('price'))[0]!;
  const offers = priced.sort(byOffer(sort));
  return {
    id: row.id,
    name: row.name,
    category_id: row.categoryId,
    category_name: row.categoryName,
    unit: row.unit,
    unit_base: parseUnit(row.unit)?.base ?? null,
    from_price: toRupees(best.o.pricePaise),
    from_price_per_base: perBaseInRupees(best.per),
    supplier_count: new Set(offers.map(({ o }) => o.supplierId)).size,
    offers: offers.map(offerDto),
  };
}

interface PageInput {
  cityId: string | null;
  search?: string;
  categoryId?: string;
  cursor?: string;
  limit: number;
  sort: OfferSort;
}

/**
 * Customers' grouped catalogue (decisions 0074, 0076): one row per item with a live offer in their
 * city, and one per live listing not in any item, merged in (name, id) order with keyset pages as
 * `GET /api/products`. Search and category filter as the product list does.
 */
export async function listItems(k: Keeping, p: PageInput) {
  const match = p.search ? ftsQuery(p.search) : null;
  if (p.search && !match) return { items: [], next_cursor: null as string | null };
  return keptPage(k, `items|${p.cityId}|${p.categoryId}|${match}|${p.cursor}|${p.limit}|${p.sort}`, () =>
    readItemPage(k.db, p, match),
  );
}

async function readItemPage(db: Database, p: PageInput, match: string | null) {
  const after = p.cursor ? decodeCursor(p.cursor) : null;
  // Two independent reads, sent together: one round trip on a remote database.
  const [grouped, single] = await Promise.all([
    groupedRows(db, p, match, after),
    ungroupedRows(db, p, match, after),
  ]);
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

/** The next items after the cursor with a live offer (that matches the search), with all their live offers. */
async function groupedRows(db: Database, p: PageInput, match: string | null, after: [string, string] | null) {
  const liveOffer = (extra?: SQL) =>
    db
      .select({ one: sql`1` })
      .from(products)
      .innerJoin(users, eq(users.id, products.supplierId))
      .where(and(eq(products.itemId, catalogItems.id), liveForCity(p.cityId), extra));
  const words = p.search ? normaliseName(p.search) : '';
  const page = db
    .select({ id: catalogItems.id })
    .from(catalogItems)
    .where(
      and(
        match
          ? or(
              exists(liveOffer(matchesSearch(match))),
              and(like(catalogItems.key, `%${words}%`), exists(liveOffer())),
            )
          : exists(liveOffer()),
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
    .where(and(eq(products.itemId, page.id), liveForCity(p.cityId)));
  const byItem = new Map<string, Keyed>();
  for (const o of offers) {
    const id = o.itemId!;
    const row = byItem.get(id) ?? {
      id,
      key: id,
      name: o.itemName,
      categoryId: o.categoryId,
      categoryName: o.categoryName,
      unit: o.itemKey.slice(o.itemKey.indexOf('|') + 1),
      offers: [],
    };
    row.offers.push(o);
    byItem.set(id, row);
  }
  return [...byItem.values()];
}

/** The next live listings after the cursor that are in no item, each its own row. */
async function ungroupedRows(
  db: Database,
  p: PageInput,
  match: string | null,
  after: [string, string] | null,
) {
  const rows = await db
    .select({ ...offerColumns, categoryId: products.categoryId, categoryName: categories.name })
    .from(products)
    .innerJoin(users, eq(users.id, products.supplierId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(supplierReliability, eq(supplierReliability.supplierId, products.supplierId))
    .where(
      and(
        liveForCity(p.cityId),
        isNull(products.itemId),
        p.categoryId ? eq(products.categoryId, p.categoryId) : undefined,
        match ? matchesSearch(match) : undefined,
        after ? sql`(${products.name}, ${products.id}) > (${after[0]}, ${after[1]})` : undefined,
      ),
    )
    .orderBy(asc(products.name), asc(products.id))
    .limit(p.limit + 1);
  return rows.map(
    (o): Keyed => ({
      id: null,
      key: o.id,
      name: o.name,
      categoryId: o.categoryId,
      categoryName: o.categoryName,
      unit: unitKey(o.unit),
      offers: [o],
    }),
  );
}
