import type { BadgeTone } from '@app/ui/badge';

export const ORDER_STATUS: Record<string, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'amber' },
  confirmed: { label: 'Confirmed', tone: 'blue' },
  processing: { label: 'Processing', tone: 'blue' },
  shipped: { label: 'Shipped', tone: 'violet' },
  assigned_for_delivery: { label: 'Assigned for delivery', tone: 'violet' },
  out_for_delivery: { label: 'Out for delivery', tone: 'violet' },
  delivered: { label: 'Delivered', tone: 'green' },
  delivery_failed: { label: 'Delivery failed', tone: 'red' },
  cancelled: { label: 'Cancelled', tone: 'red' },
};

export const DELIVERY_STATUS: Record<string, string> = {
  assigned: 'Assigned to courier',
  picked_up: 'Picked up',
  in_transit: 'In transit',
  delivered: 'Delivered',
  failed: 'Delivery failed',
};

export const PAYMENT_STATUS: Record<string, string> = {
  pending: 'Payment pending',
  paid: 'Paid',
  failed: 'Payment failed',
  refunded: 'Refunded',
};
