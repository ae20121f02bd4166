import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ImageStore } from '@app/api';
import type { Permission, UserType } from '@app/db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskImageStore } from '../../apps/server/src/disk-image-store.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { fileForm, TINY_PNG } from '../support/products.ts';

const IMAGE_LIMIT = 5_242_880;
let t: TestApp;
let puts: string[];
beforeEach(async () => {
  puts = [];
  const disk = createDiskImageStore(join(mkdtempSync(join(tmpdir(), 'mkt-img-')), 'images'));
  const images: ImageStore = {
    ...disk,
    put: (key, bytes, type) => {
      puts.push(key);
      return disk.put(key, bytes, type);
    },
  };
  t = await createTestApp({ images });
});
afterEach(() => t.close());

const bytes = (head: number[] | string, size = 64) => {
  const out = new Uint8Array(size);
  out.set(typeof head === 'string' ? new TextEncoder().encode(head) : head);
  return out;
};
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0]);
const GIF = bytes('GIF89a');
const WEBP = (() => {
  const b = bytes('RIFF');
  b.set(new TextEncoder().encode('WEBPVP8 '), 8);
  return b;
})();

const upload = (token: string, name: string, body: Uint8Array | string, type = 'image/png') =>
  t.call('POST', '/api/upload/product-image', { token, body: fileForm(name, body, type) });

describe('product image upload', () => {
  it('stores a PNG under a key we make and serves it with its type, long cache and nosniff', async () => {
    const s = await t.userWithToken('supplier');
    const res = await upload(s.token, '../../evil name.png', TINY_PNG);
    expect(res.status).toBe(201);
    expect(res.data.url).toMatch(new RegExp(`^/images/products/${s.id}/[a-z2-7]{24}\\.png$`));
    const img = await t.app.request(res.data.url);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    expect(img.headers.get('x-content-type-options')).toBe('nosniff');
    expect(img.headers.get('cache-control')).toContain('max-age=31536000');
    expect(new Uint8Array(await img.arrayBuffer())).toEqual(TINY_PNG);
  });

  it.each([
    ['photo.jpeg', JPEG, 'jpg', 'image/jpeg'],
    ['anim.gif', GIF, 'gif', 'image/gif'],
    ['pic.webp', WEBP, 'webp', 'image/webp'],
    ['no-extension', JPEG, 'jpg', 'image/jpeg'],
    ['wrong-name.gif', TINY_PNG, 'png', 'image/png'],
  ])('recognises %s by its bytes', async (name, body, ext, type) => {
    const s = await t.userWithToken('supplier');
    const res = await upload(s.token, name, body, 'application/octet-stream');
    expect(res.status).toBe(201);
    expect(res.data.url.endsWith(`.${ext}`)).toBe(true);
    expect((await t.app.request(res.data.url)).headers.get('content-type')).toBe(type);
  });

  it.each([
    ['an .exe renamed .png', 'setup.png', bytes('MZ\x90\x00'), 'image/png'],
    ['an SVG', 'logo.svg', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'image/svg+xml'],
    ['an SVG named .png', 'logo.png', '<?xml version="1.0"?><svg/>', 'image/png'],
    ['HTML named .jpg', 'page.jpg', '<html><script>alert(1)</script></html>', 'image/jpeg'],
    ['an empty file', 'empty.png', new Uint8Array(0), 'image/png'],
    ['a PDF', 'doc.png', '%PDF-1.7', 'image/png'],
  ])('refuses %s with 415 and stores nothing', async (_, name, body, type) => {
    const s = await t.userWithToken('supplier');
    const res = await upload(s.token, name, body, type);
    expect(res.status).toBe(415);
    expect(res.data).toEqual({ detail: 'Please select an image file', code: 'unsupported_type' });
    expect(puts).toEqual([]);
  });

  it('refuses a 6 MB image with 413 and accepts one of exactly 5 MB', async () => {
    const s = await t.userWithToken('supplier');
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(TINY_PNG);
    const res = await upload(s.token, 'big.png', big);
    expect(res.status).toBe(413);
    expect(res.data).toEqual({ detail: 'Image size should be less than 5MB', code: 'too_large' });
    expect(puts).toEqual([]);

    const limit = new Uint8Array(IMAGE_LIMIT);
    limit.set(TINY_PNG);
    expect((await upload(s.token, 'limit.png', limit)).status).toBe(201);
    const over = new Uint8Array(IMAGE_LIMIT + 1);
    over.set(TINY_PNG);
    expect((await upload(s.token, 'over.png', over)).status).toBe(413);
  });

  it('refuses a body over the upload limit before reading it', async () => {
    const s = await t.userWithToken('supplier');
    const res = await upload(s.token, 'huge.png', new Uint8Array(13 * 1024 * 1024));
    expect(res.status).toBe(413);
    expect(puts).toEqual([]);
  });

  it('needs a multipart body with a file field', async () => {
    const s = await t.userWithToken('supplier');
    const json = await t.call('POST', '/api/upload/product-image', { token: s.token, body: { url: 'x' } });
    expect(json.status).toBe(415);
    const form = new FormData();
    form.append('other', 'x');
    const noFile = await t.call('POST', '/api/upload/product-image', { token: s.token, body: form });
    expect(noFile.status).toBe(400);
    expect(noFile.data.detail).toBe('Please select a file to upload.');
  });

  it('is for suppliers and product managers only', async () => {
    expect(
      (await t.call('POST', '/api/upload/product-image', { body: fileForm('a.png', TINY_PNG) })).status,
    ).toBe(401);
    const refused: [UserType, Permission[]][] = [
      ['customer', []],
      ['delivery', []],
      ['sub_admin', ['approve_products']],
    ];
    for (const [type, permissions] of refused) {
      const u = await t.userWithToken(type, { permissions });
      expect((await upload(u.token, 'a.png', TINY_PNG)).status).toBe(403);
    }
    expect(puts).toEqual([]);
    const manager = await t.userWithToken('sub_admin', { permissions: ['manage_products'] });
    expect((await upload(manager.token, 'a.png', TINY_PNG)).status).toBe(201);
    const admin = await t.userWithToken('admin');
    const res = await upload(admin.token, 'a.png', TINY_PNG);
    expect(res.status).toBe(201);
    expect(res.data.url).toContain(`/images/products/${admin.id}/`);
  });

  it('never serves a path outside the image store', async () => {
    for (const path of [
      '/images/..%2F..%2Fetc%2Fpasswd',
      '/images/products/%2e%2e/x.png',
      '/images/nope.png',
    ])
      expect((await t.app.request(path)).status).toBe(404);
  });
});
