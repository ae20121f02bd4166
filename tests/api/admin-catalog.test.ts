import { auditLog, cartItems, orderItems, products } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addOrder, addProduct } from '../support/admin-fixtures.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
let admin: { id: string; token: string };
let supplier: { id: string };
beforeEach(async () => {
  t = await createTestApp();
  admin = await t.userWithToken('admin');
  supplier = await t.userWithToken('supplier', { restaurantName: 'Malwa Wholesale' });
});
afterEach(() => t.close());

const body = {
  name: 'Basmati Rice',
  category_id: 'cat_rice',
  city_id: 'city_indore',
  description: 'Long grain',
  price: 120.5,
  unit: '5kg',
  stock_quantity: 40,
  image_url: '',
  brand: 'India Gate',
  manufacturing_date: '2025-01-01',
  expiry_date: '2026-01-01',
  is_active: true,
};

describe('staff products', () => {
  it('creates an approved product (platform listing or a chosen supplier), updates and deletes it', async () => {
    const res = await t.call('POST', '/api/products', { token: admin.token, body });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      name: 'Basmati Rice',
      price: 120.5,
      approval_status: 'approved',
      supplier_id: admin.id,
      city_name: 'Indore',
      category_name: 'Rice',
      is_active: true,
      stock_label: 'In Stock',
    });
    const [row] = await t.db.select().from(products).where(eq(products.id, res.data.id));
    expect(row!.pricePaise).toBe(12050);

    const chosen = await t.call('POST', '/api/products', {
      token: admin.token,
      body: { ...body, city_id: '', supplier_id: supplier.id },
    });
    expect(chosen.data).toMatchObject({
      supplier_name: 'Malwa Wholesale',
      city_id: null,
      city_name: 'All cities',
    });

    const off = await t.call('PUT', `/api/products/${res.data.id}`, {
      token: admin.token,
      body: { ...body, is_active: false, price: 99 },
    });
    expect(off.status).toBe(200);
    expect(off.data).toMatchObject({ is_active: false, price: 99, supplier_id: admin.id });
    const logs = await t.db.select().from(auditLog).where(eq(auditLog.entityId, res.data.id));
    expect(logs.map((l) => l.action).sort()).toEqual(['create', 'deactivate']);

    expect((await t.call('DELETE', `/api/products/${res.data.id}`, { token: admin.token })).status).toBe(200);
    expect(await t.db.select().from(products).where(eq(products.id, res.data.id))).toHaveLength(0);
    expect((await t.call('DELETE', `/api/products/${res.data.id}`, { token: admin.token })).status).toBe(404);
  });

  it('refuses bad input and changes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...body, name: '' }, 'Product name is required'],
      [{ ...body, price: -1 }, 'Must not be negative'],
      [{ ...body, stock_quantity: -5 }, 'Stock must not be negative'],
      [{ ...body, stock_quantity: 1.5 }, 'Stock must be a whole number'],
      [{ ...body, unit: '' }, 'Unit is required'],
      [{ ...body, expiry_date: '2024-01-01' }, 'Expiry date must be after the manufacturing date'],
      [{ ...body, category_id: 'cat_nope' }, 'Please choose a category from the list.'],
      [{ ...body, city_id: 'city_nope' }, 'Please choose a city from the list.'],
      [{ ...body, supplier_id: admin.id }, 'Please choose a supplier from the list.'],
      [{ ...body, image_url: 'javascript:alert(1)' }, 'Use an https:// address'],
    ];
    for (const [b, detail] of cases) {
      const res = await t.call('POST', '/api/products', { token: admin.token, body: b });
      expect(res.status, JSON.stringify(b)).toBe(400);
      expect(res.data.detail).toContain(detail);
    }
    expect(await t.db.select().from(products)).toHaveLength(0);
  });

  it('deleting a sold product keeps the order line snapshot and drops it from carts', async () => {
    const p = await addProduct(t.db, { supplierId: supplier.id, name: 'Sold Rice' });
    const c = await t.userWithToken('customer');
    const orderId = await addOrder(t.db, {
      customerId: c.id,
      lines: [{ productId: p, quantity: 1, pricePaise: 100, name: 'Sold Rice' }],
    });
    await t.db.insert(cartItems).values({ id: 'crt_1', userId: c.id, productId: p, quantity: 1 });
    expect((await t.call('DELETE', `/api/products/${p}`, { token: admin.token })).status).toBe(200);
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(line).toMatchObject({ productId: null, productName: 'Sold Rice' });
    expect(await t.db.select().from(cartItems)).toHaveLength(0);
  });

  it('lists with search by name, category or city, city and status filters, and paging', async () => {
    await addProduct(t.db, { supplierId: supplier.id, name: 'Toor Dal', categoryId: 'cat_pulses' });
    await addProduct(t.db, { supplierId: supplier.id, name: 'Sona Masoori', cityId: 'city_bhopal' });
    await addProduct(t.db, { supplierId: supplier.id, name: 'Old Rice', isActive: false });
    await addProduct(t.db, { supplierId: supplier.id, name: '50%_Off Rice' });
    const names = async (q: string) =>
      (await t.call('GET', `/api/admin/products?${q}`, { token: admin.token })).data.items.map(
        (p: { name: string }) => p.name,
      );
    expect(await names('search=toor')).toEqual(['Toor Dal']);
    expect(await names('search=pulses')).toEqual(['Toor Dal']);
    expect(await names('search=bhopal')).toEqual(['Sona Masoori']);
    expect(await names('city_id=city_bhopal')).toEqual(['Sona Masoori']);
    expect(await names('status=inactive')).toEqual(['Old Rice']);
    expect(await names('search=50%25_')).toEqual(['50%_Off Rice']);
    expect((await names('status=active')).length).toBe(3);
    const page = await t.call('GET', '/api/admin/products?page=2&page_size=3', { token: admin.token });
    expect(page.data).toMatchObject({ total: 4, page: 2 });
    expect(page.data.items).toHaveLength(1);
  });

  it("scopes a sub-admin to its city's products; all-city products and other cities are out of reach", async () => {
    const sub = await t.userWithToken('sub_admin', {
      cityId: 'city_bhopal',
      permissions: ['manage_products'],
    });
    const mine = await addProduct(t.db, {
      supplierId: supplier.id,
      cityId: 'city_bhopal',
      name: 'Bhopal Rice',
    });
    const everywhere = await addProduct(t.db, {
      supplierId: supplier.id,
      cityId: null,
      name: 'National Rice',
    });
    await addProduct(t.db, { supplierId: supplier.id, name: 'Indore Rice' });
    const list = await t.call('GET', '/api/admin/products', { token: sub.token });
    expect(list.data.items.map((p: { id: string }) => p.id)).toEqual([mine]);
    expect(
      (await t.call('GET', '/api/admin/products?city_id=city_indore', { token: sub.token })).status,
    ).toBe(403);
    expect((await t.call('DELETE', `/api/products/${everywhere}`, { token: sub.token })).status).toBe(404);
    const moved = await t.call('PUT', `/api/products/${mine}`, {
      token: sub.token,
      body: { ...body, city_id: 'city_indore' },
    });
    expect(moved.status).toBe(403);
    const national = await t.call('POST', '/api/products', {
      token: sub.token,
      body: { ...body, city_id: '' },
    });
    expect(national.status).toBe(403);
    const ok = await t.call('POST', '/api/products', {
      token: sub.token,
      body: { ...body, city_id: 'city_bhopal' },
    });
    expect(ok.status).toBe(201);
    const wrongSupplier = await t.call('POST', '/api/products', {
      token: sub.token,
      body: { ...body, city_id: 'city_bhopal', supplier_id: supplier.id },
    });
    expect(wrongSupplier.status).toBe(400);
  });
});

describe('inventory', () => {
  it('counts total, low and out of stock, filters by level and city, and updates stock', async () => {
    const out = await addProduct(t.db, { supplierId: supplier.id, stock: 0, name: 'Empty' });
    await addProduct(t.db, { supplierId: supplier.id, stock: 19, name: 'Low' });
    await addProduct(t.db, { supplierId: supplier.id, stock: 20, name: 'Enough' });
    await addProduct(t.db, { supplierId: supplier.id, stock: 5, name: 'Bhopal Low', cityId: 'city_bhopal' });
    const all = await t.call('GET', '/api/admin/inventory', { token: admin.token });
    expect(all.data.stats).toEqual({ total_items: 4, low_stock: 2, out_of_stock: 1 });
    expect(all.data.items[0]).toMatchObject({ name: 'Empty', stock_label: 'Out of Stock' });
    const indore = await t.call('GET', '/api/admin/inventory?city_id=city_indore', { token: admin.token });
    expect(indore.data.stats).toEqual({ total_items: 3, low_stock: 1, out_of_stock: 1 });
    const low = await t.call('GET', '/api/admin/inventory?level=low', { token: admin.token });
    expect(low.data.items.map((p: { name: string }) => p.name).sort()).toEqual(['Bhopal Low', 'Low']);

    const res = await t.call('PUT', `/api/admin/inventory/${out}?stock_quantity=75`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ stock_quantity: 75, stock_label: 'In Stock' });
    const [log] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, out));
    expect(log).toMatchObject({
      action: 'update_stock',
      before: { stock_quantity: 0 },
      after: { stock_quantity: 75 },
    });
  });

  it('refuses negative, fractional or missing stock and unknown ids, changing nothing', async () => {
    const p = await addProduct(t.db, { supplierId: supplier.id, stock: 7 });
    for (const q of ['-1', '2.5', 'abc', '']) {
      const res = await t.call('PUT', `/api/admin/inventory/${p}?stock_quantity=${q}`, {
        token: admin.token,
      });
      expect(res.status, q).toBe(400);
      expect(res.data.detail).toBeTruthy();
    }
    expect(
      (await t.call('PUT', '/api/admin/inventory/prd_nope?stock_quantity=1', { token: admin.token })).status,
    ).toBe(404);
    const [row] = await t.db.select().from(products).where(eq(products.id, p));
    expect(row!.stockQuantity).toBe(7);
  });

  it('a sub-admin sees and updates only its city', async () => {
    const sub = await t.userWithToken('sub_admin', {
      cityId: 'city_bhopal',
      permissions: ['manage_products'],
    });
    await addProduct(t.db, { supplierId: supplier.id, stock: 3, cityId: 'city_bhopal' });
    const indore = await addProduct(t.db, { supplierId: supplier.id, stock: 3 });
    const res = await t.call('GET', '/api/admin/inventory', { token: sub.token });
    expect(res.data.stats).toEqual({ total_items: 1, low_stock: 1, out_of_stock: 0 });
    expect(
      (await t.call('GET', '/api/admin/inventory?city_id=city_indore', { token: sub.token })).status,
    ).toBe(403);
    expect(
      (await t.call('PUT', `/api/admin/inventory/${indore}?stock_quantity=9`, { token: sub.token })).status,
    ).toBe(404);
  });
});

describe('supplier choices of the product form', () => {
  it('lists active suppliers in scope only', async () => {
    await t.userWithToken('supplier', { restaurantName: 'Bhopal Foods', cityId: 'city_bhopal' });
    const gone = await t.userWithToken('supplier', { restaurantName: 'Gone Foods' });
    await t.call('PUT', `/api/admin/suppliers/${gone.id}/status`, {
      token: admin.token,
      body: { is_active: false },
    });
    const sub = await t.userWithToken('sub_admin', {
      cityId: 'city_bhopal',
      permissions: ['manage_products'],
    });
    const all = await t.call('GET', '/trpc/catalog.staff.supplierOptions', { token: admin.token });
    expect(all.data.result.data.map((s: { name: string }) => s.name)).toEqual([
      'Bhopal Foods',
      'Malwa Wholesale',
    ]);
    const mine = await t.call('GET', '/trpc/catalog.staff.supplierOptions', { token: sub.token });
    expect(mine.data.result.data.map((s: { name: string }) => s.name)).toEqual(['Bhopal Foods']);
  });
});
