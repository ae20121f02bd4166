import { sql } from 'drizzle-orm';
import { check, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
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
  /** Emoji code point of the seed image for the category tile. */
  icon: text('icon').notNull(),
  sortOrder: integer('sort_order').notNull(),
});
