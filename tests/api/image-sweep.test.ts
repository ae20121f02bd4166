import { runScheduledWork } from '@app/api';
import { uploadedImages } from '@app/db';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { fileForm, productBody, TINY_PNG } from '../support/products.ts';

const HOUR = 3_600_000;
let t: TestApp;
afterEach(() => t.close());

const upload = async (token: string) => {
  const res = await t.call('POST', '/api/upload/product-image', {
    token,
    body: fileForm('photo.png', TINY_PNG, 'image/png'),
  });
  expect(res.status).toBe(201);
  return res.data.url as string;
};
const stored = async (url: string) => (await t.services.images.get(url.slice('/images/'.length))) !== null;
const sweep = async () => (await runScheduledWork(t.services, t.services.clock.now())).orphanImages;

describe('orphan image sweep', () => {
  it('deletes an upload nothing shows a day later, and keeps the ones products show', async () => {
    t = await createTestApp();
    const s = await t.userWithToken('supplier');
    const unused = await upload(s.token);
    const used = await upload(s.token);
    const created = await t.call('POST', '/api/supplier/products', {
      token: s.token,
      body: productBody({ image_url: used }),
    });
    expect(created.status).toBe(201);

    t.advance(23 * HOUR);
    expect(await sweep()).toBe(0);
    expect(await stored(unused)).toBe(true);

    t.advance(1 * HOUR + 1);
    expect(await sweep()).toBe(1);
    expect(await stored(unused)).toBe(false);
    expect((await t.app.request(unused)).status).toBe(404);
    expect(await stored(used)).toBe(true);
    expect((await t.app.request(used)).status).toBe(200);
    // Both are settled: nothing is left for the next run to look at.
    expect(await t.db.select().from(uploadedImages)).toHaveLength(0);
    expect(await sweep()).toBe(0);
  });

  it('keeps an upload the landing gallery or login picture shows, and never touches seed images', async () => {
    t = await createTestApp();
    const s = await t.userWithToken('supplier');
    const gallery = await upload(s.token);
    const login = await upload(s.token);
    await t.services.images.put('seed/1f955.webp', TINY_PNG, 'image/png');
    // A seed key recorded as an upload (it never is; the sweep still must not delete it).
    await t.db.insert(uploadedImages).values({ key: 'seed/1f955.webp', createdAt: 0 });
    const config = t.services.config;
    config.site.landingImages = [...config.site.landingImages.slice(0, 6), gallery];
    config.site.loginBackgroundImage = `https://shop.example.in${login}`;
    t.advance(25 * HOUR);
    expect(await sweep()).toBe(0);
    for (const url of [gallery, login, '/images/seed/1f955.webp']) expect(await stored(url)).toBe(true);
  });

  it('an upload whose delete fails stays recorded and is deleted by a later run', async () => {
    t = await createTestApp();
    const s = await t.userWithToken('supplier');
    const url = await upload(s.token);
    const realDelete = t.services.images.delete;
    t.services.images.delete = async () => {
      throw new Error('store down');
    };
    t.advance(25 * HOUR);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await sweep()).toBe(0);
    expect(warn).toHaveBeenCalledWith('Image store delete failed:', 'store down');
    warn.mockRestore();
    expect(await t.db.select().from(uploadedImages)).toHaveLength(1);
    t.services.images.delete = realDelete;
    expect(await sweep()).toBe(1);
    expect(await stored(url)).toBe(false);
  });
});
