import { ConfigError, readConfig, runScheduledWork } from '@app/api';
import { cartItems, orders, products } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { CHECKOUT, customerWithCart, makeProduct, stockOf } from '../support/catalog.ts';

// Issue 34, item 5: one buyer cannot take goods off sale; a price rise needs the buyer's consent.
let t: TestApp;
afterEach(() => t.close());

type Caller = Awaited<ReturnType<TestApp['userWithToken']>>;
const place = (c: Caller, body: object = {}, headers: Record<string, string> = {}) =>
  t.call('POST', '/api/orders', { token: c.token, body: { ...CHECKOUT, ...body }, headers });
const ordersOf = async (c: Caller) =>
  (await t.db.select().from(orders).where(eq(orders.customerId, c.id))).length;
const cartOf = async (c: Caller) =>
  (await t.db.select().from(cartItems).where(eq(cartItems.userId, c.id))).map((l) => l.quantity);

describe('caps per order', () => {
  it('a line may not leave one buyer holding more than half of a listing', async () => {
    t = await createTestApp();
    const rice = await makeProduct(t, { stockQuantity: 100 });
    const greedy = await customerWithCart(t, [[rice, 60]]);
    const refused = await place(greedy);
    expect(refused.status).toBe(409);
    expect(refused.data).toEqual({
      code: 'over_stock_share',
      detail:
        'Basmati Rice: you can order at most 50 now. One buyer may hold up to 50% of a product’s stock in orders not yet paid or accepted.',
      errors: [{ path: ['items', 0, 'quantity'], message: 'At most 50' }],
      details: { product_id: rice, max_quantity: 50 },
    });
    const hindi = await place(greedy, {}, { 'Accept-Language': 'hi' });
    expect(hindi.data.detail).toMatch(/^Basmati Rice: आप अभी ज़्यादा से ज़्यादा 50 ऑर्डर कर सकते हैं।/);
    expect(await stockOf(t.db, rice)).toBe(100);
    expect(await ordersOf(greedy)).toBe(0);

    // Half goes through; the same buyer then holds half of what there was, so no more of it.
    await t.call('PUT', `/api/cart/${(await t.db.select().from(cartItems))[0]!.id}`, {
      token: greedy.token,
      body: { quantity: 50 },
    });
    expect((await place(greedy)).status).toBe(201);
    await t.call('POST', '/api/cart', { token: greedy.token, body: { product_id: rice, quantity: 1 } });
    const again = await place(greedy);
    expect(again.status).toBe(409);
    expect(again.data.details).toEqual({ product_id: rice, max_quantity: 0 });
    expect(await stockOf(t.db, rice)).toBe(50);
    // Another buyer is not held back by it.
    const other = await customerWithCart(t, [[rice, 25]]);
    expect((await place(other)).status).toBe(201);
    // A small listing: anyone may take up to 10 units whatever the share.
    const saffron = await makeProduct(t, { stockQuantity: 10 });
    expect((await place(await customerWithCart(t, [[saffron, 10]]))).status).toBe(201);
  });

  it('refuses a huge cash order, and a credit order over its cap, writing nothing', async () => {
    t = await createTestApp({}, { CREDIT_ORDER_MAX: '1000' });
    const gold = await makeProduct(t, { stockQuantity: 100, pricePaise: 10_000_000_000_000 });
    const buyer = await customerWithCart(t, [[gold, 10]]);
    const cod = await place(buyer);
    expect(cod.status).toBe(409);
    expect(cod.data).toMatchObject({
      code: 'cod_limit',
      details: { max_total: 199_999 },
      errors: [{ path: ['payment_method'] }],
    });
    expect(cod.data.detail).toMatch(/^Cash on delivery takes orders up to ₹1,99,999\.00; this one is ₹/);
    expect(await stockOf(t.db, gold)).toBe(100);
    expect(await ordersOf(buyer)).toBe(0);

    const admin = await t.userWithToken('admin');
    const rice = await makeProduct(t, { stockQuantity: 100, pricePaise: 50_000 });
    const c = await customerWithCart(t, [[rice, 3]]);
    await t.call('PUT', `/api/admin/customers/${c.id}/credit`, {
      token: admin.token,
      body: { limit: 50_000, period_days: 15 },
    });
    const credit = await place(c, { payment_method: 'CREDIT' }, { 'Accept-Language': 'hi' });
    expect(credit.status).toBe(409);
    expect(credit.data.code).toBe('credit_order_limit');
    expect(credit.data.detail).toMatch(/^बाद में पेमेंट में ₹1,000\.00 तक के ऑर्डर लिए जाते हैं/);
    expect(await stockOf(t.db, rice)).toBe(100);
    expect(await cartOf(c)).toEqual([3]);
    // Within the cap it goes through.
    await t.call(
      'PUT',
      `/api/cart/${(await t.db.select().from(cartItems).where(eq(cartItems.userId, c.id)))[0]!.id}`,
      {
        token: c.token,
        body: { quantity: 1 },
      },
    );
    expect((await place(c, { payment_method: 'CREDIT' })).status).toBe(201);
  });

  it('refuses a buyer with too many orders waiting unpaid until one is paid or cancelled', async () => {
    t = await createTestApp({}, { OPEN_UNPAID_ORDERS_MAX: '2' });
    const rice = await makeProduct(t, { stockQuantity: 100 });
    const c = await customerWithCart(t, [[rice, 1]]);
    const addOne = () =>
      t.call('POST', '/api/cart', { token: c.token, body: { product_id: rice, quantity: 1 } });
    const first = await place(c);
    await addOne();
    expect((await place(c)).status).toBe(201);
    await addOne();
    const third = await place(c);
    expect(third.status).toBe(409);
    expect(third.data).toEqual({
      code: 'too_many_open_orders',
      detail:
        'You have 2 orders waiting to be confirmed or paid, the most one account may have. Pay or cancel one before placing another.',
    });
    expect(await stockOf(t.db, rice)).toBe(98);
    expect(await ordersOf(c)).toBe(2);
    await t.call('POST', `/api/orders/${first.data.id}/cancel`, { token: c.token });
    expect((await place(c)).status).toBe(201);
  });

  it('a bad setting refuses the start, naming it', () => {
    for (const [name, value] of [
      ['ORDER_LINE_STOCK_PERCENT', '150'],
      ['ORDER_LINE_STOCK_PERCENT', '0'],
      ['COD_ORDER_MAX', 'lots'],
      ['OPEN_UNPAID_ORDERS_MAX', '-1'],
      ['COD_CONFIRM_HOURS', '0'],
    ] as const) {
      const start = () => readConfig({ [name]: value });
      expect(start).toThrow(ConfigError);
      expect(start).toThrow(new RegExp(`^${name} must be`));
    }
    expect(readConfig({}).orderLimits).toMatchObject({ lineStockPercent: 50, codMaxPaise: 19_999_900 });
  });
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const runJob = () => runScheduledWork(t.services, t.services.clock.now());

describe('a large cash order of a new account waits for staff', () => {
  it('holds its stock 2 hours; city staff confirm it; unconfirmed, the job cancels it and stock returns', async () => {
    t = await createTestApp();
    const staff = await t.userWithToken('sub_admin', { permissions: ['manage_orders'] });
    const far = await t.userWithToken('sub_admin', { permissions: ['manage_orders'], cityId: 'city_mumbai' });
    const oven = await makeProduct(t, { stockQuantity: 10, pricePaise: 3_000_000 });
    const placedAt = t.services.clock.now();
    const a = await customerWithCart(t, [[oven, 1]]);
    const confirmed = (await place(a)).data;
    expect(confirmed).toMatchObject({
      status: 'pending',
      confirm_deadline: new Date(placedAt + 2 * HOUR).toISOString(),
    });
    // Cash on delivery confirms itself at once, except this.
    await t.call('POST', `/api/orders/${confirmed.id}/verify-payment`, { token: a.token });
    const listed = await t.call('GET', `/api/admin/orders/${confirmed.id}`, { token: staff.token });
    expect(listed.data).toMatchObject({ status: 'pending', confirm_deadline: confirmed.confirm_deadline });
    expect(
      (
        await t.call('PUT', `/api/admin/orders/${confirmed.id}`, {
          token: far.token,
          body: { status: 'confirmed' },
        })
      ).status,
    ).toBe(404);
    const ok = await t.call('PUT', `/api/admin/orders/${confirmed.id}`, {
      token: staff.token,
      body: { status: 'confirmed', expected_version: listed.data.version },
    });
    expect(ok.status).toBe(200);
    expect(
      (await t.call('GET', `/api/admin/orders/${confirmed.id}`, { token: staff.token })).data,
    ).toMatchObject({
      status: 'confirmed',
      confirm_deadline: null,
    });

    const b = await customerWithCart(t, [[oven, 1]]);
    const left = (await place(b)).data;
    expect(await stockOf(t.db, oven)).toBe(8);
    t.advance(HOUR);
    expect((await runJob()).unconfirmedOrders).toBe(0);
    t.advance(HOUR + 60_000);
    expect((await runJob()).unconfirmedOrders).toBe(1);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, left.id));
    expect(row).toMatchObject({ status: 'cancelled', confirmDeadline: null });
    expect(await stockOf(t.db, oven)).toBe(9);
    const told = (await t.call('GET', '/api/notifications', { token: b.token })).data;
    expect(JSON.stringify(told)).toContain('It was not confirmed in time, so its stock went back on sale.');
    expect((await t.db.select().from(orders).where(eq(orders.id, confirmed.id)))[0]!.status).toBe(
      'confirmed',
    );
    expect((await runJob()).unconfirmedOrders).toBe(0);
  });

  it('not for an older account, one with a delivery, a small order or one paid online', async () => {
    t = await createTestApp();
    const oven = await makeProduct(t, { stockQuantity: 10, pricePaise: 3_000_000 });
    const rice = await makeProduct(t, { stockQuantity: 100 });
    const now = t.services.clock.now();
    const old = await customerWithCart(t, [[oven, 1]], { createdAt: now - 31 * DAY });
    expect((await place(old)).data.confirm_deadline).toBeNull();
    const fresh = await customerWithCart(t, [[rice, 2]]);
    expect((await place(fresh)).data.confirm_deadline).toBeNull();
    await t.db.update(orders).set({ status: 'delivered' }).where(eq(orders.customerId, fresh.id));
    await t.call('POST', '/api/cart', { token: fresh.token, body: { product_id: oven, quantity: 1 } });
    expect((await place(fresh)).data.confirm_deadline).toBeNull();
    const online = await customerWithCart(t, [[oven, 1]]);
    expect((await place(online, { payment_method: 'ONLINE' })).data.confirm_deadline).toBeNull();
  });
});

describe('the total the buyer saw', () => {
  async function cartWithRise() {
    t = await createTestApp();
    const rice = await makeProduct(t, { stockQuantity: 100, pricePaise: 10_000 });
    const c = await customerWithCart(t, [[rice, 4]]);
    const seen = (await t.call('GET', '/api/cart', { token: c.token })).data.checkout_total as number;
    return { rice, c, seen };
  }

  it('a higher total now is refused with the new figures, over REST and tRPC, writing nothing', async () => {
    const { rice, c, seen } = await cartWithRise();
    await t.db.update(products).set({ pricePaise: 12_000 }).where(eq(products.id, rice));
    const now = (await t.call('GET', '/api/cart', { token: c.token })).data.checkout_total as number;
    const refused = await place(c, { seen_total: seen });
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({
      code: 'price_changed',
      errors: [{ path: ['seen_total'] }],
      details: {
        seen_total: seen,
        total: now,
        items: [{ product_id: rice, product_name: 'Basmati Rice', quantity: 4, price: 120, line_total: 480 }],
      },
    });
    expect(refused.data.detail).toContain(`the total is now ₹${now.toFixed(2)}, not ₹${seen.toFixed(2)}`);
    const rpc = await t.call('POST', '/trpc/orders.place', {
      token: c.token,
      body: { ...CHECKOUT, seen_total: seen },
    });
    expect(rpc.status).toBe(409);
    expect(rpc.data.error.data).toMatchObject({ appCode: 'price_changed', details: { total: now } });
    expect(await ordersOf(c)).toBe(0);
    expect(await stockOf(t.db, rice)).toBe(100);
    expect(await cartOf(c)).toEqual([4]);
    // Confirmed at the new total, it goes through.
    const placed = await place(c, { seen_total: now });
    expect(placed.status).toBe(201);
    expect(placed.data.total_amount).toBe(now);
  });

  it('a lower total goes through at the lower price', async () => {
    const { rice, c, seen } = await cartWithRise();
    await t.db.update(products).set({ pricePaise: 9_000 }).where(eq(products.id, rice));
    const placed = await place(c, { seen_total: seen });
    expect(placed.status).toBe(201);
    expect(placed.data.total_amount).toBeLessThan(seen);
  });
});
