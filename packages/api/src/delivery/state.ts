/**
 * The delivery status table of spec section 4, as pure data shared by the server (which enforces
 * it) and the SPA (the rider's next steps while earlier ones wait to be sent, badge tones):
 * assigned → picked_up → in_transit → delivered | failed; delivered and failed are final.
 * Who moves a delivery:
 * - `rider`: the steps of the rider app;
 * - `order`: the end of its order, which ends it from any active status (decision 0064): staff set
 *   the order delivered or cancelled, or every supplier rejected its part (WITH_ORDER says how).
 * How each status reads is one catalogue key per value (deliveryStatus.*), on both sides.
 */
import type { DeliveryStatus, FailureReason, OrderStatus } from '@app/db/enums';
import { canMoveIn, isFinalIn, type StatusRow, valuesOf } from '../shared/status-table.ts';

type DeliveryActor = 'rider' | 'order';

interface DeliveryRow extends StatusRow<DeliveryStatus, DeliveryActor> {
  /** The order status that follows this delivery status. */
  orderStatus: OrderStatus;
}
const byOrder = ['delivered', 'failed'] as const;

export const DELIVERY_STATUS_TABLE: Readonly<Record<DeliveryStatus, DeliveryRow>> = {
  assigned: {
    tone: 'blue',
    moves: { rider: ['picked_up'], order: byOrder },
    orderStatus: 'assigned_for_delivery',
  },
  picked_up: {
    tone: 'violet',
    moves: { rider: ['in_transit'], order: byOrder },
    orderStatus: 'out_for_delivery',
  },
  in_transit: {
    tone: 'amber',
    moves: { rider: ['delivered', 'failed'], order: byOrder },
    orderStatus: 'out_for_delivery',
  },
  delivered: { tone: 'green', moves: { rider: [], order: [] }, orderStatus: 'delivered' },
  failed: { tone: 'red', moves: { rider: [], order: [] }, orderStatus: 'delivery_failed' },
};

/** How an order's own end ends its open delivery: delivered, or failed with the reason order_cancelled. */
const WITH_ORDER: Partial<Record<OrderStatus, { status: DeliveryStatus; reason: FailureReason | null }>> = {
  delivered: { status: 'delivered', reason: null },
  cancelled: { status: 'failed', reason: 'order_cancelled' },
};

export const isFinalDelivery = (s: DeliveryStatus) => isFinalIn(DELIVERY_STATUS_TABLE, s);

export const ACTIVE_DELIVERY_STATUSES = valuesOf(DELIVERY_STATUS_TABLE).filter((s) => !isFinalDelivery(s));

/** How an open delivery ends when its order moves to `order`; null when the order's move leaves it open. */
export const deliveryEndWith = (order: OrderStatus) => WITH_ORDER[order] ?? null;

/** The rider's next steps from `from`. */
export const nextDeliveryStatuses = (from: DeliveryStatus): readonly DeliveryStatus[] =>
  DELIVERY_STATUS_TABLE[from].moves.rider;

export const canMoveDelivery = (actor: DeliveryActor, from: DeliveryStatus, to: DeliveryStatus) =>
  canMoveIn(DELIVERY_STATUS_TABLE, actor, from, to);
