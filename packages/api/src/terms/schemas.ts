import { z } from 'zod';
import { id, plainString, rupees } from '../shared/schemas.ts';
import { WEEKDAYS } from '../shared/weekdays.ts';
import { MAX_LEAD_DAYS } from './rules.ts';

/** A supplier's trading terms in one city (decision 0095). */
const termsFields = {
  city_id: id.describe('A city you serve').meta({ example: 'city_indore' }),
  minimum_order: rupees
    .describe('The least your part of an order may come to, in rupees before GST; 0: no minimum')
    .meta({ example: 1000 }),
  below_minimum_charge: rupees
    .nullish()
    .transform((v) => v ?? null)
    .describe(
      'Below your minimum, the delivery charge you add in rupees before GST; null or left out: you refuse orders below it',
    )
    .meta({ example: 80 }),
  delivery_days: z
    .array(z.enum(WEEKDAYS))
    .min(1, 'Choose at least one delivery day')
    .max(7)
    .refine((days) => new Set(days).size === days.length, 'Name each delivery day once')
    .describe('Weekdays you deliver on')
    .meta({ example: ['mon', 'wed', 'fri'] }),
  order_by: plainString()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM, 24-hour')
    .nullable()
    .describe(
      'HH:MM (India) the day before delivery after which you take no order for that day; null: the slot’s cut-off',
    )
    .meta({ example: '18:00' }),
  lead_days: z
    .number()
    .int('Lead time: whole days')
    .min(0, 'Lead time cannot be negative')
    .max(MAX_LEAD_DAYS, `Lead time: at most ${MAX_LEAD_DAYS} days`)
    .default(0)
    .describe(
      'Days from an order to the earliest day you deliver in this city (decision 0109): shipping from ' +
        'another city; 0 (the default): your delivery days and order-by time alone',
    )
    .meta({ example: 2 }),
};

export const termsInput = z.object(termsFields);
export const staffTermsInput = z.object({
  supplier_id: id.meta({ example: 'usr_3k9x2m' }),
  ...termsFields,
});
export const termsCityInput = z.object({ city_id: id.meta({ example: 'city_indore' }) });
export const staffTermsCityInput = termsCityInput.extend({ supplier_id: id.meta({ example: 'usr_3k9x2m' }) });
export const staffTermsListInput = z.object({ supplier_id: id.meta({ example: 'usr_3k9x2m' }) });
