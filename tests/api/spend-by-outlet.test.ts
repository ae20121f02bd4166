import { orders } from '@app/db';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { bandraOutlet, GSTIN_MH, GSTIN_MP, invitation, ownerWithBusiness } from '../support/business.ts';
import { CHECKOUT, gstinOf, makeProduct } from '../support/catalog.ts';
import { type Doc, documentsOf, goodsLeave } from '../support/gst.ts';
import { download } from '../support/products.ts';
import { expectOk } from '../support/rest-world.ts';

// Spend and the purchase register of a restaurant group (decision 0112, amending 0099 and 0097):
// the owner reads every outlet, a purchase manager its own, outlet staff nothing.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
const RANGE = `from=${month}-01&to=${month}-28`;
const as = (token: string, outlet?: string) => ({
  token,
  headers: (outlet ? { 'x-outlet': outlet } : {}) as Record<string, string>,
});

async function join(o: Awaited<ReturnType<typeof ownerWithBusiness>>, role: string, outlet: string) {
  const inv = await invitation(t, o, { role, outlet_ids: [outlet] });
  const session = expectOk(
    await t.call('POST', `/api/invitations/${inv.token}/register`, {
      body: { username: 'Arjun Patel', password: 'secret123', phone: '9876543210' },
    }),
    'register',
  );
  return session.access_token as string;
}

/**
 * The demo's group: Indore (the profile, GSTIN 23…) and Bandra, Mumbai (27…), a purchase manager of
 * Bandra, a chef of Indore. The owner orders twice for Indore and once for Bandra, the purchase
 * manager once for Bandra; the goods leave (invoices), and one Bandra order is cancelled after
 * (a credit note, no spend).
 */
async function group() {
  const o = await ownerWithBusiness(t);
  const mumbai = await bandraOutlet(t, o);
  const manager = await join(o, 'purchase_manager', mumbai);
  const chef = await join(o, 'outlet_staff', o.outletId);
  const supplier = await t.userWithToken('supplier', {
    legalName: 'Malwa Wholesale Pvt Ltd',
    gstin: gstinOf('23', 'AAACM1234A'),
    state: 'Madhya Pradesh',
    businessAddress: '14 Siyaganj, Indore 452007',
  });
  const product = await makeProduct(t, { supplierId: supplier.id, stockQuantity: 100, gstRate: 5 });
  const buy = async (who: ReturnType<typeof as>, quantity: number) => {
    await t.call('POST', '/api/cart', { ...who, body: { product_id: product, quantity } });
    const placed = await t.call('POST', '/api/orders', { ...who, body: { ...CHECKOUT, gstin: GSTIN_MP } });
    expect(placed.status, JSON.stringify(placed.data)).toBe(201);
    await goodsLeave(t, placed.data.id);
    return placed.data.id as string;
  };
  const ids = {
    indore: [await buy(as(o.owner.token), 2), await buy(as(o.owner.token, o.outletId), 1)],
    mumbai: [await buy(as(o.owner.token, mumbai), 3), await buy(as(manager), 4)],
    returned: await buy(as(o.owner.token, mumbai), 1),
  };
  const admin = await t.userWithToken('admin');
  const cancel = await t.call('PUT', `/api/admin/orders/${ids.returned}`, {
    token: admin.token,
    body: { status: 'cancelled' },
  });
  expect(cancel.status).toBe(200);
  return { ...o, indore: o.outletId, mumbai, manager, chef, ids };
}

/** The kept orders' totals in paise, per outlet, read from the database. */
async function totalsByOutlet(customerId: string) {
  const rows = await t.db
    .select({ outletId: orders.outletId, total: orders.totalPaise })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), ne(orders.status, 'cancelled')));
  const by = new Map<string, number>();
  for (const r of rows) by.set(r.outletId!, (by.get(r.outletId!) ?? 0) + r.total);
  return by;
}

const paise = (rupees: number) => Math.round(rupees * 100);
type Row = { key: string; name: string | null; total: number; orders: number };

describe('spend of a restaurant group', () => {
  it('the owner reads every outlet by outlet, each equal to its orders; the filter keeps one', async () => {
    const g = await group();
    const want = await totalsByOutlet(g.owner.id);
    const res = await t.call('GET', `/api/account/spend?${RANGE}&group_by=outlet`, as(g.owner.token));
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    const rows = res.data.rows as Row[];
    expect(rows.map((r) => [r.key, r.name, paise(r.total), r.orders]).sort()).toEqual(
      [
        [g.indore, expect.any(String), want.get(g.indore), 2],
        [g.mumbai, 'Bandra', want.get(g.mumbai), 2],
      ].sort(),
    );
    expect(paise(res.data.totals.total)).toBe(want.get(g.indore)! + want.get(g.mumbai)!);

    const bandra = await t.call(
      'GET',
      `/api/account/spend?${RANGE}&outlet_id=${g.mumbai}`,
      as(g.owner.token),
    );
    expect(paise(bandra.data.totals.total)).toBe(want.get(g.mumbai));
    expect(bandra.data.totals.orders).toBe(2);
    const indore = await t.call(
      'GET',
      `/api/account/spend?${RANGE}&outlet_id=${g.indore}`,
      as(g.owner.token),
    );
    expect(paise(indore.data.totals.total)).toBe(want.get(g.indore));

    const csv = await download(t, `/api/account/spend/csv?${RANGE}&group_by=outlet`, g.owner.token);
    expect(new TextDecoder().decode(csv.bytes)).toContain('Bandra');
    // Another business's outlet, or none, is refused as for ordering.
    const stranger = await ownerWithBusiness(t);
    const theirs = await t.call('GET', `/api/account/spend?${RANGE}&outlet_id=${stranger.outletId}`, {
      token: g.owner.token,
    });
    expect(theirs.status).toBe(403);
  });

  it('a purchase manager reads the business’s figures of its outlets only; outlet staff nothing', async () => {
    const g = await group();
    const want = await totalsByOutlet(g.owner.id);
    const res = await t.call('GET', `/api/account/spend?${RANGE}&group_by=outlet`, as(g.manager));
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect((res.data.rows as Row[]).map((r) => [r.key, paise(r.total)])).toEqual([
      [g.mumbai, want.get(g.mumbai)],
    ]);
    expect(paise(res.data.totals.total)).toBe(want.get(g.mumbai));
    const prices = await t.call('GET', `/api/account/spend/prices?${RANGE}`, as(g.manager));
    expect(prices.status).toBe(200);
    expect(
      (await t.call('GET', `/api/account/spend?${RANGE}&outlet_id=${g.indore}`, as(g.manager))).status,
    ).toBe(403);
    for (const path of ['spend', 'spend/prices', 'spend/csv']) {
      const refused = await t.call('GET', `/api/account/${path}?${RANGE}`, as(g.chef));
      expect(refused.status, path).toBe(403);
      expect(refused.data.detail).toMatch(/Outlet staff/);
    }
  });
});

/** Invoices less credit notes of some orders' documents (each billed to its outlet's GSTIN), in paise. */
async function netOf(orderIds: string[], token: string) {
  const docs: Doc[] = [];
  for (const id of orderIds) docs.push(...(await documentsOf(t, id, token)));
  return docs
    .filter((d) => d.kind !== 'bill_of_supply' && d.seller_gstin)
    .reduce((s, d) => s + (d.kind === 'credit_note' ? -1 : 1) * paise(d.total), 0);
}

describe('purchase register of a restaurant group', () => {
  it('is per outlet GSTIN: Indore’s 23… and Mumbai’s 27…, each its own outlet’s documents', async () => {
    const g = await group();
    const gstins = await t.call('GET', '/api/account/purchase-register/gstins', as(g.owner.token));
    expect(gstins.status).toBe(200);
    expect(gstins.data.gstins.map((r: { gstin: string; outlet_name: string }) => r.gstin)).toEqual([
      GSTIN_MP,
      GSTIN_MH,
    ]);
    expect(gstins.data.gstins[1]).toMatchObject({ outlet_name: 'Bandra', last_month: month });

    const mumbai = await t.call('GET', `/api/account/purchase-register?gstin=${GSTIN_MH}&month=${month}`, {
      token: g.owner.token,
    });
    expect(mumbai.status, JSON.stringify(mumbai.data)).toBe(200);
    const mumbaiOrders = [...g.ids.mumbai, g.ids.returned];
    expect(paise(mumbai.data.totals.total)).toBe(await netOf(mumbaiOrders, g.owner.token));
    // Maharashtra buys from Madhya Pradesh: IGST only; a credit note of the returned order nets.
    expect(mumbai.data.totals.cgst).toBe(0);
    expect(mumbai.data.rows.some((r: { document_type: string }) => r.document_type === 'credit_note')).toBe(
      true,
    );
    const indore = await t.call('GET', `/api/account/purchase-register?gstin=${GSTIN_MP}&month=${month}`, {
      token: g.owner.token,
    });
    expect(paise(indore.data.totals.total)).toBe(await netOf(g.ids.indore, g.owner.token));
    expect(indore.data.totals.igst).toBe(0);
    const numbers = (r: { rows: { number: string }[] }) => r.rows.map((x) => x.number);
    expect(numbers(indore.data).filter((n) => numbers(mumbai.data).includes(n))).toEqual([]);
  });

  it('a purchase manager reads its outlet’s GSTIN only; outlet staff none', async () => {
    const g = await group();
    const gstins = await t.call('GET', '/api/account/purchase-register/gstins', as(g.manager));
    expect(gstins.data.gstins.map((r: { gstin: string }) => r.gstin)).toEqual([GSTIN_MH]);
    const owners = await t.call('GET', `/api/account/purchase-register?gstin=${GSTIN_MH}&month=${month}`, {
      token: g.owner.token,
    });
    const mine = await t.call('GET', `/api/account/purchase-register?gstin=${GSTIN_MH}&month=${month}`, {
      token: g.manager,
    });
    expect(mine.status).toBe(200);
    expect(mine.data.totals).toEqual(owners.data.totals);
    const indore = `/api/account/purchase-register?gstin=${GSTIN_MP}&month=${month}`;
    expect((await t.call('GET', indore, { token: g.manager })).status).toBe(403);
    expect((await t.call('GET', indore, { token: g.chef })).status).toBe(403);
    expect((await t.call('GET', '/api/account/purchase-register/gstins', { token: g.chef })).status).toBe(
      403,
    );
    const csv = `/api/account/purchase-register/csv?gstin=${GSTIN_MP}&month=${month}`;
    expect((await t.call('GET', csv, { token: g.chef })).status).toBe(403);
  });
});
