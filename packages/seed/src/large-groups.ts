import type { SellerConfig } from '@app/api/config';
import { issueServiceInvoice, issueSupplierInvoice } from '@app/api/invoices';
import { GOODS_GONE } from '@app/api/order-status';
import { itemKey, parseUnit } from '@app/api/shared';
import {
  catalogItems,
  type Database,
  orderItems,
  orders,
  parListItems,
  parLists,
  products,
  taxDocuments,
} from '@app/db';
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { chunked } from './chunked.ts';
import { createRandom } from './random.ts';

interface Listing {
  id: string;
  name: string;
  unit: string;
  categoryId: string;
  cityId: string | null;
  supplierId: string;
  stockQuantity: number;
}

/** Bench customers with par lists and issued invoices (bench/run.mjs signs in the first 200). */
const BENCH_CUSTOMERS = 200;

/**
 * What the grouped catalogue, par lists and invoice lists read on the large marketplace:
 * catalogue items of 3-8 suppliers' listings each (listings of one template, one city or all
 * cities, so a customer sees every offer of an item), a par list per bench customer, and the GST
 * documents of the bench customers' confirmed orders.
 */
export async function seedLargeGroups(
  db: Database,
  data: { products: Listing[]; flat: number; customers: { id: string }[] },
  opts: { operator: SellerConfig; now?: number; log?: (m: string) => void },
) {
  const now = opts.now ?? Date.now();
  const log = opts.log ?? (() => {});
  const r = createRandom(7070);

  // Listing i shares its template (name, brand, unit) with i ± flat; its supplier differs.
  const buckets = new Map<string, Listing[]>();
  data.products.forEach((p, i) => {
    const key = `${i % data.flat}|${p.cityId}`;
    const bucket = buckets.get(key) ?? [];
    bucket.push(p);
    buckets.set(key, bucket);
  });
  const items: (typeof catalogItems.$inferInsert)[] = [];
  const joins: { itemId: string; ids: string[] }[] = [];
  for (const listings of buckets.values()) {
    // A group closes at its drawn size or before a supplier it already holds; under 3 stay ungrouped.
    const groups: Listing[][] = [];
    let group: Listing[] = [];
    let size = r.int(3, 8);
    for (const l of listings) {
      if (group.length === size || group.some((g) => g.supplierId === l.supplierId)) {
        if (group.length >= 3) groups.push(group);
        group = [];
        size = r.int(3, 8);
      }
      group.push(l);
    }
    if (group.length >= 3) groups.push(group);
    for (const group of groups) {
      const first = group[0]!;
      const name = first.name.replace(/ (Premium|Select|Classic|Gold|Value|Chef) \d+$/, '');
      const id = `itm_b${items.length}`;
      items.push({
        id,
        name,
        key: itemKey(name, first.unit),
        unitBase: parseUnit(first.unit)?.base ?? null,
        categoryId: first.categoryId,
        cityId: first.cityId,
        createdAt: now,
        updatedAt: now,
      });
      joins.push({ itemId: id, ids: group.map((g) => g.id) });
    }
  }
  await db.write(async (tx) => {
    await chunked(catalogItems, items, (c) => tx.insert(catalogItems).values(c));
    for (const j of joins)
      await tx.update(products).set({ itemId: j.itemId }).where(inArray(products.id, j.ids));
  });
  log(`catalogue items: ${items.length} grouping ${joins.reduce((n, j) => n + j.ids.length, 0)} listings`);

  // Par lists of 12 products sold in every city, with stock to spare.
  const everywhere = data.products.filter((p) => p.cityId === null && p.stockQuantity > 1000);
  await db.write(async (tx) => {
    for (const [c, customer] of data.customers.slice(0, BENCH_CUSTOMERS).entries()) {
      const listId = `par_b${c}`;
      await tx.insert(parLists).values({
        id: listId,
        userId: customer.id,
        // The account's first outlet, the one made of its profile (decision 0117).
        outletId: sql<string>`(select o.id from outlets o join businesses b on b.id = o.business_id
          where b.customer_id = ${customer.id} order by o.created_at, o.rowid limit 1)`,
        name: 'Weekly staples',
        nameKey: 'weekly staples',
        createdAt: now,
        updatedAt: now,
      });
      const picked = new Set(
        Array.from({ length: 12 }, (_, k) => everywhere[(c * 37 + k * 131) % everywhere.length]!.id),
      );
      await tx.insert(parListItems).values(
        [...picked].map((productId, position) => ({
          id: `pli_b${c}_${position}`,
          listId,
          productId,
          parQuantity: r.int(2, 10),
          position,
        })),
      );
    }
  });
  log(`par lists: ${BENCH_CUSTOMERS}`);

  // The operator's invoice is issued when an order is confirmed, each supplier's when its goods
  // left it (decision 0088).
  const confirmed = await db
    .select()
    .from(orders)
    .where(
      and(
        inArray(
          orders.customerId,
          data.customers.slice(0, BENCH_CUSTOMERS).map((c) => c.id),
        ),
        ne(orders.status, 'pending'),
        ne(orders.status, 'cancelled'),
      ),
    )
    .orderBy(orders.createdAt);
  await db.write(async (tx) => {
    for (const order of confirmed) {
      await issueServiceInvoice(tx, order, opts.operator, order.createdAt);
      if (GOODS_GONE.includes(order.status))
        for (const { supplierId } of await tx
          .selectDistinct({ supplierId: orderItems.supplierId })
          .from(orderItems)
          .where(eq(orderItems.orderId, order.id)))
          if (supplierId) await issueSupplierInvoice(tx, order, supplierId, opts.operator, order.createdAt);
    }
  });
  const [docs] = await db.select({ n: count() }).from(taxDocuments);
  log(`GST documents: ${docs?.n} for ${confirmed.length} orders`);
}
