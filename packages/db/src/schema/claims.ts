import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { CLAIM_REASONS, CLAIM_STATUSES } from '../enums.ts';
import { createdAt, inList, updatedAt } from './common.ts';
import { orderItems, orders } from './orders.ts';
import { cities } from './reference.ts';
import { users } from './users.ts';

/**
 * A photo a buyer or rider took of goods, kept by store key until a claim or inspection uses it
 * (decision 0089). Read by its owner, the goods' supplier and the order's staff.
 */
export const claimPhotos = sqliteTable(
  'claim_photos',
  {
    id: text('id').primaryKey(),
    key: text('key').notNull(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id),
    contentType: text('content_type').notNull(),
    /** The claim it shows; null until one uses it. */
    claimId: text('claim_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('claim_photos_owner_idx').on(t.ownerId, t.createdAt),
    index('claim_photos_claim_idx').on(t.claimId),
  ],
);

/** A buyer's claim on a delivered line: how much, why, photos; its supplier's answer; staff's decision. */
export const claims = sqliteTable(
  'claims',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineId: text('line_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id),
    supplierId: text('supplier_id')
      .notNull()
      .references(() => users.id),
    cityId: text('city_id').references(() => cities.id),
    /** Stored units of the line: packs, grams or millilitres. */
    quantity: integer('quantity').notNull(),
    reason: text('reason', { enum: CLAIM_REASONS }).notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: CLAIM_STATUSES }).notNull().default('open'),
    /** Refused at the door during delivery (decided there and then), not claimed afterwards. */
    atDoor: integer('at_door', { mode: 'boolean' }).notNull().default(false),
    supplierResponse: text('supplier_response'),
    respondedAt: integer('responded_at'),
    approvedQuantity: integer('approved_quantity'),
    decisionReason: text('decision_reason'),
    decidedBy: text('decided_by').references(() => users.id),
    decidedAt: integer('decided_at'),
    creditNote: text('credit_note'),
    /** What the buyer paid and is owed back (paid orders); 0 when it owes the rest instead. */
    refundPaise: integer('refund_paise').notNull().default(0),
    creditPaise: integer('credit_paise').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('claims_order_idx').on(t.orderId),
    index('claims_supplier_idx').on(t.supplierId, t.createdAt),
    index('claims_city_status_idx').on(t.cityId, t.status, t.createdAt),
    index('claims_status_idx').on(t.status, t.createdAt),
    check('claims_status_known', sql`${t.status} in (${sql.raw(inList(CLAIM_STATUSES))})`),
    check('claims_reason_known', sql`${t.reason} in (${sql.raw(inList(CLAIM_REASONS))})`),
    check('claims_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
