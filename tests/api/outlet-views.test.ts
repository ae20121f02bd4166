import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { bandraOutlet, GSTIN_MH, invitation, ownerWithBusiness } from '../support/business.ts';
import { CHECKOUT, gstinOf, makeProduct } from '../support/catalog.ts';
import { expectOk } from '../support/rest-world.ts';

// Outlet views (decision 0119): staff and suppliers see the outlet and the person of a group's
// order; the customer's orders and statement per outlet.

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['userWithToken']>>;
let supplier: Awaited<ReturnType<TestApp['userWithToken']>>;
let product: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userWithToken('admin');
  supplier = await t.userWithToken('supplier', { gstin: gstinOf('23'), state: 'Madhya Pradesh' });
  product = await makeProduct(t, { supplierId: supplier.id, stockQuantity: 1000 });
});
afterAll(() => t.close());

const as = (token: string, outlet?: string) => ({
  token,
  headers: (outlet ? { 'x-outlet': outlet } : {}) as Record<string, string>,
});
type Who = ReturnType<typeof as>;

async function order(who: Who, payment_method = 'COD', quantity = 1) {
  expectOk(await t.call('POST', '/api/cart', { ...who, body: { product_id: product, quantity } }), 'add');
  return expectOk(
    await t.call('POST', '/api/orders', { ...who, body: { ...CHECKOUT, payment_method } }),
    'place',
  ) as { id: string; order_number: string; total_amount: number };
}

/** An owner with Indore (its profile) and Bandra, a chef of Indore, a purchase manager of both. */
async function group() {
  const o = await ownerWithBusiness(t);
  const mumbai = await bandraOutlet(t, o);
  const join = async (role: string, outlet_ids: string[], username: string) => {
    const inv = await invitation(t, o, { role, outlet_ids });
    return expectOk(
      await t.call('POST', `/api/invitations/${inv.token}/register`, {
        body: { username, password: 'secret123', phone: '9876543210' },
      }),
      'register',
    ).access_token as string;
  };
  return {
    ...o,
    indore: o.outletId,
    mumbai,
    chef: await join('outlet_staff', [o.outletId], 'Arjun Patel'),
    manager: await join('purchase_manager', [o.outletId, mumbai], 'Sanjay Verma'),
  };
}

const staffOrder = async (id: string) =>
  expectOk(await t.call('GET', `/api/admin/orders/${id}`, { token: admin.token }), 'staff order');
const supplierOrder = async (id: string) => {
  const page = expectOk(
    await t.call('GET', '/api/supplier/orders?page_size=100', { token: supplier.token }),
    'supplier orders',
  );
  return (page.items as { order_id: string }[]).find((x) => x.order_id === id) as Record<string, unknown>;
};

describe("a group's order names its outlet and its person", () => {
  it('for staff, the supplier and the customer; null for a one-outlet customer', async () => {
    const g = await group();
    const placed = await order(as(g.manager, g.mumbai));
    const outlet = { id: g.mumbai, name: 'Bandra', city_name: 'Mumbai', gstin: GSTIN_MH };

    const staffs = await staffOrder(placed.id);
    expect(staffs).toMatchObject({ outlet, placed_by_name: 'Sanjay Verma' });
    const listed = expectOk(
      await t.call('GET', `/api/admin/orders?search=${placed.order_number}`, { token: admin.token }),
      'staff list',
    );
    expect(listed.items[0]).toMatchObject({ outlet, placed_by_name: 'Sanjay Verma' });
    expect(await supplierOrder(placed.id)).toMatchObject({ outlet, placed_by_name: 'Sanjay Verma' });
    const mine = expectOk(await t.call('GET', '/api/orders', as(g.owner.token)), 'own orders');
    expect(mine.orders[0]).toMatchObject({ id: placed.id, outlet, placed_by_name: 'Sanjay Verma' });

    const single = await t.userWithToken('customer');
    const alone = await order(as(single.token));
    expect(await staffOrder(alone.id)).toMatchObject({ outlet: null, placed_by_name: null });
    expect(await supplierOrder(alone.id)).toMatchObject({ outlet: null, placed_by_name: null });
    const own = expectOk(await t.call('GET', '/api/orders', as(single.token)), 'own orders');
    expect(own.orders[0]).toMatchObject({ outlet: null, placed_by_name: null });
  });

  it('the customer list filters by an outlet the caller reaches, 403 for another', async () => {
    const g = await group();
    const inIndore = await order(as(g.owner.token, g.indore));
    const inMumbai = await order(as(g.owner.token, g.mumbai));
    const ids = async (who: Who, outlet?: string) => {
      const q = outlet ? `?outlet_id=${outlet}` : '';
      const res = await t.call('GET', `/api/orders${q}`, who);
      return res.status === 200 ? (res.data.orders as { id: string }[]).map((o) => o.id) : res.status;
    };
    // Both placed in the same millisecond may come in either order: the filter is what is tested.
    expect([...((await ids(as(g.owner.token))) as string[])].sort()).toEqual(
      [inMumbai.id, inIndore.id].sort(),
    );
    expect(await ids(as(g.owner.token), g.mumbai)).toEqual([inMumbai.id]);
    expect(await ids(as(g.manager), g.indore)).toEqual([inIndore.id]);
    expect(await ids(as(g.chef))).toEqual([inIndore.id]);
    expect(await ids(as(g.chef), g.mumbai)).toBe(403);
    const stranger = await ownerWithBusiness(t);
    expect(await ids(as(g.owner.token), stranger.outletId)).toBe(403);
  });
});

describe('the account statement per outlet', () => {
  const statement = async (who: Who, outlet?: string) => {
    const q = outlet ? `?outlet_id=${outlet}` : '';
    const res = await t.call('GET', `/api/account/ledger/statement${q}`, who);
    if (res.status !== 200) return { status: res.status, text: '' };
    const { text } = await extractText(await getDocumentProxy(res.data), { mergePages: true });
    return { status: res.status, text: text.replace(/\s+/g, ' ') };
  };
  const ledger = async (who: Who, outlet?: string) =>
    expectOk(
      await t.call('GET', `/api/account/ledger${outlet ? `?outlet_id=${outlet}` : ''}`, who),
      'ledger',
    );
  const rowsTotal = (l: Record<string, unknown>) =>
    Math.round(
      (l.entries as { debit: number; credit: number }[]).reduce((s, e) => s + (e.debit - e.credit) * 100, 0),
    );

  it("the owner's whole business equals the sum of its outlets; a chef reads only its own", async () => {
    const g = await group();
    expectOk(
      await t.call('PUT', `/api/admin/customers/${g.owner.id}/credit`, {
        token: admin.token,
        body: { limit: 100_000, period_days: 15 },
      }),
      'grant',
    );
    const inIndore = await order(as(g.chef, g.indore), 'CREDIT', 1);
    const inMumbai = await order(as(g.manager, g.mumbai), 'CREDIT', 3);
    // A payment the oldest order (Indore's) takes first, part of it.
    expectOk(
      await t.call('POST', `/api/admin/customers/${g.owner.id}/payments`, {
        token: admin.token,
        body: {
          amount: 100,
          paid_on: new Date(t.services.clock.now() + 19_800_000).toISOString().slice(0, 10),
          reference: 'UTR-GROUP-1',
        },
      }),
      'pay',
    );

    const owner = as(g.owner.token);
    const [whole, indore, mumbai] = [
      await ledger(owner),
      await ledger(owner, g.indore),
      await ledger(owner, g.mumbai),
    ];
    const paise = (r: number) => Math.round(r * 100);
    // The rows shown add up to the balance, for the business and for each outlet.
    for (const l of [whole, indore, mumbai]) expect(rowsTotal(l)).toBe(paise(l.balance));
    expect(paise(indore.balance) + paise(mumbai.balance)).toBe(paise(whole.balance));
    expect(paise(indore.balance)).toBe(paise(inIndore.total_amount) - 10_000);
    expect(indore.entries.map((e: { reference: string }) => e.reference)).toEqual([
      inIndore.order_number,
      '',
    ]);
    expect(mumbai.entries.map((e: { reference: string }) => e.reference)).toEqual([inMumbai.order_number]);

    const pdfWhole = await statement(owner);
    expect(pdfWhole.text).toContain('Outlets / आउटलेट: All outlets');
    expect(pdfWhole.text).toContain(inIndore.order_number);
    expect(pdfWhole.text).toContain(inMumbai.order_number);
    const pdfMumbai = await statement(owner, g.mumbai);
    expect(pdfMumbai.text).toContain('Outlets / आउटलेट: Bandra');
    expect(pdfMumbai.text).toContain(inMumbai.order_number);
    expect(pdfMumbai.text).not.toContain(inIndore.order_number);
    const money = (r: number) => r.toLocaleString('en-IN', { minimumFractionDigits: 2 });
    expect(pdfMumbai.text).toContain(money(mumbai.balance));

    // The chef: its outlet's entries, whether it names it or not; never Bandra's.
    const chefs = await statement(as(g.chef));
    expect(chefs.text).toContain(inIndore.order_number);
    expect(chefs.text).not.toContain(inMumbai.order_number);
    expect(chefs.text).toContain(money(indore.balance));
    expect((await statement(as(g.chef), g.indore)).status).toBe(200);
    expect((await statement(as(g.chef), g.mumbai)).status).toBe(403);
    expect((await t.call('GET', `/api/account/ledger?outlet_id=${g.mumbai}`, as(g.chef))).status).toBe(403);
    const stranger = await ownerWithBusiness(t);
    expect((await statement(owner, stranger.outletId)).status).toBe(403);
    // The purchase manager reads both of its outlets.
    expect((await statement(as(g.manager), g.mumbai)).text).toContain(inMumbai.order_number);
  });
});
