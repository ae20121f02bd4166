import { auditLog, newId, taxDocuments, users } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { makeProduct } from '../support/catalog.ts';
import { insertOrder } from '../support/orders.ts';
import { SUPPLIER_PROFILE } from '../support/rest-orders.ts';

type User = Awaited<ReturnType<TestApp['userWithToken']>>;
let t: TestApp;
let admin: User;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userWithToken('admin');
});
afterAll(() => t.close());

const get = (token: string) => t.call('GET', '/api/supplier/profile', { token });
const put = (token: string, body: Record<string, unknown>) =>
  t.call('PUT', '/api/supplier/profile', { token, body });
const row = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('the supplier edits its seller profile', () => {
  it('starts empty and incomplete, then saves every field (GSTIN and prefix upper-cased)', async () => {
    const s = await t.userWithToken('supplier', { restaurantName: 'Meena Traders' });
    const before = await get(s.token);
    expect(before.status).toBe(200);
    expect(before.data).toMatchObject({
      id: s.id,
      company_name: 'Meena Traders',
      legal_name: '',
      gstin: null,
      invoice_prefix: null,
      complete: false,
    });

    const res = await put(s.token, {
      ...SUPPLIER_PROFILE,
      gstin: ' 23aakcm4821f1zp ',
      invoice_prefix: ' meena ',
    });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      id: s.id,
      company_name: 'Meena Traders',
      legal_name: 'Meena Traders Pvt Ltd',
      gstin: '23AAKCM4821F1ZP',
      business_address: '14 Siyaganj, Indore, Madhya Pradesh 452007',
      state: 'Madhya Pradesh',
      state_code: '23',
      fssai_number: '11425999000456',
      invoice_prefix: 'MEENA',
      complete: true,
    });
    expect((await get(s.token)).data).toEqual(res.data);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, s.id));
    expect(entry).toMatchObject({ actorId: s.id, action: 'update_profile', entity: 'supplier' });
  });

  it('takes a blank GSTIN as unregistered, and a blank FSSAI number', async () => {
    const s = await t.userWithToken('supplier');
    const res = await put(s.token, {
      ...SUPPLIER_PROFILE,
      gstin: '',
      fssai_number: '',
      invoice_prefix: 'SMALL',
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ gstin: null, fssai_number: '', complete: true });
    expect(await row(s.id)).toMatchObject({ gstin: null, fssaiNumber: '' });
  });

  it.each([
    [
      'a GSTIN whose check character is wrong',
      { gstin: '23AAKCM4821F1ZQ' },
      'gstin',
      'valid 15-character GSTIN',
    ],
    [
      "a GSTIN of another state than the seller's",
      { gstin: '27AAPFU0939F1ZV' },
      'gstin',
      '27 is Maharashtra, but the state is Madhya Pradesh (23)',
    ],
    ['a state that is not one', { state: 'Atlantis' }, 'state', 'Choose a state from the list'],
    ['a one-character prefix', { invoice_prefix: 'M' }, 'invoice_prefix', '2 to 5 letters or digits'],
    ['a six-character prefix', { invoice_prefix: 'MEENA1' }, 'invoice_prefix', '2 to 5 letters or digits'],
    ['a prefix with a slash', { invoice_prefix: 'ME/1' }, 'invoice_prefix', '2 to 5 letters or digits'],
    ['the operator’s prefix', { invoice_prefix: 'mkt' }, 'invoice_prefix', 'MKT is reserved'],
    ['a short FSSAI number', { fssai_number: '1142599' }, 'fssai_number', 'FSSAI number has 14 digits'],
    ['no legal name', { legal_name: ' ' }, 'legal_name', 'Legal name is required'],
    ['no business address', { business_address: '' }, 'business_address', 'Business address is required'],
  ])('refuses %s (400 naming the field; nothing changes)', async (_, change, field, message) => {
    const s = await t.userWithToken('supplier');
    const res = await put(s.token, { ...SUPPLIER_PROFILE, invoice_prefix: 'OK1', ...change });
    expect(res.status).toBe(400);
    expect(res.data.code).toBe('invalid_input');
    const issue = (res.data.errors as { path: string[]; message: string }[]).find((e) => e.path[0] === field);
    expect(issue?.message).toContain(message);
    expect(await row(s.id)).toMatchObject({ legalName: '', invoicePrefix: null, gstin: null });
  });

  it('keeps invoice prefixes unique across sellers: 409 when taken, re-saving its own is fine', async () => {
    const first = await t.userWithToken('supplier');
    const second = await t.userWithToken('supplier');
    expect((await put(first.token, { ...SUPPLIER_PROFILE, invoice_prefix: 'RAJ' })).status).toBe(200);
    const taken = await put(second.token, { ...SUPPLIER_PROFILE, invoice_prefix: 'raj' });
    expect(taken.status).toBe(409);
    expect(taken.data).toMatchObject({ code: 'invoice_prefix_taken' });
    expect(taken.data.detail).toContain('RAJ is already used by another seller');
    expect((await row(second.id)).invoicePrefix).toBeNull();
    const again = await put(first.token, {
      ...SUPPLIER_PROFILE,
      legal_name: 'Raj & Co',
      invoice_prefix: 'RAJ',
    });
    expect(again.status).toBe(200);
  });

  it('fixes the prefix once the supplier has issued an invoice under it', async () => {
    const s = await t.userWithToken('supplier');
    expect((await put(s.token, { ...SUPPLIER_PROFILE, invoice_prefix: 'FIX' })).status).toBe(200);
    const buyer = await t.userWithToken('customer');
    const order = await insertOrder(t.db, buyer);
    await t.db.insert(taxDocuments).values({
      id: newId('doc'),
      orderId: order.id,
      sellerId: s.id,
      sellerKey: s.id,
      kind: 'tax_invoice',
      number: 'FIX/2627/00001',
      financialYear: '2627',
      sequence: 1,
      sellerName: 'Meena Traders Pvt Ltd',
      sellerAddress: 'Indore',
      sellerState: 'Madhya Pradesh',
      buyerName: 'Spice Route Kitchen',
      buyerAddress: 'Indore',
      placeOfSupply: 'Madhya Pradesh (23)',
      taxablePaise: 10_000,
      cgstPaise: 250,
      sgstPaise: 250,
      igstPaise: 0,
      totalPaise: 10_500,
      lines: [],
    });
    const res = await put(s.token, { ...SUPPLIER_PROFILE, invoice_prefix: 'NEW' });
    expect(res.status).toBe(409);
    expect(res.data.code).toBe('invoice_prefix_locked');
    expect((await row(s.id)).invoicePrefix).toBe('FIX');
    expect(
      (await put(s.token, { ...SUPPLIER_PROFILE, legal_name: 'Renamed', invoice_prefix: 'FIX' })).status,
    ).toBe(200);
  });

  it('keeps the FSSAI number while the supplier lists food (409), not for packaging only', async () => {
    const food = await t.userWithToken('supplier');
    await makeProduct(t, {
      supplierId: food.id,
      categoryId: 'cat_dairy-and-cheese',
      approvalStatus: 'pending',
    });
    const res = await put(food.token, { ...SUPPLIER_PROFILE, fssai_number: '', invoice_prefix: 'FOOD' });
    expect(res.status).toBe(409);
    expect(res.data).toMatchObject({ code: 'fssai_in_use' });
    expect(res.data.detail).toContain('Dairy & Cheese');
    expect((await row(food.id)).fssaiNumber).toBe('12345678901234');

    const boxes = await t.userWithToken('supplier');
    await makeProduct(t, { supplierId: boxes.id, categoryId: 'cat_packaging' });
    expect(
      (await put(boxes.token, { ...SUPPLIER_PROFILE, fssai_number: '', invoice_prefix: 'BOX' })).status,
    ).toBe(200);
  });
});

describe('staff editing a supplier', () => {
  it('cannot blank the FSSAI number of a supplier that lists food either (409, nothing changes)', async () => {
    const food = await t.userWithToken('supplier', { restaurantName: 'Malwa Dairy' });
    await makeProduct(t, { supplierId: food.id, categoryId: 'cat_dairy-and-cheese' });
    const edit = (fssai_number: string) =>
      t.call('PUT', `/api/admin/suppliers/${food.id}`, {
        token: admin.token,
        body: { name: 'Malwa Dairy', email: food.email, fssai_number },
      });
    const res = await edit('');
    expect(res.status).toBe(409);
    expect(res.data).toMatchObject({ code: 'fssai_in_use' });
    expect(res.data.detail).toContain("Malwa Dairy's products in Dairy & Cheese");
    expect((await row(food.id)).fssaiNumber).toBe('12345678901234');
    expect((await edit('11425999000456')).status).toBe(200);
  });
});

describe('who reads a supplier profile', () => {
  let supplier: User;
  beforeAll(async () => {
    supplier = await t.userWithToken('supplier', { restaurantName: 'Zen Wholesale' });
    expect((await put(supplier.token, { ...SUPPLIER_PROFILE, invoice_prefix: 'ZEN' })).status).toBe(200);
  });
  const staffRead = (token: string) =>
    t.call('GET', `/api/admin/suppliers/${supplier.id}/profile`, { token });

  it('the super admin and a sub-admin of its city with manage_suppliers', async () => {
    const sub = await t.userWithToken('sub_admin', { permissions: ['manage_suppliers'] });
    for (const token of [admin.token, sub.token]) {
      const res = await staffRead(token);
      expect(res.status).toBe(200);
      expect(res.data).toMatchObject({
        gstin: '23AAKCM4821F1ZP',
        state: 'Madhya Pradesh',
        invoice_prefix: 'ZEN',
      });
    }
  });

  it('not a sub-admin of another city (404), nor one without the permission (403)', async () => {
    const bhopal = await t.userWithToken('sub_admin', {
      cityId: 'city_bhopal',
      permissions: ['manage_suppliers'],
    });
    expect((await staffRead(bhopal.token)).status).toBe(404);
    const none = await t.userWithToken('sub_admin', { permissions: ['manage_orders'] });
    expect((await staffRead(none.token)).status).toBe(403);
  });

  it('not a customer, a rider or another supplier; no one edits it but the supplier', async () => {
    const customer = await t.userWithToken('customer');
    const rider = await t.userWithToken('delivery');
    const other = await t.userWithToken('supplier');
    for (const token of [customer.token, rider.token, other.token])
      expect((await staffRead(token)).status).toBe(403);
    expect((await get(customer.token)).status).toBe(403);
    expect((await put(customer.token, SUPPLIER_PROFILE)).status).toBe(403);
    expect((await put(admin.token, SUPPLIER_PROFILE)).status).toBe(403);
    expect((await t.call('GET', '/api/supplier/profile')).status).toBe(401);
  });

  it("shows GSTIN, state and legal name in the admin's supplier list", async () => {
    const res = await t.call('GET', '/api/admin/suppliers?search=Zen%20Wholesale', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.data.items).toEqual([
      expect.objectContaining({
        name: expect.any(String),
        restaurant_name: 'Zen Wholesale',
        legal_name: 'Meena Traders Pvt Ltd',
        gstin: '23AAKCM4821F1ZP',
        state: 'Madhya Pradesh',
      }),
    ]);
  });
});
