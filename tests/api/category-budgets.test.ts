import { approvalRequests, notifications, orderItems, orders, products } from '@app/db';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { approvalWorld, checkout, memberOf, requestApproval, setRules } from '../support/approvals.ts';
import { CHECKOUT, makeProduct, makeSupplier } from '../support/catalog.ts';

// Budgets per category (decision 0118) and a checkout's key reused after it went to approval.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type World = Awaited<ReturnType<typeof approvalWorld>>;
/** ₹100 a pack of rice with 5% GST: each pack spends ₹105 of a Rice budget. */
const riceWorld = async (riceBudget: number, mode: 'approval' | 'refuse', monthly: number | null = null) => {
  const w = await approvalWorld(t, { monthly_budget: monthly, budget_mode: mode });
  await setBudgets(w, [{ category_id: 'cat_rice', monthly_budget: riceBudget }], mode, monthly);
  return w;
};
const setBudgets = (
  w: World,
  category_budgets: { category_id: string; monthly_budget: number }[],
  budget_mode: 'approval' | 'refuse' = 'approval',
  monthly_budget: number | null = null,
) => setRules(t, w, { monthly_budget, budget_mode, category_budgets });
const budgetLevels = async (userId: string) =>
  (await t.db.select().from(notifications).where(eq(notifications.userId, userId)))
    .filter((n) => n.type === 'budget_level')
    .map((n) => n.title);
const rulesOf = async (w: World) =>
  (await t.call('GET', `/api/account/businesses/${w.businessId}/rules`, { token: w.owner.token })).data[0];
const placedCount = async (w: World) =>
  (await t.db.select().from(orders).where(eq(orders.outletId, w.outletId))).length;

describe('a monthly budget per category', () => {
  it('is set by the owner, shown with what is left, and past it needs approval naming the category', async () => {
    const w = await riceWorld(1000, 'approval');
    const rules = await rulesOf(w);
    expect(rules.category_budgets).toEqual([
      { category_id: 'cat_rice', category_name: 'Rice', monthly_budget: 1000, spent: 0, left: 1000 },
    ]);
    // 8 packs: ₹840 of Rice; pulses are no part of it.
    const pulses = await makeProduct(t, { categoryId: 'cat_pulses', name: 'Toor Dal' });
    expect((await checkout(t, w.chef.token, pulses, 3)).status).toBe(201);
    expect((await checkout(t, w.chef.token, w.product, 8)).status).toBe(201);
    await t.call('POST', '/api/cart', { token: w.chef.token, body: { product_id: w.product, quantity: 1 } });
    const left = await t.call('GET', '/api/cart/budget', { token: w.chef.token });
    expect(left.data).toMatchObject({ monthly_budget: null, left: null });
    expect(left.data.category_budgets).toEqual([
      expect.objectContaining({ category_id: 'cat_rice', spent: 840, left: 160, in_cart: true }),
    ]);
    // Two more packs pass ₹1,000: sent for approval, the sentence naming Rice, in English and Hindi.
    const over = await checkout(t, w.chef.token, w.product, 1);
    expect(over.status, JSON.stringify(over.data)).toBe(409);
    expect(over.data).toMatchObject({ code: 'approval_required', details: { reasons: ['over_budget'] } });
    expect(over.data.detail).toMatch(/monthly budget for Rice/);
    const hi = await t.call('POST', '/api/orders', {
      token: w.chef.token,
      body: CHECKOUT,
      headers: { 'accept-language': 'hi' },
    });
    expect(hi.data.detail).toMatch(/Rice के लिए/);
    // Sent for approval, the owner approves it: placed past the budget (mode approval).
    const asked = await requestApproval(t, w.chef.token);
    expect(asked.data.reasons).toEqual(['over_budget']);
    const ok = await t.call('POST', `/api/approvals/${asked.data.id}/approve`, { token: w.owner.token });
    expect(ok.status, JSON.stringify(ok.data)).toBe(200);
  });

  it('set to refuse, refuses anyone’s order past it, and an approval re-checks it when approving', async () => {
    const w = await riceWorld(500, 'approval');
    await checkout(t, w.chef.token, w.product, 6);
    const asked = await requestApproval(t, w.chef.token);
    expect(asked.status, JSON.stringify(asked.data)).toBe(201);
    // Meanwhile the owner sets the budget to refuse: approving refuses too, the request stays pending.
    await setBudgets(w, [{ category_id: 'cat_rice', monthly_budget: 500 }], 'refuse');
    const approve = await t.call('POST', `/api/approvals/${asked.data.id}/approve`, { token: w.owner.token });
    expect(approve.status).toBe(409);
    expect(approve.data).toMatchObject({ code: 'budget_refused', details: { category_id: 'cat_rice' } });
    expect(approve.data.detail).toMatch(/budget for Rice: ₹500\.00 is left/);
    const own = await checkout(t, w.owner.token, w.product, 5);
    expect(own.data.code).toBe('budget_refused');
    expect(await placedCount(w)).toBe(0);
    // Removing the category budget lifts it.
    await setBudgets(w, [], 'refuse');
    expect((await rulesOf(w)).category_budgets).toEqual([]);
    expect((await t.call('POST', '/api/orders', { token: w.owner.token, body: CHECKOUT })).status).toBe(201);
  });

  it('refuses an unknown category (404) and one named twice (400); only the owner sets them', async () => {
    const w = await riceWorld(500, 'approval');
    const put = (token: string, category_budgets: unknown) =>
      t.call('PUT', `/api/account/businesses/${w.businessId}/outlets/${w.outletId}/rules`, {
        token,
        body: {
          approval_above: null,
          off_list_needs_approval: false,
          monthly_budget: null,
          budget_mode: 'approval',
          category_budgets,
        },
      });
    expect((await put(w.owner.token, [{ category_id: 'cat_nope', monthly_budget: 1 }])).status).toBe(404);
    const twice = [
      { category_id: 'cat_rice', monthly_budget: 1 },
      { category_id: 'cat_rice', monthly_budget: 2 },
    ];
    expect((await put(w.owner.token, twice)).status).toBe(400);
    expect((await put(w.manager.token, [])).status).toBe(403);
    expect((await rulesOf(w)).category_budgets).toMatchObject([
      { category_id: 'cat_rice', monthly_budget: 500 },
    ]);
  });

  it('holds exactly when two staff of the outlet check out the same category at once', async () => {
    for (const mode of ['refuse', 'approval'] as const) {
      // Each checks out ₹1,050 of rice from its own supplier: together over ₹1,500.
      const w = await riceWorld(1500, mode);
      const second = await memberOf(t, w, 'outlet_staff');
      const supplier = await makeSupplier(t);
      const other = await makeProduct(t, { supplierId: supplier });
      const [own] = await t.db.select().from(products).where(eq(products.id, w.product));
      for (const [p, who] of [
        [w.product, w.chef.token],
        [other, second.token],
      ] as const)
        await t.call('POST', '/api/cart', { token: who, body: { product_id: p, quantity: 10 } });
      const [a, b] = await Promise.all([
        t.call('POST', '/api/orders', {
          token: w.chef.token,
          body: { ...CHECKOUT, supplier_id: own!.supplierId },
        }),
        t.call('POST', '/api/orders', { token: second.token, body: { ...CHECKOUT, supplier_id: supplier } }),
      ]);
      expect([a.status, b.status].sort(), JSON.stringify([a.data, b.data])).toEqual([201, 409]);
      const refused = a.status === 409 ? a : b;
      expect(refused.data.code).toBe(mode === 'refuse' ? 'budget_refused' : 'approval_required');
      expect(await placedCount(w)).toBe(1);
      expect((await rulesOf(w)).category_budgets[0]).toMatchObject({ spent: 1050, left: 450 });
    }
  });

  it('spends what a recomputation over the month’s order lines gives', async () => {
    const w = await riceWorld(100_000, 'approval');
    await setBudgets(w, [
      { category_id: 'cat_rice', monthly_budget: 100_000 },
      { category_id: 'cat_pulses', monthly_budget: 50_000 },
    ]);
    const dal = await makeProduct(t, { categoryId: 'cat_pulses', name: 'Toor Dal', pricePaise: 13_333 });
    const placed: string[] = [];
    for (const [p, q] of [
      [w.product, 3],
      [dal, 7],
      [w.product, 4],
      [dal, 2],
    ] as const) {
      await t.call('POST', '/api/cart', { token: w.owner.token, body: { product_id: p, quantity: q } });
      const res = await t.call('POST', '/api/orders', { token: w.owner.token, body: CHECKOUT });
      expect(res.status, JSON.stringify(res.data)).toBe(201);
      placed.push(res.data.id);
    }
    // One order cancelled, one line shipped short: neither counts.
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, placed[2]!));
    await t.db.update(orderItems).set({ shortQuantity: 3 }).where(eq(orderItems.orderId, placed[1]!));
    const lines = await t.db
      .select({ item: orderItems })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(eq(orders.outletId, w.outletId), ne(orders.status, 'cancelled'), eq(orderItems.kind, 'goods')),
      );
    const recomputed = (category: string) =>
      lines
        .filter((l) => l.item.categoryId === category)
        .reduce(
          (sum, { item: l }) =>
            sum + Math.trunc(((l.lineTotalPaise + l.taxPaise) * (l.quantity - l.shortQuantity)) / l.quantity),
          0,
        ) / 100;
    const shown = (await rulesOf(w)).category_budgets;
    expect(shown.map((c: { category_id: string; spent: number }) => [c.category_id, c.spent])).toEqual([
      ['cat_pulses', recomputed('cat_pulses')],
      ['cat_rice', recomputed('cat_rice')],
    ]);
    expect(recomputed('cat_rice')).toBe(315);
  });

  it('tells the owner at 80% and 100% of a category budget, each once a month', async () => {
    const w = await riceWorld(1000, 'approval');
    const order = async (quantity: number) =>
      expect((await checkout(t, w.owner.token, w.product, quantity)).status).toBe(201);
    await order(7); // ₹735
    expect(await budgetLevels(w.owner.id)).toEqual([]);
    await order(1); // ₹840: 84%
    expect(await budgetLevels(w.owner.id)).toEqual([
      expect.stringMatching(/used 80% of its monthly budget for Rice/),
    ]);
    await order(1); // ₹945
    expect(await budgetLevels(w.owner.id)).toHaveLength(1);
    await order(1); // ₹1,050: the owner's own order passes the budget
    await order(1);
    const told = await budgetLevels(w.owner.id);
    expect(told).toHaveLength(2);
    expect(told).toContainEqual(expect.stringMatching(/whole monthly budget for Rice/));
  });
});

describe('the budgets at checkout (decision 0120)', () => {
  it('are read with the cart, and the 80% alert reads none of its own', async () => {
    const sent: string[] = [];
    let watching = false;
    const s = await createTestApp({}, {}, (stmt) => {
      if (watching) sent.push(typeof stmt === 'string' ? stmt : stmt.sql);
    });
    try {
      const w = await approvalWorld(s, { monthly_budget: null, budget_mode: 'approval' });
      await setRules(s, w, { category_budgets: [{ category_id: 'cat_rice', monthly_budget: 1000 }] });
      await s.call('POST', '/api/cart', {
        token: w.owner.token,
        body: { product_id: w.product, quantity: 8 },
      });
      watching = true;
      const placed = await s.call('POST', '/api/orders', {
        token: w.owner.token,
        body: CHECKOUT,
        headers: { 'Idempotency-Key': 'owner-key-0001' },
      });
      watching = false;
      expect(placed.status, JSON.stringify(placed.data)).toBe(201);
      // Seen here: statements sent outside the order's batch. The budgets and the key's request are
      // read once, with the cart; the alert below takes its figures from the batch's own read.
      // The budgets and the key's request are read once, with the cart. The order's batch reads the
      // budgets again after its writes, and the alert below takes its figures from that read.
      const budgetReads = sent.flatMap((q, i) =>
        /from "outlets" left join "outlet_rules"/.test(q) ? [i] : [],
      );
      expect(budgetReads).toHaveLength(2);
      expect(sent[budgetReads[0]!]).toContain('"approval_requests"');
      expect(sent.filter((q) => q.includes('"approval_requests"'))).toHaveLength(1);
      const orderWritten = sent.findIndex((q) => q.startsWith('insert into "orders"'));
      expect(budgetReads[0]).toBeLessThan(orderWritten);
      expect(budgetReads[1]).toBeGreaterThan(orderWritten);
      const told = (await s.db.select().from(notifications).where(eq(notifications.userId, w.owner.id)))
        .filter((n) => n.type === 'budget_level')
        .map((n) => n.title);
      expect(told).toEqual([expect.stringMatching(/used 80% of its monthly budget for Rice/)]);
    } finally {
      s.close();
    }
  });
});

describe('a checkout’s Idempotency-Key reused after it went to approval', () => {
  const place = (token: string, key: string) =>
    t.call('POST', '/api/orders', { token, body: CHECKOUT, headers: { 'Idempotency-Key': key } });

  it('answers the same 409 approval_required naming the request, then the order its approval placed', async () => {
    const w = await approvalWorld(t);
    await t.call('POST', '/api/cart', { token: w.chef.token, body: { product_id: w.product, quantity: 10 } });
    const first = await place(w.chef.token, 'chef-key-0001');
    expect(first.data.code).toBe('approval_required');
    const asked = await t.call('POST', '/api/approval-requests', {
      token: w.chef.token,
      body: CHECKOUT,
      headers: { 'Idempotency-Key': 'chef-key-0001' },
    });
    expect(asked.status).toBe(201);
    // The cart is empty now: not cart_empty, the same refusal.
    const again = await place(w.chef.token, 'chef-key-0001');
    expect(again.status, JSON.stringify(again.data)).toBe(409);
    expect(again.data).toMatchObject({
      code: 'approval_required',
      details: { reasons: ['over_limit'], approval_request_id: asked.data.id, approval_status: 'pending' },
    });
    // With other lines in the cart the key still answers its request; the cart is left alone.
    await t.call('POST', '/api/cart', { token: w.chef.token, body: { product_id: w.product, quantity: 1 } });
    expect((await place(w.chef.token, 'chef-key-0001')).data.details.approval_request_id).toBe(asked.data.id);
    expect(await placedCount(w)).toBe(0);
    const approved = await t.call('POST', `/api/approvals/${asked.data.id}/approve`, {
      token: w.owner.token,
    });
    expect(approved.status).toBe(200);
    const replay = await place(w.chef.token, 'chef-key-0001');
    expect(replay.status, JSON.stringify(replay.data)).toBe(201);
    expect(replay.data).toMatchObject({ id: approved.data.order_id, replayed: true });
    expect(await placedCount(w)).toBe(1);
    // Another key orders the cart as usual.
    expect((await place(w.chef.token, 'chef-key-0002')).status).toBe(201);
    const [row] = await t.db.select().from(approvalRequests).where(eq(approvalRequests.id, asked.data.id));
    expect(row!.status).toBe('approved');
  });
});
