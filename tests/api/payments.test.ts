import { runScheduledWork } from '@app/api';
import { cartItems, notifications, orders, payments, products } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentProvider } from '../../packages/api/src/ports.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { CHECKOUT, customerWithCart, makeProduct } from '../support/catalog.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const ONLINE = { ...CHECKOUT, payment_method: 'ONLINE' };
const MIN = 60_000;

async function placed(method: 'COD' | 'ONLINE', stock = 10, quantity = 2) {
  const product = await makeProduct(t, { stockQuantity: stock, pricePaise: 30_000 });
  const me = await customerWithCart(t, [[product, quantity]]);
  const res = await t.call('POST', '/api/orders', {
    token: me.token,
    body: method === 'COD' ? CHECKOUT : ONLINE,
  });
  expect(res.status).toBe(201);
  return { me, product, order: res.data };
}
const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const stock = async (id: string) =>
  (await t.db.select().from(products).where(eq(products.id, id)))[0]!.stockQuantity;
const verify = (id: string, token: string) => t.call('POST', `/api/orders/${id}/verify-payment`, { token });
const createPayment = (id: string, token: string) =>
  t.call('POST', `/api/orders/${id}/create-payment`, { token });
const titles = async (userId: string) =>
  (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.title);

/** Plays the customer on the sandbox's hosted page. */
async function sandboxPay(link: string, outcome: 'success' | 'failed' | 'cancel') {
  const path = new URL(link).pathname;
  const page = await t.app.request(path);
  expect(page.status).toBe(200);
  const res = await t.app.request(path, { method: 'POST', body: new URLSearchParams({ outcome }) });
  expect(res.status).toBe(303);
  return res.headers.get('location')!;
}

describe('cash on delivery', () => {
  it('verify-payment answers success and confirms the order, once', async () => {
    const { me, order } = await placed('COD');
    const res = await verify(order.id, me.token);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      payment_status: 'success',
      order_status: 'confirmed',
      order_amount: 631,
      payment_method: 'COD',
    });
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');
    const again = await verify(order.id, me.token);
    expect(again.data).toMatchObject({ payment_status: 'success', order_status: 'confirmed' });
    expect((await titles(me.id)).filter((x) => x.endsWith('confirmed'))).toHaveLength(1);
  });

  it('create-payment on a COD order is 409 and changes nothing', async () => {
    const { me, order } = await placed('COD');
    const res = await createPayment(order.id, me.token);
    expect(res.status).toBe(409);
    expect(res.data).toMatchObject({ code: 'not_online' });
    expect(await t.db.select().from(payments)).toHaveLength(0);
    expect((await orderRow(order.id)).status).toBe('pending');
  });

  it('a cancelled COD order verifies as failed', async () => {
    const { me, order } = await placed('COD');
    await t.call('POST', `/api/orders/${order.id}/cancel`, { token: me.token });
    expect((await verify(order.id, me.token)).data).toMatchObject({
      payment_status: 'failed',
      order_status: 'cancelled',
    });
  });
});

describe('online payment through the sandbox provider', () => {
  it('reserves stock for 30 minutes and links to the hosted page', async () => {
    const { me, product, order } = await placed('ONLINE');
    expect(order.payment_deadline).toBe(new Date(t.services.clock.now() + 30 * MIN).toISOString());
    expect(await stock(product)).toBe(8);
    const res = await createPayment(order.id, me.token);
    expect(res.status).toBe(200);
    expect(res.data.success).toBe(true);
    expect(res.data.payment_link).toMatch(/^http:\/\/localhost\/sandbox\/pay\/sbx_/);
    const again = await createPayment(order.id, me.token);
    expect(again.data.payment_link).toBe(res.data.payment_link);
    expect(await t.db.select().from(payments)).toHaveLength(1);
    expect((await verify(order.id, me.token)).data).toMatchObject({
      payment_status: 'pending',
      order_status: 'pending',
    });
  });

  it('a paid sandbox payment confirms the order after the provider is asked', async () => {
    const { me, order } = await placed('ONLINE');
    const link = (await createPayment(order.id, me.token)).data.payment_link;
    const back = await sandboxPay(link, 'success');
    expect(back).toBe(`http://localhost/payment-callback?order_id=${order.id}`);
    const res = await verify(order.id, me.token);
    expect(res.data).toMatchObject({
      payment_status: 'success',
      order_status: 'confirmed',
      order_amount: 631,
    });
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    const [p] = await t.db.select().from(payments);
    expect(p).toMatchObject({ status: 'success', provider: 'sandbox', amountPaise: 63_100 });
    const msgs = await t.db.select().from(notifications).where(eq(notifications.userId, me.id));
    expect(msgs.map((n) => n.message)).toContain('Your order is now confirmed. Payment of ₹631.00 received.');
    expect((await verify(order.id, me.token)).data.payment_status).toBe('success');
    expect((await createPayment(order.id, me.token)).status).toBe(409);
  });

  it.each(['failed', 'cancel'] as const)(
    'a %s sandbox payment cancels the order, releases the stock and refills the cart',
    async (outcome) => {
      const { me, product, order } = await placed('ONLINE');
      const link = (await createPayment(order.id, me.token)).data.payment_link;
      await sandboxPay(link, outcome);
      const res = await verify(order.id, me.token);
      expect(res.data).toMatchObject({ payment_status: 'failed', order_status: 'cancelled' });
      expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
      expect(await stock(product)).toBe(10);
      const cart = await t.db.select().from(cartItems).where(eq(cartItems.userId, me.id));
      expect(cart.map((c) => [c.productId, c.quantity])).toEqual([[product, 2]]);
      expect((await verify(order.id, me.token)).data.payment_status).toBe('failed');
      expect(await stock(product)).toBe(10);
      expect((await createPayment(order.id, me.token)).status).toBe(409);
    },
  );

  it('releases the stock when nothing is paid within 30 minutes (checked on verify)', async () => {
    const { me, product, order } = await placed('ONLINE');
    await createPayment(order.id, me.token);
    t.advance(29 * MIN);
    expect((await verify(order.id, me.token)).data.payment_status).toBe('pending');
    t.advance(2 * MIN);
    const res = await verify(order.id, me.token);
    expect(res.data).toMatchObject({ payment_status: 'failed', order_status: 'cancelled' });
    expect(await stock(product)).toBe(10);
    const [p] = await t.db.select().from(payments);
    expect(p!.status).toBe('pending');
  });

  it('accepts a payment made just after the deadline while the stock is still held', async () => {
    const { me, order } = await placed('ONLINE');
    const link = (await createPayment(order.id, me.token)).data.payment_link;
    t.advance(31 * MIN);
    await sandboxPay(link, 'success');
    expect((await verify(order.id, me.token)).data).toMatchObject({
      payment_status: 'success',
      order_status: 'confirmed',
    });
  });

  it('the background job releases expired reservations; the owner meanwhile sees an unpaid order past its window', async () => {
    const a = await placed('ONLINE', 5, 5);
    const deadline = a.order.payment_deadline;
    t.advance(31 * MIN);
    // Before the job: the order is still unpaid and holding its stock; its deadline has passed.
    const before = await t.call('GET', '/api/orders', { token: a.me.token });
    expect(before.data.orders[0]).toMatchObject({
      status: 'pending',
      payment_status: 'pending',
      payment_deadline: deadline,
      can_cancel: true,
    });
    expect(Date.parse(deadline)).toBeLessThan(t.services.clock.now());
    expect(await stock(a.product)).toBe(0);
    // Checkout no longer sweeps: someone else's order is placed without touching it.
    const other = await makeProduct(t);
    const c = await customerWithCart(t, [[other, 1]]);
    expect((await t.call('POST', '/api/orders', { token: c.token, body: CHECKOUT })).status).toBe(201);
    expect((await orderRow(a.order.id)).status).toBe('pending');

    const report = await runScheduledWork(t.services, t.services.clock.now());
    expect(report).toMatchObject({ expiredOrders: 1, failed: [] });
    const after = await t.call('GET', '/api/orders', { token: a.me.token });
    expect(after.data.orders[0]).toMatchObject({ status: 'cancelled', payment_status: 'failed' });
    expect(await stock(a.product)).toBe(5);
    const cart = await t.db.select().from(cartItems).where(eq(cartItems.userId, a.me.id));
    expect(cart.map((x) => [x.productId, x.quantity])).toEqual([[a.product, 5]]);
    // A second run finds nothing left to release.
    expect((await runScheduledWork(t.services, t.services.clock.now())).expiredOrders).toBe(0);
  });

  it('paying an order past its window before the job ran asks the provider and then refuses', async () => {
    const { me, product, order } = await placed('ONLINE');
    t.advance(31 * MIN);
    const res = await createPayment(order.id, me.token);
    expect(res.status).toBe(409);
    expect(res.data.code).toBe('payment_closed');
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect(await stock(product)).toBe(10);
  });

  it('refuses someone else’s order (403), unknown ids (404), other roles (403), and changes nothing', async () => {
    const { order } = await placed('ONLINE');
    const other = await t.userWithToken('customer');
    for (const call of [createPayment, verify]) {
      const res = await call(order.id, other.token);
      expect(res.status).toBe(403);
      expect(res.data.detail).toBe('This order belongs to another account.');
      expect((await call('ord_unknown', other.token)).status).toBe(404);
    }
    const supplier = await t.userWithToken('supplier');
    expect((await verify(order.id, supplier.token)).status).toBe(403);
    expect((await t.call('POST', `/api/orders/${order.id}/verify-payment`)).status).toBe(401);
    expect(await t.db.select().from(payments)).toHaveLength(0);
    expect((await orderRow(order.id)).status).toBe('pending');
  });
});

describe('provider answers that must not be trusted blindly', () => {
  function provider(over: Partial<PaymentProvider>): PaymentProvider {
    return {
      name: 'fake',
      createPayment: async () => ({ providerRef: 'ref_1', paymentLink: 'https://pay.example/ref_1' }),
      fetchStatus: async () => ({ status: 'pending', amountPaise: 0 }),
      parseWebhook: async () => null,
      ...over,
    };
  }

  it('a success for the wrong amount cancels the order and tells the staff to refund', async () => {
    t.close();
    t = await createTestApp({
      payments: provider({ fetchStatus: async () => ({ status: 'success', amountPaise: 100 }) }),
    });
    const admin = await t.userWithToken('admin');
    const { me, product, order } = await placed('ONLINE');
    await createPayment(order.id, me.token);
    const res = await verify(order.id, me.token);
    expect(res.data).toMatchObject({ payment_status: 'failed', order_status: 'cancelled' });
    expect(await stock(product)).toBe(10);
    expect(await titles(admin.id)).toContain(`Payment mismatch on order ${order.order_number}`);
  });

  it('a gateway that never answers stalls no checkout: expired orders are asked about in the background', async () => {
    let asked = 0;
    let firstAsked!: () => void;
    const askedOnce = new Promise<void>((r) => {
      firstAsked = r;
    });
    t.close();
    t = await createTestApp({
      payments: provider({
        createPayment: async ({ orderId }) => ({
          providerRef: `ref_${orderId}`,
          paymentLink: `https://pay.example/${orderId}`,
        }),
        fetchStatus: () => {
          asked++;
          firstAsked();
          return new Promise(() => {}); // hangs for good
        },
      }),
    });
    // At noon in India: 31 minutes later then crosses no day, so no daily task (expiring listings,
    // credit reminders) is left writing to the database this test closes under the hanging run.
    const day = 24 * 60 * MIN;
    t.advance((((6 * 60 + 30) * MIN - (t.services.clock.now() % day)) % day) + day);
    for (let i = 0; i < 3; i++) {
      const { me, order } = await placed('ONLINE');
      expect((await createPayment(order.id, me.token)).data.success).toBe(true);
    }
    // One run while nothing is due (the gateway is not asked): the week's settlement is claimed, so
    // the run left hanging below only reads, and closing the database under it is safe.
    expect((await runScheduledWork(t.services, t.services.clock.now())).expiredOrders).toBe(0);
    expect(asked).toBe(0);
    t.advance(31 * MIN);
    const product = await makeProduct(t);
    const buyer = await customerWithCart(t, [[product, 1]]);
    expect((await t.call('POST', '/api/orders', { token: buyer.token, body: CHECKOUT })).status).toBe(201);
    expect((await t.call('GET', '/api/orders', { token: buyer.token })).status).toBe(200);
    expect(asked).toBe(0);
    // The job is the one that waits on the gateway; it was not needed for the checkout above.
    void runScheduledWork(t.services, t.services.clock.now());
    await askedOnce;
    expect(asked).toBe(1);
  });

  it('a gateway that does not answer gives success: false and records nothing', async () => {
    t.close();
    t = await createTestApp({
      payments: provider({
        createPayment: async () => {
          throw new Error('connect ETIMEDOUT');
        },
        fetchStatus: async () => {
          throw new Error('connect ETIMEDOUT');
        },
      }),
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { me, order } = await placed('ONLINE');
    const res = await createPayment(order.id, me.token);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ success: false, payment_link: null });
    expect(await t.db.select().from(payments)).toHaveLength(0);
    expect((await verify(order.id, me.token)).data.payment_status).toBe('pending');
    warn.mockRestore();
  });
});

describe('POST /api/payments/webhook/:provider', () => {
  it('never trusts an unsigned body, and knows only the configured provider', async () => {
    const { order } = await placed('ONLINE');
    const body = JSON.stringify({ event: 'payment_link.paid', order_id: order.id });
    const sandbox = await t.call('POST', '/api/payments/webhook/sandbox', { body });
    expect(sandbox.status).toBe(401);
    expect(sandbox.data.detail).toBe('Invalid webhook signature.');
    expect((await t.call('POST', '/api/payments/webhook/razorpay', { body })).status).toBe(404);
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');
  });
});
