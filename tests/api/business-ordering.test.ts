import { cartItems, orders } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { bandraOutlet, GSTIN_MH, GSTIN_MP, invitation, ownerWithBusiness } from '../support/business.ts';
import { CHECKOUT, gstinOf, makeProduct } from '../support/catalog.ts';
import { documentsOf, goodsLeave } from '../support/gst.ts';
import { expectOk } from '../support/rest-world.ts';

// Ordering per outlet (decision 0112): the X-Outlet header, members ordering for the business,
// orders and invoices per outlet, and nothing of another outlet for outlet staff.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An owner (its profile the Indore outlet), a Bandra outlet in Maharashtra, a chef of Indore. */
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
  const supplier = await t.userWithToken('supplier', {
    legalName: 'Malwa Wholesale Pvt Ltd',
    gstin: gstinOf('23', 'AAACM1234A'),
    state: 'Madhya Pradesh',
    businessAddress: '14 Siyaganj, Indore 452007',
  });
  const product = await makeProduct(t, { supplierId: supplier.id, stockQuantity: 100 });
  return {
    ...o,
    indore: o.outletId,
    mumbai,
    chef: { token: chef.access_token as string, id: chef.user.id as string },
    product,
  };
}

const as = (token: string, outlet?: string) => ({
  token,
  headers: (outlet ? { 'x-outlet': outlet } : {}) as Record<string, string>,
});
const add = (who: ReturnType<typeof as>, product: string, quantity = 1) =>
  t.call('POST', '/api/cart', { ...who, body: { product_id: product, quantity } });
const place = (who: ReturnType<typeof as>) => t.call('POST', '/api/orders', { ...who, body: CHECKOUT });
const row = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('a member orders for its outlet', () => {
  it('a chef builds a cart and places an order for Indore: the business’s, placed by the chef', async () => {
    const g = await group();
    const chef = as(g.chef.token);
    expect((await add(chef, g.product, 2)).status).toBe(200);
    // The cart is the outlet's: the owner buying for Indore sees the chef's line.
    const ownersView = await t.call('GET', '/api/cart', as(g.owner.token, g.indore));
    expect(ownersView.data.items).toHaveLength(1);
    const placed = await place(as(g.chef.token, g.indore));
    expect(placed.status, JSON.stringify(placed.data)).toBe(201);
    const order = await row(placed.data.id);
    expect(order).toMatchObject({ customerId: g.owner.id, placedBy: g.chef.id, outletId: g.indore });
    const mine = await t.call('GET', '/api/orders', as(g.chef.token));
    expect(mine.data.orders.map((o: { id: string }) => o.id)).toEqual([placed.data.id]);
    expect(mine.data.orders[0]).toMatchObject({ outlet_id: g.indore, placed_by: g.chef.id });
    // The order's documents are the chef's to read too.
    const docs = await t.call('GET', `/api/orders/${placed.data.id}/invoices`, as(g.chef.token));
    expect(docs.status).toBe(200);
  });

  it('a chef can neither buy for nor see the other outlet', async () => {
    const g = await group();
    const toMumbai = as(g.chef.token, g.mumbai);
    expect((await add(toMumbai, g.product)).status).toBe(403);
    expect((await t.call('GET', '/api/cart', toMumbai)).status).toBe(403);
    expect((await place(toMumbai)).status).toBe(403);
    // An outlet of another business, or no outlet at all, answers the same.
    const stranger = await ownerWithBusiness(t);
    expect((await t.call('GET', '/api/cart', as(g.chef.token, stranger.outletId))).status).toBe(403);
    expect((await t.call('GET', '/api/cart', as(g.chef.token, 'out_nothing'))).status).toBe(403);

    await add(as(g.owner.token, g.mumbai), g.product);
    const mumbaiOrder = (await place(as(g.owner.token, g.mumbai))).data;
    const seen = await t.call('GET', '/api/orders', as(g.chef.token));
    expect(seen.data.orders.map((o: { id: string }) => o.id)).not.toContain(mumbaiOrder.id);
    const cancel = await t.call('POST', `/api/orders/${mumbaiOrder.id}/cancel`, as(g.chef.token));
    expect(cancel.status).toBe(403);
    expect((await t.call('GET', `/api/orders/${mumbaiOrder.id}/invoices`, as(g.chef.token))).status).toBe(
      403,
    );
    // The owner sees every outlet's orders.
    const owners = await t.call('GET', '/api/orders', as(g.owner.token));
    expect(owners.data.orders.map((o: { id: string }) => o.id)).toContain(mumbaiOrder.id);
  });
});

describe('reach read with every request (decision 0120)', () => {
  it('a member removed between two requests is refused on the second; one taken off an outlet loses it at once', async () => {
    const g = await group();
    const chef = as(g.chef.token);
    expect((await add(chef, g.product)).status).toBe(200);
    const view = expectOk(
      await t.call('GET', `/api/account/businesses/${g.businessId}`, { token: g.owner.token }),
      'business',
    );
    const member = (view.people as { id: string; name: string }[]).find((p) => p.name === 'Arjun Patel')!;
    // Given Bandra instead of Indore: the same session buys for Bandra at once, never Indore again.
    const moved = await t.call('PUT', `/api/account/businesses/${g.businessId}/members/${member.id}`, {
      token: g.owner.token,
      body: { role: 'outlet_staff', outlet_ids: [g.mumbai] },
    });
    expect(moved.status, JSON.stringify(moved.data)).toBe(200);
    expect((await t.call('GET', '/api/cart', as(g.chef.token, g.indore))).status).toBe(403);
    expect((await add(as(g.chef.token, g.indore), g.product)).status).toBe(403);
    expect((await t.call('GET', '/api/cart', chef)).status).toBe(200);
    expect((await t.call('GET', '/api/cart', as(g.chef.token, g.mumbai))).status).toBe(200);
    const removed = await t.call('DELETE', `/api/account/businesses/${g.businessId}/members/${member.id}`, {
      token: g.owner.token,
    });
    expect(removed.status).toBe(200);
    expect((await add(chef, g.product)).status).toBe(401);
    expect((await place(chef)).status).toBe(401);
  });
});

describe('the outlet on the order and its invoice', () => {
  it('a Mumbai order carries the outlet’s address, GSTIN and Maharashtra: IGST from a seller in MP', async () => {
    const g = await group();
    const mumbai = as(g.owner.token, g.mumbai);
    // One cart per outlet: Indore's line stays in Indore's cart.
    await add(as(g.owner.token), g.product, 3);
    expect((await t.call('GET', '/api/cart', mumbai)).data.items).toEqual([]);
    await add(mumbai, g.product, 1);
    // The profile's GSTIN, as the checkout form fills it in, does not go on another outlet's order.
    const placed = await t.call('POST', '/api/orders', {
      ...mumbai,
      body: { ...CHECKOUT, gstin: GSTIN_MP },
    });
    expect(placed.status, JSON.stringify(placed.data)).toBe(201);
    const order = await row(placed.data.id);
    expect(order).toMatchObject({
      outletId: g.mumbai,
      placedBy: g.owner.id,
      customerId: g.owner.id,
      cityId: 'city_mumbai',
      customerGstin: GSTIN_MH,
      customerState: 'Maharashtra',
      deliveryAddress: '5 Hill Road, Bandra West, Mumbai 400050',
    });
    const left = await t.db.select().from(cartItems).where(eq(cartItems.userId, g.owner.id));
    expect(left.map((l) => [l.outletId, l.quantity])).toEqual([[g.indore, 3]]);
    // The profile is untouched: Indore's orders carry it as before.
    await goodsLeave(t, placed.data.id);
    const [invoice] = (await documentsOf(t, placed.data.id, g.owner.token)).filter(
      (d) => d.kind === 'tax_invoice',
    );
    expect(invoice).toMatchObject({ cgst: 0, sgst: 0 });
    expect(invoice!.igst).toBeGreaterThan(0);

    const indore = await place(as(g.owner.token));
    const indoreOrder = await row(indore.data.id);
    expect(indoreOrder).toMatchObject({
      outletId: g.indore,
      cityId: 'city_indore',
      customerState: 'Madhya Pradesh',
    });
    await goodsLeave(t, indore.data.id);
    const [intra] = (await documentsOf(t, indore.data.id, g.owner.token)).filter(
      (d) => d.kind === 'tax_invoice',
    );
    expect(intra!.igst).toBe(0);
    expect(intra!.cgst).toBeGreaterThan(0);
  });

  it('the invoice of the Mumbai outlet names its GSTIN as the buyer’s', async () => {
    const g = await group();
    const mumbai = as(g.owner.token, g.mumbai);
    await add(mumbai, g.product);
    const placed = (await place(mumbai)).data;
    await goodsLeave(t, placed.id);
    const [invoice] = (await documentsOf(t, placed.id, g.owner.token)).filter(
      (d) => d.kind === 'tax_invoice',
    );
    const json = await t.call('GET', `/api/invoices/${invoice!.invoice_number}/e-invoice`, {
      token: g.owner.token,
    });
    expect(json.status, JSON.stringify(json.data)).toBe(200);
    expect(json.data.BuyerDtls).toMatchObject({ Gstin: GSTIN_MH, Pos: '27' });
  });
});

describe('the catalogue of the outlet ordering', () => {
  it('shows the products of the outlet’s city: Mumbai’s with X-Outlet Bandra, Indore’s without', async () => {
    const g = await group();
    const mumbaiOnly = await makeProduct(t, { cityId: 'city_mumbai', name: 'Bombil Dry Fish' });
    const indoreOnly = await makeProduct(t, { cityId: 'city_indore', name: 'Bombil Poha Mix' });
    const names = async (outlet?: string) => {
      const res = await t.call('GET', '/api/products?search=bombil', as(g.owner.token, outlet));
      expect(res.status).toBe(200);
      return res.data.products.map((p: { id: string }) => p.id);
    };
    expect(await names(g.mumbai)).toContain(mumbaiOnly);
    expect(await names(g.mumbai)).not.toContain(indoreOnly);
    expect(await names()).toContain(indoreOnly);
    expect(await names()).not.toContain(mumbaiOnly);
    // The grouped catalogue the web shows, alike.
    const rows = async (outlet?: string) =>
      (await t.call('GET', '/api/items?search=bombil', as(g.owner.token, outlet))).data.items.map(
        (i: { name: string }) => i.name,
      );
    expect(await rows(g.mumbai)).toEqual(['Bombil Dry Fish']);
    expect(await rows()).toEqual(['Bombil Poha Mix']);
    const byId = await t.call('GET', `/api/products/${mumbaiOnly}`, as(g.owner.token, g.mumbai));
    expect(byId.status).toBe(200);
    expect((await t.call('GET', `/api/products/${mumbaiOnly}`, as(g.chef.token, g.mumbai))).status).toBe(403);
  });
});
