import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';

export const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../fixtures/razorpay/${name}`, import.meta.url), 'utf8'));

export const RAZORPAY_KEYS = {
  keyId: 'rzp_test_1Dw8lx9sPq2Kr4',
  keySecret: 'key_secret_fixture',
  webhookSecret: 'whsec_fixture_secret',
};

export interface RecordedCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * A stand-in for api.razorpay.com answering with the recorded responses (tests/fixtures/razorpay),
 * keeping the links it created so tests can mark them paid or expired.
 */
export function fakeRazorpay() {
  const calls: RecordedCall[] = [];
  const links = new Map<string, Record<string, unknown>>();
  let seq = 0;
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method: init.method ?? 'GET', url, headers: init.headers as Record<string, string>, body });
    if (
      (init.headers as Record<string, string>).Authorization !==
      fixture('create-payment-link.request.json').headers.Authorization
    )
      return Response.json(fixture('error-bad-request.response.json'), { status: 401 });
    if (init.method === 'POST' && url.endsWith('/payment_links')) {
      const id = `plink_test${++seq}`;
      const link = {
        ...fixture('create-payment-link.response.json'),
        ...body,
        id,
        short_url: `https://rzp.io/i/test${seq}`,
        status: 'created',
      };
      links.set(id, link);
      return Response.json(link);
    }
    const match = url.match(/\/payment_links\/([\w]+)$/);
    const link = match && links.get(match[1]!);
    if (link) return Response.json(link);
    return Response.json({ error: { code: 'BAD_REQUEST_ERROR', description: 'Not found' } }, { status: 400 });
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    calls,
    links,
    /** What Razorpay would do when the customer pays. */
    pay(id: string, amount?: number) {
      const l = links.get(id)!;
      Object.assign(l, { status: 'paid', amount_paid: amount ?? l.amount });
    },
    expire(id: string) {
      Object.assign(links.get(id)!, { status: 'expired' });
    },
  };
}

/** A webhook body for a link event, signed as Razorpay signs it (or with another secret). */
export function signedWebhook(
  event: 'payment_link.paid' | 'payment_link.expired' | 'payment_link.cancelled',
  link: { id: string; amount: number; amount_paid?: number },
  opts: { eventId?: string; secret?: string } = {},
) {
  const paid = fixture('webhook-payment-link-paid.json');
  const parsed = JSON.parse(paid.body);
  parsed.event = event;
  Object.assign(parsed.payload.payment_link.entity, {
    id: link.id,
    amount: link.amount,
    amount_paid: event === 'payment_link.paid' ? (link.amount_paid ?? link.amount) : 0,
    status: event.split('.')[1],
  });
  const body = JSON.stringify(parsed);
  const signature = createHmac('sha256', opts.secret ?? RAZORPAY_KEYS.webhookSecret)
    .update(body)
    .digest('hex');
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signature,
      'x-razorpay-event-id': opts.eventId ?? `evt_${Math.random().toString(36).slice(2)}`,
    },
  };
}
