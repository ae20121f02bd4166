import { cartItems, orders } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, PRODUCTION_ENV, type TestApp } from '../support/app.ts';
import { CHECKOUT, customerWithCart, makeProduct } from '../support/catalog.ts';

let t: TestApp;
afterEach(() => t.close());

const OFF = {
  detail: 'Online payment is not available; please choose Cash on Delivery.',
  code: 'online_payment_off',
};

const placeOnline = (app: TestApp, token: string) =>
  app.call('POST', '/api/orders', { token, body: { ...CHECKOUT, payment_method: 'ONLINE' } });

describe('production without gateway keys: online payment is off', () => {
  it('refuses an online order with 409, keeps the cart and the stock, and still takes cash on delivery', async () => {
    t = await createTestApp({}, PRODUCTION_ENV);
    const product = await makeProduct(t, { stockQuantity: 10, pricePaise: 30_000 });
    const me = await customerWithCart(t, [[product, 2]]);
    const online = await placeOnline(t, me.token);
    expect(online.status).toBe(409);
    expect(online.data).toEqual(OFF);
    expect(await t.db.select().from(orders).where(eq(orders.customerId, me.id))).toHaveLength(0);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, me.id))).toHaveLength(1);
    const cod = await t.call('POST', '/api/orders', { token: me.token, body: CHECKOUT });
    expect(cod.status).toBe(201);
  });

  it('will not open a payment for an online order placed before the keys were removed', async () => {
    t = await createTestApp();
    const product = await makeProduct(t, { stockQuantity: 10, pricePaise: 30_000 });
    const me = await customerWithCart(t, [[product, 1]]);
    const placed = await placeOnline(t, me.token);
    expect(placed.status).toBe(201);
    const live = await createTestApp({ db: t.db }, PRODUCTION_ENV);
    const res = await live.call('POST', `/api/orders/${placed.data.id}/create-payment`, { token: me.token });
    expect(res.status).toBe(409);
    expect(res.data).toEqual(OFF);
    live.close();
  });

  it('tells the web app it is live and offers cash on delivery only; the sandbox pages do not exist', async () => {
    t = await createTestApp({}, PRODUCTION_ENV);
    const config = await t.call('GET', '/api/site/config');
    expect(config.data).toMatchObject({ demo: false, online_payment: false });
    expect((await t.app.request('/sandbox/pay/sbx_1')).status).toBe(404);
  });

  it('the demo says so and keeps its sandbox', async () => {
    t = await createTestApp();
    const config = await t.call('GET', '/api/site/config');
    expect(config.data).toMatchObject({ demo: true, online_payment: true });
    expect((await t.app.request('/sandbox/pay/sbx_unknown')).status).toBe(404);
    expect(await (await t.app.request('/sandbox/pay/sbx_unknown')).text()).toContain('Unknown payment');
  });

  it('with Razorpay keys, production takes online payment', async () => {
    t = await createTestApp(
      {},
      {
        ...PRODUCTION_ENV,
        RAZORPAY_KEY_ID: 'rzp_live_x',
        RAZORPAY_KEY_SECRET: 's',
        RAZORPAY_WEBHOOK_SECRET: 'w',
      },
    );
    expect((await t.call('GET', '/api/site/config')).data).toMatchObject({
      demo: false,
      online_payment: true,
    });
    expect(t.services.payments?.name).toBe('razorpay');
  });
});
