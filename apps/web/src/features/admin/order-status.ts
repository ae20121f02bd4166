import type { BadgeTone } from '@app/ui/badge';

export const ORDER_STATUS_LABEL: Record<string, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  assigned_for_delivery: 'Assigned for delivery',
  out_for_delivery: 'Out for delivery',
  delivery_failed: 'Delivery failed',
};

export const ORDER_STATUS_TONE: Record<string, BadgeTone> = {
  pending: 'amber',
  confirmed: 'blue',
  processing: 'blue',
  shipped: 'violet',
  delivered: 'green',
  cancelled: 'red',
  assigned_for_delivery: 'violet',
  out_for_delivery: 'violet',
  delivery_failed: 'red',
};

/** What the admin may set directly (spec section 4). */
export const ADMIN_SETTABLE = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const;
