import { runScheduledWork } from '@app/api';
import { approvalRequests, cartItems, notifications, orders, products } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { approvalWorld, checkout, memberOf, pendingRequest, requestApproval } from '../support/approvals.ts';
import { CHECKOUT, makeProduct, makeSupplier, stockOf } from '../support/catalog.ts';
import { expectOk } from '../support/rest-world.ts';

// Approvals and budgets per outlet (decision 0113), through the real app.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const noticesOf = async (userId: string) =>
  (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.type);
const ordersOf = async (customerId: string) =>
  t.db.select().from(orders).where(eq(orders.customerId, customerId));
const requestRow = async (id: string) =>
  (await t.db.select().from(approvalRequests).where(eq(approvalRequests.id, id)))[0]!;

const cartOf = (userId: string) => t.db.select().from(cartItems).where(eq(cartItems.userId, userId));
const requestsOf = (outletId: string) =>
  t.db.select().from(approvalRequests).where(eq(approvalRequests.outletId, outletId));

describe('an order above the outlet’s limit', () => {
  it('is refused 409 approval_required naming why, in English and Hindi; nothing is written', async () => {
    const w = await approvalWorld(t);
    const res = await checkout(t, w.chef.token, w.product, 10);
    expect(res.status, JSON.stringify(res.data)).toBe(409);
    expect(res.data).toMatchObject({ code: 'approval_required', details: { reasons: ['over_limit'] } });
    expect(res.data.detail).toMatch(/over the outlet's limit of ₹500\.00/);
    const hi = await t.call('POST', '/api/orders', {
      token: w.chef.token,
      body: CHECKOUT,
      headers: { 'accept-language': 'hi' },
    });
    expect(hi.data.detail).toMatch(/₹500\.00 की सीमा/);
    expect(await cartOf(w.owner.id)).toHaveLength(1);
    expect(await requestsOf(w.outletId)).toHaveLength(0);
    expect(await noticesOf(w.owner.id)).not.toContain('approval_needed');
  });

  it('sent for approval: no order, no stock held, the lines out of the cart, approvers told', async () => {
    const w = await approvalWorld(t);
    await checkout(t, w.chef.token, w.product, 10);
    const res = await requestApproval(t, w.chef.token, 'chef-checkout-1');
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    expect(res.data).toMatchObject({
      status: 'pending',
      reasons: ['over_limit'],
      requested_by: w.chef.userId,
    });
    expect(res.data.lines).toEqual([{ product_id: w.product, name: 'Basmati Rice', quantity: 10 }]);
    expect(await ordersOf(w.owner.id)).toHaveLength(0);
    expect(await stockOf(t.db, w.product)).toBe(50);
    expect(await cartOf(w.owner.id)).toHaveLength(0);
    expect(await noticesOf(w.owner.id)).toContain('approval_needed');
    expect(await noticesOf(w.manager.userId)).toContain('approval_needed');
    expect(await noticesOf(w.chef.userId)).not.toContain('approval_needed');
    // A repeat with the same key (the cart now empty) answers the same request, and saves no other.
    const again = await requestApproval(t, w.chef.token, 'chef-checkout-1');
    expect(again.status, JSON.stringify(again.data)).toBe(201);
    expect(again.data.id).toBe(res.data.id);
    expect(await requestsOf(w.outletId)).toHaveLength(1);
    // Each approver lists it; the chef sees it among its own.
    const toDecide = await t.call('GET', '/api/approvals', { token: w.manager.token });
    expect(toDecide.data.map((r: { id: string }) => r.id)).toEqual([res.data.id]);
    const mine = await t.call('GET', '/api/approvals?scope=mine', { token: w.chef.token });
    expect(mine.data).toHaveLength(1);
    expect((await t.call('GET', '/api/approvals', { token: w.chef.token })).data).toEqual([]);
  });

  it('the same key sent twice at once saves one request', async () => {
    const w = await approvalWorld(t);
    await checkout(t, w.chef.token, w.product, 10);
    const [a, b] = await Promise.all([
      requestApproval(t, w.chef.token, 'twice-at-once'),
      requestApproval(t, w.chef.token, 'twice-at-once'),
    ]);
    expect([a.status, b.status], JSON.stringify([a.data, b.data])).toEqual([201, 201]);
    expect(a.data.id).toBe(b.data.id);
    expect(await requestsOf(w.outletId)).toHaveLength(1);
  });

  it('below the limit, and an owner’s own order above it, need no approval and are placed', async () => {
    const w = await approvalWorld(t);
    await t.call('POST', '/api/cart', { token: w.chef.token, body: { product_id: w.product, quantity: 2 } });
    const needless = await requestApproval(t, w.chef.token);
    expect(needless.status).toBe(409);
    expect(needless.data.code).toBe('approval_not_needed');
    expect(await cartOf(w.owner.id)).toHaveLength(1);
    expect(
      (await t.call('POST', '/api/orders', { token: w.chef.token, body: CHECKOUT })).data.order_number,
    ).toMatch(/^SB-/);
    const owners = await checkout(t, w.owner.token, w.product, 10);
    expect(owners.data.order_number).toMatch(/^SB-/);
    expect(await requestsOf(w.outletId)).toHaveLength(0);
  });

  it('cannot be approved by its author; another approver places it at current prices and stock', async () => {
    const w = await approvalWorld(t);
    // The purchase manager asks: it approves for the outlet, but never its own request.
    expect((await checkout(t, w.manager.token, w.product, 10)).data.code).toBe('approval_required');
    const id = (await requestApproval(t, w.manager.token)).data.id as string;
    const own = await t.call('POST', `/api/approvals/${id}/approve`, { token: w.manager.token });
    expect(own.status).toBe(403);
    expect(own.data.detail).toMatch(/own order/);
    // Outlet staff approve nothing: the request is not theirs to see.
    const chef = await t.call('POST', `/api/approvals/${id}/approve`, { token: w.chef.token });
    expect(chef.status).toBe(404);
    // Meanwhile the price rose and stock fell: approval orders at today's figures.
    await t.db
      .update(products)
      .set({ pricePaise: 12_000, stockQuantity: 30 })
      .where(eq(products.id, w.product));
    const ok = await t.call('POST', `/api/approvals/${id}/approve`, { token: w.owner.token });
    expect(ok.status, JSON.stringify(ok.data)).toBe(200);
    expect(ok.data).toMatchObject({ status: 'approved', order_number: expect.stringMatching(/^SB-/) });
    const [order] = await ordersOf(w.owner.id);
    expect(order).toMatchObject({ id: ok.data.order_id, placedBy: w.manager.userId, outletId: w.outletId });
    expect(order!.subtotalPaise).toBe(120_000);
    expect(await stockOf(t.db, w.product)).toBe(20);
    expect(await noticesOf(w.manager.userId)).toContain('approval_approved');
    // Decided once: a second approval is refused, and no second order is made.
    const again = await t.call('POST', `/api/approvals/${id}/approve`, { token: w.owner.token });
    expect(again.status).toBe(409);
    expect(await ordersOf(w.owner.id)).toHaveLength(1);
  });

  it('an approval the stock cannot meet tells the approver why and leaves the request pending', async () => {
    const w = await pendingRequest(t);
    await t.db.update(products).set({ stockQuantity: 3 }).where(eq(products.id, w.product));
    const res = await t.call('POST', `/api/approvals/${w.requestId}/approve`, { token: w.owner.token });
    expect(res.status).toBe(409);
    expect(res.data.detail).toMatch(/Basmati Rice/);
    expect((await requestRow(w.requestId)).status).toBe('pending');
    expect(await ordersOf(w.owner.id)).toHaveLength(0);
  });

  it('is rejected with a reason the requester is told', async () => {
    const w = await pendingRequest(t);
    const bare = await t.call('POST', `/api/approvals/${w.requestId}/reject`, {
      token: w.owner.token,
      body: { reason: '' },
    });
    expect(bare.status).toBe(400);
    const res = await t.call('POST', `/api/approvals/${w.requestId}/reject`, {
      token: w.owner.token,
      body: { reason: 'Too much rice this week' },
    });
    expect(res.data).toMatchObject({ status: 'rejected', decision_note: 'Too much rice this week' });
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, w.chef.userId));
    expect(told.find((n) => n.type === 'approval_rejected')?.message).toMatch(/Too much rice/);
  });

  it('lapses after a day undecided: the requester is told, and it can no longer be approved', async () => {
    const w = await pendingRequest(t);
    t.advance(24 * 60 * 60_000 + 1);
    const report = await runScheduledWork(t.services, t.services.clock.now());
    expect(report.lapsedApprovals).toBeGreaterThanOrEqual(1);
    expect((await requestRow(w.requestId)).status).toBe('lapsed');
    expect(await noticesOf(w.chef.userId)).toContain('approval_lapsed');
    const res = await t.call('POST', `/api/approvals/${w.requestId}/approve`, { token: w.owner.token });
    expect(res.status).toBe(409);
  });

  it('off the outlet’s lists needs approval when the owner says so; another outlet’s lists do not count', async () => {
    const w = await approvalWorld(t, { off_list_needs_approval: true });
    const res = await checkout(t, w.chef.token, w.product, 1);
    expect(res.data.details.reasons).toEqual(['off_list']);
    expect(res.data.detail).toMatch(/not on the outlet's lists/);
    // Decision 0117: on a list of the business's other outlet, it is still off this outlet's lists.
    const other = expectOk(
      await t.call('POST', `/api/account/businesses/${w.businessId}/outlets`, {
        token: w.owner.token,
        body: { name: 'Vijay Nagar', address: '14 Scheme 54, Vijay Nagar, Indore', city_id: 'city_indore' },
      }),
      'add outlet',
    ).id as string;
    const listFor = (outlet: string) =>
      t.call('POST', '/api/lists', {
        token: w.owner.token,
        headers: { 'x-outlet': outlet },
        body: { name: 'Staples', items: [{ product_id: w.product, par_quantity: 2 }] },
      });
    expect((await listFor(other)).status).toBe(201);
    const place = () => t.call('POST', '/api/orders', { token: w.chef.token, body: CHECKOUT });
    expect((await place()).data.details.reasons).toEqual(['off_list']);
    expect((await listFor(w.outletId)).status).toBe(201);
    const placed = await place();
    expect(placed.status, JSON.stringify(placed.data)).toBe(201);
  });

  it('only the owner sets rules', async () => {
    const w = await approvalWorld(t);
    const res = await t.call('PUT', `/api/account/businesses/${w.businessId}/outlets/${w.outletId}/rules`, {
      token: w.manager.token,
      body: {
        approval_above: null,
        off_list_needs_approval: false,
        monthly_budget: null,
        budget_mode: 'approval',
      },
    });
    expect(res.status).toBe(403);
  });
});

describe('a monthly budget', () => {
  it('shows what is left; past it an order needs approval; the owner is told at 80% and 100% once', async () => {
    // ₹100 a pack with 5% GST: 8 packs are ₹840 of ₹1,000.
    const w = await approvalWorld(t, { monthly_budget: 1000, budget_mode: 'approval' });
    await t.db.update(products).set({ gstRate: 5 }).where(eq(products.id, w.product));
    const placed = await checkout(t, w.chef.token, w.product, 8);
    expect(placed.data.order_number, JSON.stringify(placed.data)).toMatch(/^SB-/);
    const total = placed.data.total_amount as number;
    const left = await t.call('GET', '/api/cart/budget', { token: w.chef.token });
    expect(left.data).toMatchObject({ monthly_budget: 1000, spent: total, left: 1000 - total });
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, w.owner.id));
    expect(told.filter((n) => n.type === 'budget_level')).toHaveLength(1);
    const over = await checkout(t, w.chef.token, w.product, 3);
    expect(over.data.details.reasons).toEqual(['over_budget']);
    expect(over.data.detail).toMatch(/past the outlet's monthly budget/);
    const asked = await requestApproval(t, w.chef.token);
    expect(asked.data.reasons).toEqual(['over_budget']);
    // The owner approves it: spending passes 100%, told once more.
    expect(
      (await t.call('POST', `/api/approvals/${asked.data.id}/approve`, { token: w.owner.token })).status,
    ).toBe(200);
    const after = await t.db.select().from(notifications).where(eq(notifications.userId, w.owner.id));
    expect(after.filter((n) => n.type === 'budget_level')).toHaveLength(2);
  });

  it('set to refuse, holds exactly when two of the outlet’s staff check out at once', async () => {
    const w = await approvalWorld(t, { monthly_budget: 1500, budget_mode: 'refuse' });
    const second = await memberOf(t, w, 'outlet_staff');
    // One cart per outlet: each checks out one supplier's ₹1,000 of it, together over ₹1,500.
    const other = await makeProduct(t, { supplierId: await makeSupplier(t), stockQuantity: 50 });
    const supplierOf = async (id: string) =>
      (await t.db.select().from(products).where(eq(products.id, id)))[0]!.supplierId;
    for (const [p, who] of [
      [w.product, w.chef.token],
      [other, second.token],
    ] as const)
      await t.call('POST', '/api/cart', { token: who, body: { product_id: p, quantity: 10 } });
    const [a, b] = await Promise.all([
      t.call('POST', '/api/orders', {
        token: w.chef.token,
        body: { ...CHECKOUT, supplier_id: await supplierOf(w.product) },
      }),
      t.call('POST', '/api/orders', {
        token: second.token,
        body: { ...CHECKOUT, supplier_id: await supplierOf(other) },
      }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses, JSON.stringify([a.data, b.data])).toEqual([201, 409]);
    const refused = a.status === 409 ? a : b;
    expect(refused.data.code).toBe('budget_refused');
    expect(await ordersOf(w.owner.id)).toHaveLength(1);
    // Refused, not held: nothing waits for approval.
    expect(
      await t.db.select().from(approvalRequests).where(eq(approvalRequests.outletId, w.outletId)),
    ).toHaveLength(0);
  });
});
