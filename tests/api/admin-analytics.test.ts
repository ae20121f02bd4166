import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addOrder } from '../support/admin-fixtures.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
let admin: string;
let customer: { id: string };
beforeEach(async () => {
  t = await createTestApp();
  admin = (await t.userWithToken('admin')).token;
  customer = await t.userWithToken('customer');
});
afterEach(() => t.close());

const IST = 330 * 60_000;
const at = (date: string) => Date.parse(`${date}T00:00:00Z`) - IST + 3_600_000;
const line = (name: string, quantity: number, pricePaise: number, categoryId = 'cat_rice') => ({
  productId: null,
  name,
  quantity,
  pricePaise,
  categoryId,
});

async function seedSales() {
  const c = customer.id;
  // Counted: delivered (COD), paid online (confirmed).
  await addOrder(t.db, {
    customerId: c,
    status: 'delivered',
    createdAt: at('2026-01-05'),
    lines: [line('Rice', 2, 10_000), line('Dal', 1, 5_000, 'cat_pulses')],
  });
  await addOrder(t.db, {
    customerId: c,
    status: 'confirmed',
    method: 'ONLINE',
    paymentStatus: 'paid',
    createdAt: at('2026-01-06'),
    lines: [line('Rice', 1, 10_000)],
  });
  // Not counted: pending COD, cancelled paid, refunded delivered.
  await addOrder(t.db, {
    customerId: c,
    status: 'pending',
    createdAt: at('2026-01-06'),
    lines: [line('Rice', 9, 10_000)],
  });
  await addOrder(t.db, {
    customerId: c,
    status: 'cancelled',
    method: 'ONLINE',
    paymentStatus: 'paid',
    createdAt: at('2026-01-07'),
    lines: [line('Rice', 5, 10_000)],
  });
  await addOrder(t.db, {
    customerId: c,
    status: 'delivered',
    paymentStatus: 'refunded',
    createdAt: at('2026-01-07'),
    lines: [line('Rice', 5, 10_000)],
  });
  // Another city.
  await addOrder(t.db, {
    customerId: c,
    cityId: 'city_bhopal',
    status: 'delivered',
    createdAt: at('2026-01-08'),
    lines: [line('Oil', 1, 40_000, 'cat_oil-and-ghee')],
  });
}

const get = async (path: string, token = admin) => {
  const res = await t.call('GET', path, { token });
  expect(res.status, `${path}: ${JSON.stringify(res.data)}`).toBe(200);
  return res.data;
};

describe('sales analytics', () => {
  it('overview counts paid or delivered orders as revenue, never cancelled or refunded', async () => {
    await seedSales();
    const o = await get('/api/analytics/overview');
    expect(o).toMatchObject({
      total_revenue: 750,
      total_orders: 6,
      paid_orders: 2,
      revenue_orders: 3,
      pending_orders: 1,
      recent_revenue: 0,
      recent_orders_count: 0,
    });
    await addOrder(t.db, { customerId: customer.id, status: 'delivered', lines: [line('Rice', 1, 1_000)] });
    const recent = await get('/api/analytics/overview');
    expect(recent).toMatchObject({ recent_revenue: 10, recent_orders_count: 1 });
  });

  it('honours the date range (India days, inclusive) and refuses a reversed one', async () => {
    await seedSales();
    const o = await get('/api/analytics/overview?from=2026-01-06&to=2026-01-07');
    expect(o).toMatchObject({ total_orders: 4, total_revenue: 100 });
    expect(
      (await t.call('GET', '/api/analytics/overview?from=2026-02-01&to=2026-01-01', { token: admin })).status,
    ).toBe(400);
    expect((await t.call('GET', '/api/analytics/overview?from=yesterday', { token: admin })).status).toBe(
      400,
    );
  });

  it('breaks revenue down by city, payment method, product, category and day', async () => {
    await seedSales();
    expect(await get('/api/analytics/city-wise')).toEqual(
      [
        {
          city_id: 'city_indore',
          city_name: 'Indore',
          state: 'Madhya Pradesh',
          total_orders: 5,
          total_revenue: 350,
        },
        {
          city_id: 'city_bhopal',
          city_name: 'Bhopal',
          state: 'Madhya Pradesh',
          total_orders: 1,
          total_revenue: 400,
        },
      ].sort((a, b) => b.total_revenue - a.total_revenue),
    );
    expect(await get('/api/analytics/payment-methods')).toEqual([
      { payment_method: 'COD', order_count: 4, revenue_orders: 2, total_revenue: 650 },
      { payment_method: 'ONLINE', order_count: 2, revenue_orders: 1, total_revenue: 100 },
    ]);
    expect(await get('/api/analytics/product-wise')).toEqual([
      {
        product_id: null,
        product_name: 'Oil',
        unit: '1kg',
        brand: '',
        sold_by: 'pack',
        total_quantity: 1,
        order_count: 1,
        total_revenue: 400,
      },
      {
        product_id: null,
        product_name: 'Rice',
        unit: '1kg',
        brand: '',
        sold_by: 'pack',
        total_quantity: 3,
        order_count: 2,
        total_revenue: 300,
      },
      {
        product_id: null,
        product_name: 'Dal',
        unit: '1kg',
        brand: '',
        sold_by: 'pack',
        total_quantity: 1,
        order_count: 1,
        total_revenue: 50,
      },
    ]);
    const cats = await get('/api/analytics/category-wise');
    expect(cats[0]).toEqual({
      category: 'Oil & Ghee',
      total_revenue: 400,
      total_quantity: 1,
      unique_products: 1,
      order_count: 1,
    });
    expect(cats[1]).toEqual({
      category: 'Rice',
      total_revenue: 300,
      total_quantity: 3,
      unique_products: 1,
      order_count: 2,
    });
    const days = await get('/api/analytics/daily');
    expect(days.map((d: { date: string }) => d.date)).toEqual([
      '2026-01-05',
      '2026-01-06',
      '2026-01-07',
      '2026-01-08',
    ]);
    expect(days[0]).toEqual({ date: '2026-01-05', order_count: 1, total_revenue: 250 });
  });

  it('says of a method how many orders its revenue is made of: cash on delivery counts once delivered', async () => {
    for (const status of ['confirmed', 'out_for_delivery', 'delivered'] as const)
      await addOrder(t.db, {
        customerId: customer.id,
        status,
        paymentStatus: status === 'delivered' ? 'paid' : 'pending',
        lines: [line('Rice', 1, 10_000)],
      });
    expect(await get('/api/analytics/payment-methods')).toEqual([
      { payment_method: 'COD', order_count: 3, revenue_orders: 1, total_revenue: 100 },
    ]);
  });

  it('shows top 10 products only', async () => {
    for (let i = 0; i < 12; i++) {
      await addOrder(t.db, {
        customerId: customer.id,
        status: 'delivered',
        lines: [line(`P${i}`, 1, 1000 + i)],
      });
    }
    const top = await get('/api/analytics/product-wise');
    expect(top).toHaveLength(10);
    expect(top[0].product_name).toBe('P11');
  });

  it("a sub-admin's figures cover its city only", async () => {
    await seedSales();
    const sub = await t.userWithToken('sub_admin', {
      cityId: 'city_bhopal',
      permissions: ['view_analytics'],
    });
    expect(await get('/api/analytics/overview', sub.token)).toMatchObject({
      total_orders: 1,
      total_revenue: 400,
    });
    expect(
      (await get('/api/analytics/city-wise', sub.token)).map((c: { city_name: string }) => c.city_name),
    ).toEqual(['Bhopal']);
    expect(
      (await get('/api/analytics/product-wise', sub.token)).map(
        (p: { product_name: string }) => p.product_name,
      ),
    ).toEqual(['Oil']);
  });
});

describe('dashboard counts', () => {
  it('answers live counts, null for screens the caller may not open', async () => {
    await seedSales();
    const all = await get('/api/admin/dashboard');
    expect(all).toMatchObject({
      customers: 1,
      orders: 6,
      pending_orders: 1,
      total_revenue: 750,
      cities: 10,
      sub_admins: 0,
    });
    const sub = await t.userWithToken('sub_admin', { permissions: ['manage_orders'] });
    const mine = await get('/api/admin/dashboard', sub.token);
    expect(mine).toMatchObject({
      orders: 5,
      customers: null,
      total_revenue: null,
      cities: null,
      sub_admins: null,
    });
  });
});

describe('daily series', () => {
  it('answers every day of the range, with zeros on days without orders', async () => {
    await addOrder(t.db, {
      customerId: customer.id,
      status: 'delivered',
      createdAt: at('2026-02-01'),
      lines: [line('R', 1, 1000)],
    });
    await addOrder(t.db, {
      customerId: customer.id,
      status: 'delivered',
      createdAt: at('2026-02-04'),
      lines: [line('R', 1, 2000)],
    });
    const days = await get('/api/analytics/daily?from=2026-01-31&to=2026-02-04');
    expect(days).toEqual([
      { date: '2026-01-31', order_count: 0, total_revenue: 0 },
      { date: '2026-02-01', order_count: 1, total_revenue: 10 },
      { date: '2026-02-02', order_count: 0, total_revenue: 0 },
      { date: '2026-02-03', order_count: 0, total_revenue: 0 },
      { date: '2026-02-04', order_count: 1, total_revenue: 20 },
    ]);
  });
});
