import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { splitPeriods } from '../../packages/api/src/analytics/sales-periods.ts';
import { addOrder } from '../support/admin-fixtures.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

describe('splitPeriods', () => {
  it.each([
    [{}, { months: { from: '0000-01', to: '9999-12' }, edges: [] }],
    [
      { from: '2026-01-01', to: '2026-03-31' },
      { months: { from: '2026-01', to: '2026-03' }, edges: [] },
    ],
    [
      { from: '2026-01-15', to: '2026-03-10' },
      {
        months: { from: '2026-02', to: '2026-02' },
        edges: [
          { from: '2026-01-15', to: '2026-01-31' },
          { from: '2026-03-01', to: '2026-03-10' },
        ],
      },
    ],
    [
      { from: '2026-01-15', to: '2026-02-10' },
      { months: null, edges: [{ from: '2026-01-15', to: '2026-02-10' }] },
    ],
    [
      { from: '2026-02-02', to: '2026-02-28' },
      { months: null, edges: [{ from: '2026-02-02', to: '2026-02-28' }] },
    ],
    [
      { from: '2024-02-01', to: '2024-02-29' },
      { months: { from: '2024-02', to: '2024-02' }, edges: [] },
    ],
    [
      { from: '2026-11-20' },
      { months: { from: '2026-12', to: '9999-12' }, edges: [{ from: '2026-11-20', to: '2026-11-30' }] },
    ],
    [
      { to: '2026-11-20' },
      { months: { from: '0000-01', to: '2026-10' }, edges: [{ from: '2026-11-01', to: '2026-11-20' }] },
    ],
  ])('%j', (range, expected) => {
    expect(splitPeriods(range)).toEqual(expected);
  });
});

describe('product and category figures across whole and partial months', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('equal a plain count of the order lines in the range', async () => {
    const admin = await t.userWithToken('admin');
    const c = await t.userWithToken('customer');
    const IST = 330 * 60_000;
    const sales: { day: string; name: string; q: number; cat: string }[] = [];
    const days = [
      '2026-01-10',
      '2026-01-15',
      '2026-01-31',
      '2026-02-01',
      '2026-02-14',
      '2026-03-01',
      '2026-03-10',
      '2026-03-11',
    ];
    for (const [i, day] of days.entries()) {
      const lines = [
        { name: 'Rice', q: 1 + i, cat: 'cat_rice' },
        { name: i % 2 ? 'Dal' : 'Moong', q: 2, cat: 'cat_pulses' },
      ];
      sales.push(...lines.map((l) => ({ ...l, day })));
      await addOrder(t.db, {
        customerId: c.id,
        status: 'delivered',
        createdAt: Date.parse(`${day}T00:00:00Z`) - IST + 1000,
        lines: lines.map((l) => ({
          productId: null,
          name: l.name,
          quantity: l.q,
          pricePaise: 1000,
          categoryId: l.cat,
        })),
      });
    }
    const inRange = sales.filter((s) => s.day >= '2026-01-15' && s.day <= '2026-03-10');
    const res = await t.call('GET', '/api/analytics/product-wise?from=2026-01-15&to=2026-03-10', {
      token: admin.token,
    });
    const expected = ['Rice', 'Dal', 'Moong']
      .map((name) => {
        const mine = inRange.filter((s) => s.name === name);
        const q = mine.reduce((a, s) => a + s.q, 0);
        return { product_name: name, total_quantity: q, order_count: mine.length, total_revenue: q * 10 };
      })
      .filter((p) => p.order_count > 0)
      .sort((a, b) => b.total_revenue - a.total_revenue);
    expect(
      res.data.map(({ product_name, total_quantity, order_count, total_revenue }: any) => ({
        product_name,
        total_quantity,
        order_count,
        total_revenue,
      })),
    ).toEqual(expected);
    const cats = await t.call('GET', '/api/analytics/category-wise?from=2026-01-15&to=2026-03-10', {
      token: admin.token,
    });
    const pulses = cats.data.find((x: { category: string }) => x.category === 'Pulses');
    expect(pulses).toEqual({
      category: 'Pulses',
      total_revenue: 120,
      total_quantity: 12,
      unique_products: 2,
      order_count: 6,
    });
    const rice = cats.data.find((x: { category: string }) => x.category === 'Rice');
    expect(rice.order_count).toBe(6);
  });
});
