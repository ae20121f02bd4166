import type { DeliveryStatus, FailureReason, OrderStatus } from '@app/db';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';

/**
 * The delivery state machine of spec section 4, in one place:
 * assigned → picked_up → in_transit → delivered | failed; delivered and failed are final.
 * NEXT holds the rider's steps; WITH_ORDER the ends an order's own end forces (decision 0064).
 */
const NEXT: Record<DeliveryStatus, readonly DeliveryStatus[]> = {
  assigned: ['picked_up'],
  picked_up: ['in_transit'],
  in_transit: ['delivered', 'failed'],
  delivered: [],
  failed: [],
};

/**
 * An order that ends while its delivery is open (staff set it delivered or cancelled, or every
 * supplier rejected its part) ends the delivery from any active status: delivered, or failed
 * with the reason order_cancelled.
 */
const WITH_ORDER: Partial<Record<OrderStatus, { status: DeliveryStatus; reason: FailureReason | null }>> = {
  delivered: { status: 'delivered', reason: null },
  cancelled: { status: 'failed', reason: 'order_cancelled' },
};

export const ACTIVE_DELIVERY_STATUSES: DeliveryStatus[] = ['assigned', 'picked_up', 'in_transit'];
export const FINAL_DELIVERY_STATUSES: DeliveryStatus[] = ['delivered', 'failed'];

/** The order status that follows each delivery status. */
export const ORDER_STATUS_FOR: Record<DeliveryStatus, OrderStatus> = {
  assigned: 'assigned_for_delivery',
  picked_up: 'out_for_delivery',
  in_transit: 'out_for_delivery',
  delivered: 'delivered',
  failed: 'delivery_failed',
};

/** How an open delivery ends when its order moves to `order`; null when the order's move leaves it open. */
export const deliveryEndWith = (order: OrderStatus) => WITH_ORDER[order] ?? null;

export const nextDeliveryStatuses = (from: DeliveryStatus): readonly DeliveryStatus[] => NEXT[from];

export const isFinalDelivery = (s: DeliveryStatus) => NEXT[s].length === 0;

/** Throws 409 `invalid_transition` unless `from → to` is a legal move. */
export function assertDeliveryTransition(from: DeliveryStatus, to: DeliveryStatus) {
  if (NEXT[from].includes(to)) return;
  // The catalogue's sentences name each step, and the next legal ones after `from` (NEXT).
  const detail = isFinalDelivery(from)
    ? msg('error.delivery.final', { step: from })
    : msg('error.delivery.transition', { from, to });
  throw fail.conflict('invalid_transition', detail);
}
