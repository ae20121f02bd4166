import { z } from 'zod';
import { id, isoDate, requiredText, rupees, text } from './common.ts';

/**
 * The admin's product form (spec section 5). Written here because the supplier's `productInput`
 * is built in parallel; the two share every field but `supplier_id` and `is_active`.
 */
const emptyToNull = <T extends z.ZodType>(s: T) =>
  z
    .union([z.literal('').transform(() => null), s])
    .nullable()
    .optional();

export const staffProductInput = z
  .object({
    name: requiredText('Product name', 150),
    category_id: id,
    /** Empty: sold in all cities. */
    city_id: emptyToNull(id),
    description: text(2000).default(''),
    price: rupees,
    unit: requiredText('Unit', 30),
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
    brand: text(80).default(''),
    manufacturing_date: emptyToNull(isoDate),
    expiry_date: emptyToNull(isoDate),
    /** Empty: the platform's own listing (the acting staff account). */
    supplier_id: emptyToNull(id),
    is_active: z.boolean().default(true),
  })
  .refine((v) => !v.manufacturing_date || !v.expiry_date || v.expiry_date > v.manufacturing_date, {
    path: ['expiry_date'],
    message: 'Expiry date must be after the manufacturing date',
  });

export const staffProductUpdateInput = staffProductInput.and(z.object({ id }));

export const staffProductListInput = z.object({
  search: text(100).default(''),
  city_id: id.optional(),
  status: z.enum(['all', 'active', 'inactive']).default('all'),
  page: z.number().int().min(1).max(100_000).default(1),
  page_size: z.number().int().min(1).max(100).default(24),
});
