import { ORDER_STATUSES } from '@app/db/enums';
import { z } from 'zod';
import { subAdminInput } from './accounts.ts';
import { id, isoDate, password, text } from './common.ts';

/** Search, paging and sorting shared by every admin list. */
const listBase = {
  search: text(100).default(''),
  page: z.number().int().min(1).max(100_000).default(1),
  page_size: z.number().int().min(1).max(100).default(20),
  dir: z.enum(['asc', 'desc']).default('asc'),
  status: z.enum(['all', 'active', 'inactive']).default('all'),
};

export const CUSTOMER_SORTS = ['restaurant_name', 'name', 'email', 'order_count', 'total_spent'] as const;
export const customerListInput = z.object({
  ...listBase,
  sort: z.enum(CUSTOMER_SORTS).default('restaurant_name'),
});

export const SUPPLIER_SORTS = [
  'restaurant_name',
  'name',
  'email',
  'total_products',
  'approved_products',
  'pending_products',
] as const;
export const supplierListInput = z.object({
  ...listBase,
  sort: z.enum(SUPPLIER_SORTS).default('restaurant_name'),
});

export const accountStatusInput = z.object({ id, is_active: z.boolean() });

/** Sub-admin create: a password is required; edit: blank keeps the current one. */
export const subAdminCreateInput = subAdminInput.extend({ password });
export const subAdminUpdateInput = subAdminInput.extend({ id });

/** An inclusive range of calendar days in India (IST), either end optional. */
export const dateRange = {
  from: isoDate.optional(),
  to: isoDate.optional(),
};
const ordered = (v: { from?: string; to?: string }) => !v.from || !v.to || v.from <= v.to;
const orderedMsg = { message: 'The start date must not be after the end date', path: ['to'] };

export const dateRangeInput = z.object(dateRange).refine(ordered, orderedMsg).default({});

/** The statuses an admin may set directly (spec section 4): pending through cancelled. */
export const ADMIN_ORDER_STATUSES = ORDER_STATUSES.slice(0, 6) as [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
];

export const staffOrderListInput = z
  .object({
    status: z.enum(ORDER_STATUSES).optional(),
    city_id: id.optional(),
    search: text(100).default(''),
    page: z.number().int().min(1).max(100_000).default(1),
    page_size: z.number().int().min(1).max(100).default(20),
    ...dateRange,
  })
  .refine(ordered, orderedMsg);

export const orderStatusInput = z.object({
  id,
  status: z.enum(ADMIN_ORDER_STATUSES),
  /** The version the admin saw; a stale one is refused (409) instead of overwriting. */
  expected_version: z.number().int().min(1).optional(),
});

export const stockInput = z.object({
  id,
  stock_quantity: z
    .number({ error: 'Stock must be a number' })
    .int('Stock must be a whole number')
    .min(0, 'Stock must not be negative')
    .max(10_000_000),
});

export const inventoryListInput = z.object({
  city_id: id.optional(),
  search: text(100).default(''),
  level: z.enum(['all', 'low', 'out']).default('all'),
  page: z.number().int().min(1).max(100_000).default(1),
  page_size: z.number().int().min(1).max(100).default(25),
});

export const trafficSessionsInput = z
  .object({ limit: z.number().int().min(1).max(200).default(50), ...dateRange })
  .refine(ordered, orderedMsg)
  .default({ limit: 50 });

export const auditListInput = z
  .object({
    entity: text(40).default(''),
    page: z.number().int().min(1).max(100_000).default(1),
    page_size: z.number().int().min(1).max(100).default(25),
  })
  .default({ entity: '', page: 1, page_size: 25 });
