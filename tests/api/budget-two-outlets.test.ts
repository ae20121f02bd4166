import { businessMembers, memberOutlets, newId, orders, products } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { setRules } from '../support/approvals.ts';
import { bandraOutlet, ownerWithBusiness } from '../support/business.ts';
import { CHECKOUT, makeProduct } from '../support/catalog.ts';
import { expectOk } from '../support/rest-world.ts';

// Issue 38's "a budget is enforced under concurrent checkouts from two outlets' staff": each
// outlet's budget holds exactly under a race of its own staff, and never counts another outlet's
// orders (decision 0113: budgets are per outlet).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function staffOf(businessId: string, outletId: string) {
  const user = await t.userWithToken('customer');
  const memberId = newId('mem');
  await t.db
    .insert(businessMembers)
    .values({ id: memberId, businessId, userId: user.id, role: 'outlet_staff' });
  await t.db.insert(memberOutlets).values({ memberId, outletId });
  return user.token;
}

describe('budgets of two outlets under checkouts at once', () => {
  it('each outlet passes exactly what its own budget allows; the other outlet’s orders do not count', async () => {
    const o = await ownerWithBusiness(t);
    const bandra = await bandraOutlet(t, o);
    // ₹1,500 a month each, refusing past it: one ₹1,000 (and GST) order fits, two do not.
    for (const outlet of [o.outletId, bandra])
      await setRules(t, o, { monthly_budget: 1500, budget_mode: 'refuse' }, outlet);
    const [indoreA, indoreB, bandraStaff] = [
      await staffOf(o.businessId, o.outletId),
      await staffOf(o.businessId, o.outletId),
      await staffOf(o.businessId, bandra),
    ];
    // One cart per outlet: Indore's two staff each check out one supplier's part of it.
    const [rice, dal, oil] = [
      await makeProduct(t, { stockQuantity: 100 }),
      await makeProduct(t, { stockQuantity: 100 }),
      await makeProduct(t, { stockQuantity: 100 }),
    ];
    const supplierOf = async (id: string) =>
      (await t.db.select().from(products).where(eq(products.id, id)))[0]!.supplierId;
    for (const [token, product] of [
      [indoreA, rice],
      [indoreB, dal],
      [bandraStaff, oil],
    ] as const)
      expectOk(
        await t.call('POST', '/api/cart', { token, body: { product_id: product, quantity: 10 } }),
        'add',
      );
    const place = async (token: string, product: string) =>
      t.call('POST', '/api/orders', { token, body: { ...CHECKOUT, supplier_id: await supplierOf(product) } });
    const [a, b, c] = await Promise.all([place(indoreA, rice), place(indoreB, dal), place(bandraStaff, oil)]);

    const indore = [a, b];
    expect(indore.map((r) => r.status).sort(), JSON.stringify(indore.map((r) => r.data))).toEqual([201, 409]);
    expect(indore.find((r) => r.status === 409)!.data.code).toBe('budget_refused');
    expect(c.status, JSON.stringify(c.data)).toBe(201);

    const placed = await t.db.select().from(orders).where(eq(orders.customerId, o.owner.id));
    const byOutlet = (id: string) => placed.filter((p) => p.outletId === id);
    expect(byOutlet(o.outletId)).toHaveLength(1);
    expect(byOutlet(bandra)).toHaveLength(1);
    for (const outlet of [o.outletId, bandra])
      expect(byOutlet(outlet)[0]!.totalPaise).toBeLessThanOrEqual(150_000);
  });
});
