import { LINE_KINDS, PRICE_RULES, SUBSTITUTION_STATUSES } from '@app/db/enums';
import { z } from 'zod';
import {
  cityRef,
  count,
  day,
  deliveryStatus,
  fileAnswer,
  money,
  nullableTimestamp,
  orderLineBrief,
  orderStatus,
  page,
  partStatus,
  paymentMethod,
  paymentStatus,
  quantity,
  soldBy,
  timestamp,
  weighing,
} from '../shared/answers.ts';
import { orderSlotOutput } from '../slots/index.ts';
import { outletViewOutput } from './outlet-view.ts';
import { SUPPLIER_PART_STEPS } from './status.ts';

const orderId = z.string().meta({ example: 'ord_4m2x' });
const orderNumber = z.string().meta({ example: 'SB-261122-MJHZB' });

const lineId = z.string().meta({ example: 'itm_2k9d' });

/** A substitute a supplier offered for a line (decision 0091). */
export const substitutionOutput = z.object({
  id: z.string().meta({ example: 'sub_8d2k' }),
  line_id: lineId.describe('The line it replaces'),
  status: z
    .enum(SUBSTITUTION_STATUSES)
    .describe('offered: waiting for the customer; accepted; declined; expired: unanswered at hand-over')
    .meta({ example: 'offered' }),
  product_id: z.string().nullable().meta({ example: 'prd_5n1q' }),
  product_name: z.string().meta({ example: 'Malai Paneer' }),
  brand: z.string().meta({ example: 'Gowardhan' }),
  unit: z.string().meta({ example: '1kg' }),
  sold_by: soldBy,
  quantity: quantity.meta({ example: 2 }),
  price: money.meta({ example: 420 }),
  line_total: money.meta({ example: 840 }),
  tax: money.meta({ example: 42 }),
  total: money.describe('What the substitute costs, GST included').meta({ example: 882 }),
  auto: z.boolean().describe("Accepted by the customer's standing preference"),
  new_line_id: lineId.nullable().describe('Once accepted: the order line it became').meta({ example: null }),
  offered_at: timestamp,
  answered_at: nullableTimestamp,
});

const substitutionFields = {
  substitution: substitutionOutput
    .nullable()
    .describe('A substitute its supplier offered for this line, and its answer; null when none'),
  substitute_for: lineId
    .nullable()
    .describe('This line is a substitute accepted for that line; null otherwise')
    .meta({ example: null }),
};

const lineKind = z
  .enum(LINE_KINDS)
  .describe('goods, or charge: its supplier’s delivery charge below its minimum order (no product)')
  .meta({ example: 'goods' });

export const orderLineOutput = z.object({
  id: z.string().meta({ example: 'oit_2k9d' }),
  product_id: z.string().nullable().meta({ example: 'prd_7k2m9x4q' }),
  kind: lineKind,
  product_name: z.string().meta({ example: 'Basmati Rice' }),
  supplier_id: z.string().nullable().meta({ example: 'usr_3k9x2m' }),
  supplier_name: z
    .string()
    .describe('Who sold it; empty once the supplier is gone')
    .meta({ example: 'Malwa Wholesale' }),
  brand: z.string().describe('Its brand; empty once the listing is gone').meta({ example: 'India Gate' }),
  unit: z.string().meta({ example: '5kg' }),
  hsn_code: z.string().meta({ example: '1006' }),
  sold_by: soldBy,
  ...weighing,
  estimated: z
    .boolean()
    .describe('Weighed when packed and not weighed yet: quantity and line_total are an estimate'),
  estimated_quantity: quantity
    .nullable()
    .describe('Once weighed: the estimate ordered (quantity is then the weight packed)')
    .meta({ example: null }),
  proposed_quantity: quantity
    .nullable()
    .describe('A weight packed outside the tolerance, waiting for the customer to accept it')
    .meta({ example: null }),
  quantity: quantity.meta({ example: 2 }),
  supplied_quantity: quantity
    .describe('What its supplier ships: less than quantity when it could not supply all (credited)')
    .meta({ example: 2 }),
  price: money,
  price_rule: z
    .enum(PRICE_RULES)
    .describe("list: the listing's price; volume: a price break its quantity reached (decision 0093)")
    .meta({ example: 'list' }),
  list_price: money
    .nullable()
    .describe("The listing's own price when a volume break applied, else null")
    .meta({ example: null }),
  line_total: money.meta({ example: 1301 }),
  rejected: z.boolean().describe('Its supplier could not supply it; not charged'),
  ...substitutionFields,
});

const deliveryInfo = {
  delivery_person_name: z.string().meta({ example: 'Arjun Singh' }),
  delivery_status: deliveryStatus,
  assigned_at: nullableTimestamp,
  pickup_time: nullableTimestamp,
};

/** An order as its customer sees it. */
export const customerOrderOutput = z.object({
  id: orderId,
  order_number: orderNumber,
  invoice_number: z.string().meta({ example: 'INV-261122-MJHZB' }),
  order_date: timestamp,
  updated_at: timestamp,
  status: orderStatus,
  payment_method: paymentMethod,
  payment_status: paymentStatus,
  payment_deadline: nullableTimestamp,
  confirm_deadline: nullableTimestamp.describe(
    'A large cash order of a new account awaits staff confirmation until then (cancelled after); null otherwise',
  ),
  credit_due_date: day
    .nullable()
    .describe('"Pay later" orders: the day payment is due')
    .meta({ example: null }),
  restaurant_name: z.string().meta({ example: 'Spice Route Kitchen' }),
  customer_name: z.string().meta({ example: 'Ravi Kumar' }),
  customer_email: z.string().meta({ example: 'ravi@spiceroute.in' }),
  customer_gstin: z.string().nullable().meta({ example: '27AAPFU0939F1ZV' }),
  outlet_id: z
    .string()
    .nullable()
    .describe('The outlet of the business it was ordered for (X-Outlet); null for an older order of several')
    .meta({ example: 'out_7k2m9q4x1b8n3c5v6z0a' }),
  placed_by: z
    .string()
    .nullable()
    .describe('The person who placed it: the account holder, or a member of the business')
    .meta({ example: 'usr_3f9a2b7c1d8e4f6a0b5c' }),
  ...outletViewOutput,
  items: z.array(orderLineOutput),
  delivery_address: z.string().meta({ example: '12 MG Road, Indore' }),
  address: z.string().meta({ example: '12 MG Road, Indore' }),
  phone: z.string().meta({ example: '9876543210' }),
  contact_person: z.string().meta({ example: 'Ravi Kumar' }),
  alternate_phone: z.string().meta({ example: '9123456780' }),
  landmark: z.string().meta({ example: 'Opposite City Mall' }),
  delivery_notes: z.string().meta({ example: 'Use the back entrance' }),
  delivery_slot: orderSlotOutput,
  subtotal: money.meta({ example: 1301 }),
  gst_amount: money.meta({ example: 66.05 }),
  supplier_charges: money
    .describe('Suppliers’ delivery charges below their minimums, before GST; their lines are kind charge')
    .meta({ example: 0 }),
  delivery_fee: money.meta({ example: 0 }),
  platform_fee: money.meta({ example: 13.01 }),
  total_amount: money.meta({ example: 1380.06 }),
  delivery_otp: z.string().nullable().describe('Shown to the customer while out for delivery').meta({
    example: null,
  }),
  can_cancel: z.boolean(),
  delivery_info: z
    .object({
      ...deliveryInfo,
      in_transit_at: nullableTimestamp,
      delivery_time: nullableTimestamp,
      delivery_notes: z.string(),
    })
    .nullable(),
});

export const placedOrderOutput = customerOrderOutput.extend({
  replayed: z.boolean().describe('True when the Idempotency-Key had already placed this order'),
});

export const orderPageOutput = z.object({
  orders: z.array(customerOrderOutput),
  next_cursor: z.string().nullable().meta({ example: null }),
});

/** An order in the staff order list. */
export const staffOrderOutput = z.object({
  id: orderId,
  order_number: orderNumber,
  order_date: nullableTimestamp,
  status: orderStatus,
  version: count.describe('Send back with a status change; a stale one is refused (409)'),
  restaurant_name: z.string().meta({ example: 'Spice Route Kitchen' }),
  customer_name: z.string().meta({ example: 'Ravi Kumar' }),
  ...outletViewOutput,
  ...cityRef,
  delivery_address: z.string().meta({ example: '12 MG Road, Indore' }),
  phone: z.string().meta({ example: '9876543210' }),
  delivery_slot: orderSlotOutput,
  payment_method: paymentMethod,
  payment_status: paymentStatus,
  confirm_deadline: nullableTimestamp.describe(
    'A large cash order of a new account awaits staff confirmation until then (cancelled after); null otherwise',
  ),
  total_amount: money.meta({ example: 1380.06 }),
  items: z.array(
    orderLineBrief.extend({
      kind: lineKind,
      brand: z.string().describe('Empty once the listing is gone').meta({ example: 'India Gate' }),
      supplier_name: z.string().describe('Who sold it').meta({ example: 'Malwa Wholesale' }),
    }),
  ),
  parts: z
    .array(
      z.object({
        supplier_id: z.string().meta({ example: 'usr_3k9x2m' }),
        supplier_name: z.string().meta({ example: 'Malwa Wholesale' }),
        status: partStatus,
      }),
    )
    .describe(
      'Each supplier’s part of the order and where it stands (new, accepted, packed, handed_over, rejected)',
    ),
  delivery_info: z
    .object({ ...deliveryInfo, delivery_time: nullableTimestamp, delivery_notes: z.string() })
    .nullable(),
});
export const staffOrderListOutput = page(staffOrderOutput);
/** The staff orders list as a CSV file. */
export const staffOrderExportOutput = fileAnswer;

export const orderStatusSetOutput = z.object({
  id: orderId,
  status: orderStatus,
  version: count.meta({ example: 3 }),
});

export const returnToStockOutput = orderStatusSetOutput.extend({
  credit_notes: z
    .array(z.string())
    .describe('Credit notes cancelling its invoices')
    .meta({ example: ['CN-2526-000012'] }),
  released: z
    .array(
      z.object({
        product_id: z.string().nullable().meta({ example: 'prd_7h2k' }),
        quantity: quantity.meta({ example: 4 }),
        sold_by: soldBy,
      }),
    )
    .describe('The supplied quantities put back into stock'),
});

/** An order as one of its suppliers sees it: only its own lines, never the customer's contact. */
export const supplierOrderOutput = z.object({
  order_id: orderId,
  order_number: orderNumber,
  order_date: timestamp,
  order_status: orderStatus,
  restaurant_name: z.string().meta({ example: 'Spice Route Kitchen' }),
  ...outletViewOutput,
  city_name: z.string().nullable().meta({ example: 'Indore' }),
  expected_by: z
    .string()
    .describe(
      'Latest delivery date promised to the customer (YYYY-MM-DD, India time): the slot’s date when it has one',
    ),
  delivery_slot: orderSlotOutput,
  status: partStatus.describe('Your part: new, accepted, packed, handed_over or rejected'),
  reason: z.string().nullable().describe('Why you rejected it').meta({ example: null }),
  pickup_code: z.string().describe('Show it to the rider at pick-up').meta({ example: '4821' }),
  accepted_at: nullableTimestamp,
  packed_at: nullableTimestamp,
  handed_over_at: nullableTimestamp,
  rejected_at: nullableTimestamp,
  overdue: z
    .boolean()
    .describe('Still not accepted close to the promised delivery day: staff have been told')
    .meta({ example: false }),
  version: count.describe('Send back with a status change; a stale one is refused (409)'),
  next: z.array(z.enum(SUPPLIER_PART_STEPS)).describe('The steps you may take now'),
  items: z.array(
    // Its own lines: who sold them goes without saying.
    orderLineOutput.omit({ rejected: true, supplier_id: true, supplier_name: true, brand: true }).extend({
      gst_rate: z.number().int().meta({ example: 5 }),
      tax: money.meta({ example: 65.05 }),
    }),
  ),
  subtotal: money.meta({ example: 1301 }),
  gst_amount: money.meta({ example: 65.05 }),
  total: money.meta({ example: 1366.05 }),
  rider: z
    .object({ name: z.string().meta({ example: 'Arjun Singh' }), status: deliveryStatus })
    .nullable()
    .describe('The rider who collects it, once assigned'),
});

export const supplierOrderListOutput = page(supplierOrderOutput).extend({
  counts: z
    .record(partStatus, count)
    .describe('Your parts per status (all dates)')
    .meta({ example: { new: 2, accepted: 1, packed: 0, handed_over: 14, rejected: 1 } }),
});

export const partStatusSetOutput = z.object({
  order_id: orderId,
  status: partStatus,
  version: count.meta({ example: 2 }),
});

export const shortLineOutput = z.object({
  order_id: orderId,
  line_id: z.string().meta({ example: 'itm_2k9d' }),
  quantity: quantity.describe('What you now ship of the line').meta({ example: 1 }),
  estimated_quantity: quantity
    .nullable()
    .describe('A weighed line: the estimate the customer ordered (null otherwise)')
    .meta({ example: null }),
  awaiting_customer: z
    .boolean()
    .describe('A weight outside the tolerance waits for the customer to accept it'),
  total: money.describe("The order's new total for the customer").meta({ example: 712.5 }),
});

export const answerWeightOutput = z.object({
  order_id: orderId,
  line_id: z.string().meta({ example: 'itm_2k9d' }),
  quantity: quantity.describe('The line now, kg').meta({ example: 2.75 }),
  total: money.describe("The order's total now").meta({ example: 712.5 }),
});

export const substituteChoicesOutput = z.object({
  items: z.array(
    z.object({
      product_id: z.string().meta({ example: 'prd_5n1q' }),
      name: z.string().meta({ example: 'Gowardhan Paneer' }),
      brand: z.string().meta({ example: 'Gowardhan' }),
      unit: z.string().meta({ example: '1kg' }),
      sold_by: soldBy,
      price: money.meta({ example: 420 }),
      stock: quantity.meta({ example: 12 }),
      step: quantity.meta({ example: 1 }),
      min_quantity: quantity.meta({ example: 1 }),
    }),
  ),
});

export const supplierPerformanceOutput = z.object({
  orders_this_week: count
    .describe('Orders holding your products since Monday (India time)')
    .meta({ example: 12 }),
  acceptance_rate: z
    .number()
    .nullable()
    .describe('Percent of your decided parts you accepted, last 30 days (null: none decided)')
    .meta({ example: 95.5 }),
  on_time_rate: z
    .number()
    .nullable()
    .describe('Percent of parts handed over by the promised day, last 30 days (null: none handed over)')
    .meta({ example: 88.2 }),
  window_days: count.meta({ example: 30 }),
});
