import { cities, type Database, newId, orderItems, orders, products, type Tx, users } from '@app/db';
import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { audit } from '../audit/index.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import type { ImageStore } from '../ports.ts';
import { fromStored } from '../shared/measure.ts';
import { toRupees } from '../shared/money.ts';
import { matchesAny } from '../shared/query.ts';
import { releaseImage, requireStoredImage } from './images.ts';
import { listingCategory, requireFssai } from './listing-rules.ts';
import {
  lowOrOutOfStock,
  lowStock,
  measureAnswer,
  measureColumns,
  stockAnswer,
  stockInUnits,
} from './measures.ts';
import { productColumns, productDto, selectProducts } from './product-rows.ts';
import { dropRevision, proposeRevision } from './revisions.ts';
import type { ProductInput } from './schemas.ts';
import { foundOr, type SearchAt } from './search-page.ts';
import { insertListings, updateListing } from './stock.ts';

type Reader = Database | Tx;

/**
 * The category must exist and, for food, the supplier must hold an FSSAI licence; a city, when
 * given, must exist and be active. 400 otherwise. Answers the category.
 */
async function checkReferences(
  db: Reader,
  supplierId: string,
  input: { category_id: string; city_id: string | null },
) {
  const cat = await listingCategory(db, input.category_id);
  const [seller] = await db.select({ fssai: users.fssaiNumber }).from(users).where(eq(users.id, supplierId));
  requireFssai(cat, seller?.fssai ?? '');
  if (input.city_id) {
    const [city] = await db
      .select({ id: cities.id })
      .from(cities)
      .where(and(eq(cities.id, input.city_id), eq(cities.isActive, true)));
    if (!city) throw fail.badRequest('unknown_city', msg('error.catalog.unknownCityOrAll'));
  }
  return cat;
}

/** The supplier's own products, newest change first, whatever their approval status. */
export async function listOwnProducts(db: Database, at: SearchAt, supplierId: string, search: string) {
  const found = await foundOr(db, at, search, matchesAny(search, [products.name, products.brand]));
  const rows = await selectProducts(db, and(eq(products.supplierId, supplierId), found)).orderBy(
    desc(products.updatedAt),
    desc(products.id),
  );
  return rows.map(productDto);
}

/** 404 for an unknown id, 403 for another supplier's product. */
export async function ownProduct(db: Reader, supplierId: string, id: string) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw fail.notFound(msg('error.catalog.productNotFound'));
  if (row.supplierId !== supplierId) throw fail.forbidden(msg('error.catalog.otherSupplier'));
  return row;
}

export async function productById(db: Reader, id: string) {
  const [row] = await selectProducts(db, eq(products.id, id));
  return productDto(row!);
}

export async function createProduct(
  db: Database,
  images: ImageStore,
  supplierId: string,
  input: ProductInput,
  now: number,
) {
  return db.write(async (tx) => {
    const cat = await checkReferences(tx, supplierId, input);
    const { columns, stock } = measureColumns(input);
    await requireStoredImage(images, input.image_url);
    const id = newId('prd');
    await insertListings(tx, [
      { id, supplierId, ...productColumns(input, cat, now, columns), createdAt: now, stock },
    ]);
    return productById(tx, id);
  });
}

/** How an approved listing is sold that a supplier changes without review. */
const STEPPED = ['step', 'minQuantity', 'weighed', 'tolerancePct'] as const;
type Stepped = (typeof STEPPED)[number];

/**
 * A restock, a new price, new steps or catch-weight of an approved listing apply at once and keep
 * it on sale (audited, so staff see the price history); its other changes wait in a pending
 * revision while the approved values stay on sale (catalog/revisions.ts). A pending or rejected
 * listing is edited in place and (again) waits for review, with an earlier rejection reason cleared.
 */
export async function updateProduct(
  db: Database,
  images: ImageStore,
  supplierId: string,
  id: string,
  input: ProductInput,
  now: number,
) {
  const { dto, dropped } = await db.write(async (tx) => {
    const before = await ownProduct(tx, supplierId, id);
    const cat = await checkReferences(tx, supplierId, input);
    const { columns, stock } = measureColumns(input, before);
    if (input.image_url !== before.imageUrl) await requireStoredImage(images, input.image_url);
    const next = productColumns(input, cat, now, columns);
    if (before.approvalStatus !== 'approved') {
      await updateListing(tx, id, next, stock);
      return { dto: await productById(tx, id), dropped: [before.imageUrl] };
    }
    await applyFigures(tx, supplierId, before, next, stock, now);
    const replaced = await proposeRevision(tx, before, next, now);
    return { dto: await productById(tx, id), dropped: replaced ? [replaced] : [] };
  });
  const shown = [dto.image_url, dto.pending_changes?.image_url];
  for (const url of dropped) if (!shown.includes(url)) await releaseImage(db, images, url, supplierId);
  return dto;
}

/**
 * An approved listing's new price, stock, steps or catch-weight, on sale at once and audited: price
 * and stock together (the price history staff read), steps and catch-weight apart.
 */
async function applyFigures(
  tx: Tx,
  supplierId: string,
  before: typeof products.$inferSelect,
  next: Pick<typeof products.$inferSelect, 'pricePaise' | Stepped>,
  stock: number,
  now: number,
) {
  const repriced = next.pricePaise !== before.pricePaise;
  const restocked = stock !== before.stockQuantity;
  const restepped = STEPPED.some((k) => next[k] !== before[k]);
  if (!repriced && !restocked && !restepped) return;
  const { pricePaise, step, minQuantity, weighed, tolerancePct } = next;
  await updateListing(
    tx,
    before.id,
    { pricePaise, step, minQuantity, weighed, tolerancePct, updatedAt: now },
    stock,
  );
  const entry = (action: string, was: object, is: object) =>
    audit(
      tx,
      { actorId: supplierId, action, entity: 'product', entityId: before.id, before: was, after: is },
      now,
    );
  const { soldBy } = before;
  const figures = (paise: number, stored: number) => ({
    price: toRupees(paise),
    stock_quantity: fromStored(stored, soldBy),
  });
  if (repriced || restocked)
    await entry(
      repriced ? 'product.price' : 'product.stock',
      figures(before.pricePaise, before.stockQuantity),
      figures(pricePaise, stock),
    );
  const steps = (m: Pick<typeof next, Stepped>) => measureAnswer({ soldBy, ...m });
  if (restepped) await entry('product.steps', steps(before), steps(next));
}

/**
 * Deleting is a real delete: order lines keep their snapshot (name, unit, price, supplier) and
 * lose only the link (ON DELETE SET NULL); cart lines holding it go (ON DELETE CASCADE).
 */

export async function removeProduct(db: Database, images: ImageStore, supplierId: string, id: string) {
  const { before, revisionImage } = await db.write(async (tx) => {
    const row = await ownProduct(tx, supplierId, id);
    const revisionImage = await dropRevision(tx, id);
    await tx.delete(products).where(eq(products.id, id));
    return { before: row, revisionImage };
  });
  await releaseImage(db, images, before.imageUrl, supplierId);
  if (revisionImage) await releaseImage(db, images, revisionImage, supplierId);
  return { ok: true, id };
}

const NOT_SOLD = ['cancelled', 'delivery_failed'] as const;

/** Real figures for the supplier dashboard: listings by status, stock alerts, orders and revenue. */
export async function supplierDashboard(db: Database, supplierId: string) {
  const mine = eq(products.supplierId, supplierId);
  const [counts] = await db
    .select({
      total: sql<number>`count(*)`,
      approved: sql<number>`coalesce(sum(${products.approvalStatus} = 'approved'), 0)`,
      pending: sql<number>`coalesce(sum(${products.approvalStatus} = 'pending'), 0)`,
      rejected: sql<number>`coalesce(sum(${products.approvalStatus} = 'rejected'), 0)`,
      outOfStock: sql<number>`coalesce(sum(${products.stockQuantity} = 0), 0)`,
      lowStock: sql<number>`coalesce(sum(${lowStock}), 0)`,
    })
    .from(products)
    .where(mine);
  const alerts = await db
    .select({
      id: products.id,
      name: products.name,
      unit: products.unit,
      soldBy: products.soldBy,
      stockQuantity: products.stockQuantity,
    })
    .from(products)
    .where(and(mine, lowOrOutOfStock))
    .orderBy(asc(stockInUnits), asc(products.name))
    .limit(8);

  const myLines = eq(orderItems.supplierId, supplierId);
  const [sales] = await db
    .select({
      orders: sql<number>`count(distinct ${orderItems.orderId})`,
      revenue: sql<number>`coalesce(sum(case when ${notInArray(orders.status, [...NOT_SOLD])} then ${orderItems.lineTotalPaise} else 0 end), 0)`,
      open: sql<number>`count(distinct case when ${inArray(orders.status, ['pending', 'confirmed', 'processing', 'shipped', 'assigned_for_delivery', 'out_for_delivery'])} then ${orders.id} end)`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(myLines);
  const recent = await db
    .select({
      id: orders.id,
      order_number: orders.orderNumber,
      created_at: orders.createdAt,
      status: orders.status,
      items: sql<number>`sum(${orderItems.quantity})`,
      amount: sql<number>`sum(${orderItems.lineTotalPaise})`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(myLines)
    .groupBy(orders.id)
    .orderBy(desc(orders.createdAt))
    .limit(5);

  return {
    products: {
      total: counts?.total ?? 0,
      approved: counts?.approved ?? 0,
      pending: counts?.pending ?? 0,
      rejected: counts?.rejected ?? 0,
    },
    stock: {
      low_stock: counts?.lowStock ?? 0,
      out_of_stock: counts?.outOfStock ?? 0,
      alerts: alerts.map((a) => ({
        id: a.id,
        name: a.name,
        unit: a.unit,
        sold_by: a.soldBy,
        stock_quantity: stockAnswer(a),
      })),
    },
    orders: {
      total: sales?.orders ?? 0,
      open: sales?.open ?? 0,
      revenue: toRupees(sales?.revenue ?? 0),
      recent: recent.map((r) => ({
        id: r.id,
        order_number: r.order_number,
        order_date: new Date(r.created_at).toISOString(),
        status: r.status,
        items: r.items,
        amount: toRupees(r.amount),
      })),
    },
  };
}
