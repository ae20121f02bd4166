import { sql } from 'drizzle-orm';
import { check, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { GstRate } from '../enums.ts';
import { createdAt } from './common.ts';

export const cities = sqliteTable(
  'cities',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    state: text('state').notNull(),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cities_name_state_uq').on(sql`lower(${t.name})`, sql`lower(${t.state})`),
    check('cities_name_nonempty', sql`length(trim(${t.name})) > 0 and length(trim(${t.state})) > 0`),
  ],
);

export const categories = sqliteTable('categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
  /** HSN code printed on GST invoices for goods of this category. */
  hsnCode: text('hsn_code').notNull(),
  /** Default GST rate (percent) of the category's goods; a product may carry its own. */
  gstRate: integer('gst_rate').$type<GstRate>().notNull().default(5),
  /** Food: a supplier needs an FSSAI licence to list in it (packaging, cleaning, kitchenware do not). */
  requiresFssai: integer('requires_fssai', { mode: 'boolean' }).notNull().default(true),
  /** The marketplace's commission on the taxable value of goods sold in it, in basis points (500 = 5%). */
  commissionBps: integer('commission_bps').notNull().default(500),
  /** How long after delivery a buyer may claim on its goods: 24 h for fresh food, a week for packaged. */
  claimWindowHours: integer('claim_window_hours').notNull().default(168),
  /** Emoji code point of the seed image for the category tile. */
  icon: text('icon').notNull(),
  sortOrder: integer('sort_order').notNull(),
});
