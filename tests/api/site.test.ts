import { cities, newId, products, users } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
afterEach(() => t.close());

async function addProduct(supplierId: string, over: Partial<typeof products.$inferInsert> = {}) {
  await t.db.insert(products).values({
    id: newId('prd'),
    supplierId,
    categoryId: 'cat_vegetables',
    name: 'Tomato',
    pricePaise: 4000,
    unit: '1kg',
    stockQuantity: 50,
    approvalStatus: 'approved',
    ...over,
  });
}

describe('site.config', () => {
  it('answers the configured contact details without a token, over REST and tRPC', async () => {
    t = await createTestApp(
      {},
      {
        SITE_PHONE: '+91 90000 11111',
        SITE_EMAIL: 'hello@shop.in',
        SITE_ADDRESS: 'MG Road, Indore, Madhya Pradesh',
        SITE_MAPS_LINK: 'https://maps.google.com/?q=MG+Road',
        PLANNING_SITE_URL: 'https://plan.example.in',
        LANDING_IMAGES: 'a.webp,b.webp,c.webp,d.webp,e.webp,f.webp,g.webp',
      },
    );
    const res = await t.call('GET', '/api/site/config');
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      phone: '+91 90000 11111',
      email: 'hello@shop.in',
      address: 'MG Road, Indore, Madhya Pradesh',
      maps_link: 'https://maps.google.com/?q=MG+Road',
      planning_site_url: 'https://plan.example.in',
      landing_images: ['a.webp', 'b.webp', 'c.webp', 'd.webp', 'e.webp', 'f.webp', 'g.webp'],
    });
    expect(res.data.maps_embed_link).toMatch(/^https:\/\/maps\.google\.com\//);
    const trpc = await t.app.request('/trpc/site.config');
    expect(((await trpc.json()) as { result: { data: { phone: string } } }).result.data.phone).toBe(
      '+91 90000 11111',
    );
  });

  it('defaults to the local gallery and no planning link; a wrong image count falls back', async () => {
    t = await createTestApp({}, { LANDING_IMAGES: 'only-one.webp' });
    const res = await t.call('GET', '/api/site/config');
    expect(res.data.planning_site_url).toBe('');
    expect(res.data.landing_images).toHaveLength(7);
    expect(res.data.landing_images[6]).toBe('/landing/gallery-7.webp');
  });
});

describe('site.stats', () => {
  it('counts categories, live products, active cities and active restaurants', async () => {
    t = await createTestApp();
    const supplier = await t.userWithToken('supplier');
    await addProduct(supplier.id);
    await addProduct(supplier.id, { cityId: 'city_indore' });
    await addProduct(supplier.id, { approvalStatus: 'pending' });
    await addProduct(supplier.id, { approvalStatus: 'rejected' });
    await addProduct(supplier.id, { isActive: false });
    await t.userWithToken('customer');
    const gone = await t.userWithToken('customer');
    await t.db.update(users).set({ deletedAt: Date.now() }).where(eq(users.id, gone.id));
    const off = await t.userWithToken('customer');
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, off.id));
    await t.userWithToken('delivery');
    const activeCities = (await t.db.select().from(cities).where(eq(cities.isActive, true))).length;
    await t.db.update(cities).set({ isActive: false }).where(eq(cities.id, 'city_jaipur'));

    const res = await t.call('GET', '/api/site/stats');
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ categories: 20, products: 2, cities: activeCities - 1, restaurants: 1 });
  });

  it('caches the figures for a minute, then counts again', async () => {
    t = await createTestApp();
    const supplier = await t.userWithToken('supplier');
    expect((await t.call('GET', '/api/site/stats')).data.products).toBe(0);
    await addProduct(supplier.id);
    expect((await t.call('GET', '/api/site/stats')).data.products).toBe(0);
    t.advance(59_000);
    expect((await t.call('GET', '/api/site/stats')).data.products).toBe(0);
    t.advance(2_000);
    expect((await t.call('GET', '/api/site/stats')).data.products).toBe(1);
  });

  it('is documented in the OpenAPI document, with the tracking call', async () => {
    t = await createTestApp();
    const doc = await t.call('GET', '/api/openapi.json');
    expect(doc.data.paths['/api/site/config'].get).toBeTruthy();
    expect(doc.data.paths['/api/site/stats'].get).toBeTruthy();
    expect(doc.data.paths['/api/analytics/track'].post.requestBody.content['text/plain']).toBeTruthy();
  });
});
