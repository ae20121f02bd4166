import type { Hono } from 'hono';
import { handlePaymentWebhook } from '../payments/index.ts';
import type { Services } from '../trpc.ts';
import { orderPorts } from '../wiring.ts';
import { webhookLimit } from './body-limit.ts';

/**
 * POST /api/payments/webhook/{provider}: the gateway's server-to-server notice. The raw body is
 * kept as received because the signature covers those exact bytes.
 */
export function mountPaymentWebhook(app: Hono, services: Services) {
  app.post('/api/payments/webhook/:provider', webhookLimit(256 * 1024), async (c) => {
    const raw = await c.req.text();
    const res = await handlePaymentWebhook(
      { ...services, ...orderPorts },
      c.req.param('provider'),
      raw,
      c.req.raw.headers,
      services.clock.now(),
    );
    return c.json(res.body, res.status);
  });
}
