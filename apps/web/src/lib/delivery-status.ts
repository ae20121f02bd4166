import type { DeliveryStatus, FailureReason, RiderFailureReason } from '@app/api/enums';
import type { BadgeTone } from '@app/ui/badge';
import { IST_ZONE } from './relative-time.ts';

/** How the delivery states of spec section 4 read on screen (portal and admin). */
export const DELIVERY_STATUS_LABEL: Record<DeliveryStatus, string> = {
  assigned: 'Assigned',
  picked_up: 'Picked up',
  in_transit: 'In transit',
  delivered: 'Delivered',
  failed: 'Failed',
};

/**
 * The rider's steps of the delivery state machine (packages/api delivery/state.ts), for a step
 * taken while earlier ones wait to be sent; otherwise the server's next_statuses are used.
 */
export const RIDER_NEXT_STATUSES: Record<DeliveryStatus, DeliveryStatus[]> = {
  assigned: ['picked_up'],
  picked_up: ['in_transit'],
  in_transit: ['delivered', 'failed'],
  delivered: [],
  failed: [],
};

export const DELIVERY_STATUS_TONE: Record<DeliveryStatus, BadgeTone> = {
  assigned: 'blue',
  picked_up: 'violet',
  in_transit: 'amber',
  delivered: 'green',
  failed: 'red',
};

/** Why a delivery failed, as the rider picks it and staff read it. */
export const FAILURE_REASON_LABEL: Record<FailureReason, string> = {
  customer_closed: 'Customer closed',
  refused: 'Refused by the customer',
  address_not_found: 'Address not found',
  unreachable: 'Customer unreachable',
  order_cancelled: 'Order cancelled',
};

export const RIDER_FAILURE_REASON_OPTIONS: RiderFailureReason[] = [
  'customer_closed',
  'refused',
  'address_not_found',
  'unreachable',
];

const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: IST_ZONE,
});

export const formatDateTime = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '—');

/** Google Maps search for a free-text address (spec: the map-search button). */
export const mapsSearchUrl = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
