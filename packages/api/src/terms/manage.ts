import { cities, type Database, supplierTerms, type Tx, users } from '@app/db';
import { and, asc, eq } from 'drizzle-orm';
import { reaches, type StaffScope } from '../access/rules.ts';
import { inScope } from '../access/scope.ts';
import { audit } from '../audit/index.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { toPaise, toRupees } from '../shared/money.ts';
import type { Weekday } from '../shared/weekdays.ts';
import { daysMask, maskDays } from '../shared/weekdays.ts';
import { minuteOfTime, timeOfMinute } from './rules.ts';

/** Terms as a supplier or staff set them (API units). */
export interface TermsFields {
  minimum_order: number;
  below_minimum_charge: number | null;
  delivery_days: Weekday[];
  order_by: string | null;
  lead_days: number;
}

/** Who changes terms: the supplier itself (`scope` null) or staff within their reach. */
export interface Actor {
  id: string;
  scope: StaffScope | null;
  now: number;
}

type Row = typeof supplierTerms.$inferSelect;

const termsDto = (t: Row, cityName: string, supplierName: string) => ({
  supplier_id: t.supplierId,
  supplier_name: supplierName,
  city_id: t.cityId,
  city_name: cityName,
  minimum_order: toRupees(t.minimumOrderPaise),
  below_minimum_charge: t.belowMinimumChargePaise === null ? null : toRupees(t.belowMinimumChargePaise),
  delivery_days: maskDays(t.deliveryDays),
  order_by: t.cutoffMinute === null ? null : timeOfMinute(t.cutoffMinute),
  lead_days: t.leadDays,
  set_by_staff: t.updatedBy !== null && t.updatedBy !== t.supplierId,
  updated_at: new Date(t.updatedAt).toISOString(),
});
export type TermsDto = ReturnType<typeof termsDto>;

/** A supplier's terms in every city it set them for (a sub-admin sees its own city's only). */
export async function listTerms(db: Database, supplierId: string, scope: StaffScope | null) {
  const rows = await db
    .select({ t: supplierTerms, cityName: cities.name, supplierName: users.restaurantName })
    .from(supplierTerms)
    .innerJoin(cities, eq(cities.id, supplierTerms.cityId))
    .innerJoin(users, eq(users.id, supplierTerms.supplierId))
    .where(
      and(eq(supplierTerms.supplierId, supplierId), scope ? inScope(supplierTerms.cityId, scope) : undefined),
    )
    .orderBy(asc(cities.name));
  return { items: rows.map((r) => termsDto(r.t, r.cityName, r.supplierName)) };
}

/** The supplier and the city, or 404: staff outside the city's reach hear the same as for no city. */
async function supplierAndCity(db: Database, actor: Actor, supplierId: string, cityId: string) {
  const [[supplier], [city]] = await Promise.all([
    db
      .select({ name: users.restaurantName })
      .from(users)
      .where(and(eq(users.id, supplierId), eq(users.userType, 'supplier'))),
    db.select({ name: cities.name }).from(cities).where(eq(cities.id, cityId)),
  ]);
  if (!supplier) throw fail.notFound(msg('error.terms.supplierNotFound'));
  if (!city || (actor.scope && !reaches(actor.scope, cityId)))
    throw fail.notFound(msg('error.terms.cityNotFound'));
  return { supplierName: supplier.name, cityName: city.name };
}

const current = (db: Database | Tx, supplierId: string, cityId: string) =>
  db
    .select()
    .from(supplierTerms)
    .where(and(eq(supplierTerms.supplierId, supplierId), eq(supplierTerms.cityId, cityId)));

/** Sets a supplier's terms in a city, audited with what they were. */
export async function setTerms(
  db: Database,
  actor: Actor,
  target: { supplierId: string; cityId: string },
  input: TermsFields,
) {
  const names = await supplierAndCity(db, actor, target.supplierId, target.cityId);
  const values = {
    minimumOrderPaise: toPaise(input.minimum_order),
    belowMinimumChargePaise: input.below_minimum_charge === null ? null : toPaise(input.below_minimum_charge),
    deliveryDays: daysMask(input.delivery_days),
    cutoffMinute: input.order_by === null ? null : minuteOfTime(input.order_by),
    leadDays: input.lead_days,
    updatedBy: actor.id,
    updatedAt: actor.now,
  };
  return db.write(async (tx) => {
    const [before] = await current(tx, target.supplierId, target.cityId);
    const [row] = await tx
      .insert(supplierTerms)
      .values({ ...target, ...values, createdAt: actor.now })
      .onConflictDoUpdate({ target: [supplierTerms.supplierId, supplierTerms.cityId], set: values })
      .returning();
    const after = termsDto(row!, names.cityName, names.supplierName);
    await audit(
      tx,
      {
        actorId: actor.id,
        action: before ? 'update' : 'create',
        entity: 'supplier_terms',
        entityId: `${target.supplierId}:${target.cityId}`,
        before: before && termsDto(before, names.cityName, names.supplierName),
        after,
      },
      actor.now,
    );
    return after;
  });
}

/** Ends a supplier's terms in a city: the platform's rules alone apply there again. */
export async function removeTerms(
  db: Database,
  actor: Actor,
  target: { supplierId: string; cityId: string },
) {
  const names = await supplierAndCity(db, actor, target.supplierId, target.cityId);
  return db.write(async (tx) => {
    const [before] = await tx
      .delete(supplierTerms)
      .where(and(eq(supplierTerms.supplierId, target.supplierId), eq(supplierTerms.cityId, target.cityId)))
      .returning();
    if (!before) throw fail.notFound(msg('error.terms.notFound'));
    await audit(
      tx,
      {
        actorId: actor.id,
        action: 'remove',
        entity: 'supplier_terms',
        entityId: `${target.supplierId}:${target.cityId}`,
        before: termsDto(before, names.cityName, names.supplierName),
      },
      actor.now,
    );
    return { supplier_id: target.supplierId, city_id: target.cityId };
  });
}
