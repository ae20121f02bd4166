import type { InStatement } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireListings } from '../../packages/api/src/catalog/expiry.ts';
import { fallingDue } from '../../packages/api/src/credit/reminders.ts';
import { flagOverdueParts } from '../../packages/api/src/orders/overdue.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { makeProduct } from '../support/catalog.ts';

// Tables that grow without bound: a hot query must reach them through an index, never a scan.
const BIG = [
  'products',
  'catalog_items',
  'orders',
  'order_items',
  'users',
  'notifications',
  'cart_items',
  'page_views',
  'sessions',
];

let t: TestApp;
let statements: InStatement[] = [];
beforeAll(async () => {
  t = await createTestApp({}, {}, (s) => statements.push(s));
  for (let i = 0; i < 30; i++)
    await makeProduct(t, { name: `Basmati ${i}`, categoryId: i % 2 ? 'cat_rice' : 'cat_flours' });
});
afterAll(() => t.close());

async function plansOf(run: () => Promise<unknown>) {
  statements = [];
  await run();
  const seen = statements.filter((s) => /^\s*select/i.test(typeof s === 'string' ? s : s.sql));
  const plans: { sql: string; plan: string[] }[] = [];
  for (const s of seen) {
    const stmt = typeof s === 'string' ? { sql: s, args: [] } : s;
    const rows = (
      await t.db.$client.execute({ sql: `EXPLAIN QUERY PLAN ${stmt.sql}`, args: stmt.args ?? [] })
    ).rows;
    plans.push({ sql: stmt.sql, plan: rows.map((r) => String(r.detail)) });
  }
  return plans;
}

const fullScans = (plans: { sql: string; plan: string[] }[]) =>
  plans.flatMap((p) =>
    p.plan
      .filter((line) =>
        BIG.some(
          (table) =>
            new RegExp(`^SCAN ${table}\\b`).test(line) &&
            !/USING (COVERING )?INDEX|USING INTEGER PRIMARY KEY/.test(line),
        ),
      )
      .map((line) => `${line}  <=  ${p.sql.slice(0, 160)}`),
  );

describe('hot queries use indexes (EXPLAIN QUERY PLAN)', () => {
  it.each([
    ['catalogue page by category', '/api/products?category_id=cat_rice&limit=50'],
    ['catalogue search', '/api/products?search=basm&limit=50'],
    ['grouped catalogue', '/api/items?limit=50'],
    ['grouped catalogue by category', '/api/items?category_id=cat_rice&limit=50'],
    ['grouped catalogue search', '/api/items?search=basm&limit=50'],
    ['cart', '/api/cart'],
    ['order list', '/api/orders'],
    ['notifications poll', '/api/notifications?since=0'],
    ['credit ledger', '/api/account/ledger'],
  ])('%s', async (_, path) => {
    const customer = await t.userWithToken('customer');
    const plans = await plansOf(async () => {
      const res = await t.call('GET', path, { token: customer.token });
      expect(res.status).toBe(200);
    });
    expect(plans.length).toBeGreaterThan(0);
    expect(fullScans(plans)).toEqual([]);
  });
});

describe('the grouped catalogue', () => {
  it('reads offers by the page of items, never by walking every live product', async () => {
    const customer = await t.userWithToken('customer');
    for (const path of ['/api/items?limit=50', '/api/items?category_id=cat_rice&limit=50']) {
      const plans = await plansOf(async () => {
        const res = await t.call('GET', path, { token: customer.token });
        expect(res.status).toBe(200);
      });
      // Listings not in any item are the one walk, on their own partial index.
      const walks = plans
        .flatMap((p) => p.plan)
        .filter((line) => /^SEARCH products USING INDEX products_live_/.test(line));
      expect(walks).toEqual([]);
    }
  });
});

describe('background work uses indexes', () => {
  it('the expiry check every few seconds reads the partial expiry index, not every product', async () => {
    const plans = await plansOf(() => expireListings(t.db, t.services.clock.now()));
    expect(plans.length).toBeGreaterThan(0);
    expect(fullScans(plans)).toEqual([]);
    expect(plans[0]!.plan.join(' ')).toContain('products_expiry_idx');
  });

  it('the check for parts not accepted in time starts from the orders still being worked on', async () => {
    const plans = await plansOf(() => flagOverdueParts(t.db, t.services.clock.now(), 24));
    expect(fullScans(plans)).toEqual([]);
    expect(plans[0]!.plan.join(' ')).toContain('orders_status_idx');
  });

  it('the daily credit reminders start from the partial index of credit orders', async () => {
    const { sql, params } = fallingDue(t.db, t.services.clock.now()).toSQL();
    const rows = (await t.db.$client.execute({ sql: `EXPLAIN QUERY PLAN ${sql}`, args: params as never }))
      .rows;
    const plan = rows.map((r) => String(r.detail));
    expect(fullScans([{ sql, plan }])).toEqual([]);
    expect(plan.join(' ')).toContain('orders_credit_due_idx');
  });
});
