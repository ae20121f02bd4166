import { z } from 'zod';
import { id } from '../shared/schemas.ts';

const minuteOfDay = (label: string, example: number) =>
  z
    .number({ error: `${label} must be a number of minutes` })
    .int(`${label} must be whole minutes`)
    .min(0, `${label} must be between 00:00 and 24:00`)
    .max(1440, `${label} must be between 00:00 and 24:00`)
    .meta({ example });

const slotFields = {
  /** Minutes after midnight, India time: 360 is 6 am. */
  start_minute: minuteOfDay('Start', 360).describe('Start, minutes after midnight India time (360: 6 am)'),
  end_minute: minuteOfDay('End', 540).describe('End, minutes after midnight India time (1440: midnight)'),
  cutoff_minutes: z
    .number({ error: 'Cut-off must be a number of minutes' })
    .int('Cut-off must be whole minutes')
    .min(0, 'Cut-off must not be negative')
    .max(7 * 1440, 'Cut-off can be at most 7 days before the slot')
    .describe('Orders stop this many minutes before the start (480 before 6 am: 10 pm the day before)')
    .meta({ example: 480 }),
  capacity: z
    .number({ error: 'Capacity must be a number' })
    .int('Capacity must be a whole number')
    .min(1, 'Capacity must be at least 1 order')
    .max(10_000, 'Capacity can be at most 10000 orders')
    .describe('Orders one date of the slot takes')
    .meta({ example: 20 }),
  is_active: z.boolean().describe('Inactive slots are not offered; orders that booked them keep them'),
};

export const slotListInput = z.object({ city_id: id.optional() });

export const slotCreateInput = z.object({
  city_id: id
    .optional()
    .describe('The city; a sub-admin’s own city when left out')
    .meta({ example: 'city_indore' }),
  ...slotFields,
  is_active: slotFields.is_active.default(true),
});

export const slotUpdateInput = z.object({
  id,
  start_minute: slotFields.start_minute.optional(),
  end_minute: slotFields.end_minute.optional(),
  cutoff_minutes: slotFields.cutoff_minutes.optional(),
  capacity: slotFields.capacity.optional(),
  is_active: slotFields.is_active.optional(),
});

/** The open slots for the cart, or for only one supplier's lines of it (an order of their own). */
export const openSlotsInput = z
  .object({ supplier_id: id.optional().meta({ example: 'usr_3k9x2m' }) })
  .optional();
