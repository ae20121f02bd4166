import { type Database, supplierTerms } from '@app/db';

/**
 * Bhopal's Malwa Wholesale shows a supplier's own terms (decision 0095); Indore's keep none at home.
 * Mumbai's suppliers ship to Indore in two days and Indore's to Mumbai likewise (decision 0109).
 */
export const TERMS_CITY = 'Bhopal';
export const TERMS_SUPPLIER = 'Malwa Wholesale';
export const LEAD_DAYS = 2;
const LEAD_CITIES = ['Mumbai', 'Indore'];
export async function seedTerms(
  db: Database,
  suppliers: { id: string; cityId: string | null; restaurantName: string }[],
  cityRows: { id: string; name: string }[],
  now: number,
) {
  const [mumbai, indore] = LEAD_CITIES.map((name) => cityRows.find((c) => c.name === name)?.id);
  const across = new Map([
    [mumbai, indore],
    [indore, mumbai],
  ]);
  const leads = suppliers.flatMap((s) => {
    const to = s.cityId ? across.get(s.cityId) : undefined;
    return to
      ? [
          {
            supplierId: s.id,
            cityId: to,
            leadDays: LEAD_DAYS,
            updatedBy: s.id,
            createdAt: now,
            updatedAt: now,
          },
        ]
      : [];
  });
  if (leads.length > 0) await db.insert(supplierTerms).values(leads);
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
