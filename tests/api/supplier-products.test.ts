import { cartItems, cities, orderItems } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { insertOrder } from '../support/orders.ts';
import {
  addToCart,
  fileForm,
  insertProduct,
  productBody,
  productCount,
  productRow,
  TINY_PNG,
} from '../support/products.ts';

let t: TestApp;
let supplier: Awaited<ReturnType<TestApp['userWithToken']>>;
beforeEach(async () => {
  t = await createTestApp();
  supplier = await t.userWithToken('supplier', { restaurantName: 'Meena Traders' });
});
afterEach(() => t.close());

describe('who may use the supplier calls', () => {
  it.each([
    ['GET', '/api/supplier/products'],
    ['GET', '/api/supplier/dashboard'],
    ['POST', '/api/supplier/products'],
    ['PUT', '/api/supplier/products/prd_x'],
    ['DELETE', '/api/supplier/products/prd_x'],
  ])('%s %s: 401 without a token, 403 for customers, delivery and staff', async (method, path) => {
    const body = method === 'POST' || method === 'PUT' ? productBody() : undefined;
    expect((await t.call(method, path, { body })).status).toBe(401);
    for (const type of ['customer', 'delivery', 'admin', 'sub_admin'] as const) {
      const u = await t.userWithToken(type, type === 'sub_admin' ? { permissions: ['manage_products'] } : {});
      const res = await t.call(method, path, { token: u.token, body });
      expect(res.status).toBe(403);
      expect(res.data.detail).toBeTruthy();
    }
    expect(await productCount(t)).toBe(0);
  });
});

describe('create and list', () => {
  it('adds a pending product with every field and lists it with its names', async () => {
    const res = await t.call('POST', '/api/supplier/products', {
      token: supplier.token,
      body: productBody({ city_id: 'city_bhopal', image_url: 'https://cdn.example.in/rice.jpg' }),
    });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      name: 'Basmati Rice',
      category_id: 'cat_rice',
      category_name: 'Rice',
      city_id: 'city_bhopal',
      city_name: 'Bhopal',
      supplier_id: supplier.id,
      supplier_name: 'Meena Traders',
      price: 650.5,
      unit: '5kg',
      stock_quantity: 120,
      image_url: 'https://cdn.example.in/rice.jpg',
      brand: 'India Gate',
      manufacturing_date: '2026-01-10',
      expiry_date: '2027-01-10',
      approval_status: 'pending',
      rejection_reason: null,
      is_active: true,
    });
    expect((await productRow(t, res.data.id))!.pricePaise).toBe(65050);

    const list = await t.call('GET', '/api/supplier/products', { token: supplier.token });
    expect(list.status).toBe(200);
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toEqual(res.data);
  });

  it('treats an empty city as all cities and empty dates as none', async () => {
    // A product may show a seed image only while the store holds it (tests/ops/image-store-faults).
    await t.services.images.put('seed/1f35a.webp', TINY_PNG, 'image/webp');
    const res = await t.call('POST', '/api/supplier/products', {
      token: supplier.token,
      body: productBody({
        city_id: '',
        manufacturing_date: '',
        expiry_date: '',
        image_url: '/images/seed/1f35a.webp',
      }),
    });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      city_id: null,
      city_name: null,
      manufacturing_date: null,
      expiry_date: null,
    });
  });

  it('lists only the caller’s own products', async () => {
    const other = await t.userWithToken('supplier');
    await insertProduct(t, other.id, { name: 'Not mine' });
    const mine = await insertProduct(t, supplier.id, {
      name: 'Mine',
      approvalStatus: 'rejected',
      rejectionReason: 'Blurry photo',
    });
    const list = await t.call('GET', '/api/supplier/products', { token: supplier.token });
    expect(list.data.map((p: { id: string }) => p.id)).toEqual([mine]);
    expect(list.data[0]).toMatchObject({ approval_status: 'rejected', rejection_reason: 'Blurry photo' });
  });

  it.each([
    [{ name: '' }, 'name', 'Product name is required'],
    [{ category_id: '' }, 'category_id', 'Category is required'],
    [{ price: undefined }, 'price', 'Price is required'],
    [{ price: '12.5' }, 'price', 'Price must be a number'],
    [{ price: 12.345 }, 'price', 'Price has at most 2 decimals'],
    [{ price: 0 }, 'price', 'Price must be more than 0'],
    [{ unit: ' ' }, 'unit', 'Unit is required'],
    [{ stock_quantity: -1 }, 'stock_quantity', 'Stock cannot be negative'],
    [{ stock_quantity: 1.5 }, 'stock_quantity', 'Stock must be a whole number'],
    [{ stock_quantity: undefined }, 'stock_quantity', 'Stock quantity is required'],
    [{ manufacturing_date: '2025-02-30' }, 'manufacturing_date', 'Manufacturing date is not a real date'],
    [{ expiry_date: '10-01-2027' }, 'expiry_date', 'Expiry date: use YYYY-MM-DD'],
    [{ expiry_date: '2026-01-10' }, 'expiry_date', 'Expiry date must be after the manufacturing date'],
    [{ expiry_date: '2025-12-31' }, 'expiry_date', 'Expiry date must be after the manufacturing date'],
    [{ image_url: 'javascript:alert(1)' }, 'image_url', 'Use an uploaded image or an http(s) image address'],
    [
      { image_url: 'data:image/png;base64,AAAA' },
      'image_url',
      'Use an uploaded image or an http(s) image address',
    ],
    [{ image_url: '/etc/passwd' }, 'image_url', 'Use an uploaded image or an http(s) image address'],
    [{ image_url: '/images/../secret' }, 'image_url', 'Use an uploaded image or an http(s) image address'],
    [{ name: 'x'.repeat(151) }, 'name', 'Must be at most 150 characters'],
  ])('refuses %j with a field error and writes nothing', async (over, field, message) => {
    const res = await t.call('POST', '/api/supplier/products', {
      token: supplier.token,
      body: productBody(over),
    });
    expect(res.status).toBe(400);
    expect(res.data.errors).toContainEqual({ path: [field], message });
    expect(res.data.detail).toBe(`${field}: ${message}`);
    expect(await productCount(t)).toBe(0);
  });

  it('refuses an unknown category, an unknown city and an inactive city', async () => {
    await t.db.update(cities).set({ isActive: false }).where(eq(cities.id, 'city_pune'));
    for (const [over, detail] of [
      [{ category_id: 'cat_nope' }, 'Please choose a category from the list.'],
      [{ city_id: 'city_atlantis' }, 'Please choose a city from the list, or all cities.'],
      [{ city_id: 'city_pune' }, 'Please choose a city from the list, or all cities.'],
    ] as const) {
      const res = await t.call('POST', '/api/supplier/products', {
        token: supplier.token,
        body: productBody(over),
      });
      expect(res.status).toBe(400);
      expect(res.data.detail).toBe(detail);
    }
    expect(await productCount(t)).toBe(0);
  });
});

describe('update', () => {
  it('sends a pending or rejected product back to pending and clears the reason', async () => {
    for (const status of ['pending', 'rejected'] as const) {
      const id = await insertProduct(t, supplier.id, {
        approvalStatus: status,
        rejectionReason: status === 'rejected' ? 'Wrong category' : null,
      });
      const res = await t.call('PUT', `/api/supplier/products/${id}`, {
        token: supplier.token,
        body: productBody({ name: 'Renamed', price: 99.99, stock_quantity: 0 }),
      });
      expect(res.status).toBe(200);
      expect(res.data).toMatchObject({
        id,
        name: 'Renamed',
        price: 99.99,
        stock_quantity: 0,
        approval_status: 'pending',
        rejection_reason: null,
      });
      expect(await productRow(t, id)).toMatchObject({
        approvalStatus: 'pending',
        rejectionReason: null,
        pricePaise: 9999,
      });
    }
  });

  it('keeps an approved listing on sale through a restock or a new price, audited for staff', async () => {
    // The very listing productBody() describes, approved.
    const id = await insertProduct(t, supplier.id, {
      name: 'Basmati Rice',
      description: 'Long grain',
      pricePaise: 65_050,
      unit: '5kg',
      stockQuantity: 120,
      brand: 'India Gate',
      manufacturingDate: '2026-01-10',
      expiryDate: '2027-01-10',
      approvalStatus: 'approved',
    });
    const customer = await t.userWithToken('customer');
    const restock = await t.call('PUT', `/api/supplier/products/${id}`, {
      token: supplier.token,
      body: productBody({ stock_quantity: 300 }),
    });
    expect(restock.data).toMatchObject({ approval_status: 'approved', stock_quantity: 300 });
    t.advance(1000);
    const repriced = await t.call('PUT', `/api/supplier/products/${id}`, {
      token: supplier.token,
      body: productBody({ stock_quantity: 300, price: 700 }),
    });
    expect(repriced.data).toMatchObject({ approval_status: 'approved', price: 700 });
    const seen = await t.call('GET', `/api/products/${id}`, { token: customer.token });
    expect(seen.status).toBe(200);
    expect(seen.data).toMatchObject({ price: 700, stock_quantity: 300 });
    const log = await t.call('GET', '/api/admin/audit-log?entity=product', {
      token: (await t.userWithToken('admin')).token,
    });
    expect(
      log.data.items
        .filter((e: { entity_id: string }) => e.entity_id === id)
        .map((e: { action: string; before: unknown; after: unknown }) => [e.action, e.before, e.after]),
    ).toEqual([
      ['product.price', { price: 650.5, stock_quantity: 300 }, { price: 700, stock_quantity: 300 }],
      ['product.stock', { price: 650.5, stock_quantity: 120 }, { price: 650.5, stock_quantity: 300 }],
    ]);
    // Anything else (here the name) waits for review while the approved listing stays on sale.
    const renamed = await t.call('PUT', `/api/supplier/products/${id}`, {
      token: supplier.token,
      body: productBody({ name: 'Basmati Rice Gold', stock_quantity: 300, price: 700 }),
    });
    expect(renamed.data).toMatchObject({
      approval_status: 'approved',
      name: 'Basmati Rice',
      pending_changes: { name: 'Basmati Rice Gold' },
    });
  });

  it('refuses another supplier’s product with 403 and an unknown id with 404, changing nothing', async () => {
    const other = await t.userWithToken('supplier');
    const theirs = await insertProduct(t, other.id, { name: 'Theirs' });
    const before = await productRow(t, theirs);
    const res = await t.call('PUT', `/api/supplier/products/${theirs}`, {
      token: supplier.token,
      body: productBody(),
    });
    expect(res.status).toBe(403);
    expect(res.data.detail).toBe('This product belongs to another supplier.');
    expect(await productRow(t, theirs)).toEqual(before);
    const missing = await t.call('PUT', '/api/supplier/products/prd_missing', {
      token: supplier.token,
      body: productBody(),
    });
    expect(missing.status).toBe(404);
  });

  it('validates the edit like a new product', async () => {
    const id = await insertProduct(t, supplier.id);
    const before = await productRow(t, id);
    const res = await t.call('PUT', `/api/supplier/products/${id}`, {
      token: supplier.token,
      body: productBody({ stock_quantity: -5 }),
    });
    expect(res.status).toBe(400);
    expect(await productRow(t, id)).toEqual(before);
  });
});

describe('remove', () => {
  it('refuses another supplier’s product with 403 and keeps it', async () => {
    const other = await t.userWithToken('supplier');
    const theirs = await insertProduct(t, other.id);
    const res = await t.call('DELETE', `/api/supplier/products/${theirs}`, { token: supplier.token });
    expect(res.status).toBe(403);
    expect(await productRow(t, theirs)).toBeTruthy();
    expect(
      (await t.call('DELETE', '/api/supplier/products/prd_missing', { token: supplier.token })).status,
    ).toBe(404);
  });

  it('deletes for good: past order lines keep their snapshot, carts lose the line', async () => {
    const customer = await t.userWithToken('customer');
    const id = await insertProduct(t, supplier.id);
    const { id: orderId } = await insertOrder(t.db, customer, { status: 'delivered' }, [
      { productId: id, supplierId: supplier.id, pricePaise: 10_000, quantity: 2 },
    ]);
    await addToCart(t, customer.id, id);
    const res = await t.call('DELETE', `/api/supplier/products/${id}`, { token: supplier.token });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ ok: true, id });
    expect(await productRow(t, id)).toBeUndefined();
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(line).toMatchObject({
      productId: null,
      supplierId: supplier.id,
      productName: 'Snapshot name',
      quantity: 2,
    });
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, customer.id))).toHaveLength(0);
  });

  it('removes the supplier’s uploaded image with the product, once nothing else shows it', async () => {
    const up = await t.call('POST', '/api/upload/product-image', {
      token: supplier.token,
      body: fileForm('a.png', TINY_PNG),
    });
    expect(up.status).toBe(201);
    const a = await t.call('POST', '/api/supplier/products', {
      token: supplier.token,
      body: productBody({ image_url: up.data.url }),
    });
    const b = await t.call('POST', '/api/supplier/products', {
      token: supplier.token,
      body: productBody({ image_url: up.data.url }),
    });
    await t.call('DELETE', `/api/supplier/products/${a.data.id}`, { token: supplier.token });
    expect((await t.app.request(up.data.url)).status).toBe(200);
    await t.call('PUT', `/api/supplier/products/${b.data.id}`, {
      token: supplier.token,
      body: productBody({ image_url: '' }),
    });
    expect((await t.app.request(up.data.url)).status).toBe(404);
  });
});
