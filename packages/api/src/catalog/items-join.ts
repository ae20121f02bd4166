import { catalogItems, products, type Tx } from '@app/db';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { normaliseName, unitKey } from '../shared/unit-price.ts';

/** What an item is matched on: the normalised name and the canonical unit ('besan|1kg'). */
export const itemKey = (name: string, unit: string) => `${normaliseName(name)}|${unitKey(unit)}`;

/**
 * On approval: a listing joins the item of exactly its key and category, in its city or an
 * all-city one (the city's first). Anything else waits for staff.
 */
export async function joinMatchingItem(
  tx: Tx,
  p: { id: string; name: string; unit: string; categoryId: string; cityId: string | null },
  supplierCityId: string | null,
) {
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
  if (item) await tx.update(products).set({ itemId: item.id }).where(eq(products.id, p.id));
  return item?.id ?? null;
}
