import { CASH_HANDOVER_STATUSES, DELIVERY_PROOFS, FAILURE_REASONS } from '@app/db/enums';
import { z } from 'zod';
import {
  cityRef,
  count,
  day,
  deliveryStatus,
  money,
  nullableTimestamp,
  orderLineBrief,
  orderStatus,
  partStatus,
  paymentMethod,
  paymentStatus,
  quantity,
  timestamp,
} from '../shared/answers.ts';
import { orderSlotOutput } from '../slots/index.ts';

const cashHandoverStatus = z
  .enum(CASH_HANDOVER_STATUSES)
  .describe('awaiting: staff have not counted it yet; confirmed; mismatch: confirmed but the cash differs')
  .meta({ example: 'awaiting' });

/** A supplier's part of the order, collected by the rider before the drop (decision 0059). */
const pickupStop = z.object({
  part_id: z.string().meta({ example: 'prt_8k2q' }),
  supplier_name: z.string().meta({ example: 'Malwa Wholesale' }),
  address: z.string().meta({ example: '14 Siyaganj, Indore, Madhya Pradesh 452007' }),
  phone: z.string().meta({ example: '9827012345' }),
  status: partStatus
    .describe('packed: ready to collect with the supplier’s pick-up code; handed_over: collected')
    .meta({ example: 'packed' }),
  handed_over_at: nullableTimestamp.meta({ example: null }),
});

/** One delivery assignment, as its rider and staff see it. */
export const assignmentOutput = z.object({
  id: z.string().meta({ example: 'dlv_6t3w' }),
  order_id: z.string().meta({ example: 'ord_4m2x' }),
  order_number: z.string().meta({ example: 'SB-261122-MJHZB' }),
  order_status: orderStatus.meta({ example: 'assigned_for_delivery' }),
  order_date: nullableTimestamp,
  ...cityRef,
  delivery_person_id: z.string().meta({ example: 'usr_r1d3r9' }),
  delivery_person_name: z.string().meta({ example: 'Arjun Singh' }),
  delivery_person_phone: z.string().meta({ example: '9812345670' }),
  customer_name: z.string().meta({ example: 'Ravi Kumar' }),
  restaurant_name: z.string().meta({ example: 'Spice Route Kitchen' }),
  customer_phone: z.string().meta({ example: '9876543210' }),
  alternate_phone: z.string().meta({ example: '9123456780' }),
  delivery_address: z.string().meta({ example: '12 MG Road, Indore' }),
  landmark: z.string().meta({ example: 'Opposite City Mall' }),
  delivery_instructions: z.string().meta({ example: 'Use the back entrance' }),
  delivery_slot: orderSlotOutput,
  assigned_at: nullableTimestamp,
  pickup_time: nullableTimestamp.meta({ example: null }),
  in_transit_at: nullableTimestamp.meta({ example: null }),
  delivery_time: nullableTimestamp.meta({ example: null }),
  delivery_status: deliveryStatus,
  delivery_notes: z.string(),
  failure_reason: z
    .enum(FAILURE_REASONS)
    .nullable()
    .describe('Why it failed (with delivery_status failed): the rider’s reason, or order_cancelled')
    .meta({ example: null }),
  proof: z
    .enum(DELIVERY_PROOFS)
    .nullable()
    .describe(
      'How the drop was proven (with delivered): code = the customer’s delivery code; photo = the rider’s photo and the recipient’s name; staff = marked delivered by staff',
    )
    .meta({ example: null }),
  proof_recipient: z
    .string()
    .nullable()
    .describe('Who took the goods, with a photo proof')
    .meta({ example: null }),
  has_proof_photo: z.boolean().describe('Staff fetch it from /admin/delivery-assignments/{id}/proof-photo'),
  override_reason: z
    .string()
    .nullable()
    .describe('Staff’s reason for marking it delivered without the rider’s proof')
    .meta({ example: null }),
  needs_review: z.boolean().describe('Delivered without the customer’s code and not yet reviewed by staff'),
  is_current: z.boolean().describe('False once the order was handed to another rider'),
  next_statuses: z
    .array(deliveryStatus)
    .describe('The statuses this rider may set next')
    .meta({ example: ['picked_up', 'failed'] }),
  pickup_stops: z
    .array(pickupStop)
    .describe('Where to collect the goods; picked_up is refused until each part not rejected is collected'),
  inspected_at: nullableTimestamp.describe('When the goods were checked at the door; null before'),
  order_details: z.object({
    items: z.array(
      orderLineBrief.extend({
        id: z.string().meta({ example: 'itm_2k9d' }),
        supplied_quantity: quantity.describe(
          'What its supplier sent: what the customer may keep at the door',
        ),
      }),
    ),
    total_amount: money.meta({ example: 1380.06 }),
    payment_method: paymentMethod,
    payment_status: paymentStatus,
    cash_to_collect: money
      .nullable()
      .describe(
        'Cash on delivery: the amount to collect at the door (the order’s total); null when paid online',
      )
      .meta({ example: 1380.06 }),
    cash_collected: money
      .nullable()
      .describe('Cash on delivery, once delivered: what the rider recorded collecting')
      .meta({ example: null }),
  }),
});
export const assignmentListOutput = z.array(assignmentOutput);

const cashOrder = z.object({
  order_id: z.string().meta({ example: 'ord_4m2x' }),
  order_number: z.string().meta({ example: 'SB-261122-MJHZB' }),
  expected: money.describe('The order’s total when delivered').meta({ example: 1380.06 }),
  collected: money.describe('What the rider recorded collecting').meta({ example: 1380.06 }),
});

/** The rider's cash in hand: delivered COD orders whose cash is in no handover yet (decision 0065). */
export const cashInHandOutput = z.object({
  amount: money.describe('Cash collected and not handed over yet').meta({ example: 2760.12 }),
  expected: money.describe('What those orders came to').meta({ example: 2760.12 }),
  order_count: count.meta({ example: 2 }),
  orders: z.array(cashOrder),
});

export const cashHandedOverOutput = z.object({
  id: z.string().meta({ example: 'cho_9v2k' }),
  day: day,
  expected: money.meta({ example: 2760.12 }),
  amount: money.describe('The cash handed over (collected)').meta({ example: 2760.12 }),
  order_count: count.meta({ example: 2 }),
});

export const cashConfirmedOutput = z.object({
  ok: z.boolean(),
  id: z.string().meta({ example: 'cho_9v2k' }),
  status: cashHandoverStatus.meta({ example: 'confirmed' }),
  mismatch: z.boolean().meta({ example: false }),
});

/** One handover in staff's cash report: a rider's cash of a day, as counted. */
const cashHandoverRow = z.object({
  id: z.string().meta({ example: 'cho_9v2k' }),
  day,
  rider_id: z.string().meta({ example: 'usr_r1d3r9' }),
  rider_name: z.string().meta({ example: 'Arjun Singh' }),
  ...cityRef,
  status: cashHandoverStatus,
  order_count: count.meta({ example: 2 }),
  expected: money.describe('What its orders came to').meta({ example: 2760.12 }),
  collected: money.describe('What the rider recorded collecting').meta({ example: 2760.12 }),
  received: money.nullable().describe('What staff counted; null until confirmed').meta({ example: null }),
  difference: money.nullable().describe('received − expected; null until confirmed').meta({ example: null }),
  note: z.string(),
  handed_over_at: timestamp,
  confirmed_at: nullableTimestamp.meta({ example: null }),
  confirmed_by_name: z.string().nullable().meta({ example: null }),
  orders: z.array(cashOrder.extend({ payment_status: paymentStatus })),
});

export const cashReportOutput = z.object({
  items: z.array(cashHandoverRow),
  totals: z.object({
    expected: money,
    collected: money,
    received: money,
    awaiting: count.describe('Handovers still to confirm').meta({ example: 1 }),
    mismatches: count.meta({ example: 0 }),
  }),
});

export const riderPortalOutput = z.object({
  stats: z.object({
    active: count,
    awaiting_pickup: count,
    on_the_way: count,
    delivered_today: count,
    delivered: count,
    failed: count,
  }),
  active: assignmentListOutput,
  completed: assignmentListOutput,
  cash: cashInHandOutput,
});

export const riderOutput = z.object({
  id: z.string().meta({ example: 'usr_r1d3r9' }),
  username: z.string().meta({ example: 'Arjun Singh' }),
  phone: z.string().meta({ example: '9812345670' }),
  ...cityRef,
  active_deliveries: count.meta({ example: 1 }),
});
export const riderListOutput = z.array(riderOutput);

/** An order ready to be given to a rider. */
const awaitingOrder = z.object({
  id: z.string().meta({ example: 'ord_4m2x' }),
  order_number: z.string().meta({ example: 'SB-261122-MJHZB' }),
  order_date: timestamp,
  status: orderStatus,
  restaurant_name: z.string().meta({ example: 'Spice Route Kitchen' }),
  customer_name: z.string().meta({ example: 'Ravi Kumar' }),
  phone: z.string().meta({ example: '9876543210' }),
  delivery_address: z.string().meta({ example: '12 MG Road, Indore' }),
  landmark: z.string(),
  ...cityRef,
  item_count: count.meta({ example: 3 }),
  total_amount: money.meta({ example: 1380.06 }),
  payment_method: paymentMethod,
});

export const deliveryOverviewOutput = z.object({
  counts: z.object({
    needs_assignment: count,
    failed_awaiting_reassignment: count,
    active_deliveries: count,
    completed: count,
    to_review: count.describe('Drops made without the customer’s code, waiting for a review'),
    delivery_personnel: count,
    personnel_with_active_load: count,
  }),
  needs_assignment: z.array(awaitingOrder),
  failed: assignmentListOutput,
  to_review: assignmentListOutput,
  active: assignmentListOutput,
  completed: assignmentListOutput,
  personnel: riderListOutput,
});
