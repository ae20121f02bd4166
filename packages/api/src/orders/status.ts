/**
 * The order-status machine, as pure data shared by the server (which enforces it) and the SPA
 * (which reads labels and the staff dropdown's choices from it). Nothing else lists statuses.
 *
 * Who moves an order:
 * - `staff`: the admin's status dropdown (spec section 4: pending through cancelled). Delivered
 *   and cancelled are final, so goods never come back into stock twice.
 * - `customer`: the buyer cancels while nothing has left the warehouse.
 * - `system`: payment results and expiry, delivery assignment and the rider's steps.
 */
import type { OrderStatus, PartStatus } from '@app/db/enums';

export type { OrderStatus, PartStatus };

export type OrderActor = 'staff' | 'customer' | 'system';
export type StatusTone = 'amber' | 'blue' | 'violet' | 'green' | 'red';

interface StatusInfo {
  /** As a badge or dropdown option shows it. */
  label: string;
  /** As it reads in a sentence ("Your order is now …"). */
  phrase: string;
  tone: StatusTone;
}

export const ORDER_STATUS_INFO: Record<OrderStatus, StatusInfo> = {
  pending: { label: 'Pending', phrase: 'pending', tone: 'amber' },
  confirmed: { label: 'Confirmed', phrase: 'confirmed', tone: 'blue' },
  processing: { label: 'Processing', phrase: 'being processed', tone: 'blue' },
  shipped: { label: 'Shipped', phrase: 'shipped', tone: 'violet' },
  assigned_for_delivery: { label: 'Assigned for delivery', phrase: 'assigned for delivery', tone: 'violet' },
  out_for_delivery: { label: 'Out for delivery', phrase: 'out for delivery', tone: 'violet' },
  delivered: { label: 'Delivered', phrase: 'delivered', tone: 'green' },
  delivery_failed: { label: 'Delivery failed', phrase: 'not delivered (delivery failed)', tone: 'red' },
  cancelled: { label: 'Cancelled', phrase: 'cancelled', tone: 'red' },
};

/** Every status in the order a list or filter shows them. */
export const ORDER_STATUS_ORDER = Object.keys(ORDER_STATUS_INFO) as OrderStatus[];

/** What the admin's dropdown offers at all (spec section 4). */
export const STAFF_SETTABLE = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const;

export type StaffSettable = (typeof STAFF_SETTABLE)[number];

interface Moves {
  staff: readonly StaffSettable[];
  customer: readonly OrderStatus[];
  system: readonly OrderStatus[];
}
const none = [] as const;
const otherThan = (s: OrderStatus) => STAFF_SETTABLE.filter((t) => t !== s);

/** From each status, where each actor may move the order. */
export const ORDER_TRANSITIONS: Record<OrderStatus, Moves> = {
  pending: { staff: otherThan('pending'), customer: ['cancelled'], system: ['confirmed', 'cancelled'] },
  // system → processing: every supplier accepted its part; → cancelled: every supplier rejected.
  confirmed: {
    staff: otherThan('confirmed'),
    customer: ['cancelled'],
    system: ['processing', 'assigned_for_delivery', 'cancelled'],
  },
  processing: {
    staff: otherThan('processing'),
    customer: none,
    system: ['assigned_for_delivery', 'cancelled'],
  },
  shipped: { staff: otherThan('shipped'), customer: none, system: none },
  assigned_for_delivery: {
    staff: ['delivered', 'cancelled'],
    customer: none,
    system: ['out_for_delivery', 'cancelled'],
  },
  out_for_delivery: {
    staff: ['delivered', 'cancelled'],
    customer: none,
    system: ['delivered', 'delivery_failed'],
  },
  delivery_failed: { staff: ['delivered', 'cancelled'], customer: none, system: ['assigned_for_delivery'] },
  delivered: { staff: none, customer: none, system: none },
  cancelled: { staff: none, customer: none, system: none },
};

export const isFinalOrderStatus = (s: OrderStatus) =>
  Object.values(ORDER_TRANSITIONS[s]).every((to) => to.length === 0);

export const canMoveOrder = (actor: OrderActor, from: OrderStatus, to: OrderStatus) =>
  (ORDER_TRANSITIONS[from][actor] as readonly OrderStatus[]).includes(to);

/** The statuses staff may choose for an order now (what the dropdown offers besides the current one). */
export const staffChoices = (from: OrderStatus): readonly StaffSettable[] => ORDER_TRANSITIONS[from].staff;

/** Statuses before anything left a supplier: the customer may still cancel from these. */
export const CUSTOMER_CANCELLABLE: readonly OrderStatus[] = ORDER_STATUS_ORDER.filter((s) =>
  ORDER_TRANSITIONS[s].customer.includes('cancelled'),
);

interface PartInfo {
  label: string;
  tone: StatusTone;
  /** The supplier's button that moves a part here. */
  action: string;
}

/** A supplier's part of an order (its lines): the second machine of this file. */
export const PART_STATUS_INFO: Record<PartStatus, PartInfo> = {
  new: { label: 'New', tone: 'amber', action: '' },
  accepted: { label: 'Accepted', tone: 'blue', action: 'Accept' },
  packed: { label: 'Packed', tone: 'violet', action: 'Mark packed' },
  handed_over: { label: 'Handed over', tone: 'green', action: '' },
  rejected: { label: 'Rejected', tone: 'red', action: 'Reject' },
};

/** What a supplier may set its part to (a part starts as new). */
export const SUPPLIER_PART_STEPS = ['accepted', 'packed', 'rejected'] as const;
export type SupplierPartStep = (typeof SUPPLIER_PART_STEPS)[number];
export type PartStep = SupplierPartStep | 'handed_over';
export type PartActor = 'supplier' | 'rider';

/**
 * From each part status, where each actor may move it. Handed over is the rider's step alone:
 * collecting a packed part with the pick-up code printed on the supplier's packing slip (decision
 * 0059). Handed over and rejected are final.
 */
export const PART_MOVES: Record<
  PartStatus,
  { supplier: readonly SupplierPartStep[]; rider: readonly 'handed_over'[] }
> = {
  new: { supplier: ['accepted', 'rejected'], rider: [] },
  accepted: { supplier: ['packed', 'rejected'], rider: [] },
  packed: { supplier: ['rejected'], rider: ['handed_over'] },
  handed_over: { supplier: [], rider: [] },
  rejected: { supplier: [], rider: [] },
};

export const isFinalPart = (s: PartStatus) =>
  PART_MOVES[s].supplier.length + PART_MOVES[s].rider.length === 0;

export const canMovePart = (actor: PartActor, from: PartStatus, to: PartStep) =>
  (PART_MOVES[from][actor] as readonly PartStep[]).includes(to);

/** A part the rider must still collect before the delivery may be marked picked up. */
export const awaitsPickup = (s: PartStatus) => s !== 'handed_over' && s !== 'rejected';

/** Order statuses in which suppliers work on their parts: confirmed, and before the rider leaves. */
export const PART_WORK_STATUSES: readonly OrderStatus[] = [
  'confirmed',
  'processing',
  'assigned_for_delivery',
];
