import type { WebhookEvent } from '@app/api/webhook-events';

/** Each event's name as the catalogue (area `integrations`) words it. */
export const EVENT_LABEL = {
  'order.placed': 'integrations.event.orderPlaced',
  'order.status_changed': 'integrations.event.orderStatus',
  'invoice.issued': 'integrations.event.invoiceIssued',
  'order_part.created': 'integrations.event.partCreated',
  'order_part.status_changed': 'integrations.event.partStatus',
  'product.approved': 'integrations.event.productApproved',
  'product.rejected': 'integrations.event.productRejected',
  'settlement.ready': 'integrations.event.settlementReady',
  'order.delivery_code': 'integrations.event.deliveryCode',
} as const satisfies Record<WebhookEvent, string>;
