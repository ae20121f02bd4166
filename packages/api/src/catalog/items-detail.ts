import { catalogItems, type Database, products, users } from '@app/db';
import { and, eq, exists, ne, sql } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { type Keeping, keptPage, liveForCity } from './catalog.ts';
import { rowsInOrder } from './items-order.ts';
import { rowDto } from './items-rows.ts';

const NO_FILTER = { inStock: false };

/** The item a listing is grouped under, or the listing alone; null when neither is live for the buyer. */
async function refOf(db: Database, cityId: string | null, id: string) {
  if (id.startsWith('itm_')) return { itemId: id, id };
  const [listing] = await db
    .select({ itemId: products.itemId })
    .from(products)
    .innerJoin(users, eq(users.id, products.supplierId))
    .where(and(eq(products.id, id), liveForCity(cityId)));
  return listing ? { itemId: listing.itemId, id } : null;
}

/**
 * Items of the same product in other packs (decision 0105): same normalised name (an item's key is
 * name|unit) and category, with a live offer in the buyer's city.
 */
async function otherPacks(db: Database, cityId: string | null, itemId: string) {
  const [item] = await db
    .select({ key: catalogItems.key, categoryId: catalogItems.categoryId })
    .from(catalogItems)
    .where(eq(catalogItems.id, itemId));
  if (!item) return [];
  const name = item.key.slice(0, item.key.indexOf('|'));
  const liveOffer = db
    .select({ one: sql`1` })
    .from(products)
    .innerJoin(users, eq(users.id, products.supplierId))
    .where(and(eq(products.itemId, catalogItems.id), liveForCity(cityId)));
  const packs = await db
    .select({ id: catalogItems.id })
    .from(catalogItems)
    .where(
      and(
        sql`${catalogItems.key} like ${`${name.replace(/[\\%_]/g, '\\$&')}|%`} escape '\\'`,
        eq(catalogItems.categoryId, item.categoryId),
        ne(catalogItems.id, itemId),
        exists(liveOffer),
      ),
    )
    .limit(20);
  return packs.map((p) => ({ itemId: p.id, id: p.id }));
}

/**
 * `GET /api/items/:id`: one item (or a listing in no item) with every live offer in the buyer's
 * city, and the same product's other packs with theirs, so packs compare per kg or litre. A listing
 * id answers its item. Kept per catalogue version as a product's detail is.
 */
export function itemDetail(k: Keeping, cityId: string | null, id: string) {
  return keptPage(
    k,
    `item|${cityId}|${id}`,
    async () => {
      const ref = await refOf(k.db, cityId, id);
      const [row] = ref ? await rowsInOrder(k.db, { cityId, filter: NO_FILTER }, [ref]) : [];
      if (!ref || !row) throw fail.notFound(msg('error.catalog.productNotFound'));
      const packs = ref.itemId ? await otherPacks(k.db, cityId, ref.itemId) : [];
      const packRows = await rowsInOrder(k.db, { cityId, filter: NO_FILTER }, packs);
      return {
        item: rowDto(row, 'price'),
        packs: packRows.flatMap((r) => (r ? [rowDto(r, 'price')] : [])),
      };
    },
    'detail',
  );
}
