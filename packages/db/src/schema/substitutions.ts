import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { SOLD_BY, SUBSTITUTION_STATUSES } from '../enums.ts';
import { products } from './catalog.ts';
import { createdAt, inList } from './common.ts';
import { orderItems, orders } from './orders.ts';
import { users } from './users.ts';

/**
 * A substitute a supplier offers for a line it cannot fill (decision 0091): another of its live
 * listings, priced when offered. Accepted, it becomes a line of its own and the original is short;
 * declined or unanswered at hand-over, the original is short. One offer per line.
 */
export const lineSubstitutions = sqliteTable(
  'line_substitutions',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineId: text('line_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    supplierId: text('supplier_id')
      .notNull()
      .references(() => users.id),
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    // Snapshot of the listing offered, as an order line keeps one.
    productName: text('product_name').notNull(),
    brand: text('brand').notNull().default(''),
    unit: text('unit').notNull(),
    soldBy: text('sold_by', { enum: SOLD_BY }).notNull(),
    /** Stored units: packs, grams or millilitres. */
    quantity: integer('quantity').notNull(),
    pricePaise: integer('price_paise').notNull(),
    lineTotalPaise: integer('line_total_paise').notNull(),
    gstRate: integer('gst_rate').notNull(),
    taxPaise: integer('tax_paise').notNull(),
    status: text('status', { enum: SUBSTITUTION_STATUSES }).notNull().default('offered'),
    /** Accepted by the customer's standing preference, not by hand. */
    auto: integer('auto', { mode: 'boolean' }).notNull().default(false),
    /** The line the accepted substitute became. */
    newLineId: text('new_line_id'),
    answeredAt: integer('answered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('line_substitutions_line_uq').on(t.lineId),
    index('line_substitutions_order_idx').on(t.orderId),
    check('line_substitutions_quantity_positive', sql`${t.quantity} > 0`),
    check('line_substitutions_status_known', sql`${t.status} in (${sql.raw(inList(SUBSTITUTION_STATUSES))})`),
  ],
);
