import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, updatedAt } from './common.ts';
import { cities } from './reference.ts';

/**
 * A city's delivery window, offered every day: times are minutes of the Indian day, the cut-off
 * is how long before the start orders stop (480 before 6 am: 10 pm the evening before) and the
 * capacity is how many orders one date of the slot takes. Orders copy the times they booked.
 */
export const deliverySlots = sqliteTable(
  'delivery_slots',
  {
    id: text('id').primaryKey(),
    cityId: text('city_id')
      .notNull()
      .references(() => cities.id),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    cutoffMinutes: integer('cutoff_minutes').notNull(),
    capacity: integer('capacity').notNull(),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('delivery_slots_city_idx').on(t.cityId, t.isActive, t.startMinute),
    check(
      'delivery_slots_window',
      sql`${t.startMinute} >= 0 and ${t.startMinute} < ${t.endMinute} and ${t.endMinute} <= 1440`,
    ),
    check('delivery_slots_cutoff_nonneg', sql`${t.cutoffMinutes} >= 0`),
    check('delivery_slots_capacity_positive', sql`${t.capacity} > 0`),
  ],
);
