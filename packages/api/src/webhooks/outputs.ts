import { z } from 'zod';
import { count, nullableTimestamp, ok, timestamp } from '../shared/answers.ts';

export const endpointOutput = z.object({
  id: z.string().meta({ example: 'whe_2m8q' }),
  url: z.string().meta({ example: 'https://erp.spiceroute.in/hooks/marketplace' }),
  events: z.array(z.string()).meta({ example: ['order.placed', 'order.status_changed'] }),
  is_active: z.boolean(),
  paused_at: nullableTimestamp
    .describe('Set by the system: nothing is sent until you resume it (`POST /webhooks/{id}/resume`)')
    .meta({ example: null }),
  paused_reason: z
    .enum(['credentials_changed', 'unreachable'])
    .nullable()
    .describe(
      '`credentials_changed`: after a password reset or e-mail change; `unreachable`: it kept giving no answer',
    )
    .meta({ example: null }),
  created_at: timestamp,
});
export const endpointListOutput = z.array(endpointOutput);
export const endpointCreatedOutput = endpointOutput.extend({
  secret: z.string().describe('Shown once: signs every delivery (HMAC-SHA256)'),
});
export const endpointRemovedOutput = ok;

export const webhookDeliveryListOutput = z.array(
  z.object({
    id: z.string().meta({ example: 'whd_7p1c' }),
    endpoint_id: z.string().meta({ example: 'whe_2m8q' }),
    event: z.string().meta({ example: 'order.placed' }),
    status: z.enum(['pending', 'delivered', 'failed']).meta({ example: 'delivered' }),
    attempts: count.meta({ example: 1 }),
    last_status_code: z.number().int().nullable().meta({ example: 200 }),
    last_error: z.string().nullable().meta({ example: null }),
    next_attempt_at: nullableTimestamp.meta({ example: null }),
    created_at: timestamp,
  }),
);
export const webhookRetryOutput = ok;
export const webhookTestOutput = z.object({
  id: z
    .string()
    .describe('The queued `webhook.test` delivery (see the delivery log)')
    .meta({ example: 'whd_9x2k' }),
});
