import { GST_RATES, SOLD_BY } from '@app/db/enums';
import { z } from 'zod';
import { toStored } from '../shared/measure.ts';
import { ITEM_ORDERS, OFFER_SORTS } from '../shared/offer-order.ts';
import { MAX_PRICE_BREAKS } from '../shared/price-breaks.ts';
import {
  id,
  multilineText,
  plainString,
  price,
  quantityInput,
  requiredMultilineText,
  requiredText,
  rupees,
  text,
  withoutControl,
} from '../shared/schemas.ts';
import { checkMeasure } from './measure-schemas.ts';

/** Customer catalogue page: keyset cursor from the previous page's `next_cursor`. */
export const productListInput = z.object({
  search: plainString().trim().max(100, 'Search is at most 100 characters').optional(),
  category_id: z.union([z.literal('').transform(() => undefined), id]).optional(),
  cursor: plainString().max(400).optional(),
  limit: z.number().int().min(1).max(100).default(50),
});
export type ProductListInput = z.input<typeof productListInput>;

export const productByIdInput = z.object({ id });

export const IMAGE_MAX_BYTES = 5_242_880;

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
      plainString()
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
export const imageUrl = plainString()
  .trim()
  .max(1000, 'The image address is too long')
  .refine(
    (v) =>
      v === '' ||
      (/^\/images\/[\w\-/.]+$/.test(v) && !v.includes('..')) ||
      (/^https?:\/\/[^\s"'<>]+$/i.test(v) && URL.canParse(v)),
    'Use an uploaded image or an http(s) image address',
  );

/** At most 3 decimals: whole grams or millilitres (whole packs are measureIssues' rule). */
const thousandths = (v: number) => toStored(v, 'kg') !== null;

/** Packs, kg or litres, as the listing is sold. */
export const stockQuantity = z
  .number({
    error: (i) =>
      i.input === undefined || i.input === '' ? 'Stock quantity is required' : 'Stock must be a number',
  })
  .min(0, 'Stock cannot be negative')
  .max(10_000_000, 'Stock is too high')
  .refine(thousandths, 'Stock has at most 3 decimals');

/** Blank or null: the category's HSN code. */
export const hsnCode = plainString()
  .trim()
  .refine((v) => v === '' || /^(\d{4}|\d{6}|\d{8})$/.test(v), 'HSN code has 4, 6 or 8 digits')
  .nullish()
  .transform((v) => v || null);

/** Percent; null: the category's rate. */
export const gstRate = z
  .literal(GST_RATES, { error: `GST rate is one of ${GST_RATES.join(', ')} (%)` })
  .nullish()
  .transform((v) => v ?? null);

/**
 * The product fields of spec section 5, as the supplier form and the admin product form send
 * them. Extend this one (it has no refinements); validate with `productInput` or add
 * `checkProductDates` yourself.
 */
export const productFields = z.object({
  name: requiredText('Product name', 150),
  category_id: withoutControl(z.string({ error: 'Category is required' }))
    .trim()
    .min(1, 'Category is required')
    .max(64),
  /** Null or '' = sold in all cities. */
  city_id: z
    .union([z.literal('').transform(() => null), id])
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  description: multilineText(2000).default(''),
  sold_by: z
    .enum(SOLD_BY, { error: 'Sold by is pack, kg or litre' })
    .optional()
    .describe(
      'pack (the default on create), kg or litre. Fixed once listed: an update may omit it, and one that changes it is refused (409 sold_by_fixed)',
    ),
  step: quantityInput('Step', 10_000)
    .positive('Step must be more than 0')
    .optional()
    .describe(
      'Quantities ordered are multiples of it, in packs, kg or litres. Default on create: 1 pack, 0.25 kg or 0.5 litre; an update without it keeps the listing’s',
    ),
  minimum: quantityInput('Minimum', 10_000)
    .positive('Minimum must be more than 0')
    .optional()
    .describe(
      'The least that can be ordered, a whole number of steps. Default on create: one step; an update without it keeps the listing’s',
    ),
  weighed: z
    .boolean({ error: 'Weighed is true or false' })
    .optional()
    .describe(
      'Weighed when packed (kg listings only): customers order an estimate and pay the weight packed, within tolerance_percent of it. Default on create: false; an update without it keeps the listing’s',
    )
    .meta({ example: false }),
  tolerance_percent: z
    .number({ error: 'Tolerance must be a number' })
    .int('Tolerance must be a whole percent')
    .min(1, 'Tolerance is at least 1%')
    .max(50, 'Tolerance is at most 50%')
    .optional()
    .describe(
      'How far, in percent either way, the weight packed may differ from the estimate without asking the customer. Default on create: 10; an update without it keeps the listing’s',
    )
    .meta({ example: 10 }),
  price: price.describe('Rupees per pack, or per kg or litre when sold by weight or volume'),
  price_breaks: z
    .array(
      z.object({
        from_quantity: quantityInput('Break quantity', 1_000_000)
          .positive('Break quantity must be more than 0')
          .describe('From this many packs, kg or litres on')
          .meta({ example: 25 }),
        price: price.describe('Rupees per pack, kg or litre from that quantity').meta({ example: 62 }),
      }),
    )
    .max(MAX_PRICE_BREAKS, 'At most 5 price breaks')
    .optional()
    .describe(
      'Volume prices (decision 0093), by quantity ascending, each cheaper than the one before. Default on create: none; an update without it keeps the listing’s',
    ),
  unit: requiredText('Unit', 40)
    .optional()
    .describe('The pack (5kg, 12 pcs): required when sold by the pack; a kg or litre listing’s is kg or L'),
  stock_quantity: stockQuantity.describe('Packs, or kg or litres (up to 3 decimals)'),
  image_url: imageUrl.default(''),
  brand: text(100).default(''),
  manufacturing_date: optionalDate('Manufacturing date'),
  expiry_date: optionalDate('Expiry date'),
  hsn_code: hsnCode,
  gst_rate: gstRate,
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
export const productInput = productFields.superRefine(checkProductDates).superRefine(checkMeasure);
/**
 * Edit a product: all fields again (a full update, as the spec's form sends), but sold_by, step
 * and minimum, which default to the listing's; its measure is checked against the listing.
 */
export const productUpdateInput = productFields.extend({ id }).superRefine(checkProductDates);
export type ProductInput = z.output<typeof productInput>;

export const productRejectInput = z.object({
  id,
  reason: requiredMultilineText('Reason', 500),
});

export const pendingListInput = z
  .object({
    limit: z.number().int().min(1).max(500).default(100),
    /** Id of the last product of the previous page (oldest first). */
    cursor: plainString().max(64).nullish(),
    /** Name, brand or supplier contains this. */
    search: text(100).default(''),
    /** New products, approved ones' pending changes, or both. */
    kind: z.enum(['all', 'new', 'changes']).default('all').meta({ example: 'new' }),
  })
  .default({ limit: 100, search: '', kind: 'all' });

/** The approval queue's export takes the list's filters, without its pages (decision 0108). */
export const pendingExportInput = z
  .object({
    search: text(100).default(''),
    kind: z.enum(['all', 'new', 'changes']).default('all').meta({ example: 'new' }),
  })
  .default({ search: '', kind: 'all' });

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
  price: rupees.describe('Rupees per pack, or per kg or litre when sold by weight or volume'),
  stock_quantity: z
    .number({ error: 'Stock must be a number' })
    .min(0, 'Stock must not be negative')
    .max(10_000_000)
    .refine(thousandths, 'Stock has at most 3 decimals')
    .describe('Packs, or kg or litres (up to 3 decimals)'),
  image_url: z
    .union([
      z.literal(''),
      plainString()
        .trim()
        .max(500)
        .regex(/^(https:\/\/|\/images\/)/, 'Use an https:// address or an uploaded image'),
    ])
    .default(''),
  /** Empty: the platform's own listing (the acting staff account). */
  supplier_id: emptyToNull(id),
  is_active: z.boolean().default(true),
});

export const staffProductInput = staffProductFields.superRefine(checkProductDates).superRefine(checkMeasure);

export const staffProductUpdateInput = staffProductFields.extend({ id }).superRefine(checkProductDates);

export const staffProductListInput = z.object({
  search: text(100).default(''),
  city_id: id.optional(),
  status: z.enum(['all', 'active', 'inactive']).default('all'),
  page: z.number().int().min(1).max(100_000).default(1),
  page_size: z.number().int().min(1).max(100).default(24),
});

/** Supplier: its own listings, those a buyer's search for `search` would find when given. */
export const supplierProductListInput = z.object({
  search: text(100).default('').describe('Words as a buyer would search them (decision 0092)'),
});

/** The export takes the list's search and the screen's approval tab (decision 0108). */
export const supplierProductExportInput = supplierProductListInput.extend({
  approval_status: z
    .enum(['pending', 'approved', 'rejected'])
    .optional()
    .meta({ example: 'approved' })
    .describe('Only listings in this approval status; all when left out'),
});

export const stockInput = z.object({
  id,
  stock_quantity: z
    .number({ error: 'Stock must be a number' })
    .min(0, 'Stock must not be negative')
    .max(10_000_000)
    .refine(thousandths, 'Stock has at most 3 decimals')
    .describe('Packs (whole), or kg or litres (up to 3 decimals), as the listing is sold'),
});

/** A supplier's listing priced alone, from its row (decision 0108): the form's price rule. */
export const priceInput = z.object({ id, price: productFields.shape.price.meta({ example: 64 }) });

/** Staff pricing a listing alone, from the inventory row: the staff form's price rule (0 allowed). */
export const staffPriceInput = z.object({ id, price: staffProductFields.shape.price.meta({ example: 64 }) });

export const inventoryListInput = z.object({
  city_id: id.optional(),
  search: text(100).default(''),
  level: z.enum(['all', 'low', 'out']).default('all'),
  page: z.number().int().min(1).max(100_000).default(1),
  page_size: z.number().int().min(1).max(100).default(25),
});

/** Customers: the grouped catalogue, keyset pages in item-name order. */
export const itemListInput = productListInput.extend({
  sort: z
    .enum(OFFER_SORTS)
    .default('price')
    .describe(
      "Each item's offers: price, lowest price per kg, litre or piece first; best_value, lowest price of what is kept (decision 0090)",
    ),
  order: z
    .enum(ITEM_ORDERS)
    .default('name')
    .describe(
      'The items: name, or unit_price (lowest price per kg or litre first, then per piece, then units that cannot be read; decision 0105)',
    ),
  brand: plainString().trim().max(80, 'Brand is at most 80 characters').optional(),
  in_stock: z.boolean().default(false).describe('Only offers in stock'),
  supplier_id: z.union([z.literal('').transform(() => undefined), id]).optional(),
});

/** Customers: one item (or a listing in no item) with every live offer, and its other packs. */
export const itemByIdInput = z.object({ id });

/** Staff: a suggested (or corrected) group becomes an item, or joins `item_id`. */
export const itemConfirmInput = z.object({
  name: requiredText('Item name', 120),
  product_ids: z.array(id).min(1, 'Choose at least one listing').max(100, 'At most 100 listings at a time'),
  item_id: id.optional(),
  allow_mixed: z
    .boolean()
    .default(false)
    .describe('Staff confirm grouping listings of different units or categories'),
});

export const itemMoveInput = z.object({
  id,
  item_id: id.nullable(),
  allow_mixed: z.boolean().default(false),
});

export const itemRenameInput = z.object({ id, name: requiredText('Item name', 120) });
