import { type Database, deliverySlots, newId } from '@app/db';

/** A delivery slot straight into the database: 6–9 am in Indore, 8 hours' cut-off, 20 seats unless given. */
export async function insertSlot(db: Database, over: Partial<typeof deliverySlots.$inferInsert> = {}) {
  const [slot] = await db
    .insert(deliverySlots)
    .values({
      id: newId('slt'),
      cityId: 'city_indore',
      startMinute: 360,
      endMinute: 540,
      cutoffMinutes: 480,
      capacity: 20,
      ...over,
    })
    .returning();
  return slot!;
}
