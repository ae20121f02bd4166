import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { SETTLEMENT_STATUSES } from '../enums.ts';
import { createdAt, inList } from './common.ts';
import { orderItems, orders } from './orders.ts';
import { cities } from './reference.ts';
import { users } from './users.ts';

/**
 * What the marketplace owes a supplier for a week (Monday to Sunday, India time): its delivered
 * lines, less commission and its GST, the GST TCS and income-tax TDS withheld. Amounts in paise;
 * figures are fixed when the week closes, only the payment fields change afterwards.
 */
export const settlements = sqliteTable(
  'settlements',
  {
    id: text('id').primaryKey(),
    supplierId: text('supplier_id')
      .notNull()
      .references(() => users.id),
    /** The supplier's city when the week closed: staff of that city settle it. */
    cityId: text('city_id').references(() => cities.id),
    /** First and last calendar day (YYYY-MM-DD) of the week settled. */
    periodStart: text('period_start').notNull(),
    periodEnd: text('period_end').notNull(),
    orderCount: integer('order_count').notNull(),
    lineCount: integer('line_count').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    gstPaise: integer('gst_paise').notNull(),
    grossPaise: integer('gross_paise').notNull(),
    returnsPaise: integer('returns_paise').notNull(),
    commissionPaise: integer('commission_paise').notNull(),
    commissionGstPaise: integer('commission_gst_paise').notNull(),
    tcsPaise: integer('tcs_paise').notNull(),
    tdsPaise: integer('tds_paise').notNull(),
    payablePaise: integer('payable_paise').notNull(),
    status: text('status', { enum: SETTLEMENT_STATUSES }).notNull().default('ready'),
    /** The bank transfer's UTR, once paid. */
    reference: text('reference'),
    paidAt: integer('paid_at'),
    paidById: text('paid_by_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('settlements_supplier_week_uq').on(t.supplierId, t.periodEnd),
    index('settlements_city_idx').on(t.cityId, t.periodEnd),
    index('settlements_week_idx').on(t.periodEnd),
    check('settlements_status_known', sql`${t.status} in (${sql.raw(inList(SETTLEMENT_STATUSES))})`),
  ],
);

/** Each delivered line in exactly one settlement, with the commission taken on it. */
export const settlementLines = sqliteTable(
  'settlement_lines',
  {
    settlementId: text('settlement_id')
      .notNull()
      .references(() => settlements.id, { onDelete: 'cascade' }),
    orderItemId: text('order_item_id')
      .primaryKey()
      .references(() => orderItems.id),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    commissionBps: integer('commission_bps').notNull(),
    commissionPaise: integer('commission_paise').notNull(),
  },
  (t) => [index('settlement_lines_settlement_idx').on(t.settlementId)],
);

/** The weeks already closed (by their last day): the background job's cheap check and its claim. */
export const settlementRuns = sqliteTable('settlement_runs', {
  periodEnd: text('period_end').primaryKey(),
  ranAt: integer('ran_at').notNull(),
});
