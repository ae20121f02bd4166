import { products, users } from '@app/db';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { makeProduct, makeSupplier } from '../support/catalog.ts';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = (await t.userWithToken('customer')).token;
});
afterEach(() => t.close());

const names = (res: { data: { products: { name: string }[] } }) => res.data.products.map((p) => p.name);
const list = (query = '', tok = token) => t.call('GET', `/api/products${query}`, { token: tok });

describe('GET /api/products', () => {
  it('shows only approved, active products of active suppliers in the customer’s city or all cities', async () => {
    const gone = await makeSupplier(t, { isActive: false });
    await makeProduct(t, { name: 'All City Rice' });
    await makeProduct(t, { name: 'Indore Rice', cityId: 'city_indore' });
    await makeProduct(t, { name: 'Mumbai Rice', cityId: 'city_mumbai' });
    await makeProduct(t, { name: 'Pending Rice', approvalStatus: 'pending' });
    await makeProduct(t, { name: 'Rejected Rice', approvalStatus: 'rejected' });
    await makeProduct(t, { name: 'Inactive Rice', isActive: false });
    await makeProduct(t, { name: 'Orphan Rice', supplierId: gone });
    const res = await list();
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(['All City Rice', 'Indore Rice']);
    expect(res.data.next_cursor).toBeNull();
  });

  it('answers every field of the Product entity, price in rupees and the stock label', async () => {
    const supplier = await makeSupplier(t, { restaurantName: 'Malwa Wholesale' });
    await makeProduct(t, {
      name: 'Turmeric',
      supplierId: supplier,
      categoryId: 'cat_seasonings',
      cityId: 'city_indore',
      pricePaise: 12_350,
      stockQuantity: 7,
      unit: '500g',
    });
    await makeProduct(t, { name: 'Zero Stock', stockQuantity: 0 });
    await makeProduct(t, { name: 'Plenty', stockQuantity: 20 });
    const res = await list();
    const [plenty, turmeric, zero] = res.data.products;
    expect(turmeric).toMatchObject({
      name: 'Turmeric',
      category_id: 'cat_seasonings',
      category_name: 'Seasonings',
      city_id: 'city_indore',
      city_name: 'Indore',
      supplier_name: 'Malwa Wholesale',
      price: 123.5,
      unit: '500g',
      stock_quantity: 7,
      stock_label: 'Low Stock',
      brand: 'India Gate',
      description: 'Long grain',
      image_url: '/images/seed/1f35a.webp',
      manufacturing_date: '2026-01-01',
      expiry_date: '2027-01-01',
      approval_status: 'approved',
      is_active: true,
    });
    expect(turmeric.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(plenty.stock_label).toBe('In Stock');
    expect(zero.stock_label).toBe('Out of Stock');
    expect(plenty.city_id).toBeNull();
  });

  it('searches names and brands by word and prefix, folding case and diacritics', async () => {
    await makeProduct(t, { name: 'Red Chilli Powder', brand: 'Everest' });
    await makeProduct(t, { name: 'Crème Fraîche', brand: 'Amul' });
    await makeProduct(t, { name: 'Basmati Rice', brand: 'Daawat' });
    await makeProduct(t, { name: 'Chicken Breast', brand: 'Venky’s' });
    expect(names(await list('?search=chi'))).toEqual(['Chicken Breast', 'Red Chilli Powder']);
    expect(names(await list('?search=POWDER'))).toEqual(['Red Chilli Powder']);
    expect(names(await list('?search=red%20pow'))).toEqual(['Red Chilli Powder']);
    expect(names(await list('?search=creme%20fraiche'))).toEqual(['Crème Fraîche']);
    expect(names(await list('?search=cr%C3%A8me'))).toEqual(['Crème Fraîche']);
    expect(names(await list('?search=daaw'))).toEqual(['Basmati Rice']);
    expect(names(await list('?search=mango'))).toEqual([]);
  });

  it('treats FTS syntax in the search box as plain words, never as an error', async () => {
    await makeProduct(t, { name: 'Red Chilli Powder' });
    for (const q of ['"', 'chilli"', 'red OR', 'NEAR(red', '*', 'red AND -powder', "'; drop table", '^red']) {
      const res = await list(`?search=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
    }
    expect(names(await list(`?search=${encodeURIComponent('"red" (chilli)')}`))).toEqual([
      'Red Chilli Powder',
    ]);
    expect(names(await list(`?search=${encodeURIComponent('***')}`))).toEqual([]);
    expect(names(await list(`?search=${encodeURIComponent(' -- ')}`))).toEqual([]);
    expect(names(await list(`?search=${encodeURIComponent('Red "chilli" pow*')}`))).toEqual([
      'Red Chilli Powder',
    ]);
  });

  it('filters by category, together with search', async () => {
    await makeProduct(t, { name: 'Basmati Rice', categoryId: 'cat_rice' });
    await makeProduct(t, { name: 'Rice Flour', categoryId: 'cat_flours' });
    await makeProduct(t, { name: 'Wheat Flour', categoryId: 'cat_flours' });
    expect(names(await list('?category_id=cat_flours'))).toEqual(['Rice Flour', 'Wheat Flour']);
    expect(names(await list('?category_id=cat_flours&search=rice'))).toEqual(['Rice Flour']);
    expect(names(await list('?category_id=cat_dairy-and-cheese'))).toEqual([]);
  });

  it('pages with a stable keyset cursor: every product once, in name order', async () => {
    for (let i = 0; i < 120; i++)
      await makeProduct(t, { name: `Item ${String(i % 40).padStart(2, '0')}`, pricePaise: 100 + i });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await list(`?limit=50${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      seen.push(...res.data.products.map((p: { id: string }) => p.id));
      expect(res.data.products.length).toBe(pages < 2 ? 50 : 20);
      cursor = res.data.next_cursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(120);
    const all = await t.db.select({ id: products.id, name: products.name }).from(products);
    const expected = all
      .sort((a, b) => (a.name === b.name ? (a.id < b.id ? -1 : 1) : a.name < b.name ? -1 : 1))
      .map((p) => p.id);
    expect(seen).toEqual(expected);
  });

  it('refuses a forged cursor and a bad limit with 400', async () => {
    const bad = await list('?cursor=not-a-cursor');
    expect(bad.status).toBe(400);
    expect(bad.data.detail).toMatch(/cursor/);
    expect((await list('?limit=500')).status).toBe(400);
    expect((await list('?limit=0')).status).toBe(400);
  });

  it('answers an ETag and 304 for an unchanged list, 200 once a product changes', async () => {
    const id = await makeProduct(t, { name: 'Basmati Rice' });
    const first = await list();
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await t.call('GET', '/api/products', { token, headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    await t.db.update(products).set({ stockQuantity: 3 }).where(eq(products.id, id));
    const changed = await t.call('GET', '/api/products', { token, headers: { 'if-none-match': etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('is for customers: 401 without a token, 403 for other roles', async () => {
    expect((await t.call('GET', '/api/products')).status).toBe(401);
    const supplier = await t.userWithToken('supplier');
    expect((await list('', supplier.token)).status).toBe(403);
  });

  // Speed is the bench's to measure (npm run bench); the index use is checked in query-plans.test.ts.
  // Writing 100,000 rows alone can pass the default 20 s limit on a busy 2-core runner.
  it('pages, filters and searches correctly on 100,000 products (keyset pages, search, category)', async () => {
    const supplier = await makeSupplier(t);
    await t.db.run(sql`
      with recursive n(i) as (select 1 union all select i + 1 from n where i < 100000)
      insert into products (id, supplier_id, category_id, city_id, name, brand, price_paise, unit,
        stock_quantity, approval_status, is_active, created_at, updated_at)
      select 'prd_bulk' || i, ${supplier},
        case i % 3 when 0 then 'cat_rice' when 1 then 'cat_flours' else 'cat_pulses' end,
        case i % 4 when 0 then 'city_mumbai' when 1 then 'city_indore' else null end,
        'Product ' || printf('%06d', i), 'Brand' || (i % 50), 1000 + i, '1kg', i % 300, 'approved', 1, 0, 0
      from n`);
    const ok = async (q: string) => {
      const res = await list(q);
      expect(res.status).toBe(200);
      return res.data;
    };
    const first = await ok('');
    expect(first.products).toHaveLength(50);
    const deep = await ok(`?cursor=${first.next_cursor}&category_id=cat_pulses`);
    expect(deep.products).toHaveLength(50);
    expect(deep.products.every((p: { category_id: string }) => p.category_id === 'cat_pulses')).toBe(true);
    const search = await ok('?search=brand4');
    expect(search.products.length).toBe(50);
  }, 90_000);
});

describe('GET /api/products/:id', () => {
  it('answers a live product and 404 for one the customer may not buy', async () => {
    const ok = await makeProduct(t, { name: 'Ghee', cityId: 'city_indore' });
    const other = await makeProduct(t, { name: 'Far Ghee', cityId: 'city_mumbai' });
    const pending = await makeProduct(t, { approvalStatus: 'pending' });
    const res = await t.call('GET', `/api/products/${ok}`, { token });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id: ok, name: 'Ghee', price: 100 });
    for (const id of [other, pending, 'prd_nope']) {
      const r = await t.call('GET', `/api/products/${id}`, { token });
      expect(r.status).toBe(404);
      expect(r.data.detail).toBe('Product not found.');
    }
  });

  it('answers a kept product and page anew, once checked and serialised, the moment the product changes', async () => {
    const id = await makeProduct(t, { name: 'Ghee', cityId: 'city_indore' });
    const first = await t.call('GET', `/api/products/${id}`, { token });
    const page = await list();
    // Kept per catalogue version: a repeat is the same answer, byte for byte and tag for tag.
    expect((await t.call('GET', `/api/products/${id}`, { token })).data).toEqual(first.data);
    const again = await list();
    expect(again.headers.get('etag')).toBe(page.headers.get('etag'));
    expect(again.data).toEqual(page.data);
    await t.db.update(products).set({ pricePaise: 12_345 }).where(eq(products.id, id));
    expect((await t.call('GET', `/api/products/${id}`, { token })).data).toMatchObject({ id, price: 123.45 });
    const changed = await list();
    expect(changed.data.products[0]).toMatchObject({ id, price: 123.45 });
    expect(changed.headers.get('etag')).not.toBe(page.headers.get('etag'));
    // Another customer's city keeps its own answer: the product is not theirs to buy.
    const mumbai = await t.userWithToken('customer', { cityId: 'city_mumbai' });
    expect((await t.call('GET', `/api/products/${id}`, { token: mumbai.token })).status).toBe(404);
  });

  it('hides the products of a supplier deactivated later', async () => {
    const supplier = await makeSupplier(t);
    const id = await makeProduct(t, { supplierId: supplier });
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, supplier));
    expect((await t.call('GET', `/api/products/${id}`, { token })).status).toBe(404);
  });
});
