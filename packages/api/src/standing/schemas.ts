import { STANDING_PAYMENT_METHODS } from '@app/db/enums';
import { z } from 'zod';
import { deliveryFields, id, isoDate, quantityInput, requiredText } from '../shared/schemas.ts';
import { WEEKDAYS } from '../shared/weekdays.ts';

const line = z.object({
  product_id: id.meta({ example: 'prd_7k2m9x4q' }),
  quantity: quantityInput('Quantity', 1_000_000)
    .min(0, 'Must not be negative')
    .describe('Packs, kg or litres, as the listing is sold')
    .meta({ example: 10 }),
});

/** A standing order as its customer writes it (decision 0096). */
export const standingOrderInput = z.object({
  name: requiredText('Name', 80).meta({ example: 'Morning milk and bread' }),
  lines: z
    .array(line.extend({ quantity: line.shape.quantity.positive('Quantity must be more than 0') }))
    .min(1, 'Add at least one line')
    .max(100, 'A standing order holds at most 100 lines')
    .describe('What each run orders (copying a par list’s lines is one way to start)')
    .meta({ example: [{ product_id: 'prd_7k2m9x4q', quantity: 10 }] }),
  weekdays: z
    .array(z.enum(WEEKDAYS))
    .min(1, 'Choose at least one day')
    .max(7)
    .refine((days) => new Set(days).size === days.length, 'Name each day once')
    .describe('Days of the week it orders for; all seven for daily')
    .meta({ example: ['mon', 'wed', 'fri'] }),
  interval_weeks: z
    .number()
    .int()
    .min(1, 'Every 1 to 8 weeks')
    .max(8, 'Every 1 to 8 weeks')
    .default(1)
    .describe('1: every week; N: every N weeks from the week of starts_on')
    .meta({ example: 1 }),
  starts_on: isoDate
    .optional()
    .describe('First day it may order for (India); today when absent')
    .meta({ example: '2026-12-07' }),
  slot_id: id
    .nullish()
    .transform((v) => v ?? null)
    .describe('The delivery slot each run books; required when your city has slots')
    .meta({ example: 'slt_6am9' }),
  payment_method: z
    .enum(STANDING_PAYMENT_METHODS, { error: 'Choose Cash on Delivery, Pay later or Online payment' })
    .describe('ONLINE: each run places the order and sends you its payment link')
    .meta({ example: 'COD' }),
  delivery_address: deliveryFields.delivery_address,
  phone: deliveryFields.phone,
  contact_person: deliveryFields.contact_person,
  alternate_phone: deliveryFields.alternate_phone,
  landmark: deliveryFields.landmark,
  delivery_notes: deliveryFields.delivery_notes,
});
export type StandingOrderInput = z.output<typeof standingOrderInput>;

export const standingIdInput = z.object({ id });
export const standingUpdateInput = standingOrderInput.extend({ id });
export const skipInput = z.object({
  id,
  date: isoDate.describe('A date the standing order orders for (India)').meta({ example: '2026-12-08' }),
  skip: z.boolean().default(true).describe('false: order on that date after all').meta({ example: true }),
});
export const pauseInput = z.object({
  id,
  paused: z.boolean().default(true).describe('false: resume').meta({ example: true }),
});
export const runLinesInput = z.object({
  id,
  date: isoDate.meta({ example: '2026-12-08' }),
  lines: z
    .array(line)
    .min(1)
    .max(100)
    .describe('Quantities for that date only; 0 leaves a line out of that run')
    .meta({ example: [{ product_id: 'prd_7k2m9x4q', quantity: 15 }] }),
});

/** Without it, the standing orders of the outlet bought for (X-Outlet). */
export const standingListInput = z
  .object({
    all_outlets: z
      .boolean()
      .optional()
      .describe(
        'true: the standing orders of every outlet the caller orders for (an owner: the whole business)',
      ),
  })
  .optional()
  .meta({ example: { all_outlets: true } });
