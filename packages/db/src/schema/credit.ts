import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { outlets } from './business.ts';
import { createdAt } from './common.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

/** A customer's credit line ("Pay later", decision 0070): the limit and period staff granted. */
export const customerCredit = sqliteTable(
  'customer_credit',
  {
    customerId: text('customer_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    limitPaise: integer('limit_paise').notNull(),
    periodDays: integer('period_days').notNull(),
    setById: text('set_by_id').references(() => users.id),
    setAt: integer('set_at').notNull(),
  },
  () => [
    check('customer_credit_limit_nonneg', sql`limit_paise >= 0`),
    check('customer_credit_period_known', sql`period_days in (7, 15, 30)`),
  ],
);

/**
 * An outlet's own credit limit within its account's line (decision 0112): its credit orders'
 * outstanding may not pass it. No row: the account's line alone applies.
 */
export const outletCredit = sqliteTable(
  'outlet_credit',
  {
    outletId: text('outlet_id')
      .primaryKey()
      .references(() => outlets.id, { onDelete: 'cascade' }),
    /** The account holder whose line it is within. */
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    limitPaise: integer('limit_paise').notNull(),
    setById: text('set_by_id').references(() => users.id),
    setAt: integer('set_at').notNull(),
  },
  (t) => [
    index('outlet_credit_customer_idx').on(t.customerId),
    check('outlet_credit_limit_nonneg', sql`limit_paise >= 0`),
  ],
);

/** Money a customer paid against its account, recorded by staff. */
export const customerPayments = sqliteTable(
  'customer_payments',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    /** The day it was received (YYYY-MM-DD, India). */
    paidOn: text('paid_on').notNull(),
    reference: text('reference').notNull(),
    recordedById: text('recorded_by_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('customer_payments_customer_idx').on(t.customerId, t.paidOn),
    check('customer_payments_amount_positive', sql`amount_paise > 0`),
  ],
);

/** Each reminder of a credit order sent once: 'before' (3 days before due) and 'after' (the day after). */
export const creditReminders = sqliteTable(
  'credit_reminders',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['before', 'after'] }).notNull(),
    sentAt: integer('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.kind] })],
);

/** The claim of a day's reminder run (Indian day, YYYY-MM-DD): two runs at once never both send. */
export const creditReminderRuns = sqliteTable('credit_reminder_runs', {
  day: text('day').primaryKey(),
  ranAt: integer('ran_at').notNull(),
});
