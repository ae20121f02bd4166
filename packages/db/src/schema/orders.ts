import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import {
  LINE_KINDS,
  ORDER_STATUSES,
  PART_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PRICE_RULES,
  SOLD_BY,
} from '../enums.ts';
import { outlets } from './business.ts';
import { products } from './catalog.ts';
import { createdAt, inList, updatedAt } from './common.ts';
import { cities } from './reference.ts';
import { deliverySlots } from './slots.ts';
import { users } from './users.ts';

export const cartItems = sqliteTable(
  'cart_items',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The outlet this cart is for (decision 0112): one cart per outlet of the account's business. */
    outletId: text('outlet_id').references(() => outlets.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_user_outlet_product_uq').on(t.userId, t.outletId, t.productId),
    check('cart_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * Idempotency keys of cart adds (decision 0109), kept a day: a retried add whose first try reached
 * the server adds nothing again. `request` is the first try's own id: its add runs only while the
 * key is still its own, in the same batch, so concurrent duplicates add once.
 */
export const cartAddKeys = sqliteTable(
  'cart_add_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    request: text('request').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('cart_add_keys_created_idx').on(t.createdAt)],
);

export const orders = sqliteTable(
  'orders',
  {
    id: text('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id),
    cityId: text('city_id').references(() => cities.id),
    /** The outlet it was ordered for (decision 0102); null when the buyer had several and chose none. */
    outletId: text('outlet_id').references(() => outlets.id, { onDelete: 'set null' }),
    /** The person who placed it for the business (decision 0112); `customerId` stays the account holder. */
    placedBy: text('placed_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    subtotalPaise: integer('subtotal_paise').notNull(),
    gstPaise: integer('gst_paise').notNull(),
    /** Suppliers' delivery charges below their minimums, before GST (decision 0095); not in the subtotal. */
    supplierChargesPaise: integer('supplier_charges_paise').notNull().default(0),
    deliveryFeePaise: integer('delivery_fee_paise').notNull(),
    platformFeePaise: integer('platform_fee_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    // Buyer snapshot: an invoice must read the same after the profile changes.
    restaurantName: text('restaurant_name').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerGstin: text('customer_gstin'),
    customerFssai: text('customer_fssai').notNull().default(''),
    customerState: text('customer_state'),
    deliveryAddress: text('delivery_address').notNull(),
    phone: text('phone').notNull(),
    contactPerson: text('contact_person').notNull().default(''),
    alternatePhone: text('alternate_phone').notNull().default(''),
    landmark: text('landmark').notNull().default(''),
    deliveryNotes: text('delivery_notes').notNull().default(''),
    /** The booked delivery slot: its date (India) and times copied, so editing the slot keeps history. */
    slotId: text('slot_id').references(() => deliverySlots.id),
    slotDate: text('slot_date'),
    slotStart: integer('slot_start'),
    slotEnd: integer('slot_end'),
    idempotencyKey: text('idempotency_key'),
    /** Proof of delivery: the customer reads it out to the courier. */
    deliveryOtp: text('delivery_otp').notNull(),
    /** Unique per financial year, e.g. INV/2026-27/000123; set when the order is placed. */
    invoiceNumber: text('invoice_number').notNull().unique(),
    /** Reserved stock is released if an online payment has not succeeded by then. */
    paymentDeadline: integer('payment_deadline'),
    /**
     * A large cash order from a new account waits for staff to confirm it: its stock is released
     * and the order cancelled if no one has by then (issue 34). Null once confirmed, or not needed.
     */
    confirmDeadline: integer('confirm_deadline'),
    /** When the order was delivered: its suppliers' lines are settled in the week it falls in. */
    deliveredAt: integer('delivered_at'),
    /**
     * "Pay later" (decision 0070): the due date (start of its Indian day) and the amount charged to
     * the customer's account when placed. Both null for cash and online orders.
     */
    creditDueAt: integer('credit_due_at'),
    creditPaise: integer('credit_paise'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The daily reminders of credit orders falling due read only these.
    index('orders_credit_due_idx').on(t.creditDueAt).where(sql`credit_due_at is not null`),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_outlet_idx').on(t.outletId, t.createdAt).where(sql`outlet_id is not null`),
    // Covers the admin's per-customer order count and spend without reading the orders.
    index('orders_customer_spend_idx').on(t.customerId, t.status, t.paymentStatus, t.totalPaise),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_city_idx').on(t.cityId, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    // Counts a slot's bookings of one date at checkout.
    index('orders_slot_idx').on(t.slotId, t.slotDate).where(sql`slot_id is not null`),
    // The slot reminders' pass looks up today's and tomorrow's booked orders (decision 0111).
    index('orders_slot_date_idx').on(t.slotDate).where(sql`slot_date is not null`),
    // The background release of unpaid online orders past their deadline reads only these.
    index('orders_payment_due_idx')
      .on(t.paymentDeadline)
      .where(sql`status = 'pending' and payment_method = 'ONLINE' and payment_status = 'pending'`),
    index('orders_delivered_idx').on(t.deliveredAt).where(sql`delivered_at is not null`),
    uniqueIndex('orders_idempotency_uq').on(t.customerId, t.idempotencyKey),
    check('orders_status_known', sql`${t.status} in (${sql.raw(inList(ORDER_STATUSES))})`),
    check('orders_method_known', sql`${t.paymentMethod} in (${sql.raw(inList(PAYMENT_METHODS))})`),
    check('orders_payment_known', sql`${t.paymentStatus} in (${sql.raw(inList(PAYMENT_STATUSES))})`),
    check('orders_total_nonneg', sql`${t.totalPaise} >= 0`),
  ],
);

export const orderItems = sqliteTable(
  'order_items',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** Goods, or a supplier's delivery charge below its minimum (decision 0095): no product, one service. */
    kind: text('kind', { enum: LINE_KINDS }).notNull().default('goods'),
    supplierId: text('supplier_id').references(() => users.id),
    categoryId: text('category_id').notNull(),
    // Snapshot at order time.
    productName: text('product_name').notNull(),
    unit: text('unit').notNull(),
    hsnCode: text('hsn_code').notNull(),
    pricePaise: integer('price_paise').notNull(),
    /** Which price was charged: the listing's, or a volume break's (then `listPricePaise` was its price). */
    priceRule: text('price_rule', { enum: PRICE_RULES }).notNull().default('list'),
    listPricePaise: integer('list_price_paise'),
    /** Packs, or grams or millilitres when sold by weight or volume (then the price is per kg or litre). */
    soldBy: text('sold_by', { enum: SOLD_BY }).notNull().default('pack'),
    quantity: integer('quantity').notNull(),
    /** How much of `quantity` the supplier could not ship (credited); the line's other amounts stay as invoiced. */
    shortQuantity: integer('short_quantity').notNull().default(0),
    /** Weighed when packed (decision 0088): `quantity` is the estimate until its supplier weighs it. */
    weighed: integer('weighed', { mode: 'boolean' }).notNull().default(false),
    tolerancePct: integer('tolerance_pct').notNull().default(0),
    /** The estimate ordered, once weighed: `quantity` and the amounts are then the weight packed. */
    estimatedQuantity: integer('estimated_quantity'),
    /** A weight outside the tolerance its supplier asks the customer to accept; null when none. */
    proposedQuantity: integer('proposed_quantity'),
    /** The line this one replaces: a substitute its supplier offered and the customer accepted. */
    substitutesLineId: text('substitutes_line_id'),
    lineTotalPaise: integer('line_total_paise').notNull(),
    /** GST charged on the line: the product's rate when its seller had a GSTIN at checkout, else 0. */
    gstRate: integer('gst_rate').notNull().default(0),
    taxPaise: integer('tax_paise').notNull().default(0),
    /** The seller's GSTIN at checkout; null: the line is sold on a bill of supply. */
    sellerGstin: text('seller_gstin'),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    index('order_items_supplier_idx').on(t.supplierId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * Each supplier's part of an order: the lines it sells, which it accepts, packs and hands to the
 * rider against its pick-up code, or rejects with a reason. Lines of the operator's own listings
 * (no supplier) have no part.
 */
export const orderParts = sqliteTable(
  'order_parts',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    supplierId: text('supplier_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: PART_STATUSES }).notNull().default('new'),
    /** Why the supplier rejected its part (shown to the customer and staff). */
    reason: text('reason'),
    /** The supplier shows it to the rider at pick-up (printed on the packing slip). */
    pickupCode: text('pickup_code').notNull(),
    acceptedAt: integer('accepted_at'),
    packedAt: integer('packed_at'),
    handedOverAt: integer('handed_over_at'),
    rejectedAt: integer('rejected_at'),
    /** When staff were told the part was still not accepted close to its delivery day. */
    overdueAt: integer('overdue_at'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('order_parts_order_supplier_uq').on(t.orderId, t.supplierId),
    // A supplier's orders newest first, and filtered by status (counts from the index alone): id
    // completes the order, so a page stops after its rows instead of sorting every part.
    index('order_parts_supplier_idx').on(t.supplierId, t.createdAt, t.id),
    index('order_parts_supplier_status_idx').on(t.supplierId, t.status, t.createdAt, t.id),
    // Every supplier's parts of the last 30 days: the reliability refresh (decision 0090).
    index('order_parts_created_idx').on(t.createdAt),
    check('order_parts_status_known', sql`${t.status} in (${sql.raw(inList(PART_STATUSES))})`),
  ],
);

export const payments = sqliteTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: ['created', 'success', 'failed', 'pending'] }).notNull(),
    paymentLink: text('payment_link'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_provider_ref_uq').on(t.provider, t.providerRef),
  ],
);

/** Webhook events already applied: a replay is recognised and changes nothing. */
export const paymentEvents = sqliteTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  createdAt: createdAt(),
});

/** State of the local sandbox payment provider (the default with no gateway keys). */
export const sandboxPayments = sqliteTable('sandbox_payments', {
  ref: text('ref').primaryKey(),
  orderId: text('order_id').notNull(),
  amountPaise: integer('amount_paise').notNull(),
  status: text('status', { enum: ['created', 'success', 'failed', 'pending'] })
    .notNull()
    .default('created'),
  returnUrl: text('return_url').notNull(),
  createdAt: createdAt(),
});
