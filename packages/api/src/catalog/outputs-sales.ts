import { z } from 'zod';
import { count, money, quantity, soldBy } from '../shared/answers.ts';

const day = z.string().describe('YYYY-MM-DD, India');

/** A supplier's sales over the last 8 weeks, per week and per product (catalog/supplier-sales.ts). */
export const supplierSalesOutput = z.object({
  from: day.describe('The first Monday counted (YYYY-MM-DD, India)').meta({ example: '2026-10-12' }),
  to: day.describe('The Sunday ending this week (YYYY-MM-DD, India)').meta({ example: '2026-12-06' }),
  total: money.describe('Sales over the 8 weeks, before GST').meta({ example: 48_250 }),
  weeks: z
    .array(
      z.object({
        week_start: day
          .describe('The Monday of the week (YYYY-MM-DD, India)')
          .meta({ example: '2026-11-30' }),
        orders: count.describe('Orders holding a sale of yours that week').meta({ example: 7 }),
        sales: money.describe('Sales that week, before GST').meta({ example: 6_120.5 }),
      }),
    )
    .describe('Oldest first, all 8 weeks, the current one last (so far)'),
  products: z
    .array(
      z.object({
        product_id: z
          .string()
          .nullable()
          .describe('Null when the listing has been deleted since')
          .meta({ example: 'prd_7k2m9x4q' }),
        name: z.string().meta({ example: 'Basmati Rice' }),
        unit: z.string().meta({ example: '5kg' }),
        sold_by: soldBy,
        quantity: quantity.describe('Supplied over the 8 weeks (packs, kg or litres)').meta({ example: 42 }),
        orders: count.meta({ example: 12 }),
        sales: money.describe('Before GST').meta({ example: 18_900 }),
      }),
    )
    .describe('Best-selling first'),
});
