import { decodeHex, encodeBase64 } from '@oslojs/encoding';
import type { PaymentProvider, ProviderPaymentStatus } from '../ports.ts';
import { phoneE164 } from '../shared/phone.ts';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  baseUrl?: string;
  /** Injected in tests (recorded fixtures); the runtime's fetch otherwise. */
  fetch?: typeof fetch;
  now?: () => number;
}

interface PaymentLink {
  id: string;
  short_url: string;
  status: 'created' | 'partially_paid' | 'paid' | 'expired' | 'cancelled';
  amount: number;
  amount_paid: number;
}

const linkStatus = (l: PaymentLink): ProviderPaymentStatus =>
  l.status === 'paid' ? 'success' : l.status === 'expired' || l.status === 'cancelled' ? 'failed' : 'pending';

const TIMEOUT_MS = 5_000;

/** Razorpay refuses links that expire sooner than 15 minutes from now. */
const MIN_EXPIRY_MS = 16 * 60_000;

/**
 * Razorpay Payment Links (hosted checkout: card, UPI, net banking) behind the PaymentProvider
 * port, on plain fetch and Web Crypto so it runs on Node and Workers alike.
 */
export function createRazorpayPayments(o: RazorpayOptions): PaymentProvider {
  const http = o.fetch ?? ((input, init) => fetch(input, init));
  const base = o.baseUrl ?? 'https://api.razorpay.com/v1';
  const now = o.now ?? Date.now;
  const auth = `Basic ${encodeBase64(new TextEncoder().encode(`${o.keyId}:${o.keySecret}`))}`;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const res = await http(`${base}${path}`, {
      method,
      headers: { Authorization: auth, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      // A slow gateway fails this call after 5 s instead of holding the buyer's request.
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const data = (await res.json().catch(() => null)) as (T & { error?: { description?: string } }) | null;
    if (!res.ok || !data)
      throw new Error(`Razorpay ${method} ${path}: ${res.status} ${data?.error?.description ?? ''}`.trim());
    return data;
  }

  let webhookKey: Promise<CryptoKey> | undefined;
  const key = () => {
    webhookKey ??= crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(o.webhookSecret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['verify'],
    );
    return webhookKey;
  };

  return {
    name: 'razorpay',
    async createPayment({ orderId, orderNumber, amountPaise, customer, returnUrl, expiresAt }) {
      const suffix = orderId.slice(-4);
      const link = await call<PaymentLink>('POST', '/payment_links', {
        amount: amountPaise,
        currency: 'INR',
        accept_partial: false,
        reference_id: `${orderNumber}-${suffix}`,
        description: `Order ${orderNumber}`,
        customer: { name: customer.name, email: customer.email, contact: phoneE164(customer.phone) },
        notify: { sms: false, email: false },
        reminder_enable: false,
        notes: { order_id: orderId },
        callback_url: returnUrl,
        callback_method: 'get',
        expire_by: Math.floor(Math.max(expiresAt ?? 0, now() + MIN_EXPIRY_MS) / 1000),
      });
      return { providerRef: link.id, paymentLink: link.short_url };
    },

    async fetchStatus(ref) {
      const link = await call<PaymentLink>('GET', `/payment_links/${encodeURIComponent(ref)}`);
      return { status: linkStatus(link), amountPaise: link.status === 'paid' ? link.amount_paid : 0 };
    },

    async parseWebhook(rawBody, headers) {
      const signature = headers.get('x-razorpay-signature') ?? '';
      if (!/^[0-9a-f]{64}$/i.test(signature)) return null;
      // HMAC-SHA256 of the exact bytes received; subtle.verify compares in constant time.
      const valid = await crypto.subtle.verify(
        'HMAC',
        await key(),
        new Uint8Array(decodeHex(signature.toLowerCase())),
        new TextEncoder().encode(rawBody),
      );
      if (!valid) return null;
      let event: {
        event?: string;
        created_at?: number;
        payload?: { payment_link?: { entity?: PaymentLink } };
      };
      try {
        event = JSON.parse(rawBody);
      } catch {
        return null;
      }
      const link = event.payload?.payment_link?.entity;
      const status: ProviderPaymentStatus =
        event.event === 'payment_link.paid'
          ? 'success'
          : event.event === 'payment_link.expired' || event.event === 'payment_link.cancelled'
            ? 'failed'
            : 'pending';
      return {
        // The x-razorpay-event-id header is not signed: a replay may carry any id. A link changes
        // to each state once, so the signed link id, event and amount name the event.
        eventId: `${link?.id ?? ''}:${event.event ?? ''}:${link?.amount_paid ?? 0}`,
        providerRef: link?.id ?? '',
        status,
        amountPaise: status === 'success' ? (link?.amount_paid ?? 0) : 0,
      };
    },
  };
}
