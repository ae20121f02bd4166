// The product over HTTP as workerd serves it (wrangler dev, local R2, libSQL server over HTTP).
// Every call goes through the Worker entry, so each step proves its code runs without Node.
import { readFileSync } from 'node:fs';
import { createClient } from '@libsql/client';
import { extractText } from 'unpdf';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { EDGE_ADMIN } from './global-setup.ts';
import { ascii, call, DEMO_PASSWORD, isWebp, login } from './support/http.ts';

/**
 * Spec section 7 calls built on other branches. A step for a call listed here cannot run yet;
 * once the call exists the guard below fails until it is taken off this list, so after the
 * merge every step runs and none stays skipped.
 */

let openApiPaths: Record<string, Record<string, unknown>> = {};
beforeAll(async () => {
  const doc = await call('GET', '/api/openapi.json');
  openApiPaths = doc.body.paths;
});
const documented = (c: string) => {
  const [method, path] = c.split(' ') as [string, string];
  return Boolean(openApiPaths[`/api${path}`]?.[method.toLowerCase()]);
};

const seedImage = '/images/seed/1f955.webp';

describe('served from workerd', () => {
  it('answers the SPA from static assets, with the SPA fallback for deep links', async () => {
    const home = await call('GET', '/');
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toContain('text/html');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(home.body)?.[1];
    expect(script).toBeTruthy();
    const js = await call('GET', script!);
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toContain('javascript');
    const deep = await call('GET', '/orders', {
      headers: { Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate' },
    });
    expect(deep.status).toBe(200);
    expect(deep.body).toContain('<div id="root"></div>');
    const other = await call('GET', '/cart/somewhere', {
      headers: { Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate' },
    });
    expect(other.body).toBe(deep.body);
  });

  it('answers / with the prerendered landing page, its hero picture preloaded', async () => {
    const home = await call('GET', '/');
    expect(home.body).toMatch(/<div id="root"><[\s\S]*<h1/);
    expect(home.headers.get('link')).toContain('</landing/hero.webp>; rel=preload');
    expect(home.headers.get('cache-control')).toBe('no-cache');
    // The page's own address in the assets is not a second address for it.
    const twin = await call('GET', '/prerendered/', { redirect: 'manual' });
    expect(twin.status).toBe(301);
    expect(twin.headers.get('location')).toBe('/');
  });

  it('serves the login page and the catalogue and rider frames prerendered, as the Node server does', async () => {
    const nav = { headers: { Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate' } };
    const [shell, login, products, rider] = await Promise.all([
      call('GET', '/orders', nav),
      call('GET', '/login?next=%2Fcart', nav),
      call('GET', '/products', nav),
      call('GET', '/delivery?job=asg_1', nav),
    ]);
    expect(shell.body).toContain('<div id="root"></div>');
    expect(login.status).toBe(200);
    expect(login.body).toMatch(/<div id="root"><[\s\S]*<form/);
    expect(products.status).toBe(200);
    expect(products.body).toContain('data-placeholder');
    expect(products.body).toMatch(/<script type="module" src="\/assets\/early-catalogue-[0-9a-f]+\.js">/);
    // The rider app's shell (decision 0107).
    expect(rider.status).toBe(200);
    expect(rider.body).toContain('Loading your deliveries…');
    // Only its own path: the SPA fallback never serves a prerendered page for another.
    expect((await call('GET', '/login/other', nav)).body).toBe(shell.body);
  });

  it('serves the rider app: manifest, icons and a worker asked again on every check (decision 0067)', async () => {
    const manifest = await call('GET', '/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const body = manifest.body as { start_url: string; icons: { src: string }[] };
    expect(body.start_url).toBe('/delivery');
    for (const icon of body.icons) {
      const res = await call('GET', icon.src);
      expect(res.status, icon.src).toBe(200);
      expect(res.headers.get('content-type'), icon.src).toBe('image/png');
    }
    const worker = await call('GET', '/rider-sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toContain('javascript');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.body).toMatch(/const PRECACHE = \["\/assets\//);
  });

  it('gives the SPA the same security headers as the app (apps/web/public/_headers)', async () => {
    // A page the static assets answer (the Worker answers /, with the app's headers).
    const [page, api] = await Promise.all([
      call('GET', '/login', { headers: { Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate' } }),
      call('GET', '/api/health'),
    ]);
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'x-content-type-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'permissions-policy',
    ]) {
      expect(page.headers.get(name), name).toBe(api.headers.get(name));
      expect(page.headers.get(name), name).toBeTruthy();
    }
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1];
    expect((await call('GET', script!)).headers.get('cache-control')).toContain('immutable');
  });

  it('runs the Worker first for /api: JSON answers, security headers, JSON 404s', async () => {
    const health = await call('GET', '/api/health');
    expect(health.body).toEqual({ ok: true });
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
    expect(health.headers.get('content-security-policy')).toContain("default-src 'self'");
    const missing = await call('GET', '/api/no-such-call');
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe('No such API call.');
  });

  it('reads reference data from libSQL over HTTP (REST and tRPC)', async () => {
    const cities = await call('GET', '/api/cities');
    expect(cities.body.length).toBeGreaterThanOrEqual(8);
    expect(cities.body.map((c: { name: string }) => c.name)).toContain('Indore');
    const categories = await call('GET', '/api/categories');
    expect(categories.body).toHaveLength(20);
    const trpc = await call('GET', '/trpc/catalog.categories.list');
    expect(trpc.body.result.data).toHaveLength(20);
  });

  it('documents the API (OpenAPI built inside the Worker)', async () => {
    const doc = await call('GET', '/api/openapi.json');
    expect(doc.body.openapi).toMatch(/^3\./);
    expect(documented('POST /auth/login')).toBe(true);
    const page = await call('GET', '/api/docs');
    expect(page.headers.get('content-type')).toContain('text/html');
  });

  it('serves a seeded image from R2, and refuses odd keys', async () => {
    const img = await call('GET', seedImage);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/webp');
    expect(isWebp(img.bytes)).toBe(true);
    expect((await call('GET', '/images/seed/nope.webp')).status).toBe(404);
    expect((await call('GET', '/images/seed/%2e%2e%2fsecret')).status).toBe(404);
  });
});

describe('the database behind the Worker', () => {
  it('is a libSQL server that wants the token, migrated by npm run db:migrate', async () => {
    const { url, token } = inject('edgeDb');
    await expect(createClient({ url }).execute('select 1')).rejects.toThrow(/401/);
    const client = createClient({ url, authToken: token });
    const journal = JSON.parse(
      readFileSync(new URL('../packages/db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
    );
    const applied = await client.execute('select count(*) as n from __drizzle_migrations');
    expect(Number(applied.rows[0]?.n)).toBe(journal.entries.length);
    client.close();
  });
});

describe('accounts in workerd (PBKDF2 through Web Crypto)', () => {
  const email = `edge.${Date.now()}@example.in`;
  let token = '';

  it('registers a customer', async () => {
    const res = await call('POST', '/api/auth/register', {
      json: {
        username: 'Edge Tester',
        email,
        password: 'Secret@123',
        user_type: 'customer',
        restaurant_name: 'Edge Cafe',
        fssai_number: '12345678901234',
        phone: '9876543210',
        address: '12, MG Road',
        city_id: 'city_indore',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.token_type).toBe('bearer');
    expect(res.body.user).toMatchObject({ email, user_type: 'customer', city_name: 'Indore' });
    token = res.body.access_token;
  });

  it('logs in with the stored hash, refuses a wrong password, knows the session', async () => {
    const again = await login(email, 'Secret@123');
    expect(again).not.toBe(token);
    const wrong = await call('POST', '/api/auth/login', { json: { email, password: 'Secret@124' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.detail).toBe('Incorrect email or password.');
    const me = await call('GET', '/api/auth/me', { token: again });
    expect(me.body.email).toBe(email);
    expect((await call('GET', '/api/auth/me')).status).toBe(401);
  });

  it('logs in demo accounts and the super admin that db:migrate ensured', async () => {
    const admin = await call('POST', '/api/auth/login', { json: EDGE_ADMIN });
    expect(admin.body.user).toMatchObject({ user_type: 'admin', is_admin: true });
    for (const who of ['customer', 'supplier', 'delivery']) {
      const res = await call('POST', '/api/auth/login', {
        json: { email: `${who}@demo.supply`, password: DEMO_PASSWORD },
      });
      expect(res.body.user.user_type).toBe(who);
    }
  });
});

describe('the main journeys over REST in workerd', () => {
  it('browses the catalogue with R2 images', async () => {
    const token = await login('customer@demo.supply');
    const res = await call('GET', '/api/products', { token });
    expect(res.status).toBe(200);
    const list = Array.isArray(res.body) ? res.body : (res.body.items ?? res.body.products);
    expect(list.length).toBeGreaterThan(0);
    const withImage = list.find((p: { image_url?: string }) => p.image_url?.startsWith('/images/'));
    const img = await call('GET', withImage.image_url);
    expect(isWebp(img.bytes)).toBe(true);
  });

  it('uploads a product image into R2 and checks its type', async () => {
    const token = await login('supplier@demo.supply');
    const webp = readFileSync(
      new URL('../node_modules/@lobehub/fluent-emoji-3d/assets/1f9c0.webp', import.meta.url),
    );
    const form = new FormData();
    form.set('file', new File([webp], 'cheese.webp', { type: 'image/webp' }));
    const res = await call('POST', '/api/upload/product-image', { token, form });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    const stored = await call('GET', res.body.url);
    expect(Buffer.from(stored.bytes).equals(webp)).toBe(true);
    const fake = new FormData();
    fake.set('file', new File(['not an image'], 'fake.webp', { type: 'image/webp' }));
    const refused = await call('POST', '/api/upload/product-image', { token, form: fake });
    expect(refused.status).toBe(415);
  });

  it('parses a bulk upload in workerd', async () => {
    const token = await login('supplier@demo.supply');
    // The spec's template columns (plus price); the category by name, as suppliers write it.
    const csv = [
      'Product Category,Name of Product,Brand,Manufacturing Date (YYYY-MM-DD),Date of Expiry (YYYY-MM-DD),Quantity (such as 1kg or 500ml),Stock Available,Price (₹)',
      'Rice,Edge Basmati Rice,Edge Farms,2026-01-01,2027-01-01,5kg,50,650',
      'Rice,Broken Row,Edge Farms,2026-01-01,2027-01-01,5kg,-10,650',
    ].join('\n');
    const form = new FormData();
    form.set('file', new File([csv], 'products.csv', { type: 'text/csv' }));
    const res = await call('POST', '/api/supplier/products/bulk-upload', { token, form });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    expect(res.body).toMatchObject({ total: 2, success: 1, failed: 1 });
  });

  it('places an order and downloads its PDF invoice (pdf-lib in workerd)', async () => {
    const token = await login('customer@demo.supply');
    const products = await call('GET', '/api/products', { token });
    const list = Array.isArray(products.body)
      ? products.body
      : (products.body.items ?? products.body.products);
    const product = list.find((p: { stock_quantity: number }) => p.stock_quantity >= 2);
    const added = await call('POST', '/api/cart', { token, json: { product_id: product.id, quantity: 2 } });
    expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
    const order = await call('POST', '/api/orders', {
      token,
      json: { delivery_address: '12, MG Road, Indore', phone: '9876543210', payment_method: 'COD' },
    });
    expect(order.status, JSON.stringify(order.body)).toBeLessThan(300);
    const invoice = await call('GET', `/api/orders/${order.body.id}/invoice`, { token });
    expect(invoice.status).toBe(200);
    expect(invoice.headers.get('content-type')).toBe('application/pdf');
    expect(invoice.headers.get('content-disposition')).toMatch(/Invoice_.+\.pdf/);
    expect(ascii(invoice.bytes, 0, 5)).toBe('%PDF-');
    const { text } = await extractText(invoice.bytes, { mergePages: true });
    expect(text).toContain(product.name);
    // The Noto Sans fonts came from the Worker's Data modules: ₹ and the Hindi labels (decision
    // 0081) are in the Devanagari one.
    expect(text).toContain('Total / कुल ₹');
  });

  it('as deployed (production, no Razorpay keys): refuses an online order, has no sandbox, says it is live', async () => {
    const token = await login('customer@demo.supply');
    const order = await call('POST', '/api/orders', {
      token,
      json: { delivery_address: '12, MG Road, Indore', phone: '9876543210', payment_method: 'ONLINE' },
    });
    expect(order.status).toBe(409);
    expect(order.body).toEqual({
      detail: 'Online payment is not available; please choose Cash on Delivery.',
      code: 'online_payment_off',
    });
    expect((await call('GET', '/sandbox/pay/sbx_anything')).status).toBe(404);
    const config = await call('GET', '/api/site/config');
    expect(config.body).toMatchObject({ demo: false, online_payment: false });
  });
});

describe('the Worker log', () => {
  it('shows no unhandled error for anything above', async () => {
    // wrangler logs each request after it ends: once this marker is in, everything above is too.
    const marker = `/api/log-marker-${Date.now()}`;
    await call('GET', marker);
    let log = '';
    for (let i = 0; i < 100 && !log.includes(marker); i++) {
      await new Promise((r) => setTimeout(r, 100));
      log = readFileSync(inject('edgeLog'), 'utf8');
    }
    expect(log).toContain(marker);
    expect(log).not.toMatch(/Unhandled error|tRPC error|Worker misconfigured|Uncaught/);
  });
});
