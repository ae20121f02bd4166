import { auditLog } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { fileForm, productBody, productCount, productRow } from '../support/products.ts';
import { HEADER, row, toCsv } from '../support/spreadsheets.ts';

/** Listings weighed when packed (decision 0088, catch-weight): the catalogue's side. */
let t: TestApp;
let supplier: Awaited<ReturnType<TestApp['userWithToken']>>;
let admin: Awaited<ReturnType<TestApp['userWithToken']>>;
beforeEach(async () => {
  t = await createTestApp();
  supplier = await t.userWithToken('supplier', { restaurantName: 'Meena Traders' });
  admin = await t.userWithToken('admin');
});
afterEach(() => t.close());

const chicken = (over: Record<string, unknown> = {}) =>
  productBody({
    name: 'Chicken Curry Cut',
    category_id: 'cat_vegetables',
    sold_by: 'kg',
    step: 0.25,
    minimum: 1,
    price: 220,
    unit: undefined,
    stock_quantity: 40,
    weighed: true,
    tolerance_percent: 15,
    ...over,
  });

const create = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  t.call('POST', '/api/supplier/products', { token: supplier.token, body, headers });
const update = (id: string, body: Record<string, unknown>) =>
  t.call('PUT', `/api/supplier/products/${id}`, { token: supplier.token, body });
const approve = (id: string) => t.call('POST', `/api/admin/products/${id}/approve`, { token: admin.token });

const WEIGHED = { sold_by: 'kg', weighed: true, tolerance_percent: 15 };

describe('a listing weighed when packed', () => {
  it('is created, stored and answered everywhere with its tolerance', async () => {
    const res = await create(chicken());
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject(WEIGHED);
    expect((await productRow(t, res.data.id))!).toMatchObject({ weighed: true, tolerancePct: 15 });
    expect((await approve(res.data.id)).data).toMatchObject(WEIGHED);

    const customer = await t.userWithToken('customer');
    const page = await t.call('GET', '/api/products', { token: customer.token });
    expect(page.data.products[0]).toMatchObject(WEIGHED);
    const input = encodeURIComponent(JSON.stringify({ id: res.data.id }));
    const rpc = await t.call('GET', `/trpc/catalog.byId?input=${input}`, { token: customer.token });
    expect(rpc.data.result.data).toMatchObject(WEIGHED);
    const items = await t.call('GET', '/api/items', { token: customer.token });
    expect(items.data.items[0].offers[0]).toMatchObject(WEIGHED);
    const own = await t.call('GET', '/api/supplier/products', { token: supplier.token });
    expect(own.data[0]).toMatchObject(WEIGHED);
    const staff = await t.call('GET', '/api/admin/products', { token: admin.token });
    expect(staff.data.items[0]).toMatchObject(WEIGHED);
    const inventory = await t.call('GET', '/api/admin/inventory', { token: admin.token });
    expect(inventory.data.items[0]).toMatchObject(WEIGHED);
    const suggestions = await t.call('GET', '/api/admin/items/suggestions', { token: admin.token });
    for (const s of suggestions.data) expect(s.listings[0]).toMatchObject(WEIGHED);
  });

  it('is not weighed, at ±10%, unless the form says so; packs and litres answer it too', async () => {
    const onions = await create(chicken({ name: 'Onion', weighed: undefined, tolerance_percent: undefined }));
    expect(onions.data).toMatchObject({ weighed: false, tolerance_percent: 10 });
    const rice = await create(productBody());
    expect(rice.data).toMatchObject({ sold_by: 'pack', weighed: false, tolerance_percent: 10 });
  });

  it('is created and changed by staff', async () => {
    const res = await t.call('POST', '/api/products', {
      token: admin.token,
      body: { ...chicken({ tolerance_percent: 5 }), is_active: true },
    });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ weighed: true, tolerance_percent: 5 });
    const off = await t.call('PUT', `/api/products/${res.data.id}`, {
      token: admin.token,
      body: { ...chicken({ weighed: false, tolerance_percent: undefined }), is_active: true },
    });
    expect(off.data).toMatchObject({ weighed: false, tolerance_percent: 5 });
    const pack = await t.call('POST', '/api/products', {
      token: admin.token,
      body: { ...productBody({ weighed: true }), is_active: true },
    });
    expect(pack.status).toBe(400);
    expect(pack.data.errors).toEqual([
      { path: ['weighed'], message: 'Only a listing sold by the kg can be weighed when packed' },
    ]);
  });

  it('keeps its terms on an update without them; an approved listing takes new ones at once', async () => {
    const { data } = await create(chicken());
    await approve(data.id);
    const kept = await update(data.id, chicken({ weighed: undefined, tolerance_percent: undefined }));
    expect(kept.data).toMatchObject({ ...WEIGHED, approval_status: 'approved' });
    const changed = await update(data.id, chicken({ weighed: false, tolerance_percent: 20 }));
    expect(changed.data).toMatchObject({
      weighed: false,
      tolerance_percent: 20,
      approval_status: 'approved',
      pending_changes: null,
    });
    expect((await productRow(t, data.id))!).toMatchObject({ weighed: false, tolerancePct: 20 });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'product.steps'));
    expect(entry!.before).toMatchObject({ weighed: true, tolerance_percent: 15 });
    expect(entry!.after).toMatchObject({ weighed: false, tolerance_percent: 20 });
  });
});

describe('refusals', () => {
  it.each([
    [
      { sold_by: 'pack', unit: '5kg', step: 1, minimum: 1 },
      'weighed',
      'Only a listing sold by the kg can be weighed when packed',
    ],
    [
      { sold_by: 'litre', step: 0.5, minimum: 1 },
      'weighed',
      'Only a listing sold by the kg can be weighed when packed',
    ],
    [{ weighed: 'yes' }, 'weighed', 'Weighed is true or false'],
    [{ tolerance_percent: 0 }, 'tolerance_percent', 'Tolerance is at least 1%'],
    [{ tolerance_percent: 51 }, 'tolerance_percent', 'Tolerance is at most 50%'],
    [{ tolerance_percent: 7.5 }, 'tolerance_percent', 'Tolerance must be a whole percent'],
    [{ tolerance_percent: '10' }, 'tolerance_percent', 'Tolerance must be a number'],
  ])('refuses %j naming the field, and writes nothing', async (over, field, message) => {
    const res = await create(chicken(over));
    expect(res.status).toBe(400);
    expect(res.data.errors).toContainEqual({ path: [field], message });
    expect(await productCount(t)).toBe(0);
  });

  it('refuses weighing a pack listing on update, in Hindi too', async () => {
    const { data } = await create(productBody());
    const res = await t.call('PUT', `/api/supplier/products/${data.id}`, {
      token: supplier.token,
      body: productBody({ weighed: true }),
      headers: { 'accept-language': 'hi' },
    });
    expect(res.status).toBe(400);
    expect(res.data.errors).toEqual([
      { path: ['weighed'], message: expect.stringMatching(/[\u0900-\u097F]/) },
    ]);
    expect((await productRow(t, data.id))!.weighed).toBe(false);
  });
});

describe('bulk upload', () => {
  const COLUMNS = ['Sold By (pack / kg / litre)', 'Weighed (yes/no)', 'Tolerance %'];
  const line = (n: number, soldBy: string, weighed: string, tolerance: string) => [
    ...row(n, soldBy === 'kg' ? { 'Quantity (such as 1kg or 500ml)': '' } : {}),
    soldBy,
    weighed,
    tolerance,
  ];

  it('reads the weighed and tolerance columns, and reports bad ones', async () => {
    const file = toCsv([
      [...HEADER, ...COLUMNS],
      line(1, 'kg', 'Yes', '12%'),
      line(2, 'kg', 'no', ''),
      line(3, 'kg', '', ''),
      line(4, 'pack', 'yes', ''),
      line(5, 'kg', 'maybe', ''),
      line(6, 'kg', 'yes', '60'),
    ]);
    const res = await t.call('POST', '/api/supplier/products/bulk-upload', {
      token: supplier.token,
      body: fileForm('weighed.csv', file),
    });
    expect(res.data).toMatchObject({ total: 6, success: 3, failed: 3 });
    expect(res.data.errors).toEqual([
      { row: 5, reason: 'Only a listing sold by the kg can be weighed when packed' },
      { row: 6, reason: 'Weighed "maybe" is not yes or no' },
      { row: 7, reason: 'Tolerance is at most 50%' },
    ]);
    const own = await t.call('GET', '/api/supplier/products', { token: supplier.token });
    const terms = Object.fromEntries(
      own.data.map((p: { name: string; weighed: boolean; tolerance_percent: number }) => [
        p.name,
        [p.weighed, p.tolerance_percent],
      ]),
    );
    expect(terms).toEqual({
      'Basmati Rice 1': [true, 12],
      'Basmati Rice 2': [false, 10],
      'Basmati Rice 3': [false, 10],
    });
  });
});
