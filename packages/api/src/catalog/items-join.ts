import { catalogItems, products, type Tx } from '@app/db';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { itemKey } from '../shared/unit-price.ts';

interface Listing {
  id: string;
  name: string;
  unit: string;
  categoryId: string;
  cityId: string | null;
}

/**
 * On approval: a listing joins the item of exactly its key and category, in its city or an
 * all-city one (the city's first). Anything else waits for staff.
 */
export async function joinMatchingItem(tx: Tx, p: Listing, supplierCityId: string | null) {
  const city = p.cityId ?? supplierCityId;
  const [item] = await tx
    .select({ id: catalogItems.id })
    .from(catalogItems)
    .where(
      and(
        eq(catalogItems.key, itemKey(p.name, p.unit)),
        eq(catalogItems.categoryId, p.categoryId),
        city ? or(eq(catalogItems.cityId, city), isNull(catalogItems.cityId)) : isNull(catalogItems.cityId),
      ),
    )
    .orderBy(sql`${catalogItems.cityId} is null`)
    .limit(1);
  await tx
    .update(products)
    .set({ itemId: item?.id ?? null })
    .where(eq(products.id, p.id));
  return item?.id ?? null;
}

/**
 * On an approved edit of a live listing (decision 0076): one whose name, unit or category now
 * says it is another thing leaves its item and joins the exact match, if any; an edit that keeps
 * them keeps the listing where staff put it (even in a deliberately mixed item).
 */
export async function regroupAfterEdit(
  tx: Tx,
  before: Listing & { itemId: string | null },
  after: Listing,
  supplierCityId: string | null,
) {
  const same =
    itemKey(before.name, before.unit) === itemKey(after.name, after.unit) &&
    before.categoryId === after.categoryId;
  if (same && before.itemId) return before.itemId;
  return joinMatchingItem(tx, after, supplierCityId);
}
