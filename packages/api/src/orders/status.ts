/**
 * The order and supplier-part status tables, as pure data shared by the server (which enforces
 * them) and the SPA (badge tones, the staff dropdown's choices, the supplier's filters). How each
 * status reads is one catalogue key per value (orderStatus.*, partStatus.*), on both sides.
 *
 * Who moves an order:
 * - `staff`: the admin's status dropdown (spec section 4: pending through cancelled). Delivered
 *   and cancelled are final, so goods never come back into stock twice.
 * - `customer`: the buyer cancels while nothing has left the warehouse.
 * - `system`: payment results and expiry, delivery assignment and the rider's steps.
 */
import type { OrderStatus, PartStatus } from '@app/db/enums';
import { canMoveIn, isFinalIn, type StatusRow, valuesOf } from '../shared/status-table.ts';

export type { OrderStatus, PartStatus };

export type OrderActor = 'staff' | 'customer' | 'system';

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

/** Statuses by which every supplier's goods have left it: its invoice is due (decision 0088). */
export const GOODS_GONE: readonly OrderStatus[] = ['shipped', 'out_for_delivery', 'delivered'];

interface OrderRow extends StatusRow<OrderStatus, OrderActor> {
  moves: {
    staff: readonly StaffSettable[];
    customer: readonly OrderStatus[];
    system: readonly OrderStatus[];
  };
}
const none = [] as const;
const otherThan = (s: OrderStatus) => STAFF_SETTABLE.filter((t) => t !== s);

/** Each order status, in the order a list or filter shows them: its tone and who may move it where. */
export const ORDER_STATUS_TABLE: Readonly<Record<OrderStatus, OrderRow>> = {
  pending: {
    tone: 'amber',
    moves: { staff: otherThan('pending'), customer: ['cancelled'], system: ['confirmed', 'cancelled'] },
  },
  // system → processing: every supplier accepted its part; → cancelled: every supplier rejected.
  confirmed: {
    tone: 'blue',
    moves: {
      staff: otherThan('confirmed'),
      customer: ['cancelled'],
      system: ['processing', 'assigned_for_delivery', 'cancelled'],
    },
  },
  processing: {
    tone: 'blue',
    moves: { staff: otherThan('processing'), customer: none, system: ['assigned_for_delivery', 'cancelled'] },
  },
  shipped: { tone: 'violet', moves: { staff: otherThan('shipped'), customer: none, system: none } },
  assigned_for_delivery: {
    tone: 'violet',
    moves: { staff: ['delivered', 'cancelled'], customer: none, system: ['out_for_delivery', 'cancelled'] },
  },
  out_for_delivery: {
    tone: 'violet',
    moves: { staff: ['delivered', 'cancelled'], customer: none, system: ['delivered', 'delivery_failed'] },
  },
  delivered: { tone: 'green', moves: { staff: none, customer: none, system: none } },
  delivery_failed: {
    tone: 'red',
    moves: { staff: ['delivered', 'cancelled'], customer: none, system: ['assigned_for_delivery'] },
  },
  cancelled: { tone: 'red', moves: { staff: none, customer: none, system: none } },
};

export const ORDER_STATUS_ORDER = valuesOf(ORDER_STATUS_TABLE);

export const isFinalOrderStatus = (s: OrderStatus) => isFinalIn(ORDER_STATUS_TABLE, s);

export const canMoveOrder = (actor: OrderActor, from: OrderStatus, to: OrderStatus) =>
  canMoveIn(ORDER_STATUS_TABLE, actor, from, to);

/** The statuses staff may choose for an order now (what the dropdown offers besides the current one). */
export const staffChoices = (from: OrderStatus): readonly StaffSettable[] =>
  ORDER_STATUS_TABLE[from].moves.staff;

/** What a supplier may set its part to (a part starts as new). */
export const SUPPLIER_PART_STEPS = ['accepted', 'packed', 'rejected'] as const;
export type SupplierPartStep = (typeof SUPPLIER_PART_STEPS)[number];
export type PartStep = SupplierPartStep | 'handed_over';
export type PartActor = 'supplier' | 'rider';

interface PartRow extends StatusRow<PartStatus, PartActor> {
  moves: { supplier: readonly SupplierPartStep[]; rider: readonly 'handed_over'[] };
}

/**
 * A supplier's part of an order (its lines): the second table of this file. Handed over is the
 * rider's step alone: collecting a packed part with the pick-up code printed on the supplier's
 * packing slip (decision 0059). Handed over and rejected are final.
 */
export const PART_STATUS_TABLE: Readonly<Record<PartStatus, PartRow>> = {
  new: { tone: 'amber', moves: { supplier: ['accepted', 'rejected'], rider: [] } },
  accepted: { tone: 'blue', moves: { supplier: ['packed', 'rejected'], rider: [] } },
  packed: { tone: 'violet', moves: { supplier: ['rejected'], rider: ['handed_over'] } },
  handed_over: { tone: 'green', moves: { supplier: [], rider: [] } },
  rejected: { tone: 'red', moves: { supplier: [], rider: [] } },
};

export const PART_STATUS_ORDER = valuesOf(PART_STATUS_TABLE);

export const isFinalPart = (s: PartStatus) => isFinalIn(PART_STATUS_TABLE, s);

export const canMovePart = (actor: PartActor, from: PartStatus, to: PartStep) =>
  canMoveIn(PART_STATUS_TABLE, actor, from, to);

/** A part the rider must still collect before the delivery may be marked picked up. */
export const awaitsPickup = (s: PartStatus) => !isFinalPart(s);

/** Order statuses in which suppliers work on their parts: confirmed, and before the rider leaves. */
export const PART_WORK_STATUSES: readonly OrderStatus[] = [
  'confirmed',
  'processing',
  'assigned_for_delivery',
];
