import { categories, cities, type Database, newId, products, type Tx, users } from '@app/db';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';
import { reaches, type StaffScope } from '../access/rules.ts';
import { inScope } from '../access/scope.ts';
import { audit } from '../audit/index.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import type { ImageStore } from '../ports.ts';
import { toPaise } from '../shared/money.ts';
import { iso, matchesAny, offsetOf } from '../shared/query.ts';
import { requireStoredImage } from './images.ts';
import { type ListingCategory, listingCategory, requireFssai, taxColumns } from './listing-rules.ts';
import { measureColumns, stockLabelOf } from './measures.ts';
import { productFieldsAnswer } from './product-rows.ts';
import type { staffProductInput, staffProductListInput } from './schemas.ts';
import { foundOr, type SearchAt } from './search-page.ts';
import { insertListings, updateListing } from './stock.ts';

const supplier = alias(users, 'supplier');

export const productRow = {
  product: products,
  categoryName: categories.name,
  cityName: cities.name,
  supplierName: sql<string | null>`coalesce(nullif(${supplier.restaurantName}, ''), ${supplier.username})`,
};

/** Spec section 3 product, as staff see it. */
export function staffProductDto(r: {
  product: typeof products.$inferSelect;
  categoryName: string | null;
  cityName: string | null;
  supplierName: string | null;
}) {
  const p = r.product;
  return {
    ...productFieldsAnswer(p, {
      categoryName: r.categoryName ?? '',
      cityName: r.cityName ?? 'All cities',
      supplierName: r.supplierName ?? '',
    }),
    stock_label: stockLabelOf(p),
    updated_at: iso(p.updatedAt),
  };
}
export type StaffProduct = ReturnType<typeof staffProductDto>;

/** Products with their names joined; `where` decides which. */
export const selectProducts = (db: Database | Tx, where: SQL | undefined) =>
  db
    .select(productRow)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(cities, eq(cities.id, products.cityId))
    .leftJoin(supplier, eq(supplier.id, products.supplierId))
    .where(where);

export async function listStaffProducts(
  db: Database,
  scope: StaffScope,
  input: z.output<typeof staffProductListInput>,
  at: SearchAt,
) {
  const where = and(
    inScope(products.cityId, scope, input.city_id),
    await foundOr(
      db,
      at,
      input.search,
      matchesAny(input.search, [
        products.name,
        products.brand,
        categories.name,
        sql`coalesce(${cities.name}, '')`,
      ]),
    ),
    input.status === 'all' ? undefined : eq(products.isActive, input.status === 'active'),
  );
  const [rows, [count]] = await Promise.all([
    selectProducts(db, where)
      .orderBy(asc(sql`lower(${products.name})`), asc(products.id))
      .limit(input.page_size)
      .offset(offsetOf(input.page, input.page_size)),
    db
      .select({ n: sql<number>`count(*)` })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(cities, eq(cities.id, products.cityId))
      .where(where),
  ]);
  return {
    items: rows.map(staffProductDto),
    total: count?.n ?? 0,
    page: input.page,
    page_size: input.page_size,
  };
}

export async function loadStaffProduct(tx: Database | Tx, scope: StaffScope, id: string) {
  const [row] = await selectProducts(tx, and(eq(products.id, id), inScope(products.cityId, scope)));
  if (!row) throw fail.notFound(msg('error.catalog.productNotFound'));
  return row;
}

type ProductInput = z.output<typeof staffProductInput>;

/** Answers the category, and the chosen supplier's id or null when none was chosen. */
async function checkReferences(tx: Tx, scope: StaffScope, input: ProductInput) {
  if (!reaches(scope, input.city_id)) throw fail.forbidden(msg('error.catalog.ownCityOnly'));
  const cat = await listingCategory(tx, input.category_id);
  if (input.city_id) {
    const [city] = await tx.select({ id: cities.id }).from(cities).where(eq(cities.id, input.city_id));
    if (!city) throw fail.badRequest('unknown_city', msg('error.catalog.unknownCity'));
  }
  if (!input.supplier_id) return { cat, supplierId: null };
  const [s] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, input.supplier_id),
        eq(users.userType, 'supplier'),
        isNull(users.deletedAt),
        inScope(users.cityId, scope),
      ),
    );
  if (!s) throw fail.badRequest('unknown_supplier', msg('error.catalog.unknownSupplier'));
  return { cat, supplierId: s.id };
}

/** A supplier's food listing needs its FSSAI licence; the platform's own listings carry the operator's. */
async function checkSellerFssai(tx: Tx, cat: ListingCategory, sellerId: string) {
  const [seller] = await tx
    .select({ type: users.userType, fssai: users.fssaiNumber, name: users.restaurantName })
    .from(users)
    .where(eq(users.id, sellerId));
  if (seller?.type === 'supplier') requireFssai(cat, seller.fssai, seller.name || 'The supplier');
}

const columns = (
  input: ProductInput,
  cat: ListingCategory,
  supplierId: string,
  measured: ReturnType<typeof measureColumns>['columns'],
) => ({
  name: input.name,
  categoryId: input.category_id,
  cityId: input.city_id ?? null,
  description: input.description,
  pricePaise: toPaise(input.price),
  ...taxColumns(input, cat),
  ...measured,
  imageUrl: input.image_url,
  brand: input.brand,
  manufacturingDate: input.manufacturing_date ?? null,
  expiryDate: input.expiry_date ?? null,
  supplierId,
  isActive: input.is_active,
});

/** Staff listings need no approval: the approvers are adding them. */
export async function createStaffProduct(
  db: Database,
  images: ImageStore,
  p: { scope: StaffScope; actorId: string; now: number; input: ProductInput },
) {
  return db.write(async (tx) => {
    // No supplier chosen: the platform's own listing, under the staff account that added it.
    const refs = await checkReferences(tx, p.scope, p.input);
    const supplierId = refs.supplierId ?? p.actorId;
    await checkSellerFssai(tx, refs.cat, supplierId);
    const { columns: measured, stock } = measureColumns(p.input);
    await requireStoredImage(images, p.input.image_url);
    const id = newId('prd');
    await insertListings(tx, [
      {
        id,
        ...columns(p.input, refs.cat, supplierId, measured),
        approvalStatus: 'approved',
        createdAt: p.now,
        updatedAt: p.now,
        stock,
      },
    ]);
    const after = staffProductDto(await loadStaffProduct(tx, p.scope, id));
    await audit(tx, { actorId: p.actorId, action: 'create', entity: 'product', entityId: id, after }, p.now);
    return after;
  });
}

export async function updateStaffProduct(
  db: Database,
  images: ImageStore,
  p: { scope: StaffScope; actorId: string; now: number; id: string; input: ProductInput },
) {
  return db.write(async (tx) => {
    const row = await loadStaffProduct(tx, p.scope, p.id);
    const before = staffProductDto(row);
    const refs = await checkReferences(tx, p.scope, p.input);
    const supplierId = refs.supplierId ?? before.supplier_id;
    await checkSellerFssai(tx, refs.cat, supplierId);
    const { columns: measured, stock } = measureColumns(p.input, row.product);
    if (p.input.image_url !== before.image_url) await requireStoredImage(images, p.input.image_url);
    await updateListing(
      tx,
      p.id,
      { ...columns(p.input, refs.cat, supplierId, measured), updatedAt: p.now },
      stock,
    );
    const after = staffProductDto(await loadStaffProduct(tx, p.scope, p.id));
    const action =
      before.is_active !== after.is_active ? (after.is_active ? 'activate' : 'deactivate') : 'update';
    await audit(tx, { actorId: p.actorId, action, entity: 'product', entityId: p.id, before, after }, p.now);
    return after;
  });
}

/** Order lines keep their snapshot (name, unit, price); carts drop the product. */
export async function deleteStaffProduct(
  db: Database,
  p: { scope: StaffScope; actorId: string; now: number; id: string },
) {
  return db.write(async (tx) => {
    const before = staffProductDto(await loadStaffProduct(tx, p.scope, p.id));
    await tx.delete(products).where(eq(products.id, p.id));
    await audit(
      tx,
      { actorId: p.actorId, action: 'delete', entity: 'product', entityId: p.id, before },
      p.now,
    );
    return { ok: true };
  });
}

/** Active suppliers a staff member may list a product for (its city's, or all for the super admin). */
export async function supplierOptions(db: Database, scope: StaffScope) {
  const rows = await db
    .select({ id: users.id, name: users.username, company: users.restaurantName, cityId: users.cityId })
    .from(users)
    .where(
      and(
        eq(users.userType, 'supplier'),
        eq(users.isActive, true),
        isNull(users.deletedAt),
        inScope(users.cityId, scope),
      ),
    )
    .orderBy(asc(sql`lower(${users.restaurantName})`), asc(users.id));
  return rows.map((r) => ({ id: r.id, name: r.company || r.name, city_id: r.cityId }));
}
