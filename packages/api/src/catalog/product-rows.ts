import { categories, cities, type Database, productRevisions, products, type Tx, users } from '@app/db';
import { eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { toPaise, toRupees } from '../shared/money.ts';
import { type ListingCategory, taxColumns } from './listing-rules.ts';
import { type measureColumns, quantitiesAnswer } from './measures.ts';
import type { ProductInput } from './schemas.ts';

type Reader = Database | Tx;

const revisionCategories = alias(categories, 'revision_categories');
const revisionCities = alias(cities, 'revision_cities');

/**
 * A product with the names the API shows beside its ids (category, city, supplier), and its
 * pending revision with the names of its proposed category and city.
 */
export function selectProducts(db: Reader, where: SQL | undefined) {
  return db
    .select({
      p: products,
      categoryName: categories.name,
      cityName: cities.name,
      supplierName: users.restaurantName,
      supplierCityId: users.cityId,
      revision: productRevisions,
      revisionCategoryName: revisionCategories.name,
      revisionCityName: revisionCities.name,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(users, eq(users.id, products.supplierId))
    .leftJoin(cities, eq(cities.id, products.cityId))
    .leftJoin(productRevisions, eq(productRevisions.productId, products.id))
    .leftJoin(revisionCategories, eq(revisionCategories.id, productRevisions.categoryId))
    .leftJoin(revisionCities, eq(revisionCities.id, productRevisions.cityId))
    .where(where);
}

export type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];

/** What staff review of a listing: the columns a pending revision proposes. */
export type Reviewed = Omit<typeof productRevisions.$inferSelect, 'productId' | 'createdAt'>;

/** The fields staff review (catalog/revisions.ts), in the API's names. */
export const reviewedAnswer = (p: Reviewed) => ({
  name: p.name,
  category_id: p.categoryId,
  city_id: p.cityId,
  description: p.description,
  unit: p.unit,
  image_url: p.imageUrl,
  brand: p.brand,
  manufacturing_date: p.manufacturingDate,
  expiry_date: p.expiryDate,
  hsn_code: p.hsnCode,
  gst_rate: p.gstRate,
});

const pendingChanges = ({ revision, revisionCategoryName, revisionCityName }: ProductRow) =>
  revision && {
    ...reviewedAnswer(revision),
    category_name: revisionCategoryName ?? '',
    city_name: revisionCityName ?? null,
    submitted_at: new Date(revision.createdAt).toISOString(),
  };

type AnsweredColumns =
  | 'id'
  | 'name'
  | 'categoryId'
  | 'cityId'
  | 'supplierId'
  | 'description'
  | 'pricePaise'
  | 'priceBreaks'
  | 'soldBy'
  | 'step'
  | 'minQuantity'
  | 'weighed'
  | 'tolerancePct'
  | 'hsnCode'
  | 'gstRate'
  | 'unit'
  | 'stockQuantity'
  | 'imageUrl'
  | 'brand'
  | 'manufacturingDate'
  | 'expiryDate'
  | 'approvalStatus'
  | 'isActive';

/**
 * The fields every product answer carries (outputs.ts `productFields`), from a product row and the
 * names shown beside its ids; each screen's answer adds its own fields to these.
 */
export const productFieldsAnswer = <City extends string | null>(
  p: Pick<typeof products.$inferSelect, AnsweredColumns>,
  names: { categoryName: string; cityName: City; supplierName: string },
) => ({
  id: p.id,
  name: p.name,
  category_id: p.categoryId,
  category_name: names.categoryName,
  city_id: p.cityId,
  city_name: names.cityName,
  supplier_id: p.supplierId,
  supplier_name: names.supplierName,
  description: p.description,
  price: toRupees(p.pricePaise),
  ...quantitiesAnswer(p),
  hsn_code: p.hsnCode,
  gst_rate: p.gstRate,
  unit: p.unit,
  image_url: p.imageUrl,
  brand: p.brand,
  manufacturing_date: p.manufacturingDate,
  expiry_date: p.expiryDate,
  approval_status: p.approvalStatus,
  is_active: p.isActive,
});

/** The product as its supplier and the approval queue see it: with the rejection reason and pending changes. */
export const productDto = (row: ProductRow) => {
  const { p, categoryName, cityName, supplierName } = row;
  return {
    ...productFieldsAnswer(p, { categoryName, cityName: cityName ?? null, supplierName }),
    price_needed: p.priceNeeded,
    rejection_reason: p.rejectionReason,
    created_at: new Date(p.createdAt).toISOString(),
    updated_at: new Date(p.updatedAt).toISOString(),
    pending_changes: pendingChanges(row),
  };
};

export type ProductDto = ReturnType<typeof productDto>;

/**
 * Columns written from the product form but its stock (stock.ts), with its measure in stored units
 * (measures.ts); every write makes the listing wait for approval again.
 */
export const productColumns = (
  input: ProductInput,
  cat: ListingCategory,
  now: number,
  measured: ReturnType<typeof measureColumns>['columns'],
) => ({
  name: input.name,
  categoryId: input.category_id,
  cityId: input.city_id,
  description: input.description,
  pricePaise: toPaise(input.price),
  priceNeeded: false,
  ...taxColumns(input, cat),
  ...measured,
  imageUrl: input.image_url,
  brand: input.brand,
  manufacturingDate: input.manufacturing_date,
  expiryDate: input.expiry_date,
  expired: false,
  expiryWarned: false,
  approvalStatus: 'pending' as const,
  rejectionReason: null,
  updatedAt: now,
});

/** Store folders the API hands out to their readers only: proof photos, kept GST documents. */
const PRIVATE_FOLDERS = new Set(['proofs', 'documents', 'claims']);

/**
 * An image key the public image route may serve, checked on the decoded key the store will read:
 * segments of plain name characters, none empty, `.` or `..` (so no leading or doubled slash and
 * no climbing out), and never under a private folder: a delivery's proof photo is served to staff
 * and a kept PDF (invoices/kept-pdf.ts) to its readers through the API only. Anything else (a `%`,
 * a backslash) can never name a stored image.
 */
export const isServableImageKey = (key: string) => {
  const segments = key.split('/');
  return (
    // Lower case too: a case-insensitive disk (a developer's Mac) finds `Proofs/` as `proofs/`.
    !PRIVATE_FOLDERS.has(segments[0]?.toLowerCase() ?? '') &&
    !key.includes('..') &&
    segments.every((s) => /^[\w\-.]+$/.test(s) && s !== '.')
  );
};

/** Our own uploaded image of `ownerId`, by its key, or null for anything else. */
export function ownedImageKey(url: string, ownerId: string): string | null {
  const prefix = `/images/products/${ownerId}/`;
  return url.startsWith(prefix) ? url.slice('/images/'.length) : null;
}
