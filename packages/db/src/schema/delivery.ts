import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { CASH_HANDOVER_STATUSES, DELIVERY_PROOFS, DELIVERY_STATUSES, FAILURE_REASONS } from '../enums.ts';
import { createdAt, inList } from './common.ts';
import { orders } from './orders.ts';
import { cities } from './reference.ts';
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
    /** Set with status delivered (null on drops made before proofs were recorded). */
    proof: text('proof', { enum: DELIVERY_PROOFS }),
    /** Who took the goods, named by the rider when the customer could not give the code. */
    proofRecipient: text('proof_recipient'),
    /** The rider's photo in the image store (a private `proofs/` key, never served publicly). */
    proofPhotoKey: text('proof_photo_key'),
    /** Staff's reason for marking it delivered without the rider's proof. */
    overrideReason: text('override_reason'),
    /** A drop without the code stays flagged until staff review it (an override is reviewed by its author). */
    reviewedAt: integer('reviewed_at'),
    reviewedById: text('reviewed_by_id'),
    /** COD, set when delivered: the order's total then (what the rider had to collect) and what they did. */
    cashDuePaise: integer('cash_due_paise'),
    cashCollectedPaise: integer('cash_collected_paise'),
    /** The rider app's id of the last step applied: a replayed step with it is answered, not applied again. */
    lastChangeId: text('last_change_id'),
    /** When the goods were checked at the door (decision 0089): once per delivery. */
    inspectedAt: integer('inspected_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('delivery_order_idx').on(t.orderId, t.isCurrent),
    index('delivery_person_idx').on(t.deliveryPersonId, t.status),
    index('delivery_status_idx').on(t.status, t.deliveryTime),
    check('delivery_status_known', sql`${t.status} in (${sql.raw(inList(DELIVERY_STATUSES))})`),
  ],
);

/**
 * Cash a rider hands over to staff of their city (decision 0065): the COD orders behind it, the
 * total due and collected, and, once staff counted it, what was received. Amounts in paise.
 */
export const cashHandovers = sqliteTable(
  'cash_handovers',
  {
    id: text('id').primaryKey(),
    riderId: text('rider_id')
      .notNull()
      .references(() => users.id),
    cityId: text('city_id').references(() => cities.id),
    /** The Indian calendar day (YYYY-MM-DD) of the handover. */
    day: text('day').notNull(),
    orderCount: integer('order_count').notNull(),
    duePaise: integer('due_paise').notNull(),
    collectedPaise: integer('collected_paise').notNull(),
    receivedPaise: integer('received_paise'),
    status: text('status', { enum: CASH_HANDOVER_STATUSES }).notNull().default('awaiting'),
    note: text('note').notNull().default(''),
    confirmedAt: integer('confirmed_at'),
    confirmedById: text('confirmed_by_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('cash_handovers_city_day_idx').on(t.cityId, t.day),
    index('cash_handovers_rider_idx').on(t.riderId, t.day),
    check('cash_handovers_status_known', sql`${t.status} in (${sql.raw(inList(CASH_HANDOVER_STATUSES))})`),
  ],
);

/** Each delivered COD order in at most one handover (the primary key). */
export const cashHandoverOrders = sqliteTable(
  'cash_handover_orders',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id),
    handoverId: text('handover_id')
      .notNull()
      .references(() => cashHandovers.id, { onDelete: 'cascade' }),
    assignmentId: text('assignment_id')
      .notNull()
      .references(() => deliveryAssignments.id),
  },
  (t) => [index('cash_handover_orders_handover_idx').on(t.handoverId)],
);
