import { type Database, supplierTerms } from '@app/db';

/** Bhopal's Malwa Wholesale shows a supplier's own terms (decision 0095); Indore's keep none. */
export const TERMS_CITY = 'Bhopal';
export const TERMS_SUPPLIER = 'Malwa Wholesale';
export async function seedTerms(
  db: Database,
  suppliers: { id: string; cityId: string | null; restaurantName: string }[],
  now: number,
) {
  const malwa = suppliers.find((s) => s.restaurantName === TERMS_SUPPLIER)!;
  await db.insert(supplierTerms).values({
    supplierId: malwa.id,
    cityId: malwa.cityId!,
    minimumOrderPaise: 100_000,
    // Monday to Saturday (bit 0 is Sunday); orders by 8 pm the day before.
    deliveryDays: 0b1111110,
    cutoffMinute: 20 * 60,
    updatedBy: malwa.id,
    createdAt: now,
    updatedAt: now,
  });
}
