import { cartItems, products } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { makeProduct } from '../support/catalog.ts';

// Cart writes sent at once, as a kitchen's two devices or a double tap send them: each write is
// one statement that checks where it writes (decision 0103), so none is lost and none passes the
// stock, whatever order they land in.

let t: TestApp;
let me: { id: string; token: string };
beforeEach(async () => {
  t = await createTestApp();
  me = await t.userWithToken('customer');
});
afterEach(() => t.close());

const add = (product_id: string, quantity: number) =>
  t.call('POST', '/api/cart', { token: me.token, body: { product_id, quantity } });
const setQuantity = (id: string, quantity: number) =>
  t.call('PUT', `/api/cart/${id}?quantity=${quantity}`, { token: me.token });
const remove = (id: string) => t.call('DELETE', `/api/cart/${id}`, { token: me.token });
const lines = () => t.db.select().from(cartItems).where(eq(cartItems.userId, me.id));
const many = <T>(n: number, f: (k: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, k) => f(k)));

describe('cart writes at once', () => {
  it('adds of the same product make one line holding every quantity added', async () => {
    const p = await makeProduct(t, { stockQuantity: 1000 });
    const answers = await many(30, (k) => add(p, 1 + (k % 3)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const rows = await lines();
    expect(rows).toHaveLength(1);
    // 10 × (1 + 2 + 3)
    expect(rows[0]!.quantity).toBe(60);
  });

  it('adds of different products each keep their line', async () => {
    const ids = await many(12, (k) => makeProduct(t, { name: `Product ${k}` }));
    await many(36, (k) => add(ids[k % 12]!, 1));
    const rows = await lines();
    expect(rows).toHaveLength(12);
    expect(rows.every((r) => r.quantity === 3)).toBe(true);
    const cart = await t.call('GET', '/api/cart', { token: me.token });
    expect(cart.data.count).toBe(36);
  });

  it('adds never take a line past the stock; exactly the stock is added', async () => {
    const p = await makeProduct(t, { stockQuantity: 7 });
    const answers = await many(20, () => add(p, 1));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(7);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(13);
    expect((await lines())[0]!.quantity).toBe(7);
  });

  it('a quantity change and adds together end within the stock, with no add lost', async () => {
    const p = await makeProduct(t, { stockQuantity: 10 });
    const id = (await add(p, 2)).data.items[0].id;
    // Set to 8 with an add of 5 beside it: the add lands before (7, then set to 8) or after
    // (8 + 5 is past the stock: 409); either way the line ends at 8.
    const [set, more] = await Promise.all([setQuantity(id, 8), add(p, 5)]);
    expect(set.status).toBe(200);
    expect([200, 409]).toContain(more.status);
    expect((await lines())[0]!.quantity).toBe(8);
    // Small adds beside it all land: 8 + 2 × 1 = 10, the stock.
    const ones = await many(2, () => add(p, 1));
    expect(ones.map((a) => a.status)).toEqual([200, 200]);
    expect((await lines())[0]!.quantity).toBe(10);
  });

  it('a quantity change is refused when the stock fell below it, never stored past it', async () => {
    const p = await makeProduct(t, { stockQuantity: 20 });
    const id = (await add(p, 1)).data.items[0].id;
    const changes = many(6, (k) => setQuantity(id, 10 + k));
    await t.db.update(products).set({ stockQuantity: 12 }).where(eq(products.id, p));
    const answers = await changes;
    for (const a of answers) expect([200, 409]).toContain(a.status);
    const [row] = await lines();
    expect(row!.quantity).toBeLessThanOrEqual(20);
    // What is stored is one of the quantities asked for and answered 200.
    const accepted = answers.flatMap((a, k) => (a.status === 200 ? [10 + k] : []));
    expect(accepted).toContain(row!.quantity);
    const after = await setQuantity(id, 15);
    expect(after.status).toBe(409);
    expect(after.data.code).toBe('insufficient_stock');
  });

  it('removes and changes of the same line: one removal succeeds, the rest find no line', async () => {
    const p = await makeProduct(t, { stockQuantity: 50 });
    const id = (await add(p, 3)).data.items[0].id;
    const answers = await Promise.all([remove(id), remove(id), setQuantity(id, 4), remove(id)]);
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((s) => s !== 200 && s !== 404)).toEqual([]);
    expect(answers.filter((a, k) => k !== 2 && a.status === 200)).toHaveLength(1);
    expect(await lines()).toHaveLength(0);
  });
});
