import { categories, type Database, products, type Tx } from '@app/db';
import type { GstRate } from '@app/db/enums';
import { and, eq } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { type Message, msg } from '../messages/index.ts';

/**
 * What a product's category decides when it is listed (decision 0055): the HSN code and GST
 * rate it gets unless it carries its own, and whether its seller needs an FSSAI licence.
 */
export interface ListingCategory {
  id: string;
  name: string;
  hsnCode: string;
  gstRate: GstRate;
  requiresFssai: boolean;
}

const columns = {
  id: categories.id,
  name: categories.name,
  hsnCode: categories.hsnCode,
  gstRate: categories.gstRate,
  requiresFssai: categories.requiresFssai,
};

export const allListingCategories = (db: Database | Tx) => db.select(columns).from(categories);

/** The category of a product being written; 400 for an unknown one. */
export async function listingCategory(db: Database | Tx, id: string): Promise<ListingCategory> {
  const [cat] = await db.select(columns).from(categories).where(eq(categories.id, id));
  if (!cat) throw fail.badRequest('unknown_category', msg('error.catalog.unknownCategory'));
  return cat;
}

/** The HSN code and GST rate stored on a product: its own when given, else its category's. */
export const taxColumns = (
  input: { hsn_code: string | null; gst_rate: GstRate | null },
  cat: ListingCategory,
) => ({ hsnCode: input.hsn_code ?? cat.hsnCode, gstRate: input.gst_rate ?? cat.gstRate });

/** Why a seller without an FSSAI licence may not list in `cat`, or null when it may. */
export function fssaiRefusal(cat: ListingCategory, fssaiNumber: string, seller?: string): Message | null {
  if (!cat.requiresFssai || fssaiNumber) return null;
  return seller
    ? msg('error.catalog.fssaiNeededFor', { category: cat.name, seller })
    : msg('error.catalog.fssaiNeeded', { category: cat.name });
}

export function requireFssai(cat: ListingCategory, fssaiNumber: string, seller?: string) {
  const refusal = fssaiRefusal(cat, fssaiNumber, seller);
  if (refusal) throw fail.badRequest('fssai_required', refusal);
}

/**
 * A supplier's licence cannot be removed while it lists food, whoever edits its account (the
 * supplier on its profile, or staff). `seller` names it for staff; without it the supplier reads "Your".
 */
export async function requireFssaiKept(tx: Tx, supplierId: string, fssaiNumber: string, seller?: string) {
  if (fssaiNumber) return;
  const [food] = await tx
    .select({ category: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.supplierId, supplierId), eq(categories.requiresFssai, true)))
    .limit(1);
  if (food)
    throw fail.conflict(
      'fssai_in_use',
      seller
        ? msg('error.catalog.fssaiInUseFor', { seller, category: food.category })
        : msg('error.catalog.fssaiInUse', { category: food.category }),
    );
}
