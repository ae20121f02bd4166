import { TIER_NAMES } from '../search/index.ts';
import type { ItemOrder, OfferSort } from '../shared/offer-order.ts';
import type { Keeping } from './catalog.ts';
import { filterKey, type OfferFilter, passesFilter, rowsInOrder, unitPriceKey } from './items-order.ts';
import { rowDto } from './items-rows.ts';
import { decodeOffset, encodeOffset, searchListings } from './search-page.ts';

interface ItemSearch {
  cityId: string | null;
  search: string;
  categoryId?: string;
  cursor?: string;
  limit: number;
  sort: OfferSort;
  order: ItemOrder;
  filter: OfferFilter;
  buyerId: string | null;
}

type Found = NonNullable<Awaited<ReturnType<typeof searchListings>>>;
type Ranked = Found['rows'][number];

/**
 * `GET /api/items?search=` (decision 0092): the grouped catalogue in the order of the ranked
 * listings, an item where its best-ranked listing stands, with all its live offers in the city
 * that pass the filter; or, asked for unit_price (decision 0105), each match tier cheapest first.
 */
export async function searchItems(k: Keeping, p: ItemSearch) {
  const found = await searchListings(k, p);
  if (!found) return { items: [], next_cursor: null, did_you_mean: null };
  const from = decodeOffset(p.cursor);
  const key = `items|${from}|${p.limit}|${p.sort}|${p.order}|${filterKey(p.filter)}`;
  return found.answer(key, async () => {
    const order = itemOrder(found.rows, p);
    const page = order.slice(from, from + p.limit);
    const rows = await rowsInOrder(k.db, p, page);
    return {
      items: page.flatMap((r, i) => {
        const row = rows[i];
        return row ? [{ ...rowDto(row, p.sort), match: TIER_NAMES[r.tier] }] : [];
      }),
      next_cursor: from + p.limit < order.length ? encodeOffset(from + p.limit) : null,
      did_you_mean: found.didYouMean,
    };
  });
}

/** An item stands where its best-ranked listing that passes the filter does, or by unit price. */
function itemOrder(ranked: readonly Ranked[], p: ItemSearch) {
  const byItem = new Map<string, { best: Ranked; listings: Ranked[] }>();
  for (const r of ranked) {
    if (!passesFilter(p.filter, r)) continue;
    const key = r.itemId ?? r.id;
    const entry = byItem.get(key);
    if (entry) entry.listings.push(r);
    else byItem.set(key, { best: r, listings: [r] });
  }
  const entries = [...byItem.values()];
  if (p.order === 'unit_price') {
    const keyed = entries.map((e) => ({ e, at: unitPriceKey(e.listings) }));
    // What matched as typed stays above what matched only its category or a corrected word.
    keyed.sort((a, b) => a.e.best.tier - b.e.best.tier || a.at[0] - b.at[0] || a.at[1] - b.at[1]);
    return keyed.map(({ e }) => e.best);
  }
  return entries.map((e) => e.best);
}
