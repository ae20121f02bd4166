import { z } from 'zod';
import { money, timestamp } from '../shared/answers.ts';
import { WEEKDAYS } from '../shared/weekdays.ts';

export const termsOutput = z.object({
  supplier_id: z.string().meta({ example: 'usr_3k9x2m' }),
  supplier_name: z.string().meta({ example: 'Malwa Wholesale' }),
  city_id: z.string().meta({ example: 'city_indore' }),
  city_name: z.string().meta({ example: 'Indore' }),
  minimum_order: money.describe('Rupees before GST; 0: no minimum').meta({ example: 1000 }),
  below_minimum_charge: money
    .nullable()
    .describe('Delivery charge before GST on an order below the minimum; null: refused below it')
    .meta({ example: 80 }),
  delivery_days: z.array(z.enum(WEEKDAYS)).meta({ example: ['mon', 'wed', 'fri'] }),
  order_by: z
    .string()
    .nullable()
    .describe('HH:MM (India) the day before delivery; null: the slot’s cut-off')
    .meta({ example: '18:00' }),
  lead_days: z
    .number()
    .int()
    .describe('Days from an order to the earliest delivery day in the city; 0: none beyond the days above')
    .meta({ example: 2 }),
  set_by_staff: z.boolean().describe('Last set by the platform’s staff rather than the supplier'),
  updated_at: timestamp,
});
export const termsListOutput = z.object({ items: z.array(termsOutput) });
export const termsRemovedOutput = z.object({
  supplier_id: z.string().meta({ example: 'usr_3k9x2m' }),
  city_id: z.string().meta({ example: 'city_indore' }),
});
