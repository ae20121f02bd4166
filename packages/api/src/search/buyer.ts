import { type Database, orderItems, orders, products } from '@app/db';
import { eq } from 'drizzle-orm';
import { Lru } from '../shared/lru.ts';
import { perKey } from '../shared/per-key.ts';

const FRESH_MS = 60_000;
const keptFor = perKey((_keep: object) => new Lru<string, { at: number; ids: Promise<Set<string>> }>(5000));

/**
 * The listings and catalogue items a buyer has ordered, which its searches put first within each
 * tier (decision 0092). Read once a minute per buyer and process: one indexed read, not one per page.
 */
export function orderedBy(
  db: Database,
  customerId: string | null,
  keep: object = db,
  now = Date.now(),
): Promise<Set<string>> {
  if (!customerId) return Promise.resolve(new Set());
  const kept = keptFor(keep);
  const hit = kept.get(customerId);
  if (hit && now - hit.at < FRESH_MS) return hit.ids;
  const ids = db
    .selectDistinct({ productId: orderItems.productId, itemId: products.itemId })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orders.customerId, customerId))
    .then((rows) => new Set(rows.flatMap((r) => [r.productId, r.itemId].filter((x): x is string => !!x))));
  kept.set(customerId, { at: now, ids });
  ids.catch(() => kept.set(customerId, { at: 0, ids }));
  return ids;
}
