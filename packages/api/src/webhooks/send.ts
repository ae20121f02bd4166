import type { webhookDeliveries, webhookEndpoints } from '@app/db';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { render } from '../messages/index.ts';
import type { WebhookTransport } from '../ports.ts';
import { sendTarget } from './targets.ts';

/** `X-Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` (Stripe-style, replay-resistant). */
export async function signPayload(secret: string, body: string, timestampSeconds: number): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${timestampSeconds}.${body}`));
  return `t=${timestampSeconds},v1=${encodeHexLowerCase(new Uint8Array(mac))}`;
}

/**
 * The runtime's fetch, for Workers: it resolves names itself (code has no DNS there) and cannot
 * reach private networks, so the names were judged as written.
 */
export const fetchWebhookTransport: WebhookTransport = {
  async post(url, _addresses, init) {
    const res = await fetch(url, { method: 'POST', ...init, redirect: 'manual' });
    await res.body?.cancel();
    return res.type === 'opaqueredirect' ? 0 : res.status;
  },
};

/**
 * What a failed send records when no HTTP answer came: the same whatever the cause (timeout,
 * refused connection, unknown name, TLS), so the delivery log cannot tell an open port from a
 * closed one.
 */
export const UNREACHABLE = 'Unreachable: no HTTP answer';

/** `unreachable`: no HTTP answer at all (counts towards backing off the endpoint). */
export type Outcome = { code: number | null; error: string | null; refused: boolean; unreachable: boolean };

/** One POST: `timeoutMs` at most, redirects not followed (a 3xx is a failure), target checked again. */
export async function send(
  e: typeof webhookEndpoints.$inferSelect,
  d: typeof webhookDeliveries.$inferSelect,
  now: number,
  o: { production: boolean; transport: WebhookTransport; timeoutMs: number },
): Promise<Outcome> {
  try {
    const target = await sendTarget(e.url, o.production, o.transport);
    if ('problem' in target)
      return {
        code: null,
        error: `Not sent: ${render('en', target.problem)}`,
        refused: true,
        unreachable: false,
      };
    const status = await o.transport.post(target.url, target.addresses, {
      headers: {
        'content-type': 'application/json',
        'user-agent': 'SupplyAndBeyond-Webhooks/1.0',
        'x-webhook-id': d.id,
        'x-webhook-event': d.event,
        'x-webhook-signature': await signPayload(e.secret, d.payload, Math.floor(now / 1000)),
      },
      body: d.payload,
      signal: AbortSignal.timeout(o.timeoutMs),
    });
    if (status >= 200 && status < 300)
      return { code: status, error: null, refused: false, unreachable: false };
    const redirect = status === 0 || (status >= 300 && status < 400);
    return {
      code: status || null,
      error: redirect ? `Redirect not followed (HTTP ${status})` : `HTTP ${status}`,
      refused: false,
      unreachable: false,
    };
  } catch {
    return { code: null, error: UNREACHABLE, refused: false, unreachable: true };
  }
}
