/** Request headers as Fetch (Request.headers) or Node's http module (req.headers) give them. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

export interface VerifyWebhookOptions {
  /** Oldest signature accepted, in seconds (replays): 300 unless told. */
  toleranceSeconds?: number;
  /** The current time in epoch ms (tests). */
  now?: number;
}

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  const found = Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1];
  return Array.isArray(found) ? found[0] : found;
}

function hexBytes(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) return null;
  return Uint8Array.from(hex.match(/../g)!, (b) => Number.parseInt(b, 16));
}

/**
 * Checks a marketplace webhook: `X-Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>">` keyed with the endpoint's secret, and a timestamp no older than the tolerance.
 * Pass the raw body exactly as received (before JSON.parse). Web Crypto: Node 18+ and Workers.
 *
 * @example
 * const body = await request.text();
 * if (!(await verifyWebhook(secret, body, request.headers))) return new Response('bad signature', { status: 401 });
 * const event = JSON.parse(body); // { id, type, created_at, data }
 */
export async function verifyWebhook(
  secret: string,
  body: string,
  headers: WebhookHeaders,
  options: VerifyWebhookOptions = {},
): Promise<boolean> {
  const signature = header(headers, 'x-webhook-signature');
  if (!signature) return false;
  const parts = new Map(
    signature.split(',').map((p) => {
      const at = p.indexOf('=');
      return [p.slice(0, at).trim(), p.slice(at + 1).trim()] as const;
    }),
  );
  const t = parts.get('t');
  const mac = hexBytes(parts.get('v1') ?? '');
  if (!t || !/^\d+$/.test(t) || !mac) return false;
  const age = (options.now ?? Date.now()) / 1000 - Number(t);
  if (Math.abs(age) > (options.toleranceSeconds ?? 300)) return false;
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  // verify compares in constant time.
  return crypto.subtle.verify('HMAC', key, mac, new TextEncoder().encode(`${t}.${body}`));
}
