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

  it('releases expired reservations lazily: on the owner’s order list and before anyone’s checkout', async () => {
    const a = await placed('ONLINE', 5, 5);
    t.advance(31 * MIN);
    const list = await t.call('GET', '/api/orders', { token: a.me.token });
    expect(list.data.orders[0]).toMatchObject({ status: 'cancelled', payment_status: 'failed' });
    expect(await stock(a.product)).toBe(5);

    // Someone else's abandoned order no longer blocks a buyer.
    const reserve = await customerWithCart(t, [[a.product, 5]]);
    const held = await t.call('POST', '/api/orders', { token: reserve.token, body: ONLINE });
    expect(held.status).toBe(201);
    const buyer = await t.userWithToken('customer');
    expect(
      (
        await t.call('POST', '/api/cart', {
          token: buyer.token,
          body: { product_id: a.product, quantity: 1 },
        })
      ).status,
    ).toBe(409);
    t.advance(31 * MIN);
    await t.db.update(products).set({ stockQuantity: 1 }).where(eq(products.id, a.product));
    const other = await makeProduct(t);
    const c = await customerWithCart(t, [[other, 1]]);
    expect((await t.call('POST', '/api/orders', { token: c.token, body: CHECKOUT })).status).toBe(201);
    expect((await orderRow(held.data.id)).status).toBe('cancelled');
    expect(await stock(a.product)).toBe(6);
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
