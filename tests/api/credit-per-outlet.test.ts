import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { bandraOutlet, invitation, ownerWithBusiness } from '../support/business.ts';
import { CHECKOUT, makeProduct } from '../support/catalog.ts';
import { expectOk } from '../support/rest-world.ts';

// Credit per outlet (decision 0112, "Credit per outlet"): an outlet's own limit within the
// account's line, held at checkout; the ledger as the buyer sees it.

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['userWithToken']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userWithToken('admin');
});
afterAll(() => t.close());

/** An owner (its profile the Indore outlet) with a Mumbai outlet, a chef of Indore, a ₹1,00,000 line. */
async function group() {
  const o = await ownerWithBusiness(t);
  const mumbai = await bandraOutlet(t, o);
  const inv = await invitation(t, o, { role: 'outlet_staff', outlet_ids: [o.outletId] });
  const chef = expectOk(
    await t.call('POST', `/api/invitations/${inv.token}/register`, {
      body: { username: 'Arjun Patel', password: 'secret123', phone: '9876543210' },
    }),
    'register',
  );
  expectOk(
    await t.call('PUT', `/api/admin/customers/${o.owner.id}/credit`, {
      token: admin.token,
      body: { limit: 100_000, period_days: 15 },
    }),
    'grant',
  );
  return { ...o, indore: o.outletId, mumbai, chef: chef.access_token as string };
}

const as = (token: string, outlet?: string) => ({
  token,
  headers: (outlet ? { 'x-outlet': outlet } : {}) as Record<string, string>,
});
const add = (who: ReturnType<typeof as>, product: string, quantity = 1) =>
  t.call('POST', '/api/cart', { ...who, body: { product_id: product, quantity } });
const onCredit = (who: ReturnType<typeof as>, extra: Record<string, string> = {}) =>
  t.call('POST', '/api/orders', { ...who, body: { ...CHECKOUT, payment_method: 'CREDIT', ...extra } });
const outletLimit = (ownerId: string, outlet: string, limit: number | null, token = admin.token) =>
  t.call('PUT', `/api/admin/customers/${ownerId}/outlets/${outlet}/credit`, { token, body: { limit } });
const ledger = async (who: ReturnType<typeof as>) =>
  expectOk(await t.call('GET', '/api/account/ledger', who), 'ledger');

describe("an outlet's own credit limit", () => {
  it("refuses a Mumbai order the account's line would allow; Indore, with no limit of its own, orders it", async () => {
    const g = await group();
    const product = await makeProduct(t, { stockQuantity: 100 });
    const set = await outletLimit(g.owner.id, g.mumbai, 150);
    expect(set.status, JSON.stringify(set.data)).toBe(200);
    expect(set.data.outlets).toEqual([
      expect.objectContaining({ outlet_id: g.indore, limit: null }),
      expect.objectContaining({ outlet_id: g.mumbai, name: 'Bandra', limit: 150 }),
    ]);

    const mumbai = as(g.owner.token, g.mumbai);
    await add(mumbai, product, 2);
    const refused = await onCredit(mumbai);
    expect(refused.status).toBe(409);
    expect(refused.data.code).toBe('outlet_credit_limit');
    expect(refused.data.detail).toContain("over this outlet's available credit of ₹150");
    const seen = await ledger(mumbai);
    expect(seen.outlet_credit).toEqual({ outlet_id: g.mumbai, limit: 150, outstanding: 0, available: 150 });

    const indore = as(g.owner.token, g.indore);
    await add(indore, product, 2);
    expect((await onCredit(indore)).status).toBe(201);

    // Cleared, only the account's line applies to Mumbai again.
    expect((await outletLimit(g.owner.id, g.mumbai, null)).status).toBe(200);
    expect((await onCredit(mumbai)).status).toBe(201);
  });

  it('two credit checkouts at once for one outlet never pass its limit', async () => {
    const g = await group();
    const [s1, s2] = await Promise.all([t.userWithToken('supplier'), t.userWithToken('supplier')]);
    const a = await makeProduct(t, { supplierId: s1.id, stockQuantity: 100 });
    const b = await makeProduct(t, { supplierId: s2.id, stockQuantity: 100 });
    const mumbai = as(g.owner.token, g.mumbai);
    await add(mumbai, a);
    await add(mumbai, b);
    // Each supplier's order alone (₹151 with its charges) is within ₹250; both together are not.
    expect((await outletLimit(g.owner.id, g.mumbai, 250)).status).toBe(200);
    const both = await Promise.all([
      onCredit(mumbai, { supplier_id: s1.id }),
      onCredit(as(g.owner.token, g.mumbai), { supplier_id: s2.id }),
    ]);
    expect(both.map((r) => r.status).sort(), JSON.stringify(both.map((r) => r.data))).toEqual([201, 409]);
    expect(both.find((r) => r.status === 409)!.data.code).toBe('outlet_credit_limit');
    const own = (await ledger(mumbai)).outlet_credit;
    expect(own.outstanding).toBeGreaterThan(0);
    expect(own.outstanding).toBeLessThanOrEqual(250);
  });

  it('only staff managing customers in its city set it, for an outlet of that business', async () => {
    const g = await group();
    expect((await outletLimit(g.owner.id, g.mumbai, 100, g.owner.token)).status).toBe(403);
    const stranger = await ownerWithBusiness(t);
    expect((await outletLimit(g.owner.id, stranger.outletId, 100)).status).toBe(404);
    expect((await outletLimit(g.owner.id, g.mumbai, -1)).status).toBe(400);
  });
});

describe('the ledger as the buyer sees it', () => {
  it('a chef sees only its outlet’s credit orders; the owner each outlet and the total', async () => {
    const g = await group();
    const product = await makeProduct(t, { stockQuantity: 100 });
    const indore = as(g.owner.token, g.indore);
    const mumbai = as(g.owner.token, g.mumbai);
    await add(indore, product, 1);
    const inIndore = expectOk(await onCredit(indore), 'indore order');
    await add(mumbai, product, 2);
    const inMumbai = expectOk(await onCredit(mumbai), 'mumbai order');
    const [i, m] = [inIndore.total_amount as number, inMumbai.total_amount as number];

    const chefs = await ledger(as(g.chef));
    expect(chefs.open_orders.map((o: { order_id: string }) => o.order_id)).toEqual([inIndore.id]);
    expect(chefs.entries.map((e: { reference: string }) => e.reference)).toEqual([inIndore.order_number]);
    expect(chefs).toMatchObject({ customer_id: g.owner.id, balance: i, outstanding: i });
    expect(chefs.outlets).toEqual([
      { outlet_id: g.indore, name: expect.any(String), limit: null, outstanding: i },
    ]);
    expect(chefs.outlet_credit).toMatchObject({ outlet_id: g.indore, outstanding: i });
    // The Mumbai ledger is not the chef's to read.
    expect((await t.call('GET', '/api/account/ledger', as(g.chef, g.mumbai))).status).toBe(403);

    const owners = await ledger(as(g.owner.token));
    expect(owners.open_orders).toHaveLength(2);
    expect(owners.outlets).toEqual([
      expect.objectContaining({ outlet_id: g.indore, outstanding: i }),
      expect.objectContaining({ outlet_id: g.mumbai, outstanding: m }),
    ]);
    expect(owners.outstanding).toBeCloseTo(i + m, 2);
    expect(owners.balance).toBeCloseTo(i + m, 2);
    // Staff see every outlet too.
    const staffs = expectOk(
      await t.call('GET', `/api/admin/customers/${g.owner.id}/ledger`, { token: admin.token }),
      'staff ledger',
    );
    expect(staffs.outlets).toHaveLength(2);
    expect(staffs.outlet_credit).toBeNull();
  });
});
