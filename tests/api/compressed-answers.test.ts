import { gunzipSync, gzipSync } from 'node:zlib';
import { createApp } from '@app/api';
import { products } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acceptsGzip } from '../../packages/api/src/http/compress-answers.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { makeProduct } from '../support/catalog.ts';

let t: TestApp;
let token: string;
// The Node entry's app: it gzips API answers (Cloudflare does it for the Worker).
let node: ReturnType<typeof createApp>;
beforeEach(async () => {
  t = await createTestApp();
  token = (await t.userWithToken('customer')).token;
  node = createApp(t.services, { clientIp: () => '127.0.0.1', compress: true, gzipSync: (b) => gzipSync(b) });
});
afterEach(() => t.close());

const get = (path: string, encoding?: string) =>
  node.request(path, {
    headers: { authorization: `Bearer ${token}`, ...(encoding ? { 'accept-encoding': encoding } : {}) },
  });
const json = async (res: Response) =>
  JSON.parse(
    res.headers.get('content-encoding') === 'gzip'
      ? gunzipSync(Buffer.from(await res.arrayBuffer())).toString()
      : await res.text(),
  );

describe('gzip on Node', () => {
  it('gzips a kept catalogue page once per version and answers the same bytes until it changes', async () => {
    // Three listings: over the 1 KB under which an answer, kept or not, is sent as it is.
    const id = await makeProduct(t, { name: 'Basmati Rice' });
    for (const name of ['Toor Dal', 'Sunflower Oil']) await makeProduct(t, { name });
    const first = await get('/api/products', 'gzip, deflate, br');
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(first.headers.get('vary')).toMatch(/Accept-Encoding/);
    const firstBytes = Buffer.from(await first.clone().arrayBuffer());
    expect(first.headers.get('content-length')).toBe(String(firstBytes.length));
    const page = await json(first);
    expect(page.products.map((p: { name: string }) => p.name).sort()).toEqual([
      'Basmati Rice',
      'Sunflower Oil',
      'Toor Dal',
    ]);
    const again = await get('/api/products', 'gzip');
    expect(Buffer.from(await again.arrayBuffer()).equals(firstBytes)).toBe(true);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    // A client that takes no gzip gets the same answer as text.
    const plain = await get('/api/products');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await json(plain)).toEqual(page);
    await t.db.update(products).set({ pricePaise: 12_345 }).where(eq(products.id, id));
    const changed = await json(await get('/api/products', 'gzip'));
    expect(changed.products.find((p: { id: string }) => p.id === id)).toMatchObject({ price: 123.45 });
  });

  it('still gzips answers that are not kept, and an unchanged page is 304 with no body', async () => {
    await makeProduct(t, { name: 'Ghee' });
    const orders = await get('/api/orders', 'gzip');
    expect(orders.status).toBe(200);
    expect(await json(orders)).toHaveProperty('orders');
    const first = await get('/api/products', 'gzip');
    const etag = first.headers.get('etag')!;
    const again = await node.request('/api/products', {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip', 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-encoding')).toBeNull();
    expect(await again.text()).toBe('');
  });

  it('gzips an answer made per request in one piece of known length, and leaves a small one as it is', async () => {
    const plain = await get('/api/categories');
    const text = await plain.text();
    expect(Buffer.byteLength(text)).toBeGreaterThan(1024);
    const zipped = await get('/api/categories', 'gzip');
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/Accept-Encoding/);
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(zipped.headers.get('content-length')).toBe(String(bytes.length));
    expect(bytes.length).toBeLessThan(Buffer.byteLength(text));
    expect(gunzipSync(bytes).toString()).toBe(text);
    // An empty order list is a few bytes: sent as text, its length known.
    const small = await get('/api/orders', 'gzip');
    expect(small.headers.get('content-encoding')).toBeNull();
    const body = await small.text();
    expect(small.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
    expect(JSON.parse(body)).toEqual({ orders: [], next_cursor: null });
  });

  it('reads Accept-Encoding by its weights', () => {
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('br, gzip;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('*;q=0.1, gzip;q=0')).toBe(false);
    expect(acceptsGzip('br, identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('gzip;q=abc')).toBe(false);
  });
});
