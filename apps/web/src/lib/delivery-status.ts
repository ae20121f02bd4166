import type { DeliveryStatus } from '@app/api/enums';
import type { BadgeTone } from '@app/ui/badge';

/** How the delivery states of spec section 4 read on screen (portal and admin). */
export const DELIVERY_STATUS_LABEL: Record<DeliveryStatus, string> = {
  assigned: 'Assigned',
  picked_up: 'Picked up',
  in_transit: 'In transit',
  delivered: 'Delivered',
  failed: 'Failed',
};

export const DELIVERY_STATUS_TONE: Record<DeliveryStatus, BadgeTone> = {
  assigned: 'blue',
  picked_up: 'violet',
  in_transit: 'amber',
  delivered: 'green',
  failed: 'red',
};

const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

export const formatDateTime = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '—');

/** Google Maps search for a free-text address (spec: the map-search button). */
export const mapsSearchUrl = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
