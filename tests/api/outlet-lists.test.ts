import { approvalRequests, cartItems, notifications, orders, standingOrderRuns } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runStandingOrders } from '../../packages/api/src/standing/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { setRules } from '../support/approvals.ts';
import { bandraOutlet, GSTIN_MH, invitedMember, ownerWithBusiness } from '../support/business.ts';
import { gstinOf, makeProduct } from '../support/catalog.ts';
import { documentsOf, goodsLeave } from '../support/gst.ts';
import { standingBody } from '../support/rest-fixtures-standing.ts';
import { expectOk } from '../support/rest-world.ts';

// Par lists and standing orders per outlet (decision 0117), through the real app.
const IST = 330 * 60_000;
const at = (day: string, minute: number) => Date.parse(`${day}T00:00:00Z`) - IST + minute * 60_000;
/** Without a slot, a run places Tuesday's order at 6 am that day, less its lead. */
const TUESDAY_RUN = at('2026-12-08', 6 * 60);

let t: TestApp;
let now: number;
beforeEach(async () => {
  now = at('2026-12-07', 12 * 60);
  t = await createTestApp({ clock: { now: () => now } });
});
afterEach(() => t.close());

/** An owner (its profile the Indore outlet), a Bandra outlet in Maharashtra, a chef of Indore. */
async function group() {
  const o = await ownerWithBusiness(t);
  const mumbai = await bandraOutlet(t, o);
  const chef = await invitedMember(t, o);
  const supplier = await t.userWithToken('supplier', {
    legalName: 'Malwa Wholesale Pvt Ltd',
    gstin: gstinOf('23', 'AAACM1234A'),
    state: 'Madhya Pradesh',
    businessAddress: '14 Siyaganj, Indore 452007',
  });
  const product = await makeProduct(t, { supplierId: supplier.id, stockQuantity: 100 });
  return { ...o, indore: o.outletId, mumbai, chef, product };
}

const as = (token: string, outlet?: string) => ({
  token,
  headers: (outlet ? { 'x-outlet': outlet } : {}) as Record<string, string>,
});
type Who = ReturnType<typeof as>;
const newList = (who: Who, product: string, name = 'Staples') =>
  t.call('POST', '/api/lists', { ...who, body: { name, items: [{ product_id: product, par_quantity: 4 }] } });
const names = (res: { data: { lists: { name: string; outlet_id: string }[] } }) =>
  res.data.lists.map((l) => `${l.name}@${l.outlet_id}`).sort();
const newStanding = (who: Who, product: string, quantity = 1) =>
  t.call('POST', '/api/standing-orders', {
    ...who,
    body: { ...standingBody(product), lines: [{ product_id: product, quantity }] },
  });
const run = () => runStandingOrders(t.db, now, t.services.config.orderLimits);

describe('par lists per outlet', () => {
  it('each outlet has its own lists, the same name in both; the owner reads them all, the chef its own', async () => {
    const g = await group();
    const indore = expectOk(await newList(as(g.owner.token), g.product), 'Indore list');
    expect(indore.outlet_id).toBe(g.indore);
    const mumbai = expectOk(await newList(as(g.owner.token, g.mumbai), g.product), 'Mumbai list');
    expect(mumbai.outlet_id).toBe(g.mumbai);
    const chefs = expectOk(await newList(as(g.chef.token), g.product, 'Chef’s'), 'chef list');
    expect(chefs.outlet_id).toBe(g.indore);

    const read = (who: Who, all = false) => t.call('GET', `/api/lists${all ? '?all_outlets=true' : ''}`, who);
    expect(names(await read(as(g.owner.token, g.mumbai)))).toEqual([`Staples@${g.mumbai}`]);
    expect(names(await read(as(g.owner.token)))).toEqual([`Chef’s@${g.indore}`, `Staples@${g.indore}`]);
    expect(names(await read(as(g.owner.token), true))).toEqual(
      [`Chef’s@${g.indore}`, `Staples@${g.indore}`, `Staples@${g.mumbai}`].sort(),
    );
    // The chef reaches Indore alone: all its outlets is Indore.
    expect(names(await read(as(g.chef.token), true))).toEqual([`Chef’s@${g.indore}`, `Staples@${g.indore}`]);
    // Through tRPC too, with the same filter.
    const input = encodeURIComponent(JSON.stringify({ all_outlets: true }));
    const trpc = await t.call('GET', `/trpc/cart.lists.list?input=${input}`, as(g.owner.token));
    expect(trpc.data.result.data.lists).toHaveLength(3);
  });

  it('the chef of Indore is refused on Bandra’s list: 403 naming Bandra, 404 from Indore', async () => {
    const g = await group();
    const list = expectOk(await newList(as(g.owner.token, g.mumbai), g.product), 'Mumbai list');
    const id = list.id as string;
    expect((await t.call('GET', '/api/lists', as(g.chef.token, g.mumbai))).status).toBe(403);
    expect((await t.call('GET', `/api/lists/${id}`, as(g.chef.token, g.mumbai))).status).toBe(403);
    for (const [method, path] of [
      ['GET', `/api/lists/${id}`],
      ['PUT', `/api/lists/${id}`],
      ['DELETE', `/api/lists/${id}`],
      ['POST', `/api/lists/${id}/to-cart`],
    ] as const) {
      const res = await t.call(method, path, {
        ...as(g.chef.token),
        body: method === 'PUT' ? { name: 'Mine now' } : undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    // Nor does the owner use it from Indore: a list is used for its own outlet.
    expect((await t.call('POST', `/api/lists/${id}/to-cart`, as(g.owner.token))).status).toBe(404);
    expect(expectOk(await t.call('GET', `/api/lists/${id}`, as(g.owner.token, g.mumbai)), 'read').name).toBe(
      'Staples',
    );
  });

  it('topping up from Bandra’s list fills Bandra’s cart, not Indore’s', async () => {
    const g = await group();
    const list = expectOk(await newList(as(g.owner.token, g.mumbai), g.product), 'Mumbai list');
    const res = await t.call('POST', `/api/lists/${list.id}/to-cart`, as(g.owner.token, g.mumbai));
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    const lines = await t.db.select().from(cartItems).where(eq(cartItems.userId, g.owner.id));
    expect(lines.map((l) => [l.outletId, l.quantity])).toEqual([[g.mumbai, 4]]);
  });

  it('a removed chef reaches neither its lists nor its standing orders', async () => {
    const g = await group();
    expectOk(await newList(as(g.chef.token), g.product), 'chef list');
    expectOk(await newStanding(as(g.chef.token), g.product), 'chef standing');
    expectOk(
      await t.call('DELETE', `/api/account/businesses/${g.businessId}/members/${g.chef.memberId}`, {
        token: g.owner.token,
      }),
      'remove chef',
    );
    // Its sessions ended with its membership; signed in again, its own account has none of them.
    expect((await t.call('GET', '/api/lists', as(g.chef.token))).status).toBe(401);
    const again = expectOk(
      await t.call('POST', '/api/auth/login', { body: { email: g.chef.email, password: 'secret123' } }),
      'login',
    );
    const token = again.access_token as string;
    expect((await t.call('GET', '/api/lists', as(token))).data.lists).toEqual([]);
    expect((await t.call('GET', '/api/standing-orders', as(token))).data.items).toEqual([]);
    expect((await t.call('GET', '/api/lists', as(token, g.indore))).status).toBe(403);
    expect((await t.call('GET', '/api/standing-orders', as(token, g.indore))).status).toBe(403);
    // Its standing order, still the outlet's, orders nothing as a person who no longer buys for it.
    now = TUESDAY_RUN;
    await run();
    expect(await t.db.select().from(orders).where(eq(orders.customerId, g.owner.id))).toEqual([]);
    const [runRow] = await t.db.select().from(standingOrderRuns);
    expect(runRow!.status).toBe('failed');
    expect(JSON.stringify(runRow!.report)).toContain('no longer orders for this outlet');
  });
});

describe('standing orders per outlet', () => {
  it('are made for the outlet ordered for, and another outlet’s is absent to the chef', async () => {
    const g = await group();
    const chefs = expectOk(await newStanding(as(g.chef.token), g.product), 'chef standing');
    expect(chefs.outlet_id).toBe(g.indore);
    const bandra = expectOk(await newStanding(as(g.owner.token, g.mumbai), g.product), 'Bandra standing');
    expect(bandra.outlet_id).toBe(g.mumbai);
    const listed = (who: Who, all = false) =>
      t
        .call('GET', `/api/standing-orders${all ? '?all_outlets=true' : ''}`, who)
        .then((r) => r.data.items.map((s: { id: string }) => s.id).sort());
    expect(await listed(as(g.chef.token))).toEqual([chefs.id]);
    expect(await listed(as(g.chef.token), true)).toEqual([chefs.id]);
    expect(await listed(as(g.owner.token, g.mumbai))).toEqual([bandra.id]);
    expect(await listed(as(g.owner.token), true)).toEqual([chefs.id, bandra.id].sort());
    for (const [method, path] of [
      ['GET', `/api/standing-orders/${bandra.id}`],
      ['DELETE', `/api/standing-orders/${bandra.id}`],
      ['POST', `/api/standing-orders/${bandra.id}/pause`],
      ['POST', `/api/standing-orders/${bandra.id}/skip`],
    ] as const) {
      const body = path.endsWith('pause') ? { paused: true } : { date: '2026-12-08', skip: true };
      const res = await t.call(method, path, {
        ...as(g.chef.token),
        body: method === 'POST' ? body : undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect(
      (await t.call('GET', `/api/standing-orders/${bandra.id}`, as(g.chef.token, g.mumbai))).status,
    ).toBe(403);
  });

  it('Bandra’s run orders for Bandra: its address, GSTIN and Maharashtra, IGST from a seller in MP', async () => {
    const g = await group();
    expectOk(await newStanding(as(g.owner.token, g.mumbai), g.product, 2), 'Bandra standing');
    now = TUESDAY_RUN;
    await run();
    const [order] = await t.db.select().from(orders).where(eq(orders.customerId, g.owner.id));
    expect(order).toMatchObject({
      outletId: g.mumbai,
      placedBy: g.owner.id,
      cityId: 'city_mumbai',
      customerGstin: GSTIN_MH,
      customerState: 'Maharashtra',
      deliveryAddress: '5 Hill Road, Bandra West, Mumbai 400050',
    });
    await goodsLeave(t, order!.id);
    const [invoice] = (await documentsOf(t, order!.id, g.owner.token)).filter(
      (d) => d.kind === 'tax_invoice',
    );
    expect(invoice).toMatchObject({ cgst: 0, sgst: 0 });
    expect(invoice!.igst).toBeGreaterThan(0);
  });

  it('a run the outlet’s rules hold is sent for approval as its maker; the owner is told', async () => {
    const g = await group();
    await setRules(t, g, { approval_above: 500 });
    expectOk(await newStanding(as(g.chef.token), g.product, 10), 'chef standing');
    now = TUESDAY_RUN;
    await run();
    await run();
    expect(await t.db.select().from(orders).where(eq(orders.customerId, g.owner.id))).toEqual([]);
    const requests = await t.db
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.outletId, g.indore));
    expect(requests).toEqual([
      expect.objectContaining({ requestedBy: g.chef.userId, status: 'pending', reasons: ['over_limit'] }),
    ]);
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, g.owner.id)));
    expect(told.map((n) => n.type)).toEqual(
      expect.arrayContaining(['approval_needed', 'standing_order_failed']),
    );
    const [runRow] = await t.db.select().from(standingOrderRuns);
    expect(runRow!.status).toBe('failed');
    expect(JSON.stringify(runRow!.report)).toMatch(/needs approval.*sent for approval/);
    // The owner approves it: the order is placed for Indore, placed by the chef.
    const approved = await t.call('POST', `/api/approvals/${requests[0]!.id}/approve`, {
      token: g.owner.token,
    });
    expect(approved.status, JSON.stringify(approved.data)).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.customerId, g.owner.id));
    expect(order).toMatchObject({ outletId: g.indore, placedBy: g.chef.userId });
  });
});
