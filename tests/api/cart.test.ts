import { cartItems, products } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { makeProduct } from '../support/catalog.ts';

let t: TestApp;
let me: { id: string; token: string };
beforeEach(async () => {
  t = await createTestApp();
  me = await t.userWithToken('customer');
});
afterEach(() => t.close());

const cart = (token = me.token) => t.call('GET', '/api/cart', { token });
const add = (product_id: string, quantity: unknown, token = me.token) =>
  t.call('POST', '/api/cart', { token, body: { product_id, quantity } });
const lines = () => t.db.select().from(cartItems).where(eq(cartItems.userId, me.id));

describe('cart', () => {
  it('starts empty', async () => {
    const res = await cart();
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ items: [], count: 0, subtotal: 0 });
  });

  it('adds, merges quantities of the same product, and answers lines, count and totals', async () => {
    const rice = await makeProduct(t, { name: 'Basmati Rice', pricePaise: 12_550 });
    const dal = await makeProduct(t, { name: 'Toor Dal', pricePaise: 9_000, categoryId: 'cat_pulses' });
    expect((await add(rice, 2)).status).toBe(200);
    expect((await add(dal, 1)).status).toBe(200);
    const merged = await add(rice, 3);
    expect(merged.status).toBe(200);
    expect(merged.data.items).toHaveLength(2);
    const res = await cart();
    expect(res.data.items[0]).toMatchObject({
      product_id: rice,
      product_name: 'Basmati Rice',
      product_price: 125.5,
      product_image: '/images/seed/1f35a.webp',
      quantity: 5,
      line_total: 627.5,
      available: true,
      issue: null,
    });
    expect(res.data.items[0].id).toMatch(/^cit_/);
    expect(res.data).toMatchObject({
      count: 6,
      line_count: 2,
      subtotal: 717.5,
      platform_fee: 1,
      total: 718.5,
      gst: 35.88,
      delivery_fee: 0,
      checkout_total: 754.38,
      free_delivery_shortfall: 0,
    });
  });

  it('shows the free-delivery shortfall and delivery fee under ₹500', async () => {
    const p = await makeProduct(t, { pricePaise: 10_000 });
    await add(p, 2);
    expect((await cart()).data).toMatchObject({
      subtotal: 200,
      delivery_fee: 50,
      free_delivery_shortfall: 300,
      total: 201,
      checkout_total: 261,
    });
  });

  it('uses the current database price', async () => {
    const p = await makeProduct(t, { pricePaise: 10_000 });
    await add(p, 1);
    await t.db.update(products).set({ pricePaise: 15_000 }).where(eq(products.id, p));
    expect((await cart()).data.items[0].product_price).toBe(150);
  });

  it.each([
    [0, 'Quantity must be more than 0'],
    [-2, 'Quantity must be more than 0'],
    [0.0005, 'Quantity has at most 3 decimals'],
    ['3', 'Quantity must be a number'],
  ])('refuses quantity %s with 400 and changes nothing', async (quantity, message) => {
    const p = await makeProduct(t);
    const res = await add(p, quantity);
    expect(res.status).toBe(400);
    expect(res.data.detail).toBe(`quantity: ${message}`);
    expect(await lines()).toHaveLength(0);
  });

  it('refuses a fraction of a pack with 400 invalid_quantity and changes nothing', async () => {
    const p = await makeProduct(t, { name: 'Ghee' });
    const res = await add(p, 1.5);
    expect(res.status).toBe(400);
    expect(res.data).toMatchObject({
      code: 'invalid_quantity',
      detail: 'Ghee is sold in whole packs: enter a whole number.',
    });
    expect(await lines()).toHaveLength(0);
  });

  it('caps at the stock with a clear 409, counting what is already in the cart', async () => {
    const p = await makeProduct(t, { name: 'Paneer', stockQuantity: 5 });
    const over = await add(p, 6);
    expect(over.status).toBe(409);
    expect(over.data).toMatchObject({ code: 'insufficient_stock', detail: 'Only 5 of Paneer in stock.' });
    expect((await add(p, 4)).status).toBe(200);
    const merged = await add(p, 2);
    expect(merged.status).toBe(409);
    expect(merged.data.detail).toBe('Only 5 of Paneer in stock, and 4 already in your cart.');
    expect((await lines())[0]!.quantity).toBe(4);
    const none = await makeProduct(t, { name: 'Saffron', stockQuantity: 0 });
    const out = await add(none, 1);
    expect(out.status).toBe(409);
    expect(out.data).toMatchObject({ code: 'out_of_stock', detail: 'Saffron is out of stock.' });
  });

  it('adds sent at once never take a line past the stock (one statement checks and adds)', async () => {
    const p = await makeProduct(t, { name: 'Ghee', stockQuantity: 5 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => add(p, 1)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 409, 409, 409]);
    expect((await lines())[0]!.quantity).toBe(5);
  });

  it('refuses products the customer may not buy with 404 and changes nothing', async () => {
    const ids = [
      await makeProduct(t, { approvalStatus: 'pending' }),
      await makeProduct(t, { approvalStatus: 'rejected' }),
      await makeProduct(t, { isActive: false }),
      await makeProduct(t, { cityId: 'city_mumbai' }),
      'prd_unknown',
    ];
    for (const id of ids) {
      const res = await add(id, 1);
      expect(res.status).toBe(404);
      expect(res.data.detail).toBe('Product not found.');
    }
    expect(await lines()).toHaveLength(0);
  });

  it('sets a quantity that fits in one checked statement, reading the line only to refuse', async () => {
    const sent: string[] = [];
    const s = await createTestApp({}, {}, (stmt) => sent.push(typeof stmt === 'string' ? stmt : stmt.sql));
    try {
      const buyer = await s.userWithToken('customer');
      const p = await makeProduct(s, { stockQuantity: 10 });
      const body = { product_id: p, quantity: 1 };
      const id = (await s.call('POST', '/api/cart', { token: buyer.token, body })).data.items[0].id;
      const lineRead = (q: string) => q.startsWith('select') && q.includes('"cart_items"."id" = ?');
      sent.length = 0;
      const set = await s.call('PUT', `/api/cart/${id}`, { token: buyer.token, body: { quantity: 4 } });
      expect(set.data.items[0].quantity).toBe(4);
      expect(sent.filter((q) => q.startsWith('update "cart_items"'))).toHaveLength(1);
      expect(sent.filter(lineRead)).toEqual([]);
      sent.length = 0;
      const over = await s.call('PUT', `/api/cart/${id}`, { token: buyer.token, body: { quantity: 11 } });
      expect(over.status).toBe(409);
      expect(sent.filter(lineRead)).toHaveLength(1);
    } finally {
      s.close();
    }
  });

  it('PUT ?quantity=n sets a line; 0 removes it; above stock is 409; bad numbers are 400', async () => {
    const p = await makeProduct(t, { stockQuantity: 10 });
    const id = (await add(p, 1)).data.items[0].id;
    const set = await t.call('PUT', `/api/cart/${id}?quantity=7`, { token: me.token });
    expect(set.status).toBe(200);
    expect(set.data.items[0].quantity).toBe(7);
    const over = await t.call('PUT', `/api/cart/${id}?quantity=11`, { token: me.token });
    expect(over.status).toBe(409);
    expect(over.data.detail).toMatch(/Only 10 of/);
    for (const q of ['-1', '2.5', 'abc', '']) {
      const bad = await t.call('PUT', `/api/cart/${id}?quantity=${q}`, { token: me.token });
      expect(bad.status, q).toBe(400);
    }
    expect((await lines())[0]!.quantity).toBe(7);
    const zero = await t.call('PUT', `/api/cart/${id}?quantity=0`, { token: me.token });
    expect(zero.status).toBe(200);
    expect(zero.data.items).toEqual([]);
    expect(await lines()).toHaveLength(0);
  });

  it('DELETE removes an own line', async () => {
    const p = await makeProduct(t);
    const id = (await add(p, 2)).data.items[0].id;
    const res = await t.call('DELETE', `/api/cart/${id}`, { token: me.token });
    expect(res.status).toBe(200);
    expect(res.data.count).toBe(0);
    expect((await t.call('DELETE', `/api/cart/${id}`, { token: me.token })).status).toBe(404);
  });

  it('never touches another customer’s cart (404) and keeps carts apart', async () => {
    const other = await t.userWithToken('customer');
    const p = await makeProduct(t);
    const theirs = (await add(p, 2, other.token)).data.items[0].id;
    expect((await cart()).data.items).toEqual([]);
    expect((await t.call('PUT', `/api/cart/${theirs}?quantity=1`, { token: me.token })).status).toBe(404);
    expect((await t.call('DELETE', `/api/cart/${theirs}`, { token: me.token })).status).toBe(404);
    expect((await cart(other.token)).data.items[0].quantity).toBe(2);
  });

  it('flags a line whose product went away and leaves it out of the totals', async () => {
    const a = await makeProduct(t, { name: 'A', pricePaise: 10_000 });
    const b = await makeProduct(t, { name: 'B', pricePaise: 20_000, stockQuantity: 5 });
    await add(a, 1);
    await add(b, 3);
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, a));
    await t.db.update(products).set({ stockQuantity: 2 }).where(eq(products.id, b));
    const res = await cart();
    expect(res.data.items.map((i: any) => [i.available, i.issue])).toEqual([
      [false, 'A is no longer available; remove it from your cart.'],
      [false, 'Only 2 of B left in stock; lower the quantity.'],
    ]);
    expect(res.data.subtotal).toBe(0);
    const id = res.data.items[0].id;
    expect((await t.call('PUT', `/api/cart/${id}?quantity=1`, { token: me.token })).status).toBe(409);
    const fixed = await t.call('PUT', `/api/cart/${res.data.items[1].id}?quantity=2`, { token: me.token });
    expect(fixed.data.subtotal).toBe(400);
  });

  it('is for customers only', async () => {
    expect((await t.call('GET', '/api/cart')).status).toBe(401);
    const supplier = await t.userWithToken('supplier');
    expect((await cart(supplier.token)).status).toBe(403);
    const p = await makeProduct(t);
    expect((await add(p, 1, supplier.token)).status).toBe(403);
  });
});
