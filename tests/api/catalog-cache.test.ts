import { categories, cities, products, users } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { customerWithCart, makeProduct } from '../support/catalog.ts';

/**
 * Catalogue pages are kept per catalogue version (migration 0007). Every kind of change that
 * alters a page must show on the very next read of the same page.
 */
let t: TestApp;
let token: string;
let productId: string;
let supplierId: string;
beforeEach(async () => {
  t = await createTestApp();
  token = (await t.userWithToken('customer')).token;
  productId = await makeProduct(t, { cityId: 'city_indore' });
  [{ supplierId }] = (await t.db
    .select({ supplierId: products.supplierId })
    .from(products)
    .where(eq(products.id, productId))) as [{ supplierId: string }];
});
afterEach(() => t.close());

const page = async () => {
  const res = await t.call('GET', '/api/products?category_id=cat_rice&limit=50', { token });
  expect(res.status).toBe(200);
  return res.data.products as Record<string, unknown>[];
};
const mine = async () => (await page()).find((p) => p.id === productId);

describe('kept catalogue pages', () => {
  it('show a stock change from an order at once', async () => {
    expect(await mine()).toMatchObject({ stock_quantity: 50 });
    const buyer = await customerWithCart(t, [[productId, 3]]);
    const placed = await t.call('POST', '/api/orders', {
      token: buyer.token,
      body: { delivery_address: '1 Test Road', phone: '9876543210', payment_method: 'COD' },
    });
    expect(placed.status).toBe(201);
    expect(await mine()).toMatchObject({ stock_quantity: 47 });
  });

  it('show product, supplier, category and city changes at once', async () => {
    expect(await mine()).toMatchObject({ name: 'Basmati Rice', category_name: expect.any(String) });
    await t.db.update(products).set({ name: 'Sona Masoori' }).where(eq(products.id, productId));
    expect(await mine()).toMatchObject({ name: 'Sona Masoori' });
    await t.db.update(users).set({ restaurantName: 'Fresh Grains' }).where(eq(users.id, supplierId));
    expect(await mine()).toMatchObject({ supplier_name: 'Fresh Grains' });
    await t.db.update(categories).set({ name: 'Rice & Grains' }).where(eq(categories.id, 'cat_rice'));
    expect(await mine()).toMatchObject({ category_name: 'Rice & Grains' });
    await t.db.update(cities).set({ name: 'Indore City' }).where(eq(cities.id, 'city_indore'));
    expect(await mine()).toMatchObject({ city_name: 'Indore City' });
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, supplierId));
    expect(await mine()).toBeUndefined();
    await t.db.update(users).set({ isActive: true }).where(eq(users.id, supplierId));
    await t.db.update(products).set({ approvalStatus: 'pending' }).where(eq(products.id, productId));
    expect(await mine()).toBeUndefined();
    await t.db.update(products).set({ approvalStatus: 'approved' }).where(eq(products.id, productId));
    await t.db.delete(products).where(eq(products.id, productId));
    expect(await mine()).toBeUndefined();
  });

  it('show a new product at once', async () => {
    const before = (await page()).length;
    await makeProduct(t, { name: 'Zeera Rice' });
    expect((await page()).length).toBe(before + 1);
  });
});
