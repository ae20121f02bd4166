import { z } from 'zod';
import { id, requiredText, text } from './common.ts';

export const IMAGE_MAX_BYTES = 5_242_880;
export const IMAGE_TOO_LARGE = 'Image size should be less than 5MB';
export const IMAGE_WRONG_TYPE = 'Please select an image file';

/** A calendar date written YYYY-MM-DD that exists (2025-02-30 does not). */
export function isRealDate(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

const optionalDate = (label: string) =>
  z
    .union([
      z.literal('').transform(() => null),
      z
        .string()
        .trim()
        .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}: use YYYY-MM-DD`)
        .refine((v) => !/^\d{4}-\d{2}-\d{2}$/.test(v) || isRealDate(v), `${label} is not a real date`),
    ])
    .nullable()
    .optional()
    .transform((v) => v ?? null);

/**
 * An image is ours (`/images/...`, from the upload call) or an absolute http(s) address;
 * `javascript:`, `data:` and relative paths elsewhere are refused.
 */
export const imageUrl = z
  .string()
  .trim()
  .max(1000, 'The image address is too long')
  .refine(
    (v) =>
      v === '' ||
      (/^\/images\/[\w\-/.]+$/.test(v) && !v.includes('..')) ||
      (/^https?:\/\/[^\s"'<>]+$/i.test(v) && URL.canParse(v)),
    'Use an uploaded image or an http(s) image address',
  );

/** Rupees, more than 0, at most 2 decimals. The form sends a number (spec: step 0.01). */
export const price = z
  .number({
    error: (i) => (i.input === undefined || i.input === '' ? 'Price is required' : 'Price must be a number'),
  })
  .positive('Price must be more than 0')
  .max(10_000_000, 'Price is too high')
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'Price has at most 2 decimals');

export const stockQuantity = z
  .number({
    error: (i) =>
      i.input === undefined || i.input === '' ? 'Stock quantity is required' : 'Stock must be a number',
  })
  .int('Stock must be a whole number')
  .min(0, 'Stock cannot be negative')
  .max(10_000_000, 'Stock is too high');

/**
 * The product fields of spec section 5, as the supplier form and the admin product form send
 * them. Extend this one (it has no refinements); validate with `productInput` or add
 * `checkProductDates` yourself.
 */
export const productFields = z.object({
  name: requiredText('Product name', 150),
  category_id: z.string({ error: 'Category is required' }).trim().min(1, 'Category is required').max(64),
  /** Null or '' = sold in all cities. */
  city_id: z
    .union([z.literal('').transform(() => null), id])
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  description: text(2000).default(''),
  price,
  unit: requiredText('Unit', 40),
  stock_quantity: stockQuantity,
  image_url: imageUrl.default(''),
  brand: text(100).default(''),
  manufacturing_date: optionalDate('Manufacturing date'),
  expiry_date: optionalDate('Expiry date'),
});

/** Expiry strictly after manufacturing (also a CHECK in the schema). */
export function checkProductDates(
  v: { manufacturing_date: string | null; expiry_date: string | null },
  ctx: z.RefinementCtx,
) {
  if (v.manufacturing_date && v.expiry_date && v.expiry_date <= v.manufacturing_date)
    ctx.addIssue({
      code: 'custom',
      path: ['expiry_date'],
      message: 'Expiry date must be after the manufacturing date',
    });
}

/** Create a product (supplier portal and admin console). */
export const productInput = productFields.superRefine(checkProductDates);
/** Edit a product: all fields again (a full update, as the spec's form sends). */
export const productUpdateInput = productFields.extend({ id }).superRefine(checkProductDates);
export type ProductInput = z.output<typeof productInput>;

export const productRejectInput = z.object({
  id,
  reason: requiredText('Reason', 500),
});

export const pendingListInput = z
  .object({
    limit: z.number().int().min(1).max(500).default(100),
    /** Id of the last product of the previous page (oldest first). */
    cursor: z.string().max(64).nullish(),
  })
  .default({ limit: 100 });
