import { gunzipSync } from 'node:zlib';
import { appRouter, createApp } from '@app/api';
import { products } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keptQueryPaths } from '../../packages/api/src/http/kept-queries.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { makeProduct } from '../support/catalog.ts';

// The catalogue's reads over tRPC leave as the text their kept answer was serialised to once
// (http/kept-queries.ts); everything else about them is tRPC's.
let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = (await t.userWithToken('customer')).token;
});
afterEach(() => t.close());

const q = (input: unknown) => encodeURIComponent(JSON.stringify(input));
/** Asked as the customer; `null`: signed out. */
const get = (path: string, who: string | null = token) =>
  t.app.request(path, { headers: who ? { authorization: `Bearer ${who}` } : {} });
const ITEMS = { limit: 48 };

describe('kept catalogue reads over tRPC', () => {
  it('are the queries whose output is checked once: the catalogue page, the item page, a product, the order pages', () => {
    expect([...keptQueryPaths(appRouter)].sort()).toEqual([
      'catalog.byId',
      'catalog.items.byId',
      'catalog.items.list',
      'catalog.list',
      'orders.list',
      'orders.supplier.list',
    ]);
  });

  it('answer alone or in a batch of one exactly as tRPC answers them in a larger batch', async () => {
    const id = await makeProduct(t, { name: 'Basmati Rice' });
    const alone = await get(`/trpc/catalog.items.list?input=${q(ITEMS)}`);
    expect(alone.status).toBe(200);
    expect(alone.headers.get('content-type')).toContain('application/json');
    const text = await alone.text();
    const data = JSON.parse(text).result.data;
    expect(data.items.map((i: { offers: { product_id: string }[] }) => i.offers[0]!.product_id)).toEqual([
      id,
    ]);
    // The same text again: the kept answer is not serialised anew.
    expect(await (await get(`/trpc/catalog.items.list?input=${q(ITEMS)}`)).text()).toBe(text);

    const one = await (await get(`/trpc/catalog.items.list?batch=1&input=${q({ 0: ITEMS })}`)).json();
    expect(one).toEqual([{ result: { data } }]);
    // Two calls in one batch go to tRPC itself: its answer for the same call is the same.
    const two = await get(
      `/trpc/catalog.items.list,catalog.byId?batch=1&input=${q({ 0: ITEMS, 1: { id } })}`,
    );
    const [items, product] = await two.json();
    expect(items).toEqual({ result: { data } });
    expect(product.result.data).toMatchObject({ id, name: 'Basmati Rice' });
    const byId = await (await get(`/trpc/catalog.byId?input=${q({ id })}`)).json();
    expect(byId).toEqual(product);
  });

  it('show a change to the catalogue at once', async () => {
    const id = await makeProduct(t, { name: 'Ghee' });
    await get(`/trpc/catalog.list?input=${q({ limit: 50 })}`);
    await t.db.update(products).set({ pricePaise: 12_345 }).where(eq(products.id, id));
    const page = (await (await get(`/trpc/catalog.list?input=${q({ limit: 50 })}`)).json()).result.data;
    expect(page.products[0]).toMatchObject({ id, price: 123.45 });
  });

  it('leave every refusal to tRPC, in its shape', async () => {
    await makeProduct(t);
    const signedOut = await get(`/trpc/catalog.items.list?input=${q(ITEMS)}`, null);
    expect(signedOut.status).toBe(401);
    expect((await signedOut.json()).error.data.code).toBe('UNAUTHORIZED');
    const supplier = (await t.userWithToken('supplier')).token;
    const wrongRole = await get(`/trpc/catalog.items.list?input=${q(ITEMS)}`, supplier);
    expect(wrongRole.status).toBe(403);
    expect((await wrongRole.json()).error.data.code).toBe('FORBIDDEN');
    const notJson = await get('/trpc/catalog.items.list?input=%7Bbad');
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).error.data.code).toBe('BAD_REQUEST');
    const badInput = await get(`/trpc/catalog.items.list?input=${q({ limit: 0 })}`);
    expect(badInput.status).toBe(400);
    expect((await badInput.json()).error.data.code).toBe('BAD_REQUEST');
    const notBatch = await get(`/trpc/catalog.items.list?batch=1&input=${q([ITEMS])}`);
    expect(notBatch.status).toBe(200);
  });

  it('are gzipped once on Node, envelope and all', async () => {
    // Over the 1 KB under which any answer is sent as it is.
    for (const name of ['Paneer', 'Toor Dal', 'Sunflower Oil']) await makeProduct(t, { name });
    const node = createApp(t.services, { clientIp: () => '127.0.0.1', compress: true });
    const path = `/trpc/catalog.items.list?input=${q(ITEMS)}`;
    const ask = () =>
      node.request(path, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' } });
    const first = await ask();
    expect(first.headers.get('content-encoding')).toBe('gzip');
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(Buffer.from(await (await ask()).arrayBuffer()).equals(bytes)).toBe(true);
    const plain = await (await get(path)).text();
    expect(gunzipSync(bytes).toString()).toBe(plain);
  });
});
