import type { WebhookEvent } from '@app/api/webhook-events';

export const EVENT_LABEL: Record<WebhookEvent, string> = {
  'order.placed': 'Order placed',
  'order.status_changed': 'Order status changed',
  'invoice.issued': 'Invoice issued',
  'order_part.created': 'New order for you',
  'order_part.status_changed': 'Your part of an order changed',
  'product.approved': 'Product approved',
  'product.rejected': 'Product rejected',
  'settlement.ready': 'Settlement ready',
  'order.delivery_code': 'Delivery code (when the rider picks up)',
};
