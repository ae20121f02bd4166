import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { products } from './catalog.ts';
import { createdAt, updatedAt } from './common.ts';
import { users } from './users.ts';

/**
 * A price a supplier agreed with one customer for one listing over some days (decision 0094): the
 * customer's line pays it while it is valid, when it is lower than what anyone else would pay.
 */
export const contractPrices = sqliteTable(
  'contract_prices',
  {
    id: text('id').primaryKey(),
    supplierId: text('supplier_id')
      .notNull()
      .references(() => users.id),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Per pack, kg or litre, as the listing is sold. */
    pricePaise: integer('price_paise').notNull(),
    /** Indian calendar days, both included. */
    validFrom: text('valid_from').notNull(),
    validTo: text('valid_to').notNull(),
    /** What the customer means to take each week (stored units), for the supplier's planning; null: not said. */
    weeklyQuantity: integer('weekly_quantity'),
    /** When the customer was told, a week ahead, that the price ends (once; scheduled work). */
    noticeSentAt: integer('notice_sent_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('contract_prices_customer_idx').on(t.customerId, t.productId),
    index('contract_prices_supplier_idx').on(t.supplierId),
    // The notice job, every few seconds, reads only the prices whose customer was not told yet.
    index('contract_prices_notice_idx').on(t.validTo).where(sql`notice_sent_at is null`),
    check('contract_prices_price_positive', sql`${t.pricePaise} > 0`),
    check('contract_prices_days_ordered', sql`${t.validTo} >= ${t.validFrom}`),
  ],
);
