import { auditLog, products } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { insertProduct, productBody, productCount, productRow } from '../support/products.ts';

/** Listings sold by weight or volume (decision 0088): the API speaks kg and litres, the rows grams and ml. */
let t: TestApp;
let supplier: Awaited<ReturnType<TestApp['userWithToken']>>;
let admin: Awaited<ReturnType<TestApp['userWithToken']>>;
beforeEach(async () => {
  t = await createTestApp();
  supplier = await t.userWithToken('supplier', { restaurantName: 'Meena Traders' });
  admin = await t.userWithToken('admin');
});
afterEach(() => t.close());

const onions = (over: Record<string, unknown> = {}) =>
  productBody({
    name: 'Onion',
    category_id: 'cat_vegetables',
    sold_by: 'kg',
    step: 0.25,
    minimum: 0.5,
    price: 40,
    unit: undefined,
    stock_quantity: 12.5,
    ...over,
  });

const create = (body: Record<string, unknown>) =>
  t.call('POST', '/api/supplier/products', { token: supplier.token, body });

const KG_LISTING = {
  sold_by: 'kg',
  step: 0.25,
  minimum: 0.5,
  price: 40,
  price_per_unit: 40,
  stock_quantity: 12.5,
  unit: 'kg',
};

describe('a listing sold by weight', () => {
  it('is created, answered and listed in kg and stored in grams', async () => {
    const res = await create(onions());
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ ...KG_LISTING, approval_status: 'pending' });
    const row = (await productRow(t, res.data.id))!;
    expect(row).toMatchObject({
      soldBy: 'kg',
      step: 250,
      minQuantity: 500,
      stockQuantity: 12500,
      pricePaise: 4000,
      unit: 'kg',
    });

    const approved = await t.call('POST', `/api/admin/products/${res.data.id}/approve`, {
      token: admin.token,
    });
    expect(approved.data).toMatchObject(KG_LISTING);
    const customer = await t.userWithToken('customer');
    const page = await t.call('GET', '/api/products', { token: customer.token });
    expect(page.data.products).toEqual([
      expect.objectContaining({
        ...KG_LISTING,
        stock_label: 'Low Stock',
        price_per_base: { per: 'kg', price: 40 },
      }),
    ]);
    const input = encodeURIComponent(JSON.stringify({ id: res.data.id }));
    const rpc = await t.call('GET', `/trpc/catalog.byId?input=${input}`, { token: customer.token });
    expect(rpc.data.result.data).toMatchObject({ ...KG_LISTING, stock_label: 'Low Stock' });
    const items = await t.call('GET', '/api/items', { token: customer.token });
    expect(items.data.items[0].offers[0]).toMatchObject({ ...KG_LISTING, stock_label: 'Low Stock' });
  });

  it('defaults to steps of 0.25 kg and 0.5 litre, the minimum one step', async () => {
    const kg = await create(onions({ step: undefined, minimum: undefined }));
    expect(kg.data).toMatchObject({ sold_by: 'kg', step: 0.25, minimum: 0.25 });
    const litre = await create(
      onions({
        name: 'Milk',
        category_id: 'cat_dairy-and-cheese',
        sold_by: 'litre',
        step: undefined,
        minimum: 2,
      }),
    );
    expect(litre.data).toMatchObject({
      sold_by: 'litre',
      unit: 'L',
      step: 0.5,
      minimum: 2,
      price_per_unit: 40,
    });
    expect((await productRow(t, litre.data.id))!).toMatchObject({ step: 500, minQuantity: 2000 });
  });

  it('labels stock on kg: under 20 kg is low, whatever the grams', async () => {
    const low = await create(onions({ stock_quantity: 19.999 }));
    const plenty = await create(onions({ stock_quantity: 20 }));
    for (const id of [low.data.id, plenty.data.id])
      await t.call('POST', `/api/admin/products/${id}/approve`, { token: admin.token });
    const inventory = await t.call('GET', '/api/admin/inventory?level=low', { token: admin.token });
    expect(inventory.data.items.map((p: { stock_quantity: number }) => p.stock_quantity)).toEqual([19.999]);
    expect(inventory.data.items[0].stock_label).toBe('Low Stock');
    const dashboard = await t.call('GET', '/api/supplier/dashboard', { token: supplier.token });
    expect(dashboard.data.stock).toMatchObject({
      low_stock: 1,
      alerts: [{ id: low.data.id, sold_by: 'kg', stock_quantity: 19.999 }],
    });
  });
});

describe('stock in kg', () => {
  it('takes a restock in kg from the supplier and from staff', async () => {
    const { data } = await create(onions());
    const own = await t.call('PUT', `/api/supplier/products/${data.id}/stock`, {
      token: supplier.token,
      body: { stock_quantity: 7.25 },
    });
    expect(own.data).toMatchObject({ stock_quantity: 7.25 });
    const staff = await t.call('PUT', `/api/admin/inventory/${data.id}`, {
      token: admin.token,
      body: { stock_quantity: 3.5 },
    });
    expect(staff.data).toMatchObject({ stock_quantity: 3.5, sold_by: 'kg', stock_label: 'Low Stock' });
    expect((await productRow(t, data.id))!.stockQuantity).toBe(3500);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'update_stock'));
    expect([entry!.before, entry!.after]).toEqual([{ stock_quantity: 7.25 }, { stock_quantity: 3.5 }]);
  });

  it('refuses a fraction of a pack as stock of a pack listing, and finer than a gram', async () => {
    const pack = await insertProduct(t, supplier.id, { stockQuantity: 5 });
    const half = await t.call('PUT', `/api/supplier/products/${pack}/stock`, {
      token: supplier.token,
      body: { stock_quantity: 2.5 },
    });
    expect(half.status).toBe(400);
    expect(half.data).toMatchObject({
      code: 'invalid_input',
      detail: 'stock_quantity: Stock must be a whole number',
      errors: [{ path: ['stock_quantity'], message: 'Stock must be a whole number' }],
    });
    const staff = await t.call('PUT', `/api/admin/inventory/${pack}`, {
      token: admin.token,
      body: { stock_quantity: 2.5 },
    });
    expect(staff.status).toBe(400);
    const { data } = await create(onions());
    const fine = await t.call('PUT', `/api/supplier/products/${data.id}/stock`, {
      token: supplier.token,
      body: { stock_quantity: 1.0005 },
    });
    expect(fine.data.errors).toEqual([{ path: ['stock_quantity'], message: 'Stock has at most 3 decimals' }]);
    expect((await productRow(t, pack))!.stockQuantity).toBe(5);
  });
});

describe('refusals', () => {
  it.each([
    [{ minimum: 0.6 }, 'minimum', 'Minimum must be a whole number of steps'],
    [{ minimum: 0.1 }, 'minimum', 'Minimum must be a whole number of steps'],
    [{ step: 0.2505 }, 'step', 'Step has at most 3 decimals'],
    [{ stock_quantity: 12.0001 }, 'stock_quantity', 'Stock has at most 3 decimals'],
    [{ step: 0 }, 'step', 'Step must be more than 0'],
    [{ sold_by: 'dozen' }, 'sold_by', 'Sold by is pack, kg or litre'],
    [{ sold_by: 'pack', unit: '5kg', stock_quantity: 2.5 }, 'stock_quantity', 'Stock must be a whole number'],
    [{ sold_by: 'pack', unit: '5kg', step: 1.5 }, 'step', 'Step must be a whole number of packs'],
    [
      { sold_by: 'pack', unit: '5kg', step: 1, minimum: 2.5 },
      'minimum',
      'Minimum must be a whole number of packs',
    ],
    [{ sold_by: 'pack', unit: undefined, step: 1, minimum: 1 }, 'unit', 'Unit is required'],
  ])('refuses %j with a field error and writes nothing', async (over, field, message) => {
    const res = await create(onions(over));
    expect(res.status).toBe(400);
    expect(res.data.errors).toContainEqual({ path: [field], message });
    expect(await productCount(t)).toBe(0);
  });

  it('answers the measure refusals in Hindi too', async () => {
    const res = await t.call('POST', '/api/supplier/products', {
      token: supplier.token,
      body: onions({ minimum: 0.6 }),
      headers: { 'accept-language': 'hi' },
    });
    expect(res.data.errors[0].message).toMatch(/[\u0900-\u097F]/);
  });

  it('never changes how a listing is sold, but takes new steps, price and stock at once', async () => {
    const { data } = await create(onions());
    await t.call('POST', `/api/admin/products/${data.id}/approve`, { token: admin.token });
    const toPack = await t.call('PUT', `/api/supplier/products/${data.id}`, {
      token: supplier.token,
      body: onions({ sold_by: 'pack', unit: '1kg', stock_quantity: 12 }),
    });
    expect(toPack.status).toBe(409);
    expect(toPack.data.code).toBe('sold_by_fixed');
    expect(toPack.data.detail).toContain('sold by weight (kg)');
    const staff = await t.call('PUT', `/api/products/${data.id}`, {
      token: admin.token,
      body: { ...onions({ sold_by: 'litre' }), is_active: true },
    });
    expect(staff.status).toBe(409);

    // Without sold_by, step or minimum an update keeps the listing's; stock is its kg.
    const kept = await t.call('PUT', `/api/supplier/products/${data.id}`, {
      token: supplier.token,
      body: onions({
        sold_by: undefined,
        step: undefined,
        minimum: undefined,
        stock_quantity: 30.5,
        price: 42,
      }),
    });
    expect(kept.status).toBe(200);
    expect(kept.data).toMatchObject({
      sold_by: 'kg',
      step: 0.25,
      minimum: 0.5,
      stock_quantity: 30.5,
      price: 42,
    });
    const stepped = await t.call('PUT', `/api/supplier/products/${data.id}`, {
      token: supplier.token,
      body: onions({ step: 0.5, minimum: 1, stock_quantity: 30.5, price: 42 }),
    });
    expect(stepped.data).toMatchObject({
      approval_status: 'approved',
      step: 0.5,
      minimum: 1,
      pending_changes: null,
    });
    const bad = await t.call('PUT', `/api/supplier/products/${data.id}`, {
      token: supplier.token,
      body: onions({ sold_by: undefined, step: 0.3, minimum: undefined, stock_quantity: 30.5 }),
    });
    expect(bad.status).toBe(400);
    expect(bad.data.errors).toEqual([
      { path: ['minimum'], message: 'Minimum must be a whole number of steps' },
    ]);
    const actions = await t.db.select().from(auditLog).where(eq(auditLog.entityId, data.id));
    expect(actions.map((a) => a.action).sort()).toEqual([
      'product.approve',
      'product.price',
      'product.steps',
    ]);
    expect((await productRow(t, data.id))!).toMatchObject({ soldBy: 'kg', step: 500, minQuantity: 1000 });
  });
});

describe('listings from before', () => {
  it('are sold by the pack, one at a time, with whole stock', async () => {
    const id = await insertProduct(t, supplier.id, { approvalStatus: 'approved', stockQuantity: 40 });
    const [row] = await t.db.select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({ soldBy: 'pack', step: 1, minQuantity: 1 });
    const list = await t.call('GET', '/api/supplier/products', { token: supplier.token });
    expect(list.data[0]).toMatchObject({
      sold_by: 'pack',
      step: 1,
      minimum: 1,
      price_per_unit: null,
      stock_quantity: 40,
    });
    const created = await create(productBody());
    expect(created.data).toMatchObject({
      sold_by: 'pack',
      step: 1,
      minimum: 1,
      unit: '5kg',
      price_per_unit: null,
    });
  });
});
