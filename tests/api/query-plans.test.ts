import { catalogItems, products } from '@app/db';
import type { InStatement } from '@libsql/client';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireListings } from '../../packages/api/src/catalog/expiry.ts';
import { noticeEndingPrices } from '../../packages/api/src/contracts/notices.ts';
import { fallingDue } from '../../packages/api/src/credit/reminders.ts';
import { flagOverdueParts } from '../../packages/api/src/orders/overdue.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { customerWithCart, makeProduct } from '../support/catalog.ts';
import { placeAndConfirm } from '../support/gst.ts';

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
  'order_parts',
  'tax_documents',
  'catalog_items',
  'par_list_items',
];

let t: TestApp;
let statements: InStatement[] = [];
/** The statements of the last `plansOf` run, without the EXPLAINs that followed. */
let ran: InStatement[] = [];
beforeAll(async () => {
  t = await createTestApp({}, {}, (s) => statements.push(s));
  for (let i = 0; i < 30; i++)
    await makeProduct(t, { name: `Basmati ${i}`, categoryId: i % 2 ? 'cat_rice' : 'cat_flours' });
});
afterAll(() => t.close());

const sqlOf = (s: InStatement) => (typeof s === 'string' ? s : s.sql);

async function plansOf(run: () => Promise<unknown>) {
  statements = [];
  await run();
  const seen = statements.filter((s) => /^\s*(select|insert into \S+ \([^)]*\) select)/i.test(sqlOf(s)));
  ran = [...statements];
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

describe('issue 24 hot paths: statements per request and their indexes', () => {
  const planOf = (plans: { sql: string; plan: string[] }[], fragment: RegExp) => {
    const found = plans.find((p) => fragment.test(p.sql));
    expect(found, `no statement matching ${fragment}`).toBeDefined();
    return found!.plan.join(' | ');
  };

  it('cart add: one statement checks the product and the stock and merges the line, one reads the cart', async () => {
    const customer = await t.userWithToken('customer');
    // Its business made (on the first read, as for any account made by staff or tests).
    await t.call('GET', '/api/account/businesses', { token: customer.token });
    const [rice] = await t.db.select({ id: products.id }).from(products).limit(1);
    const plans = await plansOf(async () => {
      const res = await t.call('POST', '/api/cart', {
        token: customer.token,
        body: { product_id: rice!.id, quantity: 1 },
      });
      expect(res.status).toBe(200);
    });
    // The session and the outlet it buys for (decision 0112), read together (0120), the add, the
    // cart: no transaction, no separate stock or line read.
    expect(ran).toHaveLength(4);
    expect(ran.some((s) => /^\s*(begin|update)/i.test(sqlOf(s)))).toBe(false);
    expect(fullScans(plans)).toEqual([]);
    expect(planOf(plans, /^insert into "cart_items"/)).toContain('cart_user_outlet_product_uq');
  });

  it('cart quantity change: one statement checks the listing and sets the line, by its keys', async () => {
    const [rice] = await t.db.select({ id: products.id }).from(products).limit(1);
    const customer = await customerWithCart(t, [[rice!.id, 1]]);
    const line = (await t.call('GET', '/api/cart', { token: customer.token })).data.items[0].id;
    await plansOf(async () => {
      const res = await t.call('PUT', `/api/cart/${line}`, { token: customer.token, body: { quantity: 2 } });
      expect(res.status).toBe(200);
    });
    const set = ran.filter((s) => /^\s*update "cart_items"/i.test(sqlOf(s)));
    expect(set).toHaveLength(1);
    expect(ran.some((s) => /^\s*begin/i.test(sqlOf(s)))).toBe(false);
    const stmt = set[0] as { sql: string; args: never };
    const plan = (await t.db.$client.execute({ sql: `EXPLAIN QUERY PLAN ${stmt.sql}`, args: stmt.args })).rows
      .map((r) => String(r.detail))
      .join(' | ');
    expect(plan).toMatch(/SEARCH cart_items USING INDEX \S+ \(id=\?\)/);
    expect(plan).not.toMatch(/\bSCAN\b/);
  });

  it("order list: the page with each order's lines and delivery is one statement on the customer's index", async () => {
    const [rice] = await t.db.select({ id: products.id }).from(products).limit(1);
    const customer = await customerWithCart(t, [[rice!.id, 1]]);
    await placeAndConfirm(t, customer.token);
    const plans = await plansOf(async () => {
      const res = await t.call('GET', '/api/orders', { token: customer.token });
      expect(res.status).toBe(200);
      expect(res.data.orders[0].items).toHaveLength(1);
    });
    // The session and the outlets it sees (decision 0112), read together (0120), the account's
    // order version (0135), the page.
    expect(ran).toHaveLength(4);
    expect(fullScans(plans)).toEqual([]);
    const page = planOf(plans, /json_group_array/);
    expect(page).toContain('orders_customer_idx');
    expect(page).toContain('order_items_order_idx');
    // Its repeat, nothing changed since, is answered as kept: no page read.
    await plansOf(async () => {
      expect((await t.call('GET', '/api/orders', { token: customer.token })).status).toBe(200);
    });
    expect(ran).toHaveLength(3);
  });

  it('supplier orders: pages come newest first from the index (no sort of every part), counts from the index alone', async () => {
    const supplier = await t.userWithToken('supplier');
    const oil = await makeProduct(t, { supplierId: supplier.id, name: 'Sunflower Oil', stockQuantity: 500 });
    for (let i = 0; i < 3; i++) await placeAndConfirm(t, (await customerWithCart(t, [[oil, 1]])).token);
    for (const query of ['', '?status=new', '?from=2020-01-01', '?status=new&to=2099-12-31']) {
      const plans = await plansOf(async () => {
        const res = await t.call('GET', `/api/supplier/orders${query}`, { token: supplier.token });
        expect(res.status).toBe(200);
        expect(res.data.items.length).toBeGreaterThan(0);
      });
      expect(fullScans(plans)).toEqual([]);
      const page = planOf(plans, /from "order_parts" inner join "orders"/);
      expect(page).not.toContain('TEMP B-TREE');
      expect(page).toMatch(
        /INDEX order_parts_supplier(_status)?_idx \(supplier_id=\? AND (status=\? AND )?created_at>\? AND created_at<\?\)/,
      );
      // Each status counted over its own range of the index (decision 0121): five ranges, no rows.
      const counts = planOf(plans, /select \(select count\(\*\) from "order_parts"/);
      expect(
        counts.match(/COVERING INDEX order_parts_supplier_status_idx \(supplier_id=\? AND status=\?\)/g),
      ).toHaveLength(5);
      const lines = planOf(plans, /from "order_items" where/);
      expect(lines).toContain('order_items_order_idx (order_id=?)');
      expect(planOf(plans, /from "delivery_assignments"/)).toContain('delivery_order_idx (order_id=?');
      expect(planOf(plans, /from "line_substitutions"/)).toContain(
        'line_substitutions_order_idx (order_id=?)',
      );
    }
  });

  it('grouped catalogue: a category page walks the category index in name order', async () => {
    const customer = await t.userWithToken('customer');
    const listings = await t.db.select({ id: products.id }).from(products).limit(4);
    await t.db.insert(catalogItems).values({
      id: 'itm_plan',
      name: 'Basmati',
      key: 'basmati|1kg',
      unitBase: 'kg',
      categoryId: 'cat_rice',
    });
    await t.db
      .update(products)
      .set({ itemId: 'itm_plan' })
      .where(
        inArray(
          products.id,
          listings.map((l) => l.id),
        ),
      );
    const plans = await plansOf(async () => {
      const res = await t.call('GET', '/api/items?category_id=cat_rice&limit=50', { token: customer.token });
      expect(res.status).toBe(200);
      expect(res.data.items.length).toBeGreaterThan(0);
    });
    expect(fullScans(plans)).toEqual([]);
    expect(planOf(plans, /from "catalog_items"/)).toContain('catalog_items_category_idx');
  });

  it("par-list top-up writes its lines in one statement; it and an order's invoice list read through indexes", async () => {
    const three = await t.db.select({ id: products.id }).from(products).limit(3);
    const customer = await customerWithCart(t, [[three[0]!.id, 1]]);
    const order = await placeAndConfirm(t, customer.token);
    const list = await t.call('POST', '/api/lists', {
      token: customer.token,
      body: { name: 'Staples', items: three.map((p) => ({ product_id: p.id, par_quantity: 3 })) },
    });
    expect(list.status).toBe(201);
    const topUp = await plansOf(async () => {
      const res = await t.call('POST', `/api/lists/${list.data.id}/to-cart`, { token: customer.token });
      expect(res.status).toBe(200);
      expect(res.data.lines.map((l: { status: string }) => l.status)).toEqual(['added', 'added', 'added']);
    });
    expect(fullScans(topUp)).toEqual([]);
    // Three lines topped up: one upsert, not one statement per line.
    expect(ran.filter((s) => /^\s*insert into "cart_items"/i.test(sqlOf(s)))).toHaveLength(1);
    const invoices = await plansOf(async () => {
      const res = await t.call('GET', `/api/orders/${order.id}/invoices`, { token: customer.token });
      expect(res.status).toBe(200);
    });
    expect(invoices.length).toBeGreaterThan(0);
    expect(fullScans(invoices)).toEqual([]);
  });
});

describe('the outlet a call buys for, read with the session (decision 0120)', () => {
  const reachSent = () => ran.filter((s) => /from "business_members"/.test(sqlOf(s)));

  it('a buying call reads it by the session, through indexes; a catalogue page or a supplier never reads it', async () => {
    const customer = await t.userWithToken('customer');
    await t.call('GET', '/api/account/businesses', { token: customer.token });
    for (const call of [
      () => t.call('GET', '/api/cart', { token: customer.token }),
      () => t.call('GET', '/trpc/cart.list', { token: customer.token }),
    ]) {
      const plans = await plansOf(async () => expect((await call()).status).toBe(200));
      const sent = reachSent();
      expect(sent).toHaveLength(1);
      expect(sqlOf(sent[0]!)).toContain(
        '= (select "sessions"."user_id" from "sessions" where "sessions"."id" = ?)',
      );
      expect(fullScans(plans)).toEqual([]);
    }
    const supplier = await t.userWithToken('supplier');
    for (const [token, path] of [
      [customer.token, '/api/products?category_id=cat_rice&limit=50'],
      [customer.token, '/trpc/catalog.list?input=%7B%7D'],
      [supplier.token, '/api/supplier/orders'],
    ] as const) {
      await plansOf(async () => expect((await t.call('GET', path, { token })).status).toBe(200));
      expect(reachSent()).toEqual([]);
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

  it('the check for contract prices ending reads the partial index of prices not yet noticed', async () => {
    const plans = await plansOf(() => noticeEndingPrices(t.db, t.services.clock.now()));
    expect(plans[0]!.plan.join(' ')).toContain('contract_prices_notice_idx');
  });
});
