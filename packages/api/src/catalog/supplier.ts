import { cities, type Database, newId, orderItems, orders, products, type Tx, users } from '@app/db';
import { and, asc, desc, eq, inArray, lt, notInArray, sql } from 'drizzle-orm';
import { audit } from '../audit/index.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import type { ImageStore } from '../ports.ts';
import { toRupees } from '../shared/money.ts';
import { LOW_STOCK_THRESHOLD } from '../shared/stock.ts';
import { releaseImage, requireStoredImage } from './images.ts';
import { listingCategory, requireFssai } from './listing-rules.ts';
import { productColumns, productDto, selectProducts } from './product-rows.ts';
import { dropRevision, proposeRevision } from './revisions.ts';
import type { ProductInput } from './schemas.ts';
import { insertListings, setStock, updateListing } from './stock.ts';

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
export async function listOwnProducts(db: Database, supplierId: string) {
  const rows = await selectProducts(db, eq(products.supplierId, supplierId)).orderBy(
    desc(products.updatedAt),
    desc(products.id),
  );
  return rows.map(productDto);
}

/** 404 for an unknown id, 403 for another supplier's product. */
async function ownProduct(db: Reader, supplierId: string, id: string) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw fail.notFound(msg('error.catalog.productNotFound'));
  if (row.supplierId !== supplierId) throw fail.forbidden(msg('error.catalog.otherSupplier'));
  return row;
}

async function productById(db: Reader, id: string) {
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
    await requireStoredImage(images, input.image_url);
    const id = newId('prd');
    await insertListings(tx, [
      { id, supplierId, ...productColumns(input, cat, now), createdAt: now, stock: input.stock_quantity },
    ]);
    return productById(tx, id);
  });
}

/**
 * A restock or a new price of an approved listing applies at once and keeps it on sale (audited,
 * so staff see the price history); its other changes wait in a pending revision while the
 * approved values stay on sale (catalog/revisions.ts). A pending or rejected listing is edited in
 * place and (again) waits for review, with an earlier rejection reason cleared.
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
    if (input.image_url !== before.imageUrl) await requireStoredImage(images, input.image_url);
    const next = productColumns(input, cat, now);
    if (before.approvalStatus !== 'approved') {
      await updateListing(tx, id, next, input.stock_quantity);
      return { dto: await productById(tx, id), dropped: [before.imageUrl] };
    }
    const repriced = next.pricePaise !== before.pricePaise;
    if (repriced || input.stock_quantity !== before.stockQuantity) {
      await updateListing(tx, id, { pricePaise: next.pricePaise, updatedAt: now }, input.stock_quantity);
      const figures = (pricePaise: number, stock: number) => ({
        price: toRupees(pricePaise),
        stock_quantity: stock,
      });
      await audit(
        tx,
        {
          actorId: supplierId,
          action: repriced ? 'product.price' : 'product.stock',
          entity: 'product',
          entityId: id,
          before: figures(before.pricePaise, before.stockQuantity),
          after: figures(next.pricePaise, input.stock_quantity),
        },
        now,
      );
    }
    const replaced = await proposeRevision(tx, before, next, now);
    return { dto: await productById(tx, id), dropped: replaced ? [replaced] : [] };
  });
  const shown = [dto.image_url, dto.pending_changes?.image_url];
  for (const url of dropped) if (!shown.includes(url)) await releaseImage(db, images, url, supplierId);
  return dto;
}

/**
 * Deleting is a real delete: order lines keep their snapshot (name, unit, price, supplier) and
 * lose only the link (ON DELETE SET NULL); cart lines holding it go (ON DELETE CASCADE).
 */
/** Supplier, own products only: the stock its ERP syncs, on sale at once like a form's stock. */
export async function setOwnStock(
  db: Database,
  supplierId: string,
  id: string,
  quantity: number,
  now: number,
) {
  return db.write(async (tx) => {
    await ownProduct(tx, supplierId, id);
    await setStock(tx, id, quantity, now);
    return productById(tx, id);
  });
}

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
      lowStock: sql<number>`coalesce(sum(${products.stockQuantity} > 0 and ${products.stockQuantity} < ${LOW_STOCK_THRESHOLD}), 0)`,
    })
    .from(products)
    .where(mine);
  const alerts = await db
    .select({
      id: products.id,
      name: products.name,
      unit: products.unit,
      stock_quantity: products.stockQuantity,
    })
    .from(products)
    .where(and(mine, lt(products.stockQuantity, LOW_STOCK_THRESHOLD)))
    .orderBy(asc(products.stockQuantity), asc(products.name))
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
    stock: { low_stock: counts?.lowStock ?? 0, out_of_stock: counts?.outOfStock ?? 0, alerts },
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
