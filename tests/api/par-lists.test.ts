import { newId, parLists, products } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { CHECKOUT, customerWithCart, makeProduct } from '../support/catalog.ts';

let t: TestApp;
let me: { id: string; token: string };
beforeEach(async () => {
  t = await createTestApp();
  me = await t.userWithToken('customer');
});
afterEach(() => t.close());

const create = (body: unknown, token = me.token) => t.call('POST', '/api/lists', { token, body });
const toCart = (id: string, token = me.token) => t.call('POST', `/api/lists/${id}/to-cart`, { token });
const addToCart = (product_id: string, quantity: number) =>
  t.call('POST', '/api/cart', { token: me.token, body: { product_id, quantity } });
const cartQty = async (id: string) =>
  (await t.call('GET', '/api/cart', { token: me.token })).data.items.find((i: any) => i.product_id === id)
    ?.quantity ?? 0;

describe('par lists: topping the cart up', () => {
  it('adds par minus the cart, never above par or stock; a second top-up adds nothing', async () => {
    const rice = await makeProduct(t, { name: 'Basmati Rice' });
    const dal = await makeProduct(t, { name: 'Toor Dal', stockQuantity: 3 });
    const oil = await makeProduct(t, { name: 'Sunflower Oil' });
    const gone = await makeProduct(t, { name: 'Poha' });
    const list = await create({
      name: 'Monday staples',
      items: [
        { product_id: rice, par_quantity: 10 },
        { product_id: dal, par_quantity: 10 },
        { product_id: oil, par_quantity: 2 },
        { product_id: gone, par_quantity: 1 },
      ],
    });
    expect(list.status).toBe(201);
    await addToCart(rice, 4);
    await addToCart(oil, 5);
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, gone));

    const first = await toCart(list.data.id);
    expect(first.status).toBe(200);
    const line = (id: string, data = first.data) => data.lines.find((l: any) => l.product_id === id);
    expect(line(rice)).toMatchObject({ status: 'added', in_cart_before: 4, added_quantity: 6 });
    expect(line(dal)).toMatchObject({ status: 'partial', added_quantity: 3 });
    expect(line(dal).message).toContain('Only 3 of Toor Dal available');
    expect(line(oil)).toMatchObject({ status: 'at_par', added_quantity: 0 });
    expect(line(gone)).toMatchObject({ status: 'no_longer_sold', added_quantity: 0 });
    expect([await cartQty(rice), await cartQty(dal), await cartQty(oil), await cartQty(gone)]).toEqual([
      10, 3, 5, 0,
    ]);

    const second = await toCart(list.data.id);
    expect(second.data.lines.map((l: any) => l.added_quantity)).toEqual([0, 0, 0, 0]);
    expect(second.data.cart_count).toBe(first.data.cart_count);
  });
});

describe('par lists: making and keeping them', () => {
  it('is made from an own order, from the cart, or item by item, and edited in place', async () => {
    const rice = await makeProduct(t, { name: 'Basmati Rice' });
    const dal = await makeProduct(t, { name: 'Toor Dal' });
    const buyer = await customerWithCart(t, [
      [rice, 3],
      [dal, 2],
    ]);
    const order = await t.call('POST', '/api/orders', { token: buyer.token, body: CHECKOUT });
    const fromOrder = await create({ name: 'As ordered', from_order_id: order.data.id }, buyer.token);
    expect(fromOrder.status).toBe(201);
    expect(fromOrder.data.items.map((i: any) => [i.product_id, i.par_quantity])).toEqual([
      [rice, 3],
      [dal, 2],
    ]);
    await addToCart(dal, 4);
    const fromCart = await create({ name: 'From cart', from_cart: true });
    expect(fromCart.data.items).toMatchObject([{ product_id: dal, par_quantity: 4, in_cart: 4 }]);

    const put = await t.call('PUT', `/api/lists/${fromCart.data.id}`, {
      token: me.token,
      body: { name: 'Weekend', items: [{ product_id: rice, par_quantity: 7 }] },
    });
    expect(put.status).toBe(200);
    expect(put.data).toMatchObject({
      name: 'Weekend',
      item_count: 1,
      items: [{ product_id: rice, par_quantity: 7 }],
    });
    const lists = await t.call('GET', '/api/lists', { token: me.token });
    expect(lists.data.lists).toMatchObject([{ name: 'Weekend', item_count: 1 }]);

    // A product deleted later drops out of its lists.
    await t.db.delete(products).where(eq(products.id, rice));
    const after = await t.call('GET', `/api/lists/${fromCart.data.id}`, { token: me.token });
    expect(after.data.items).toEqual([]);

    expect((await t.call('DELETE', `/api/lists/${fromCart.data.id}`, { token: me.token })).status).toBe(200);
    expect((await t.call('GET', `/api/lists/${fromCart.data.id}`, { token: me.token })).status).toBe(404);
  });

  it('refuses a name already used (409), bad names and pars, too many items or lists (400)', async () => {
    const rice = await makeProduct(t);
    const first = await create({ name: 'Monday staples', items: [] });
    expect(first.status).toBe(201);
    const dup = await create({ name: 'monday STAPLES', items: [] });
    expect(dup.status).toBe(409);
    expect(dup.data.message ?? dup.data.error ?? JSON.stringify(dup.data)).toContain('already have a list');
    expect((await create({ name: '', items: [] })).status).toBe(400);
    expect((await create({ name: 'x'.repeat(61), items: [] })).status).toBe(400);
    for (const par_quantity of [0, 10_001, 1.5])
      expect((await create({ name: 'Pars', items: [{ product_id: rice, par_quantity }] })).status).toBe(400);
    const many = Array.from({ length: 201 }, (_, i) => ({ product_id: `prd_${i}`, par_quantity: 1 }));
    expect((await create({ name: 'Long', items: many })).status).toBe(400);
    expect((await create({ name: 'Both', from_cart: true, items: [] })).status).toBe(400);
    expect((await create({ name: 'Empty cart', from_cart: true })).status).toBe(400);

    await t.db.insert(parLists).values(
      Array.from({ length: 49 }, (_, i) => ({
        id: newId('pls'),
        userId: me.id,
        // 50 lists an outlet (decision 0117): these are the same outlet's.
        outletId: first.data.outlet_id,
        name: `L${i}`,
        nameKey: `l${i}`,
      })),
    );
    const fiftyFirst = await create({ name: 'One too many', items: [] });
    expect(fiftyFirst.status).toBe(400);
    expect(JSON.stringify(fiftyFirst.data)).toContain('50 lists');
  });

  it('is its owner’s only: 404 for another customer, 403 for other roles', async () => {
    const list = await create({
      name: 'Mine',
      items: [{ product_id: await makeProduct(t), par_quantity: 2 }],
    });
    const other = await t.userWithToken('customer');
    const id = list.data.id;
    for (const [method, path] of [
      ['GET', `/api/lists/${id}`],
      ['PUT', `/api/lists/${id}`],
      ['DELETE', `/api/lists/${id}`],
      ['POST', `/api/lists/${id}/to-cart`],
    ] as const)
      expect(
        (
          await t.call(method, path, {
            token: other.token,
            body: method === 'PUT' ? { name: 'Theirs' } : undefined,
          })
        ).status,
      ).toBe(404);
    expect((await t.call('GET', '/api/lists', { token: other.token })).data.lists).toEqual([]);
    const supplier = await t.userWithToken('supplier');
    expect((await t.call('GET', '/api/lists', { token: supplier.token })).status).toBe(403);
  });
});
