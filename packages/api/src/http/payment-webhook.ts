import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { handlePaymentWebhook } from '../payments/index.ts';
import type { Services } from '../trpc.ts';
import { orderPorts } from '../wiring.ts';

/**
 * POST /api/payments/webhook/{provider}: the gateway's server-to-server notice. The raw body is
 * kept as received because the signature covers those exact bytes.
 */
export function mountPaymentWebhook(app: Hono, services: Services) {
  app.post(
    '/api/payments/webhook/:provider',
    bodyLimit({
      maxSize: 256 * 1024,
      onError: (c) => c.json({ detail: 'The request body is too large.', code: 'too_large' }, 413),
    }),
    async (c) => {
      const raw = await c.req.text();
      const res = await handlePaymentWebhook(
        { ...services, ...orderPorts },
        c.req.param('provider'),
        raw,
        c.req.raw.headers,
        services.clock.now(),
      );
      return c.json(res.body, res.status);
    },
  );
}
