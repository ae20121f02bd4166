import { STANDING_PAYMENT_METHODS, STANDING_STATUSES } from '@app/db/enums';
import { z } from 'zod';
import { day, quantity, soldBy } from '../shared/answers.ts';
import { WEEKDAYS } from '../shared/weekdays.ts';

const reportLine = z.object({
  name: z
    .string()
    .nullable()
    .describe('The line not ordered, or null when nothing was')
    .meta({ example: 'Amul Taaza Milk' }),
  reason: z.string().meta({ example: 'Amul Taaza Milk is out of stock.' }),
});

export const standingOrderOutput = z.object({
  id: z.string().meta({ example: 'sto_4m8k2x' }),
  name: z.string().meta({ example: 'Morning milk and bread' }),
  outlet_id: z
    .string()
    .nullable()
    .describe('The outlet of the business it orders for (X-Outlet)')
    .meta({ example: 'out_7k2m9q4x1b8n3c5v6z0a' }),
  status: z.enum(STANDING_STATUSES).meta({ example: 'active' }),
  weekdays: z.array(z.enum(WEEKDAYS)).meta({ example: ['mon', 'wed', 'fri'] }),
  interval_weeks: z.number().int().meta({ example: 1 }),
  starts_on: day,
  slot: z
    .object({
      id: z.string(),
      start_minute: z.number().int().describe('Minutes after midnight, India time').meta({ example: 360 }),
      end_minute: z.number().int().meta({ example: 540 }),
      label: z.string().meta({ example: '6–9 am' }),
    })
    .nullable()
    .describe('The slot each run books; null in a city without slots'),
  payment_method: z.enum(STANDING_PAYMENT_METHODS).meta({ example: 'COD' }),
  delivery_address: z.string().meta({ example: '14 Palasia Square, Indore' }),
  phone: z.string().meta({ example: '9876543210' }),
  contact_person: z.string().meta({ example: 'Ravi Kumar' }),
  alternate_phone: z.string().meta({ example: '' }),
  landmark: z.string().meta({ example: '' }),
  delivery_notes: z.string().meta({ example: '' }),
  lines: z.array(
    z.object({
      product_id: z.string().meta({ example: 'prd_7k2m9x4q' }),
      product_name: z.string().meta({ example: 'Amul Taaza Milk' }),
      unit: z.string().meta({ example: '1 L' }),
      sold_by: soldBy,
      quantity: quantity.meta({ example: 10 }),
    }),
  ),
  upcoming: z
    .array(
      z.object({
        date: day,
        skipped: z.boolean(),
        lines: z
          .array(z.object({ product_id: z.string(), quantity }))
          .nullable()
          .describe('This date’s own quantities, when changed; null: the standing lines'),
      }),
    )
    .describe('The next dates it orders for (paused: none)'),
  recent: z
    .array(
      z.object({
        date: day,
        status: z.enum(['placed', 'failed', 'skipped', 'running']).meta({ example: 'placed' }),
        order_id: z.string().nullable().meta({ example: 'ord_9x2k4m' }),
        order_number: z.string().nullable().meta({ example: 'ORD-20261208-4821' }),
        not_ordered: z.array(reportLine).describe('What the run could not order, and why'),
      }),
    )
    .describe('Its latest runs, newest first'),
});
export const standingOrderListOutput = z.object({ items: z.array(standingOrderOutput) });
export const standingRemovedOutput = z.object({ id: z.string().meta({ example: 'sto_4m8k2x' }) });
