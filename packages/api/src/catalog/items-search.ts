import { products } from '@app/db';
import { and, inArray, isNull } from 'drizzle-orm';
import { TIER_NAMES } from '../search/index.ts';
import type { OfferSort } from '../shared/offer-order.ts';
import { type Keeping, liveForCity } from './catalog.ts';
import { itemRows, listingRow, listingRowQuery, rowDto } from './items-rows.ts';
import { decodeOffset, encodeOffset, searchListings } from './search-page.ts';

interface ItemSearch {
  cityId: string | null;
  search: string;
  categoryId?: string;
  cursor?: string;
  limit: number;
  sort: OfferSort;
  buyerId: string | null;
}

/**
 * `GET /api/items?search=` (decision 0092): the grouped catalogue in the order of the ranked
 * listings, an item where its best-ranked listing stands, with all its live offers in the city.
 */
export async function searchItems(k: Keeping, p: ItemSearch) {
  const found = await searchListings(k, p);
  if (!found) return { items: [], next_cursor: null, did_you_mean: null };
  // An item stands where its best-ranked listing does.
  const best = new Map<string, (typeof found.rows)[number]>();
  for (const r of found.rows) if (!best.has(r.itemId ?? r.id)) best.set(r.itemId ?? r.id, r);
  const order = [...best.values()];
  const from = decodeOffset(p.cursor);
  return found.answer(`items|${from}|${p.limit}|${p.sort}`, () =>
    itemsPage(k, p, order.slice(from, from + p.limit), {
      next_cursor: from + p.limit < order.length ? encodeOffset(from + p.limit) : null,
      did_you_mean: found.didYouMean,
    }),
  );
}

type Found = NonNullable<Awaited<ReturnType<typeof searchListings>>>;

/** One page of items with all their live offers in the city, in the ranked order. */
async function itemsPage<T>(k: Keeping, p: ItemSearch, page: Found['rows'], rest: T) {
  const itemIds = page.flatMap((r) => (r.itemId ? [r.itemId] : []));
  const listingIds = page.flatMap((r) => (r.itemId ? [] : [r.id]));
  const [grouped, single] = await Promise.all([
    itemRows(k.db, itemIds, p.cityId),
    listingIds.length === 0
      ? []
      : listingRowQuery(k.db).where(
          and(liveForCity(p.cityId), isNull(products.itemId), inArray(products.id, listingIds)),
        ),
  ]);
  const rows = new Map([...grouped, ...single.map(listingRow)].map((r) => [r.key, r]));
  return {
    items: page.flatMap((r) => {
      const row = rows.get(r.itemId ?? r.id);
      return row ? [{ ...rowDto(row, p.sort), match: TIER_NAMES[r.tier] }] : [];
    }),
    ...rest,
  };
}
