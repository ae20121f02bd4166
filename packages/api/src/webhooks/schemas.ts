import { z } from 'zod';
import { id, withoutControl } from '../shared/schemas.ts';
import { WEBHOOK_EVENTS } from './events.ts';

/** POST /webhooks: where to send, and which of the events the account's role allows. */
export const webhookEndpointInput = z.object({
  url: withoutControl(z.url('Enter a full URL').max(500)).meta({
    example: 'https://erp.spiceroute.in/hooks/marketplace',
  }),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: 'Choose events from the list' }))
    .min(1, 'Choose at least one event')
    .max(WEBHOOK_EVENTS.length)
    .meta({ example: ['order_part.created', 'order_part.status_changed'] }),
});

export const endpointActiveInput = z.object({ id, is_active: z.boolean().meta({ example: false }) });
export const webhookIdInput = z.object({ id });
export const deliveriesInput = z
  .object({ limit: z.number().int().min(1).max(200).default(100) })
  .default({ limit: 100 });
