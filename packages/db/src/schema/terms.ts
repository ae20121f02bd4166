import { sql } from 'drizzle-orm';
import { check, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, updatedAt } from './common.ts';
import { cities } from './reference.ts';
import { users } from './users.ts';

/**
 * A supplier's trading terms in one city it serves (decision 0095): the least its part of an order
 * may come to, the weekdays it delivers and the time the day before delivery by which it takes
 * orders. A supplier without a row for the city has no terms there: the platform's rules alone.
 */
export const supplierTerms = sqliteTable(
  'supplier_terms',
  {
    supplierId: text('supplier_id')
      .notNull()
      .references(() => users.id),
    cityId: text('city_id')
      .notNull()
      .references(() => cities.id),
    /** Goods value before GST of the supplier's lines in one order; 0: no minimum. */
    minimumOrderPaise: integer('minimum_order_paise').notNull().default(0),
    /** Weekdays delivered, bit d for day d of the week (0 = Sunday); 127: every day. */
    deliveryDays: integer('delivery_days').notNull().default(127),
    /** Minute of the Indian day before delivery after which it takes no order for that day; null: the slot's cut-off alone. */
    cutoffMinute: integer('cutoff_minute'),
    /** Below the minimum, its delivery charge before GST; null: it refuses orders below the minimum. */
    belowMinimumChargePaise: integer('below_minimum_charge_paise'),
    /** Days from an order to the earliest day it can be delivered here, beyond the rules above (decision 0109): a supplier shipping from another city. */
    leadDays: integer('lead_days').notNull().default(0),
    /** Who set them last: the supplier or a staff member (every change is in the audit log). */
    updatedBy: text('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.cityId] }),
    check('supplier_terms_minimum_nonneg', sql`${t.minimumOrderPaise} >= 0`),
    check(
      'supplier_terms_charge_nonneg',
      sql`${t.belowMinimumChargePaise} is null or ${t.belowMinimumChargePaise} >= 0`,
    ),
    check('supplier_terms_days', sql`${t.deliveryDays} between 1 and 127`),
    check('supplier_terms_lead_days', sql`${t.leadDays} between 0 and 7`),
    check('supplier_terms_cutoff', sql`${t.cutoffMinute} is null or ${t.cutoffMinute} between 0 and 1439`),
  ],
);
