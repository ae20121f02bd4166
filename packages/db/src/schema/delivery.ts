import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { DELIVERY_STATUSES, FAILURE_REASONS } from '../enums.ts';
import { createdAt, inList } from './common.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

export const deliveryAssignments = sqliteTable(
  'delivery_assignments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    deliveryPersonId: text('delivery_person_id')
      .notNull()
      .references(() => users.id),
    assignedById: text('assigned_by_id').references(() => users.id),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('assigned'),
    /** False once a failed delivery has been reassigned: history stays, one current row per order. */
    isCurrent: integer('is_current', { mode: 'boolean' }).notNull().default(true),
    assignedAt: integer('assigned_at').notNull(),
    pickupTime: integer('pickup_time'),
    inTransitAt: integer('in_transit_at'),
    deliveryTime: integer('delivery_time'),
    notes: text('notes').notNull().default(''),
    /** Set with status failed only. */
    failureReason: text('failure_reason', { enum: FAILURE_REASONS }),
    /** The rider app's id of the last step applied: a replayed step with it is answered, not applied again. */
    lastChangeId: text('last_change_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('delivery_order_idx').on(t.orderId, t.isCurrent),
    index('delivery_person_idx').on(t.deliveryPersonId, t.status),
    index('delivery_status_idx').on(t.status, t.deliveryTime),
    check('delivery_status_known', sql`${t.status} in (${sql.raw(inList(DELIVERY_STATUSES))})`),
  ],
);
