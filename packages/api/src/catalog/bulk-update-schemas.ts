import { z } from 'zod';
import { id } from '../shared/schemas.ts';
import { stockQuantity } from './schemas.ts';

/** At most this many listings in one bulk change of a supplier's rows (decision 0115). */
export const BULK_UPDATE_MAX = 200;

/**
 * A supplier's one change to many of its listings: a stock count, or every price up or down by a
 * percent (each new price to the paisa, under the form's price rule and its volume prices).
 */
export const bulkUpdateInput = z
  .object({
    ids: z
      .array(id)
      .min(1, 'Choose at least one listing')
      .max(BULK_UPDATE_MAX, `At most ${BULK_UPDATE_MAX} listings at a time`)
      .meta({ example: ['prd_7Hq2mXk9Lp4R', 'prd_3Kd8wNq1Zs6T'] }),
    action: z
      .enum(['set_stock', 'change_price'], { error: 'Action is set_stock or change_price' })
      .meta({ example: 'set_stock' }),
    stock_quantity: stockQuantity
      .optional()
      .meta({ example: 0 })
      .describe('set_stock: packs (whole), or kg or litres (up to 3 decimals); 0 is out of stock'),
    percent: z
      .number({ error: 'Percent must be a number' })
      .min(-90, 'Percent is at least -90')
      .max(200, 'Percent is at most 200')
      .refine((v) => v !== 0, 'Percent must not be 0')
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'Percent has at most 2 decimals')
      .optional()
      .meta({ example: 5 })
      .describe('change_price: up (5) or down (-10) by this percent'),
  })
  .superRefine((v, c) => {
    if (v.action === 'set_stock' && v.stock_quantity === undefined)
      c.addIssue({ code: 'custom', path: ['stock_quantity'], message: 'Stock quantity is required' });
    if (v.action === 'change_price' && v.percent === undefined)
      c.addIssue({ code: 'custom', path: ['percent'], message: 'Percent is required' });
  });
export type BulkUpdateInput = z.output<typeof bulkUpdateInput>;
