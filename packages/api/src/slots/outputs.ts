import { z } from 'zod';
import { cityRef, count, timestamp } from '../shared/answers.ts';

const minute = (example: number) => count.meta({ example });
const slotId = z.string().meta({ example: 'slt_6am9' });
const date = z.string().describe('YYYY-MM-DD, India').meta({ example: '2026-11-27' });

/** A city's delivery slot as staff manage it. */
export const slotOutput = z.object({
  id: slotId,
  ...cityRef,
  start_minute: minute(360).describe('Minutes after midnight, India time'),
  end_minute: minute(540),
  label: z.string().meta({ example: '6–9 am' }),
  cutoff_minutes: minute(480).describe('Orders stop this many minutes before the start'),
  capacity: count.meta({ example: 20 }),
  is_active: z.boolean(),
});
export const slotListOutput = z.array(slotOutput);

/** One date of a slot that checkout can still book. */
export const openSlotOutput = z.object({
  slot_id: slotId,
  date,
  start_minute: minute(360),
  end_minute: minute(540),
  label: z.string().meta({ example: '27 Nov, 6–9 am' }),
  closes_at: timestamp.describe('Its cut-off: orders for it stop then'),
  seats_left: count.meta({ example: 7 }),
});

export const openSlotsOutput = z.object({
  city_has_slots: z
    .boolean()
    .describe('False: the city has no slots and orders keep the standard 2-3 business days'),
  slots: z.array(openSlotOutput),
});

/** The slot an order booked; null when it has the standard estimate. */
export const orderSlotOutput = z
  .object({
    date,
    start_minute: minute(360),
    end_minute: minute(540),
    label: z.string().meta({ example: '27 Nov, 6–9 am' }),
  })
  .nullable()
  .describe('The booked delivery slot; null: standard delivery in 2-3 business days');
