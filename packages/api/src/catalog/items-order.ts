import { catalogItems, type Database, products, users } from '@app/db';
import { and, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { pricePerBase, type UnitBase } from '../shared/unit-price.ts';
import { type Keeping, keptPage, liveForCity } from './catalog.ts';
import { itemRows, listingRow, listingRowQuery, type Row } from './items-rows.ts';
import { decodeOffset, encodeOffset } from './search-page.ts';

type Listing = typeof products.$inferSelect;

/** What a buyer narrows the catalogue to (decision 0105): an item shows only the offers that pass. */
export interface OfferFilter {
  brand?: string;
  inStock: boolean;
  supplierId?: string;
}

/** The filter as part of a kept page's key (decision 0080: every parameter is in the key). */
export const filterKey = (f: OfferFilter) => `${f.brand ?? ''}|${+f.inStock}|${f.supplierId ?? ''}`;

/** The filter on `products` (joined with its supplier); undefined when nothing narrows. */
export const offerFilter = (f: OfferFilter): SQL | undefined =>
  and(
    f.brand ? sql`${products.brand} = ${f.brand} collate nocase` : undefined,
    f.inStock ? gt(products.stockQuantity, 0) : undefined,
    f.supplierId ? eq(products.supplierId, f.supplierId) : undefined,
  );

/** The same filter over listings already read (a search's ranked rows). */
export const passesFilter = (f: OfferFilter, o: Pick<Listing, 'brand' | 'stockQuantity' | 'supplierId'>) =>
  (!f.brand || o.brand.toLowerCase() === f.brand.toLowerCase()) &&
  (!f.inStock || o.stockQuantity > 0) &&
  (!f.supplierId || o.supplierId === f.supplierId);

// Kitchens compare kg and litre prices with each other; per piece after them, unreadable units last.
const BASE_RANK: Record<UnitBase, number> = { kg: 0, l: 0, pc: 1 };
const UNREADABLE = 2;

type PricedOffer = Pick<Listing, 'pricePaise' | 'unit' | 'stockQuantity'>;

/**
 * An item's place in the unit-price order: its from-price's (the offer the card shows: in stock
 * first, then lowest per base) base rank and price per kg, litre or piece.
 */
export function unitPriceKey(offers: readonly PricedOffer[]): [number, number] {
  let best: { inStock: boolean; key: [number, number] } | null = null;
  for (const o of offers) {
    const per = pricePerBase(o.pricePaise, o.unit);
    const key: [number, number] = per ? [BASE_RANK[per.per], per.paise] : [UNREADABLE, 0];
    const inStock = o.stockQuantity !== 0;
    const better =
      !best ||
      (inStock && !best.inStock) ||
      (inStock === best.inStock && (key[0] - best.key[0] || key[1] - best.key[1]) < 0);
    if (better) best = { inStock, key };
  }
  return best?.key ?? [UNREADABLE, 0];
}

/** A row of the catalogue by reference: an item, or a listing in no item. */
export interface RowRef {
  itemId: string | null;
  id: string;
}

interface OrderInput {
  cityId: string | null;
  categoryId?: string;
  filter: OfferFilter;
}

/**
 * Every row of the city's catalogue that passes the filter, lowest unit price first (name, then
 * id, within a price). Read once per catalogue version and kept (decision 0080): a unit price is
 * read from the written unit, which SQL cannot order by.
 */
async function unitPriceOrder(db: Database, p: OrderInput): Promise<RowRef[]> {
  const listings = await db
    .select({
      id: products.id,
      itemId: products.itemId,
      name: sql<string>`coalesce(${catalogItems.name}, ${products.name})`,
      pricePaise: products.pricePaise,
      unit: products.unit,
      stockQuantity: products.stockQuantity,
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.supplierId))
    .leftJoin(catalogItems, eq(catalogItems.id, products.itemId))
    .where(
      and(
        liveForCity(p.cityId),
        offerFilter(p.filter),
        p.categoryId
          ? or(
              eq(catalogItems.categoryId, p.categoryId),
              and(isNull(products.itemId), eq(products.categoryId, p.categoryId)),
            )
          : undefined,
      ),
    );
  const rows = new Map<string, RowRef & { name: string; offers: PricedOffer[] }>();
  for (const l of listings) {
    const key = l.itemId ?? l.id;
    const row = rows.get(key) ?? { itemId: l.itemId, id: l.id, name: l.name, offers: [] };
    row.offers.push(l);
    rows.set(key, row);
  }
  const keyed = [...rows.values()].map((r) => ({ ...r, at: unitPriceKey(r.offers) }));
  keyed.sort(
    (a, b) =>
      a.at[0] - b.at[0] ||
      a.at[1] - b.at[1] ||
      (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
      (a.id < b.id ? -1 : 1),
  );
  return keyed.map(({ itemId, id }) => ({ itemId, id }));
}

/** The rows referred to, with their live offers that pass the filter, in the order given. */
export async function rowsInOrder(db: Database, p: OrderInput, refs: readonly RowRef[]) {
  const itemIds = refs.flatMap((r) => (r.itemId ? [r.itemId] : []));
  const listingIds = refs.flatMap((r) => (r.itemId ? [] : [r.id]));
  const [grouped, single] = await Promise.all([
    itemRows(db, itemIds, p.cityId, offerFilter(p.filter)),
    listingIds.length === 0
      ? []
      : listingRowQuery(db).where(
          and(liveForCity(p.cityId), isNull(products.itemId), inArray(products.id, listingIds)),
        ),
  ]);
  const rows = new Map<string, Row>([...grouped, ...single.map(listingRow)].map((r) => [r.key, r]));
  return refs.map((r) => rows.get(r.itemId ?? r.id));
}

/** One offset page of the unit-price order, its rows read as the keyset pages read theirs. */
export async function unitPricePage<T>(
  k: Keeping,
  p: OrderInput & { cursor?: string; limit: number },
  page: (rows: Row[]) => T[],
) {
  const from = decodeOffset(p.cursor);
  const order = await keptPage(
    k,
    `items-order|${p.cityId}|${p.categoryId}|${filterKey(p.filter)}`,
    async () => ({
      refs: await unitPriceOrder(k.db, p),
    }),
  );
  const rows = await rowsInOrder(k.db, p, order.refs.slice(from, from + p.limit));
  return {
    items: page(rows.filter((r): r is Row => r !== undefined)),
    next_cursor: from + p.limit < order.refs.length ? encodeOffset(from + p.limit) : null,
  };
}
