import { z } from 'zod';
import { id, rupees, text } from './common.ts';
import { checkProductDates, productFields } from './products.ts';

const emptyToNull = <T extends z.ZodType>(s: T) =>
  z
    .union([z.literal('').transform(() => null), s])
    .nullable()
    .optional();

/**
 * The admin's product form (spec section 5): the supplier's product fields plus `supplier_id`
 * and `is_active`. Three fields keep the admin's own rule and wording on purpose, because the
 * admin tests and screen assert them: price may be 0 ('Must not be negative'), stock says
 * 'Stock must not be negative', and an image address must be https:// or an uploaded image.
 */
const staffProductFields = productFields.extend({
  price: rupees,
  stock_quantity: z
    .number({ error: 'Stock must be a number' })
    .int('Stock must be a whole number')
    .min(0, 'Stock must not be negative')
    .max(10_000_000),
  image_url: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .max(500)
        .regex(/^(https:\/\/|\/images\/)/, 'Use an https:// address or an uploaded image'),
    ])
    .default(''),
  /** Empty: the platform's own listing (the acting staff account). */
  supplier_id: emptyToNull(id),
  is_active: z.boolean().default(true),
});

export const staffProductInput = staffProductFields.superRefine(checkProductDates);

export const staffProductUpdateInput = staffProductFields.extend({ id }).superRefine(checkProductDates);

export const staffProductListInput = z.object({
  search: text(100).default(''),
  city_id: id.optional(),
  status: z.enum(['all', 'active', 'inactive']).default('all'),
  page: z.number().int().min(1).max(100_000).default(1),
  page_size: z.number().int().min(1).max(100).default(24),
});
