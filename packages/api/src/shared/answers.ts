import {
  APPROVAL_STATUSES,
  DELIVERY_STATUSES,
  LANGUAGES,
  ORDER_STATUSES,
  PART_STATUSES,
  PAYMENT_STATUSES,
  PERMISSIONS,
  RELIABILITY_STATUSES,
  SOLD_BY,
  USER_TYPES,
} from '@app/db/enums';
import { z } from 'zod';
import { ORDER_PAYMENT_METHODS } from './payment-method.ts';

/*
 * Building blocks of the procedures' output schemas (`<domain>/outputs.ts`). tRPC checks every
 * answer against them and the OpenAPI document is generated from them, so they say exactly
 * what is sent: no transforms, no refinements (the catalogue and cart answers are hot paths).
 */

export const money = z.number().describe('Rupees, at most 2 decimals').meta({ example: 650.5 });
export const count = z.number().int();
export const entityId = (example: string) => z.string().meta({ example });
export const timestamp = z
  .string()
  .describe('ISO 8601 date and time (UTC)')
  .meta({ example: '2026-11-22T09:30:00.000Z' });
export const nullableTimestamp = timestamp.nullable();
export const day = z.string().describe('YYYY-MM-DD').meta({ example: '2026-11-21' });

export const ok = z.object({ ok: z.boolean() });
export const okId = z.object({ ok: z.boolean(), id: z.string() });

export const userType = z.enum(USER_TYPES).meta({ example: 'customer' });
export const permission = z.enum(PERMISSIONS);
export const language = z
  .enum(LANGUAGES)
  .describe('en (English) or hi (Hindi): the language of screens, notifications and e-mails')
  .meta({ example: 'hi' });
export const approvalStatus = z.enum(APPROVAL_STATUSES).meta({ example: 'approved' });
export const orderStatus = z.enum(ORDER_STATUSES).meta({ example: 'confirmed' });
export const paymentMethod = z.enum(ORDER_PAYMENT_METHODS).meta({ example: 'COD' });
export const paymentStatus = z.enum(PAYMENT_STATUSES).meta({ example: 'paid' });
export const partStatus = z.enum(PART_STATUSES).meta({ example: 'new' });
export const deliveryStatus = z.enum(DELIVERY_STATUSES).meta({ example: 'assigned' });
/** A quantity in the listing's units: whole packs, or kg or litres to the gram or millilitre. */
export const quantity = z
  .number()
  .describe('Packs, or kg or litres (up to 3 decimals) when the listing is sold by weight or volume')
  .meta({ example: 2 });
export const soldBy = z
  .enum(SOLD_BY)
  .describe(
    'pack: quantities are whole packs; kg or litre: quantities are kg or litres at a price per kg or litre',
  )
  .meta({ example: 'pack' });
/** How a listing is sold and in what steps, on every answer that carries its quantities. */
export const measure = {
  sold_by: soldBy,
  step: quantity.describe('Quantities are multiples of it (packs, kg or litres)').meta({ example: 1 }),
  minimum: quantity.describe('The least that can be ordered (packs, kg or litres)').meta({ example: 1 }),
};
/** A listing sold by weight and weighed when packed: ordered as an estimate within a tolerance. */
export const weighing = {
  weighed: z
    .boolean()
    .describe('Weighed when packed: the quantity ordered is an estimate')
    .meta({ example: false }),
  tolerance_percent: count
    .describe('How far the weight packed may differ from the estimate, percent either way')
    .meta({ example: 10 }),
};
const percent = (what: string, example: number) =>
  count
    .min(0)
    .max(100)
    .nullable()
    .describe(`${what}, whole percent; null when new or nothing to count`)
    .meta({ example });
/**
 * A supplier's reliability over its last 30 days of order parts (decision 0090): public, on every
 * offer, the same for every customer.
 */
export const reliabilityFigures = {
  status: z
    .enum(RELIABILITY_STATUSES)
    .describe('rated: figures from at least 5 orders whose outcome is known; new: too few, no figures')
    .meta({ example: 'rated' }),
  fill_rate: percent('Value supplied of value ordered', 98),
  on_time_rate: percent('Orders handed over by the promised day, of those handed over', 95),
  rejection_rate: percent('Value refused at the door, of value supplied', 1),
  claim_rate: percent('Value credited by approved claims after delivery, of value supplied', 2),
  parts: count.describe('Orders counted: handed over or rejected, last 30 days').meta({ example: 42 }),
};
export const supplierReliability = z.object(reliabilityFigures);

export const stockLabel = z.enum(['Out of Stock', 'Low Stock', 'In Stock']).meta({ example: 'In Stock' });

export const cityRef = {
  city_id: z.string().nullable().meta({ example: 'city_indore' }),
  city_name: z.string().nullable().meta({ example: 'Indore' }),
};

/** A page of a staff list: the rows, the total count and where the page sits. */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: count, page: count, page_size: count });

/** A file download (invoice PDF, CSV/XLSX export); REST sends the decoded bytes. */
export const fileAnswer = z.object({
  filename: z.string().meta({ example: 'Invoice_SB-261122-MJHZB.pdf' }),
  contentType: z.string().meta({ example: 'application/pdf' }),
  base64: z.string().describe('The file, base64-encoded'),
});

/** A line as staff and riders see it on an order. */
export const orderLineBrief = z.object({
  product_name: z.string().meta({ example: 'Basmati Rice' }),
  unit: z.string().meta({ example: '5kg' }),
  sold_by: soldBy,
  quantity,
  price: money.describe('Per pack, or per kg or litre when sold by weight or volume'),
});
