import type { DeliveryStatus, OrderStatus } from '@app/db';
import { fail } from '../errors.ts';

/**
 * The delivery state machine of spec section 4, in one place:
 * assigned → picked_up → in_transit → delivered | failed; delivered and failed are final.
 */
const NEXT: Record<DeliveryStatus, readonly DeliveryStatus[]> = {
  assigned: ['picked_up'],
  picked_up: ['in_transit'],
  in_transit: ['delivered', 'failed'],
  delivered: [],
  failed: [],
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

export const DELIVERY_LABEL: Record<DeliveryStatus, string> = {
  assigned: 'assigned',
  picked_up: 'picked up',
  in_transit: 'in transit',
  delivered: 'delivered',
  failed: 'failed',
};

export const nextDeliveryStatuses = (from: DeliveryStatus): readonly DeliveryStatus[] => NEXT[from];

export const isFinalDelivery = (s: DeliveryStatus) => NEXT[s].length === 0;

/** Throws 409 `invalid_transition` unless `from → to` is a legal move. */
export function assertDeliveryTransition(from: DeliveryStatus, to: DeliveryStatus) {
  if (NEXT[from].includes(to)) return;
  const detail = isFinalDelivery(from)
    ? `This delivery is already ${DELIVERY_LABEL[from]}; it cannot change any more.`
    : `A delivery that is ${DELIVERY_LABEL[from]} cannot be marked ${DELIVERY_LABEL[to]}; next it can only be ${NEXT[
        from
      ]
        .map((s) => DELIVERY_LABEL[s])
        .join(' or ')}.`;
  throw fail.conflict('invalid_transition', detail);
}
