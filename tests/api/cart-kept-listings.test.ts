import { contractPrices, products, users } from '@app/db';
import type { InStatement } from '@libsql/client';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { gstinOf, makeProduct } from '../support/catalog.ts';

// Decision 0114: the cart keeps each listing per catalogue version and reads only its own lines
// while the version stands. Every change a cart shows must be in its next answer.
let t: TestApp;
let me: { id: string; token: string };
let supplier: { id: string; token: string };
let rice: string;
let sent: string[];
beforeEach(async () => {
  sent = [];
  t = await createTestApp({}, {}, (s: InStatement) => sent.push(typeof s === 'string' ? s : s.sql));
  me = await t.userWithToken('customer');
  supplier = await t.userWithToken('supplier', { restaurantName: 'Malwa Wholesale', gstin: gstinOf('23') });
  rice = await makeProduct(t, { supplierId: supplier.id, name: 'Basmati Rice', pricePaise: 10_000 });
  expect(
    (await t.call('POST', '/api/cart', { token: me.token, body: { product_id: rice, quantity: 2 } })).status,
  ).toBe(200);
});
afterEach(() => t.close());

const cart = async (token = me.token) => {
  const res = await t.call('GET', '/api/cart', { token });
  expect(res.status).toBe(200);
  return res.data;
};
/** A cart read after one that kept its listings: it sends no join of the listings. */
const keptCart = async (token = me.token) => {
  await cart(token);
  sent = [];
  const answer = await cart(token);
  expect(sent.filter((s) => s.includes('join "products"'))).toEqual([]);
  return answer;
};

describe('the cart with its listings kept', () => {
  it('reads only its own lines while the catalogue stands, and answers as the whole read', async () => {
    const whole = await cart();
    expect(await keptCart()).toEqual(whole);
  });

  it('shows a price, stock or listing change in the next answer', async () => {
    await keptCart();
    await t.db.update(products).set({ pricePaise: 12_000, stockQuantity: 7 }).where(eq(products.id, rice));
    expect((await cart()).items[0]).toMatchObject({ product_price: 120, stock_quantity: 7, line_total: 240 });
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, rice));
    expect((await cart()).items[0]).toMatchObject({ available: false });
  });

  it('shows a supplier’s new name, GSTIN and status in the next answer', async () => {
    expect((await keptCart()).items[0].gst_rate).toBe(5);
    await t.db.update(users).set({ restaurantName: 'Malwa Traders' }).where(eq(users.id, supplier.id));
    expect((await cart()).suppliers[0].supplier_name).toBe('Malwa Traders');
    // A GSTIN change does not bump the catalogue version: the cart reads it with every answer.
    await keptCart();
    await t.db.update(users).set({ gstin: null }).where(eq(users.id, supplier.id));
    expect((await cart()).items[0]).toMatchObject({ gst_rate: 0 });
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, supplier.id));
    expect((await cart()).items[0]).toMatchObject({ available: false });
  });

  it('shows the supplier’s new terms in the buyer’s city in the next answer', async () => {
    expect((await keptCart()).suppliers[0].minimum_order).toBeNull();
    const terms = await t.call('PUT', '/api/supplier/terms/city_indore', {
      token: supplier.token,
      body: {
        minimum_order: 1000,
        delivery_days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
        order_by: null,
      },
    });
    expect(terms.status).toBe(200);
    expect((await cart()).suppliers[0]).toMatchObject({ minimum_order: 1000, minimum_shortfall: 800 });
  });

  it('prices each buyer at its own contract price, never another’s kept one', async () => {
    const other = await t.userWithToken('customer');
    await t.call('POST', '/api/cart', { token: other.token, body: { product_id: rice, quantity: 2 } });
    await keptCart();
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    await t.db.insert(contractPrices).values({
      id: 'cpr_kept',
      supplierId: supplier.id,
      customerId: me.id,
      productId: rice,
      pricePaise: 8_000,
      validFrom: today,
      validTo: today,
      createdAt: Date.now(),
      updatedAt: Date.now(),
    });
    expect((await keptCart()).items[0]).toMatchObject({
      product_price: 80,
      price_rule: 'contract',
      list_price: 100,
    });
    expect((await keptCart(other.token)).items[0]).toMatchObject({ product_price: 100, price_rule: 'list' });
    expect((await keptCart()).items[0]).toMatchObject({ product_price: 80, price_rule: 'contract' });
  });

  it('keeps a listing per city: a city-only listing is unavailable to a buyer elsewhere', async () => {
    const local = await makeProduct(t, { supplierId: supplier.id, cityId: 'city_indore' });
    await t.call('POST', '/api/cart', { token: me.token, body: { product_id: local, quantity: 1 } });
    expect((await keptCart()).items.map((i: { available: boolean }) => i.available)).toEqual([true, true]);
    await t.db.update(users).set({ cityId: 'city_bhopal' }).where(eq(users.id, me.id));
    expect((await cart()).items.map((i: { available: boolean }) => i.available)).toEqual([true, false]);
  });
});
