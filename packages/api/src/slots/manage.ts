import { cities, type Database, deliverySlots, newId } from '@app/db';
import { asc, eq } from 'drizzle-orm';
import { reaches, type StaffScope } from '../access/rules.ts';
import { inScope } from '../access/scope.ts';
import { audit } from '../audit/index.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { slotTimes } from '../shared/slot-text.ts';

type SlotRow = typeof deliverySlots.$inferSelect;

export const slotDto = (s: SlotRow, cityName: string | null) => ({
  id: s.id,
  city_id: s.cityId,
  city_name: cityName,
  start_minute: s.startMinute,
  end_minute: s.endMinute,
  label: slotTimes(s.startMinute, s.endMinute),
  cutoff_minutes: s.cutoffMinutes,
  capacity: s.capacity,
  is_active: s.isActive,
});

export interface SlotFields {
  start_minute: number;
  end_minute: number;
  cutoff_minutes: number;
  capacity: number;
  is_active: boolean;
}

interface Actor {
  id: string;
  scope: StaffScope;
  now: number;
}

function checkWindow(f: Pick<SlotFields, 'start_minute' | 'end_minute'>) {
  if (f.start_minute >= f.end_minute) throw fail.badRequest('invalid_slot', msg('error.slots.invalidWindow'));
}

/** The slots of the staff member's reach (or of one city in it), by city then start time. */
export async function listSlots(db: Database, scope: StaffScope, cityId?: string) {
  const rows = await db
    .select({ s: deliverySlots, cityName: cities.name })
    .from(deliverySlots)
    .innerJoin(cities, eq(cities.id, deliverySlots.cityId))
    .where(inScope(deliverySlots.cityId, scope, cityId))
    .orderBy(asc(cities.name), asc(deliverySlots.startMinute), asc(deliverySlots.endMinute));
  return rows.map((r) => slotDto(r.s, r.cityName));
}

/** A new slot in a city of the staff member's reach (a sub-admin's own city when none is named). */
export async function createSlot(db: Database, actor: Actor, input: SlotFields & { city_id?: string }) {
  const cityId = input.city_id ?? actor.scope.cityId;
  if (!cityId) throw fail.badRequest('city_required', msg('error.slots.cityRequired'));
  checkWindow(input);
  return db.write(async (tx) => {
    const [city] = await tx.select({ name: cities.name }).from(cities).where(eq(cities.id, cityId));
    // Another city's is answered as unknown, as every other city-scoped object is.
    if (!city || !reaches(actor.scope, cityId)) throw fail.notFound(msg('error.slots.cityNotFound'));
    const [row] = await tx
      .insert(deliverySlots)
      .values({
        id: newId('slt'),
        cityId,
        startMinute: input.start_minute,
        endMinute: input.end_minute,
        cutoffMinutes: input.cutoff_minutes,
        capacity: input.capacity,
        isActive: input.is_active,
        createdAt: actor.now,
        updatedAt: actor.now,
      })
      .returning();
    const after = slotDto(row!, city.name);
    await audit(
      tx,
      { actorId: actor.id, action: 'create', entity: 'delivery_slot', entityId: after.id, after },
      actor.now,
    );
    return after;
  });
}

/**
 * Changes a slot's times, cut-off, capacity or active flag. Orders keep the times they booked;
 * a slot is deactivated rather than deleted, so the orders that reference it stay whole.
 */
export async function updateSlot(db: Database, actor: Actor, input: Partial<SlotFields> & { id: string }) {
  return db.write(async (tx) => {
    const [found] = await tx
      .select({ s: deliverySlots, cityName: cities.name })
      .from(deliverySlots)
      .innerJoin(cities, eq(cities.id, deliverySlots.cityId))
      .where(eq(deliverySlots.id, input.id));
    if (!found || !reaches(actor.scope, found.s.cityId)) throw fail.notFound(msg('error.slots.slotNotFound'));
    const before = slotDto(found.s, found.cityName);
    const next = { ...before, ...input };
    checkWindow(next);
    const [row] = await tx
      .update(deliverySlots)
      .set({
        startMinute: next.start_minute,
        endMinute: next.end_minute,
        cutoffMinutes: next.cutoff_minutes,
        capacity: next.capacity,
        isActive: next.is_active,
        updatedAt: actor.now,
      })
      .where(eq(deliverySlots.id, input.id))
      .returning();
    const after = slotDto(row!, found.cityName);
    await audit(
      tx,
      { actorId: actor.id, action: 'update', entity: 'delivery_slot', entityId: input.id, before, after },
      actor.now,
    );
    return after;
  });
}
