import { products } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { fileForm, productBody, productRow } from '../support/products.ts';
import { customerRegistration } from '../support/rest-fixtures.ts';
import { HEADER, row, toCsv } from '../support/spreadsheets.ts';

// Decision 0055: an FSSAI licence is needed to list food, not to register; a product carries an
// HSN code and a GST rate, its category's unless it names its own.

type User = Awaited<ReturnType<TestApp['userWithToken']>>;
let t: TestApp;
let unlicensed: User;
let licensed: User;
let admin: User;
beforeAll(async () => {
  t = await createTestApp({}, { LOGIN_LIMIT_PER_ADDRESS: '100000' });
  unlicensed = await t.userWithToken('supplier', { fssaiNumber: '', restaurantName: 'Box Mart' });
  licensed = await t.userWithToken('supplier');
  admin = await t.userWithToken('admin');
});
afterAll(() => t.close());

const createAs = (token: string, over: Record<string, unknown>) =>
  t.call('POST', '/api/supplier/products', { token, body: productBody(over) });

describe('registration', () => {
  const register = (over: Record<string, unknown>) =>
    t.call('POST', '/api/auth/register', {
      body: { ...customerRegistration(`r-${Math.random().toString(36).slice(2)}@test.in`), ...over },
    });

  it('needs no FSSAI number from a supplier or a rider', async () => {
    for (const user_type of ['supplier', 'delivery']) {
      const res = await register({ user_type, fssai_number: '' });
      expect(res.status, user_type).toBe(201);
      expect(res.data.user.fssai_number).toBe('');
    }
  });

  it('still needs one from a restaurant, and a given number must have 14 digits', async () => {
    const customer = await register({ user_type: 'customer', fssai_number: '' });
    expect(customer.status).toBe(400);
    expect(customer.data.errors).toEqual([{ path: ['fssai_number'], message: 'FSSAI number is required' }]);
    const short = await register({ user_type: 'supplier', fssai_number: '12345' });
    expect(short.status).toBe(400);
    expect(short.data.errors[0]).toMatchObject({
      path: ['fssai_number'],
      message: 'FSSAI number has 14 digits',
    });
  });
});

describe('FSSAI per category', () => {
  it('refuses a food listing from a supplier without a licence, naming the category and the profile', async () => {
    const res = await createAs(unlicensed.token, { category_id: 'cat_dairy-and-cheese', name: 'Paneer' });
    expect(res.status).toBe(400);
    expect(res.data.code).toBe('fssai_required');
    expect(res.data.detail).toContain('Dairy & Cheese');
    expect(res.data.detail).toContain('profile');
    const [none] = await t.db.select().from(products).where(eq(products.supplierId, unlicensed.id));
    expect(none).toBeUndefined();
  });

  it('lists packaging, cleaning and kitchenware without one, but not a move into food', async () => {
    const box = await createAs(unlicensed.token, { category_id: 'cat_packaging', name: 'Pizza Box' });
    expect(box.status).toBe(201);
    const moved = await t.call('PUT', `/api/supplier/products/${box.data.id}`, {
      token: unlicensed.token,
      body: productBody({ category_id: 'cat_rice' }),
    });
    expect(moved.status).toBe(400);
    expect(moved.data.code).toBe('fssai_required');
    expect((await productRow(t, box.data.id))!.categoryId).toBe('cat_packaging');
  });

  it('lists food once the licence is on the profile', async () => {
    const s = await t.userWithToken('supplier', { fssaiNumber: '' });
    expect((await createAs(s.token, {})).status).toBe(400);
    const profile = await t.call('PUT', '/api/supplier/profile', {
      token: s.token,
      body: {
        legal_name: 'Late Licence Foods',
        business_address: 'Indore',
        state: 'Madhya Pradesh',
        fssai_number: '11425999000789',
        invoice_prefix: 'LATE',
      },
    });
    expect(profile.status).toBe(200);
    expect((await createAs(s.token, {})).status).toBe(201);
  });

  it('holds staff listing for a supplier to the same rule; platform listings carry the operator’s', async () => {
    const staffBody = (over: Record<string, unknown>) => ({ ...productBody(over), is_active: true });
    const refused = await t.call('POST', '/api/products', {
      token: admin.token,
      body: staffBody({ supplier_id: unlicensed.id }),
    });
    expect(refused.status).toBe(400);
    expect(refused.data.code).toBe('fssai_required');
    expect(refused.data.detail).toContain('Box Mart');
    const boxes = await t.call('POST', '/api/products', {
      token: admin.token,
      body: staffBody({ supplier_id: unlicensed.id, category_id: 'cat_packaging' }),
    });
    expect(boxes.status).toBe(201);
    const own = await t.call('POST', '/api/products', { token: admin.token, body: staffBody({}) });
    expect(own.status).toBe(201);
    const moved = await t.call('PUT', `/api/products/${boxes.data.id}`, {
      token: admin.token,
      body: staffBody({ category_id: 'cat_rice' }),
    });
    expect(moved.status).toBe(400);
    expect(moved.data.code).toBe('fssai_required');
  });
});

describe('HSN code and GST rate', () => {
  it("stores the category's when none is given, and shows both in every product answer", async () => {
    const rice = await createAs(licensed.token, {});
    expect(rice.status).toBe(201);
    expect(rice.data).toMatchObject({ hsn_code: '1006', gst_rate: 5 });
    const soap = await createAs(licensed.token, { category_id: 'cat_cleaning', name: 'Dish Soap' });
    expect(soap.data).toMatchObject({ hsn_code: '3402', gst_rate: 18 });
    const cola = await createAs(licensed.token, { category_id: 'cat_beverages', name: 'Cola', hsn_code: '' });
    expect(cola.data).toMatchObject({ hsn_code: '220210', gst_rate: 40 });

    const mine = await t.call('GET', '/api/supplier/products', { token: licensed.token });
    expect(mine.data.find((p: { id: string }) => p.id === soap.data.id)).toMatchObject({ gst_rate: 18 });
    await t.db.update(products).set({ approvalStatus: 'approved' }).where(eq(products.id, soap.data.id));
    const customer = await t.userWithToken('customer');
    const live = await t.call('GET', `/api/products/${soap.data.id}`, { token: customer.token });
    expect(live.data).toMatchObject({ hsn_code: '3402', gst_rate: 18 });
    const staff = await t.call('GET', '/api/admin/products?search=Dish', { token: admin.token });
    expect(staff.data.items[0]).toMatchObject({ hsn_code: '3402', gst_rate: 18 });
  });

  it('keeps a given code and rate; a full update without them goes back to the category’s', async () => {
    const res = await createAs(licensed.token, { hsn_code: '10063020', gst_rate: 0 });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ hsn_code: '10063020', gst_rate: 0 });
    expect(await productRow(t, res.data.id)).toMatchObject({ hsnCode: '10063020', gstRate: 0 });
    const edited = await t.call('PUT', `/api/supplier/products/${res.data.id}`, {
      token: licensed.token,
      body: productBody(),
    });
    expect(edited.data).toMatchObject({ hsn_code: '1006', gst_rate: 5 });
    const staff = await t.call('PUT', `/api/products/${res.data.id}`, {
      token: admin.token,
      body: { ...productBody({ hsn_code: '100630', gst_rate: 18 }), is_active: true },
    });
    expect(staff.status).toBe(200);
    expect(staff.data).toMatchObject({ hsn_code: '100630', gst_rate: 18 });
  });

  it.each([
    [{ hsn_code: '123' }, 'hsn_code', 'HSN code has 4, 6 or 8 digits'],
    [{ hsn_code: '10063' }, 'hsn_code', 'HSN code has 4, 6 or 8 digits'],
    [{ hsn_code: '1006AB' }, 'hsn_code', 'HSN code has 4, 6 or 8 digits'],
    [{ gst_rate: 12 }, 'gst_rate', 'GST rate is one of 0, 5, 18, 40 (%)'],
    [{ gst_rate: '5' }, 'gst_rate', 'GST rate is one of 0, 5, 18, 40 (%)'],
  ])('refuses %o with a field error', async (over, field, message) => {
    const res = await createAs(licensed.token, over);
    expect(res.status).toBe(400);
    expect(res.data.errors).toEqual([{ path: [field], message }]);
  });

  it('reads optional HSN and GST columns in a bulk upload, with the FSSAI rule per row', async () => {
    const upload = (s: User, rows: string[][]) =>
      t.call('POST', '/api/supplier/products/bulk-upload', {
        token: s.token,
        body: fileForm('products.csv', toCsv([HEADER, ...rows]), 'text/csv'),
      });
    const res = await upload(licensed, [
      row(1, { 'Name of Product': 'Bulk Default' }),
      row(2, { 'Name of Product': 'Bulk Own', 'HSN Code': '10063020', 'GST Rate (%)': '18 %' }),
      // A number cell that lost its leading zero: 0910 typed as 910.
      row(3, { 'Product Category': 'Seasonings', 'Name of Product': 'Bulk Spice', 'HSN Code': '910' }),
      row(4, { 'Name of Product': 'Bulk Bad', 'HSN Code': '12', 'GST Rate (%)': '12' }),
    ]);
    expect(res.data).toMatchObject({ total: 4, success: 3, failed: 1 });
    expect(res.data.errors).toEqual([
      { row: 5, reason: 'HSN code has 4, 6 or 8 digits; GST rate is one of 0, 5, 18, 40 (%)' },
    ]);
    const stored = await t.db
      .select({ name: products.name, hsn: products.hsnCode, gst: products.gstRate })
      .from(products)
      .where(eq(products.supplierId, licensed.id));
    expect(
      stored.filter((p) => p.name.startsWith('Bulk')).sort((a, b) => a.name.localeCompare(b.name)),
    ).toEqual([
      { name: 'Bulk Default', hsn: '1006', gst: 5 },
      { name: 'Bulk Own', hsn: '10063020', gst: 18 },
      { name: 'Bulk Spice', hsn: '0910', gst: 5 },
    ]);

    const refused = await upload(unlicensed, [
      row(1, { 'Name of Product': 'Rice Bag' }),
      row(2, {
        'Product Category': 'Packaging',
        'Name of Product': 'Paper Bag',
        'Quantity (such as 1kg or 500ml)': '100 pcs',
      }),
    ]);
    expect(refused.data).toMatchObject({ total: 2, success: 1, failed: 1 });
    expect(refused.data.errors[0].row).toBe(2);
    expect(refused.data.errors[0].reason).toContain('Rice is food');
  });

  it('gives each category its default rate, code and whether it needs a licence', async () => {
    const res = await t.call('GET', '/api/categories');
    const byId = Object.fromEntries((res.data as { id: string }[]).map((c) => [c.id, c])) as Record<
      string,
      unknown
    >;
    expect(byId.cat_rice).toMatchObject({ hsn_code: '1006', gst_rate: 5, requires_fssai: true });
    expect(byId.cat_vegetables).toMatchObject({ gst_rate: 0, requires_fssai: true });
    expect(byId.cat_packaging).toMatchObject({ hsn_code: '4819', requires_fssai: false });
  });
});
