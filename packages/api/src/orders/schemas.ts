import { ORDER_STATUSES, PART_STATUSES } from '@app/db/enums';
import { z } from 'zod';
import { ORDER_PAYMENT_METHODS } from '../shared/payment-method.ts';
import {
  dateRange,
  deliveryFields,
  gstin,
  id,
  idempotencyKey,
  isoDate,
  ordered,
  orderedMsg,
  plainString,
  price,
  quantityInput,
  requiredText,
  text,
} from '../shared/schemas.ts';
import { STAFF_SETTABLE, SUPPLIER_PART_STEPS } from './status.ts';

/**
 * The checkout form. The spec's client sends delivery_address, phone and payment_method; the
 * other fields are optional here and kept on the order when sent.
 */
export const placeOrderInput = z.object({
  delivery_address: deliveryFields.delivery_address,
  phone: deliveryFields.phone,
  payment_method: z.enum(ORDER_PAYMENT_METHODS, {
    error: 'Choose Cash on Delivery, Online payment or Pay later',
  }),
  contact_person: deliveryFields.contact_person,
  alternate_phone: deliveryFields.alternate_phone,
  landmark: deliveryFields.landmark,
  delivery_notes: deliveryFields.delivery_notes,
  /** Buyer GSTIN for the tax invoice; '' clears it, absent keeps the profile's. Saved on the profile. */
  gstin: z.union([z.literal(''), gstin]).optional(),
  /** The delivery slot, required when the customer's city has slots (decision 0066): both or neither. */
  slot_id: id.optional().describe('A slot offered by GET /api/delivery-slots').meta({ example: 'slt_6am9' }),
  slot_date: isoDate
    .optional()
    .describe('The slot’s date (YYYY-MM-DD, India), as offered')
    .meta({ example: '2026-11-27' }),
  /** Generated once per checkout by the client: a repeated submit answers the same order. */
  idempotency_key: idempotencyKey.optional(),
  /**
   * The total the buyer was shown (checkout_total of the cart), in rupees. Optional for older
   * clients; when sent, a higher total now is refused with 409 price_changed and the new figures.
   */
  seen_total: z
    .number()
    .finite()
    .min(0, 'Must not be negative')
    .max(1_000_000_000)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'At most 2 decimals')
    .optional()
    .describe('The total the buyer was shown (rupees); a higher total now answers 409 price_changed')
    .meta({ example: 1380.06 }),
  supplier_id: id
    .optional()
    .describe(
      'Order only this supplier’s lines of the cart, as a delivery of their own; the rest stay in the cart (when suppliers deliver on different days)',
    )
    .meta({ example: 'usr_3k9x2m' }),
});
export type PlaceOrderInput = z.input<typeof placeOrderInput>;

/** The checkout form as the SPA validates it: contact person is required on the screen. */
export const checkoutFormInput = placeOrderInput.extend({
  contact_person: requiredText('Contact person', 100),
});

export const orderIdInput = z.object({ id });

export const orderListInput = z.object({
  cursor: plainString().max(200).optional(),
  limit: z.number().int().min(1).max(100).default(20),
  /** One outlet of those the caller sees (decision 0119); another is 403. */
  outlet_id: plainString().max(64).optional(),
});

/** The statuses an admin may set directly (spec section 4): pending through cancelled. */
export const ADMIN_ORDER_STATUSES = STAFF_SETTABLE;

/** The staff queues of the orders list (orders/queues.ts, decision 0106). */
export const ORDER_QUEUES = ['unassigned', 'overdue'] as const;
export type OrderQueue = (typeof ORDER_QUEUES)[number];

export const staffOrderListInput = z
  .object({
    status: z.enum(ORDER_STATUSES).optional(),
    city_id: id.optional(),
    search: text(100).default(''),
    /** A staff queue (orders/queues.ts): waiting for a rider, or with a supplier part overdue. */
    queue: z.enum(ORDER_QUEUES).optional().meta({ example: 'unassigned' }),
    page: z.number().int().min(1).max(100_000).default(1),
    page_size: z.number().int().min(1).max(100).default(20),
    ...dateRange,
  })
  .refine(ordered, orderedMsg);

export const orderStatusInput = z.object({
  id,
  status: z.enum(ADMIN_ORDER_STATUSES),
  /** The version the admin saw; a stale one is refused (409) instead of overwriting. */
  expected_version: z.number().int().min(1).optional(),
});

export const supplierOrderListInput = z
  .object({
    status: z.enum(PART_STATUSES).optional(),
    page: z.number().int().min(1).max(100_000).default(1),
    page_size: z.number().int().min(1).max(100).default(20),
    ...dateRange,
  })
  .refine(ordered, orderedMsg);

export const partOrderInput = z.object({ order_id: id });

/** A supplier's step on its part; a rejection says why (the customer and staff read it). */
export const partStatusInput = z
  .object({
    order_id: id,
    status: z
      .enum(SUPPLIER_PART_STEPS, {
        error:
          'Status must be accepted, packed or rejected (the rider marks your part handed over with its pick-up code)',
      })
      .meta({ example: 'accepted' }),
    reason: text(300).optional(),
    /** The version the supplier saw; a stale one is refused (409). */
    expected_version: z.number().int().min(1).optional(),
  })
  .refine((v) => v.status !== 'rejected' || Boolean(v.reason), {
    message: 'Say why you reject it: the customer and the marketplace read it',
    path: ['reason'],
  });

/**
 * A supplier changes one of its lines while packing: ships less of it (`quantity`, lower than
 * before), or enters the weight packed of a line weighed when packed (`actual_quantity`, kg).
 */
export const shortLineInput = z
  .object({
    order_id: id,
    line_id: id,
    quantity: quantityInput()
      .min(0, 'Quantity must not be negative')
      .optional()
      .describe('Ship less: what you now ship of the line, lower than before')
      .meta({ example: 1 }),
    actual_quantity: quantityInput('Weight')
      .positive('Weight must be more than 0')
      .optional()
      .describe(
        'A line weighed when packed: the weight packed, kg (within the tolerance unless ask_customer)',
      ),
    ask_customer: z
      .boolean()
      .optional()
      .describe('With actual_quantity outside the tolerance: ask the customer to accept it'),
  })
  .refine((v) => (v.quantity === undefined) !== (v.actual_quantity === undefined), {
    message: 'Give quantity (ship less) or actual_quantity (the weight packed)',
  })
  .meta({ example: { quantity: 1 } });

/** The customer answers a weight its supplier asked it to accept. */
export const answerWeightInput = z.object({
  id,
  line_id: id,
  accept: z.boolean({ error: 'Say whether you accept the weight' }),
});

export const substituteChoicesInput = z.object({ order_id: id, line_id: id });

export const offerSubstituteInput = z.object({
  order_id: id,
  line_id: id,
  product_id: id.describe('One of your live listings in the same category'),
  quantity: quantityInput()
    .positive('Quantity must be more than 0')
    .optional()
    .describe("In the substitute's own units; by default what the line still ships (same way of selling)")
    .meta({ example: 2 }),
  price: price
    .optional()
    .describe('Per pack, kg or litre; at most its listed price (the default)')
    .meta({ example: 420 }),
});

export const answerSubstituteInput = z.object({
  id,
  line_id: id,
  accept: z.boolean({ error: 'Say whether you accept the substitute' }),
});
