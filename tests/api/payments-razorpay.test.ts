import { notifications, orders, paymentEvents } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRazorpayPayments } from '../../packages/api/src/payments/razorpay.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { CHECKOUT, customerWithCart, makeProduct } from '../support/catalog.ts';
import { fakeRazorpay, fixture, RAZORPAY_KEYS, signedWebhook } from '../support/fake-razorpay.ts';

const NOW = Date.UTC(2026, 0, 1, 0, 0);

describe('Razorpay adapter against recorded requests and responses', () => {
  it('creates a payment link exactly as recorded and answers its id and short URL', async () => {
    const gateway = fakeRazorpay();
    const rzp = createRazorpayPayments({ ...RAZORPAY_KEYS, fetch: gateway.fetch, now: () => NOW });
    const session = await rzp.createPayment({
      orderId: 'ord_fixtureaaaa',
      orderNumber: 'SB-260101-7KQ2M',
      amountPaise: 53_808,
      customer: { name: 'Ravi Kumar', email: 'ravi@spiceroute.in', phone: '9876543210' },
      returnUrl: 'https://shop.example.in/payment-callback?order_id=ord_fixtureaaaa',
      expiresAt: NOW + 30 * 60_000,
    });
    const recorded = fixture('create-payment-link.request.json');
    expect(gateway.calls).toEqual([recorded]);
    expect(session).toEqual({ providerRef: 'plink_test1', paymentLink: 'https://rzp.io/i/test1' });
  });

  it('never asks for a link expiring sooner than Razorpay accepts', async () => {
    const gateway = fakeRazorpay();
    const rzp = createRazorpayPayments({ ...RAZORPAY_KEYS, fetch: gateway.fetch, now: () => NOW });
    await rzp.createPayment({
      orderId: 'ord_x',
      orderNumber: 'SB-1',
      amountPaise: 100,
      customer: { name: 'A', email: 'a@b.in', phone: '9876543210' },
      returnUrl: 'https://shop.example.in/payment-callback?order_id=ord_x',
      expiresAt: NOW + 60_000,
    });
    expect((gateway.calls[0]!.body as { expire_by: number }).expire_by).toBe((NOW + 16 * 60_000) / 1000);
  });

  it('reads paid, expired and created links as success, failed and pending', async () => {
    const answers: Record<string, unknown> = {
      plink_paid: fixture('fetch-payment-link-paid.response.json'),
      plink_expired: fixture('fetch-payment-link-expired.response.json'),
      plink_created: fixture('create-payment-link.response.json'),
    };
    const seen: string[] = [];
    const rzp = createRazorpayPayments({
      ...RAZORPAY_KEYS,
      fetch: (async (url: string, init: RequestInit) => {
        seen.push(`${init.method} ${url}`);
        return Response.json(answers[url.split('/').at(-1)!]);
      }) as unknown as typeof fetch,
    });
    expect(await rzp.fetchStatus('plink_paid')).toEqual({ status: 'success', amountPaise: 53_808 });
    expect(await rzp.fetchStatus('plink_expired')).toEqual({ status: 'failed', amountPaise: 0 });
    expect(await rzp.fetchStatus('plink_created')).toEqual({ status: 'pending', amountPaise: 0 });
    expect(seen[0]).toBe('GET https://api.razorpay.com/v1/payment_links/plink_paid');
  });

  it('turns a gateway error into a thrown error with its description', async () => {
    const rzp = createRazorpayPayments({
      ...RAZORPAY_KEYS,
      fetch: (async () =>
        Response.json(fixture('error-bad-request.response.json'), {
          status: 401,
        })) as unknown as typeof fetch,
    });
    await expect(rzp.fetchStatus('plink_x')).rejects.toThrow('The api key provided is invalid');
  });

  it('accepts the recorded signed webhook and refuses any tampering', async () => {
    const rzp = createRazorpayPayments(RAZORPAY_KEYS);
    const { headers, body } = fixture('webhook-payment-link-paid.json');
    expect(await rzp.parseWebhook(body, new Headers(headers))).toEqual({
      eventId: 'plink_Pq8sT2uVwXy3Zb:payment_link.paid:53808',
      providerRef: 'plink_Pq8sT2uVwXy3Zb',
      status: 'success',
      amountPaise: 53_808,
    });
    const tampered = body.replace('"amount_paid":53808', '"amount_paid":53809');
    expect(await rzp.parseWebhook(tampered, new Headers(headers))).toBeNull();
    const { 'x-razorpay-signature': _, ...unsigned } = headers;
    expect(await rzp.parseWebhook(body, new Headers(unsigned))).toBeNull();
    const other = createRazorpayPayments({ ...RAZORPAY_KEYS, webhookSecret: 'another' });
    expect(await other.parseWebhook(body, new Headers(headers))).toBeNull();
  });
});

describe('online payment through Razorpay, end to end in the app', () => {
  let t: TestApp;
  let gateway: ReturnType<typeof fakeRazorpay>;
  beforeEach(async () => {
    gateway = fakeRazorpay();
    t = await createTestApp({ payments: createRazorpayPayments({ ...RAZORPAY_KEYS, fetch: gateway.fetch }) });
  });
  afterEach(() => t.close());

  async function onlineOrder() {
    const product = await makeProduct(t, { pricePaise: 60_000, stockQuantity: 10 });
    const me = await customerWithCart(t, [[product, 1]]);
    const order = (
      await t.call('POST', '/api/orders', {
        token: me.token,
        body: { ...CHECKOUT, payment_method: 'ONLINE' },
      })
    ).data;
    const pay = await t.call('POST', `/api/orders/${order.id}/create-payment`, { token: me.token });
    expect(pay.data).toMatchObject({
      success: true,
      payment_link: expect.stringMatching(/^https:\/\/rzp\.io\/i\//),
    });
    const linkId = [...gateway.links.keys()].at(-1)!;
    return { me, order, linkId, amount: Math.round(order.total_amount * 100) };
  }
  const hook = (w: { body: string; headers: Record<string, string> }) =>
    t.call('POST', '/api/payments/webhook/razorpay', { body: w.body, headers: w.headers });
  const row = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  it('sends the order amount and the callback URL to Razorpay', async () => {
    const { order, amount } = await onlineOrder();
    const sent = gateway.calls[0]!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      amount,
      currency: 'INR',
      callback_url: `http://localhost/payment-callback?order_id=${order.id}`,
      callback_method: 'get',
      notes: { order_id: order.id },
    });
  });

  it('a signed paid webhook confirms the order; a replay changes nothing', async () => {
    const { me, order, linkId, amount } = await onlineOrder();
    const event = signedWebhook('payment_link.paid', { id: linkId, amount }, { eventId: 'evt_1' });
    const res = await hook(event);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ ok: true });
    expect(await row(order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    const count = async () =>
      (await t.db.select().from(notifications).where(eq(notifications.userId, me.id))).length;
    const before = await count();
    const replay = await hook(event);
    expect(replay.data).toEqual({ ok: true, duplicate: true });
    expect(await count()).toBe(before);
    expect((await row(order.id)).version).toBe(2);
    expect(await t.db.select().from(paymentEvents)).toHaveLength(1);
  });

  it('a captured webhook replayed under new x-razorpay-event-id values applies once', async () => {
    const { me, order, linkId, amount } = await onlineOrder();
    await t.call('POST', `/api/orders/${order.id}/cancel`, {
      token: me.token,
      body: { reason: 'Ordered twice' },
    });
    const captured = signedWebhook('payment_link.paid', { id: linkId, amount }, { eventId: 'evt_first' });
    expect((await hook(captured)).data).toEqual({ ok: true });
    const notices = async () =>
      (await t.db.select().from(notifications).where(eq(notifications.userId, me.id))).length;
    const before = await notices();
    for (const id of ['evt_a', 'evt_b', 'evt_c', 'evt_d', 'evt_e']) {
      const replay = await hook({ ...captured, headers: { ...captured.headers, 'x-razorpay-event-id': id } });
      expect(replay.data).toEqual({ ok: true, duplicate: true });
    }
    expect(await notices()).toBe(before);
    expect(await t.db.select().from(paymentEvents)).toHaveLength(1);
  });

  it('refuses forged or re-signed webhooks with 401 and changes nothing', async () => {
    const { order, linkId, amount } = await onlineOrder();
    const forged = signedWebhook('payment_link.paid', { id: linkId, amount }, { secret: 'guessed' });
    expect((await hook(forged)).status).toBe(401);
    const genuine = signedWebhook('payment_link.paid', { id: linkId, amount });
    const tampered = { ...genuine, body: genuine.body.replace(linkId, 'plink_other') };
    expect((await hook(tampered)).status).toBe(401);
    const unsigned = await t.call('POST', '/api/payments/webhook/razorpay', { body: genuine.body });
    expect(unsigned.status).toBe(401);
    expect(await row(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    expect(await t.db.select().from(paymentEvents)).toHaveLength(0);
  });

  it('an expired link webhook releases the order; verify-payment asks Razorpay, not the browser', async () => {
    const a = await onlineOrder();
    expect(
      (await hook(signedWebhook('payment_link.expired', { id: a.linkId, amount: a.amount }))).status,
    ).toBe(200);
    expect(await row(a.order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });

    const b = await onlineOrder();
    expect(
      (await t.call('POST', `/api/orders/${b.order.id}/verify-payment`, { token: b.me.token })).data
        .payment_status,
    ).toBe('pending');
    gateway.pay(b.linkId);
    const res = await t.call('POST', `/api/orders/${b.order.id}/verify-payment`, { token: b.me.token });
    expect(res.data).toMatchObject({ payment_status: 'success', order_status: 'confirmed' });
    expect(gateway.calls.at(-1)!.url).toBe(`https://api.razorpay.com/v1/payment_links/${b.linkId}`);
  });

  it('ignores signed events for links it does not know', async () => {
    await onlineOrder();
    const res = await hook(signedWebhook('payment_link.paid', { id: 'plink_unknown', amount: 100 }));
    expect(res.data).toEqual({ ok: true, ignored: true });
  });
});
