import { runScheduledWork } from '@app/api';
import { cartAddKeys, cartItems, products } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { makeProduct } from '../support/catalog.ts';

// Decision 0109: an add sent again with the same idempotency key (a Retry after a timed-out add that
// did reach the server, or a double send) answers the cart without adding again.

let t: TestApp;
let now: number;
let me: { id: string; token: string };
beforeEach(async () => {
  now = Date.parse('2026-12-07T06:30:00Z');
  t = await createTestApp({ clock: { now: () => now } });
  me = await t.userWithToken('customer');
});
afterEach(() => t.close());

const add = (product_id: string, quantity: number, key?: string, token = me.token) =>
  t.call('POST', '/api/cart', {
    token,
    body: { product_id, quantity },
    headers: key ? { 'Idempotency-Key': key } : {},
  });
const quantityOf = async (userId: string) =>
  (await t.db.select().from(cartItems).where(eq(cartItems.userId, userId))).map((l) => l.quantity);

describe('cart add with an idempotency key', () => {
  it('adds once for a repeated key and answers the same cart; another key adds again', async () => {
    const p = await makeProduct(t, { stockQuantity: 100 });
    const first = await add(p, 3, 'add-retry-0001');
    const again = await add(p, 3, 'add-retry-0001');
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.data.items).toEqual(first.data.items);
    expect(await quantityOf(me.id)).toEqual([3]);
    // The key in the body does the same (tRPC and REST callers without the header).
    const body = await t.call('POST', '/api/cart', {
      token: me.token,
      body: { product_id: p, quantity: 3, idempotency_key: 'add-retry-0001' },
    });
    expect(body.status).toBe(200);
    expect(await quantityOf(me.id)).toEqual([3]);
    expect((await add(p, 3, 'add-retry-0002')).status).toBe(200);
    expect(await quantityOf(me.id)).toEqual([6]);
  });

  it('adds once when the same add arrives many times at once', async () => {
    const p = await makeProduct(t, { stockQuantity: 100 });
    const answers = await Promise.all(Array.from({ length: 12 }, () => add(p, 2, 'add-burst-0001')));
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    expect(await quantityOf(me.id)).toEqual([2]);
    // Every answer shows the line the one add made.
    for (const a of answers) expect(a.data.items.map((i: { quantity: number }) => i.quantity)).toEqual([2]);
  });

  it('keeps keys apart per customer, lets a refused add be retried, and forgets a key after a day', async () => {
    const p = await makeProduct(t, { stockQuantity: 2 });
    const other = await t.userWithToken('customer');
    expect((await add(p, 1, 'add-shared-0001')).status).toBe(200);
    expect((await add(p, 1, 'add-shared-0001', other.token)).status).toBe(200);
    expect(await quantityOf(other.id)).toEqual([1]);

    const refused = await add(p, 5, 'add-stock-0001');
    expect(refused.status).toBe(409);
    await t.db.update(products).set({ stockQuantity: 10 }).where(eq(products.id, p));
    expect((await add(p, 5, 'add-stock-0001')).status).toBe(200);
    expect(await quantityOf(me.id)).toEqual([6]);

    now += 24 * 60 * 60_000 + 1;
    const report = await runScheduledWork(t.services, now);
    expect(report.cartAddKeys).toBe(3);
    expect(await t.db.select().from(cartAddKeys)).toEqual([]);
    expect((await add(p, 1, 'add-shared-0001')).status).toBe(200);
    expect(await quantityOf(me.id)).toEqual([7]);
  });

  it('refuses a key that is not 8 to 100 letters, digits, - or _', async () => {
    const p = await makeProduct(t);
    const res = await add(p, 1, 'short');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.data)).toContain('Idempotency key');
    expect(await quantityOf(me.id)).toEqual([]);
  });
});
