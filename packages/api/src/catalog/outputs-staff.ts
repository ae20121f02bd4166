import { z } from 'zod';
import { count, fileAnswer, nullableTimestamp, ok, page, stockLabel } from '../shared/answers.ts';
import { productFields } from './outputs.ts';

/** A product in the staff catalogue and inventory screens. */
export const staffProductOutput = z.object({
  ...productFields,
  city_name: z.string().describe('"All cities" for a product sold everywhere').meta({ example: 'Indore' }),
  stock_label: stockLabel,
  updated_at: nullableTimestamp,
});

export const staffProductListOutput = page(staffProductOutput);
export const staffProductRemovedOutput = ok;

export const supplierOptionsOutput = z.array(
  z.object({
    id: z.string().meta({ example: 'usr_5x2k9m' }),
    name: z.string().meta({ example: 'Fresh Supply Co' }),
    city_id: z.string().nullable().meta({ example: 'city_indore' }),
  }),
);

export const inventoryListOutput = page(staffProductOutput).extend({
  stats: z.object({
    total_items: count.meta({ example: 120 }),
    low_stock: count.meta({ example: 4 }),
    out_of_stock: count.meta({ example: 1 }),
  }),
});

/** The inventory list as a CSV file. */
export const inventoryExportOutput = fileAnswer;
