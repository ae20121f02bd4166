import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ImageStore } from '@app/api';
import { products } from '@app/db';
import { like } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskImageStore } from '../../apps/server/src/disk-image-store.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { fileForm, productBody, productCount, productRow, TINY_PNG } from '../support/products.ts';

// The image store is a port (disk on Node, R2 on Workers); here it is the disk store with
// switchable faults, driven through the real app.
type Op = 'put' | 'get' | 'delete';
let failing: Set<Op>;
let t: TestApp;
let disk: ImageStore;
let busyDb = false;
let lastPut = '';
beforeEach(async () => {
  failing = new Set();
  busyDb = false;
  disk = createDiskImageStore(join(mkdtempSync(join(tmpdir(), 'mkt-img-')), 'images'));
  const images: ImageStore = {
    put: async (key, bytes, type) => {
      lastPut = key;
      if (failing.has('put')) {
        // The worst case: part of the object is written, then the store gives up.
        await disk.put(key, bytes.slice(0, 10), type);
        throw new Error('EIO: i/o error, write /var/data/images (stack would leak this path)');
      }
      return disk.put(key, bytes, type);
    },
    get: (key) => (failing.has('get') ? Promise.reject(new Error('R2 get timed out')) : disk.get(key)),
    delete: (key) =>
      failing.has('delete') ? Promise.reject(new Error('R2 delete failed')) : disk.delete(key),
  };
  t = await createTestApp({ images });
  // The product write fails at the last moment (after the image checks), and rolls back.
  const write = t.db.write.bind(t.db);
  t.db.write = (fn) =>
    write(async (tx) => {
      const result = await fn(tx);
      if (busyDb) throw new Error('SQLITE_BUSY: database is locked');
      return result;
    });
});
afterEach(() => t.close());

const upload = (token: string) =>
  t.call('POST', '/api/upload/product-image', { token, body: fileForm('photo.png', TINY_PNG, 'image/png') });
const served = async (url: string) => (await t.app.request(url)).status;

/** The promise under test: every product showing one of our images can show it. */
async function everyProductImageServed() {
  const rows = await t.db
    .select({ id: products.id, url: products.imageUrl })
    .from(products)
    .where(like(products.imageUrl, '/images/%'));
  for (const r of rows) expect({ id: r.id, status: await served(r.url) }).toEqual({ id: r.id, status: 200 });
}

function expectCleanUnavailable(res: { status: number; data: any; headers: Headers }) {
  expect(res.status).toBe(503);
  expect(res.data).toEqual({
    detail: 'We could not reach the image store. Please try again in a moment.',
    code: 'image_store_unavailable',
  });
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe('the image store failing during an upload', () => {
  it('answers 503 with a sentence and Retry-After, no stack, and leaves no half-written object', async () => {
    const s = await t.userWithToken('supplier');
    failing.add('put');
    const res = await upload(s.token);
    expectCleanUnavailable(res);
    expect(JSON.stringify(res.data)).not.toMatch(/EIO|var\/data|at .*\.ts/);
    // The half-written file was removed, and nothing can point at it.
    expect(lastPut).toMatch(new RegExp(`^products/${s.id}/`));
    expect(await disk.get(lastPut)).toBeNull();
    failing.clear();
    const retry = await upload(s.token);
    expect(retry.status).toBe(201);
    expect(await served(retry.data.url)).toBe(200);
  });

  it('refuses a product naming an image the store does not hold (a failed or guessed upload)', async () => {
    const s = await t.userWithToken('supplier');
    const ghost = `/images/products/${s.id}/aaaaaaaaaaaaaaaaaaaaaaaa.png`;
    const res = await t.call('POST', '/api/supplier/products', {
      token: s.token,
      body: productBody({ image_url: ghost }),
    });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({
      detail: 'The image was not found. Please upload the image again.',
      code: 'image_missing',
    });
    expect(await productCount(t, s.id)).toBe(0);
  });

  it('answers 503 and creates nothing when the store cannot be asked whether the image exists', async () => {
    const s = await t.userWithToken('supplier');
    const { data } = await upload(s.token);
    failing.add('get');
    const res = await t.call('POST', '/api/supplier/products', {
      token: s.token,
      body: productBody({ image_url: data.url }),
    });
    expectCleanUnavailable(res);
    expect(await productCount(t, s.id)).toBe(0);
  });

  it('keeps the uploaded image when the product write fails, so the retry shows it', async () => {
    const s = await t.userWithToken('supplier');
    const { data } = await upload(s.token);
    busyDb = true;
    const res = await t.call('POST', '/api/supplier/products', {
      token: s.token,
      body: productBody({ image_url: data.url }),
    });
    busyDb = false;
    expect(res.status).toBe(503);
    expect(res.data.detail).toBeTruthy();
    expect(await productCount(t, s.id)).toBe(0);
    const retry = await t.call('POST', '/api/supplier/products', {
      token: s.token,
      body: productBody({ image_url: data.url }),
    });
    expect(retry.status).toBe(201);
    await everyProductImageServed();
  });

  it('holds for staff listings too (admin product form)', async () => {
    const admin = await t.userWithToken('admin');
    const body = { ...productBody({ city_id: 'city_indore' }), is_active: true };
    const ghost = await t.call('POST', '/api/products', {
      token: admin.token,
      body: { ...body, image_url: `/images/products/${admin.id}/bbbbbbbbbbbbbbbbbbbbbbbb.png` },
    });
    expect(ghost.status).toBe(400);
    expect(ghost.data.code).toBe('image_missing');
    // The staff form accepts any /images/ address; one that could never be served is refused too.
    const odd = await t.call('POST', '/api/products', {
      token: admin.token,
      body: { ...body, image_url: '/images/../../etc/passwd' },
    });
    expect(odd.status).toBe(400);
    expect(odd.data.code).toBe('image_missing');
    const made = await t.call('POST', '/api/products', { token: admin.token, body });
    const up = await upload(admin.token);
    failing.add('get');
    const edit = await t.call('PUT', `/api/products/${made.data.id}`, {
      token: admin.token,
      body: { ...body, image_url: up.data.url },
    });
    expectCleanUnavailable(edit);
    expect((await productRow(t, made.data.id))!.imageUrl).toBe('');
  });
});

describe('replacing a product image', () => {
  async function productWithImage() {
    const s = await t.userWithToken('supplier');
    const first = (await upload(s.token)).data.url as string;
    const res = await t.call('POST', '/api/supplier/products', {
      token: s.token,
      body: productBody({ image_url: first }),
    });
    expect(res.status).toBe(201);
    return { s, id: res.data.id as string, first, second: (await upload(s.token)).data.url as string };
  }

  it('deletes the old image only after the new one is committed', async () => {
    const { s, id, first, second } = await productWithImage();
    const res = await t.call('PUT', `/api/supplier/products/${id}`, {
      token: s.token,
      body: productBody({ image_url: second }),
    });
    expect(res.status).toBe(200);
    expect(await served(second)).toBe(200);
    expect(await served(first)).toBe(404);
    await everyProductImageServed();
  });

  it('keeps the old image when the product update fails', async () => {
    const { s, id, first, second } = await productWithImage();
    busyDb = true;
    const res = await t.call('PUT', `/api/supplier/products/${id}`, {
      token: s.token,
      body: productBody({ image_url: second }),
    });
    busyDb = false;
    expect(res.status).toBe(503);
    expect((await productRow(t, id))!.imageUrl).toBe(first);
    expect(await served(first)).toBe(200);
    await everyProductImageServed();
  });

  it('succeeds when the old image cannot be deleted (a leftover file, never a missing one)', async () => {
    const { s, id, first, second } = await productWithImage();
    failing.add('delete');
    const res = await t.call('PUT', `/api/supplier/products/${id}`, {
      token: s.token,
      body: productBody({ image_url: second }),
    });
    expect(res.status).toBe(200);
    expect((await productRow(t, id))!.imageUrl).toBe(second);
    expect(await served(first)).toBe(200);
    await everyProductImageServed();
  });

  it('never deletes an image another product still shows, even when both change at once', async () => {
    const { s, id, first, second } = await productWithImage();
    // One request moves the product off `first` while another lists a new product with it.
    const [moved, copied] = await Promise.all([
      t.call('PUT', `/api/supplier/products/${id}`, {
        token: s.token,
        body: productBody({ image_url: second }),
      }),
      t.call('POST', '/api/supplier/products', {
        token: s.token,
        body: productBody({ name: 'Copy', image_url: first }),
      }),
    ]);
    expect(moved.status).toBe(200);
    expect([201, 400]).toContain(copied.status);
    await everyProductImageServed();
    // And deleting the last product showing an image removes the file.
    const removed = await t.call('DELETE', `/api/supplier/products/${id}`, { token: s.token });
    expect(removed.status).toBe(200);
    expect(await served(second)).toBe(404);
  });
});
