import { describe, expect, it } from 'vitest';
import { apiAsPage, baseUrl, DEMO, DEMO_PASSWORD, loginAs, useBrowser } from './support/browser.ts';
import { chunkOf } from './support/chunks.ts';

const browser = useBrowser();

describe('login page first paint', () => {
  it('arrives as HTML with its form, read-only until its scripts run, then signs in', async () => {
    const html = await (await fetch(`${baseUrl()}/login`)).text();
    expect(html).toContain('Welcome back');
    expect(html).toMatch(/<input[^>]*type="email"[^>]*readOnly=""|<input[^>]*readOnly=""[^>]*type="email"/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);

    const page = await browser.page({ mobile: true });
    // The scripts held back: the painted form takes no typing and sends nothing.
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    const email = page.getByLabel('Email');
    const signIn = page.getByRole('button', { name: 'Sign in' });
    await email.waitFor();
    expect(await email.isEditable()).toBe(false);
    expect(await signIn.isDisabled()).toBe(true);
    release();
    // Hydrated: the same form takes the fields (fill waits until they are editable) and signs in.
    await email.fill(DEMO.customer);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await signIn.click();
    await page.waitForURL((u) => u.pathname === '/products');
    await page.context().close();
  });
});

describe('landing page first paint', () => {
  it('arrives as HTML with its content, hydrates without a mismatch and keeps its DOM', async () => {
    const html = await (await fetch(`${baseUrl()}/`, { headers: { 'Accept-Encoding': 'br' } })).text();
    expect(html).toContain('<h1');
    expect(html).toContain('Supply &amp; Beyond');
    expect(html).not.toContain('rel="modulepreload"');

    const page = await browser.page();
    await page.goto('/');
    // The prerendered hero is there before the scripts start (they wait for the load event).
    const hero = await page.locator('main img').first().elementHandle();
    // Hydration is done when the live figures arrive in the hero.
    await page.getByText('products live today').waitFor();
    expect(await hero!.evaluate((el) => el.isConnected)).toBe(true);
    await page.getByRole('link', { name: 'Login' }).first().click();
    await page.waitForURL((u) => u.pathname === '/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await page.context().close();
  });

  it('loads neither tRPC nor React Query for the landing page until the visitor shows intent', async () => {
    const page = await browser.page();
    const dataLayer = chunkOf('src/lib/data-layer.tsx');
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    const trpcCalls: string[] = [];
    page.on('request', (r) => r.url().includes('/trpc/') && trpcCalls.push(r.url()));
    await page.goto('/');
    await page.getByText('products live today').waitFor();
    await page.waitForTimeout(500);
    expect(scripts.includes(dataLayer)).toBe(false);
    expect(trpcCalls).toEqual([]);
    await page.getByRole('link', { name: 'Login' }).first().hover();
    await expect.poll(() => scripts.includes(dataLayer)).toBe(true);
    await page.context().close();
  });
});

describe('catalogue first paint', () => {
  it('paints its frame from the HTML, shows the first pictures before the app loads, and asks once', async () => {
    const html = await (await fetch(`${baseUrl()}/products`)).text();
    expect(html).toContain('data-placeholder');
    const routeChunk = chunkOf('src/routes/_authed/products.tsx');
    expect(html).toMatch(
      new RegExp(`<template data-app-modules>[\\s\\S]*href="${routeChunk}"[\\s\\S]*</template>`),
    );
    expect(html).toMatch(/<script type="module" src="\/assets\/early-catalogue-[0-9a-f]+\.js">/);

    const page = await browser.page({ mobile: true });
    await loginAs(page, DEMO.customer);
    await page.waitForURL((u) => u.pathname === '/products');
    // The visit after signing in has asked for its own catalogue before any is counted below.
    await page.getByRole('list', { name: 'Products' }).getByRole('article').first().waitFor();
    // The app's scripts held back; the early request's own script goes through.
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/assets/*.js', async (route) => {
      if (!route.request().url().includes('/early-catalogue-')) await held;
      await route.continue();
    });
    const asked: string[] = [];
    const requested: string[] = [];
    page.on('request', (r) => {
      requested.push(new URL(r.url()).pathname);
      if (r.url().includes('catalog.items.list')) asked.push(r.url());
    });
    await page.goto('/products', { waitUntil: 'commit' });
    const picture = page.locator('img[data-early-picture]').first();
    await expect.poll(() => picture.getAttribute('src')).toMatch(/^\/images\//);
    expect(await picture.isVisible()).toBe(true);
    // The app's modules are asked for only after the first pictures: they never share the line.
    await expect.poll(() => requested.includes(routeChunk)).toBe(true);
    const src = (await picture.getAttribute('src'))!;
    expect(requested.indexOf(src)).toBeGreaterThan(-1);
    expect(requested.indexOf(src)).toBeLessThan(requested.indexOf(routeChunk));
    release();
    // The app renders over the frame with the answer the HTML asked for: no second request.
    await page.getByRole('list', { name: 'Products' }).getByRole('article').first().waitFor();
    expect(await page.locator('[data-placeholder]').count()).toBe(0);
    expect(asked).toHaveLength(1);
    // Another question (a search) goes to the server as before.
    await page.getByLabel('Search products').fill('rice');
    await expect.poll(() => asked.length).toBe(2);
    await page.context().close();
  });
});

describe('cart', () => {
  it('shows a quantity change at once and rolls it back when the server refuses', async () => {
    const page = await browser.page();
    await loginAs(page, DEMO.customer);
    await page.waitForURL((u) => u.pathname === '/products');
    const cart = await apiAsPage(page, 'GET', '/cart');
    for (const item of cart.data.items) await apiAsPage(page, 'DELETE', `/cart/${item.id}`);
    const list = await apiAsPage(page, 'GET', '/products?limit=50');
    const product = list.data.products.find((p: { stock_quantity: number }) => p.stock_quantity >= 5);
    expect(
      (await apiAsPage(page, 'POST', '/cart', { product_id: product.id, quantity: 1 })).status,
    ).toBeLessThan(300);

    await page.goto('/cart');
    const line = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem').first();
    await line.waitFor();
    expect(await line.getByRole('spinbutton').inputValue()).toBe('1');

    // The server answers late and refuses (as when stock ran out meanwhile).
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route(/\/trpc\/cart\.update/, async (route) => {
      await held;
      await route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify([
          {
            error: {
              message: 'Only 1 left in stock.',
              code: -32009,
              data: { code: 'CONFLICT', httpStatus: 409, path: 'cart.update' },
            },
          },
        ]),
      });
    });
    await line.getByRole('button', { name: /^Increase/ }).click();
    // Shown before the server has answered.
    await expect.poll(() => line.getByRole('spinbutton').inputValue()).toBe('2');
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('2');
    release();
    await expect.poll(() => line.getByRole('spinbutton').inputValue()).toBe('1');
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1');
    await expect.poll(() => page.getByText('Only 1 left in stock.').count()).toBeGreaterThan(0);
    const after = await apiAsPage(page, 'GET', '/cart');
    expect(after.data.items.map((i: { quantity: number }) => i.quantity)).toEqual([1]);
    await page.context().close();
  });
});
