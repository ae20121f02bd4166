import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { STANDING_PAYMENT_METHODS, STANDING_RUN_STATUSES, STANDING_STATUSES } from '../enums.ts';
import { outlets } from './business.ts';
import { products } from './catalog.ts';
import { createdAt, updatedAt } from './common.ts';
import { orders } from './orders.ts';
import { deliverySlots } from './slots.ts';
import { users } from './users.ts';

/**
 * A customer's order placed for it on a rhythm (decision 0096): on the weekdays of `weekdays`
 * (bit d for day d, 0 = Sunday), every `intervalWeeks` weeks counted from the week of `startsOn`,
 * for a delivery slot, paid as chosen, delivered where the schedule says. Each is an outlet's, and
 * its runs check out for that outlet as the person who made it (decision 0117).
 */
export const standingOrders = sqliteTable(
  'standing_orders',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null only for standing orders no outlet has adopted yet (an account without its business). */
    outletId: text('outlet_id').references(() => outlets.id, { onDelete: 'cascade' }),
    /** Who saved it last: its runs order as this person (the account holder when its account is gone). */
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    weekdays: integer('weekdays').notNull(),
    intervalWeeks: integer('interval_weeks').notNull().default(1),
    startsOn: text('starts_on').notNull(),
    /** The slot each run books on its date; null in a city without slots. */
    slotId: text('slot_id').references(() => deliverySlots.id),
    paymentMethod: text('payment_method', { enum: STANDING_PAYMENT_METHODS }).notNull(),
    status: text('status', { enum: STANDING_STATUSES }).notNull().default('active'),
    deliveryAddress: text('delivery_address').notNull(),
    phone: text('phone').notNull(),
    contactPerson: text('contact_person').notNull().default(''),
    alternatePhone: text('alternate_phone').notNull().default(''),
    landmark: text('landmark').notNull().default(''),
    deliveryNotes: text('delivery_notes').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('standing_orders_customer_idx').on(t.customerId),
    index('standing_orders_status_idx').on(t.status),
    check('standing_orders_weekdays', sql`${t.weekdays} between 1 and 127`),
    check('standing_orders_interval', sql`${t.intervalWeeks} between 1 and 8`),
  ],
);

/** What each run orders unless the customer changed that run's quantities. Stored units. */
export const standingOrderLines = sqliteTable(
  'standing_order_lines',
  {
    id: text('id').primaryKey(),
    standingOrderId: text('standing_order_id')
      .notNull()
      .references(() => standingOrders.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('standing_order_lines_uq').on(t.standingOrderId, t.productId),
    check('standing_order_lines_quantity', sql`${t.quantity} > 0`),
  ],
);

/**
 * One date of a schedule: at most one row per schedule and date, so a run happens once. Skips and
 * changed quantities are written ahead as rows of their date; a runner claims a row by moving it
 * to `running` with a lease, and the order it places carries the idempotency key of the date.
 */
export const standingOrderRuns = sqliteTable(
  'standing_order_runs',
  {
    standingOrderId: text('standing_order_id')
      .notNull()
      .references(() => standingOrders.id, { onDelete: 'cascade' }),
    runDate: text('run_date').notNull(),
    status: text('status', { enum: STANDING_RUN_STATUSES }).notNull().default('scheduled'),
    /** This date's quantities ([{productId, quantity}], stored units) when the customer changed them. */
    lines: text('lines', { mode: 'json' }).$type<{ productId: string; quantity: number }[]>(),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** What the run could not order, and why ([{name, reason}]), or why it placed nothing. */
    report: text('report', { mode: 'json' }).$type<{ name: string | null; reason: string }[]>(),
    remindedAt: integer('reminded_at'),
    leaseUntil: integer('lease_until'),
    ranAt: integer('ran_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.standingOrderId, t.runDate] }),
    // The runner reads the days around today of every standing order each pass.
    index('standing_order_runs_date_idx').on(t.runDate),
  ],
);
