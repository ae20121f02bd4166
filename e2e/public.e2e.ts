import { join } from 'node:path';
import { createClient } from '@libsql/client';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { formatCount } from '../apps/web/src/lib/format-count.ts';
import { baseUrl, DEMO, loginAs, useBrowser } from './support/browser.ts';
import { chunkOf } from './support/chunks.ts';

const browser = useBrowser();
// The server's own database file, read directly (WAL allows a reader beside the server).
const db = createClient({ url: `file:${join(inject('dataDir'), 'e2e.db')}` });
afterAll(() => db.close());

const api = async (path: string, init?: RequestInit) => {
  const res = await fetch(`${baseUrl()}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init?.headers },
  });
  return { status: res.status, data: await res.json() };
};

const seen = (page: Page, text: string | RegExp) =>
  expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 10_000 }).toBe(true);

/** Clicks a link in the given region and waits for the path it leads to. */
async function follow(page: Page, region: 'header' | 'footer' | 'main', name: string, expected: string) {
  const scope =
    region === 'header'
      ? page.getByRole('navigation', { name: 'Main' })
      : region === 'footer'
        ? page.getByRole('contentinfo')
        : page.locator('main');
  const link = scope.getByRole('link', { name, exact: true }).first();
  const path = () => new URL(page.url()).pathname;
  // React does not replay a click that lands while the prerendered landing is still hydrating
  // (seen on a loaded 2-core runner): like a person, click again when nothing happened.
  await expect
    .poll(
      async () => {
        if (path() !== expected) await link.click({ timeout: 5_000 }).catch(() => undefined);
        return path();
      },
      { timeout: 30_000, interval: 3_000 },
    )
    .toBe(expected);
}

/**
 * Back to the page before, once the one followed to has loaded: a click that lands before the
 * landing has hydrated loads the next page in full, and going back while that page is still
 * committing finds Playwright detached from it (seen once on a 2-core runner).
 */
async function back(page: Page) {
  await page.waitForLoadState('load');
  await page.goBack();
}

describe('landing page', () => {
  it('shows the hero, true figures, features, network, 7 gallery pictures and the 20 categories', async () => {
    const page = await browser.page();
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Supply & Beyond');
    expect(await page.title()).toBe('Supply & Beyond — restaurant supplies, delivered');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/restaurant/);
    expect(await page.locator('meta[property="og:image"]').count()).toBe(1);

    const stats = (await api('/api/site/stats')).data;
    const figures = page.getByRole('region', { name: 'Marketplace figures' });
    await seen(page, 'Restaurants on board');
    await expect
      .poll(() => figures.locator('dd').allTextContents())
      .toEqual([
        formatCount(stats.categories),
        formatCount(stats.products),
        formatCount(stats.cities),
        formatCount(stats.restaurants),
      ]);

    for (const f of ['Wide Range', 'Easy Ordering', 'Fast Delivery', 'Quality Assured'])
      expect(await page.getByRole('heading', { name: f }).count()).toBe(1);
    for (const n of ['Fine Dining', 'QSRs', 'Cloud Kitchens', 'Cafes', 'Fresh Supply Co'])
      expect(await page.getByText(n, { exact: true }).count()).toBe(1);

    const gallery = page.locator('section[aria-labelledby="gallery-title"] img');
    expect(await gallery.count()).toBe(7);
    for (const img of await gallery.all()) {
      expect(await img.getAttribute('loading')).toBe('lazy');
      expect(await img.getAttribute('width')).toBe('960');
    }
    await page.locator('#categories').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('#categories li img').count()).toBe(20);
    expect(await page.locator('#categories').getByText('Dairy & Cheese').count()).toBe(1);
    // Every picture on the page really loads (scrolled through, so the lazy ones start).
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 50));
      }
    });
    await expect
      .poll(() =>
        page.evaluate(() => [...document.images].filter((i) => !i.complete || i.naturalWidth === 0).length),
      )
      .toBe(0);
    // No planning site is configured here, so the link is hidden.
    expect(await page.getByRole('link', { name: /Plan Your Restaurant/ }).count()).toBe(0);
    await page.context().close();
  });

  it('fits a 360 px phone without sideways scrolling', async () => {
    const page = await browser.page({ mobile: true });
    await page.goto('/');
    await seen(page, 'Edible Oils');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.context().close();
  });

  it('leads every header, hero and call-to-action link where it says', async () => {
    const page = await browser.page();
    await page.goto('/');
    await follow(page, 'header', 'Login', '/login');
    await back(page);
    await follow(page, 'header', 'Register', '/register');
    await back(page);
    await follow(page, 'main', 'Get Started', '/register');
    await back(page);
    await follow(page, 'main', 'Explore All Products', '/register');
    await back(page);
    await follow(page, 'main', 'Register Now', '/register');
    await back(page);
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('link', { name: 'See categories' }).click();
    await page.waitForURL((u) => u.hash === '#categories');
    await page.context().close();
  });
});

describe('footer and static pages', () => {
  const QUICK = [
    ['Browse Products', '/login'], // a visitor is sent on to log in
    ['Register', '/register'],
    ['Login', '/login'],
    ['Contact Us', '/contact'],
  ] as const;
  const POLICIES = [
    ['Terms & Conditions', '/terms', 'Terms & Conditions', /at least 18 years old/],
    ['Privacy Policy', '/privacy-policy', 'Privacy Policy', /shortened form of your IP address/],
    ['Return Policy', '/return-policy', 'Return Policy', /within 7 days of delivery/],
    ['Refund & Exchange', '/refund-policy', 'Refund & Exchange Policy', /5 to 7 business days/],
  ] as const;

  it('has every contact detail from the configuration', async () => {
    const page = await browser.page();
    const config = (await api('/api/site/config')).data;
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect.poll(() => footer.getByText(config.phone).count()).toBe(1);
    expect(await footer.getByText(config.email).count()).toBe(1);
    expect(await footer.getByText(/Indore, Madhya Pradesh/).count()).toBe(1);
    const maps = footer.getByRole('link', { name: /View on Google Maps/ });
    expect(await maps.getAttribute('href')).toBe(config.maps_link);
    expect(await maps.getAttribute('rel')).toContain('noopener');
    await page.context().close();
  });

  // One link a test: a dozen page loads in one test outran its time limit on a busy runner.
  it.each([...QUICK, ...POLICIES].map(([name, to]) => [name, to]))(
    'footer link %s leads to %s',
    async (name, to) => {
      const page = await browser.page();
      await page.goto('/');
      await follow(page, 'footer', name!, to!);
      await page.context().close();
    },
  );

  it.each(POLICIES)('%s page reads in full with its title and the footer', async (_, to, heading, phrase) => {
    const page = await browser.page({ mobile: true });
    await page.goto(to);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
    expect(await page.title()).toBe(`${heading} · Supply & Beyond`);
    await seen(page, phrase);
    expect(await page.locator('article section').count()).toBeGreaterThanOrEqual(6);
    expect(await page.getByText('Last updated October 2025').count()).toBe(1);
    // The footer's code loads after the page's own (decision 0072).
    await expect.poll(() => page.getByRole('contentinfo').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.context().close();
  });

  it('contact page shows phone, e-mail, address, map, hours, reply time and policy links', async () => {
    const page = await browser.page();
    const config = (await api('/api/site/config')).data;
    await page.goto('/contact');
    const main = page.locator('main');
    await expect.poll(() => main.getByRole('link', { name: config.phone }).count()).toBe(1);
    expect(await main.getByRole('link', { name: config.email }).count()).toBe(1);
    expect(await main.getByText(config.address).count()).toBe(1);
    const map = page.locator('iframe');
    expect(await map.getAttribute('src')).toBe(config.maps_embed_link);
    expect(await map.getAttribute('title')).toMatch(/Indore/);
    for (const text of ['Monday – Friday', '9:00 AM – 6:00 PM', 'Saturday', '9:00 AM – 4:00 PM', 'Closed'])
      expect(await main.getByText(text, { exact: true }).count()).toBe(1);
    expect(await main.getByText(/within 24 hours/).count()).toBeGreaterThan(0);
    await follow(page, 'main', 'Refund & Exchange Policy', '/refund-policy');
    await page.context().close();
  });

  it('login, register and forgot-password carry the footer; login counts real restaurants', async () => {
    const page = await browser.page();
    for (const to of ['/login', '/register', '/forgot-password']) {
      await page.goto(to);
      await expect.poll(() => page.getByRole('contentinfo').getByText('Refund & Exchange').count()).toBe(1);
    }
    const { restaurants } = (await api('/api/site/stats')).data;
    await page.goto('/login');
    await seen(page, `Trusted by ${restaurants} restaurants`);
    await page.context().close();
  });
});

describe('password reset through the dev outbox', () => {
  it('resets a fresh account in three steps and logs in with the new password', async () => {
    const email = `reset.${Date.now()}@example.in`;
    const registered = await api('/api/auth/register', {
      method: 'POST',
      body: JSON.stringify({
        username: 'Meera Joshi',
        email,
        password: 'old-pass1',
        restaurant_name: 'Joshi Bhojanalay',
        fssai_number: '12345678901234',
        phone: '9876543210',
        address: '7 Sapna Sangeeta Road',
        city_id: 'city_indore',
      }),
    });
    expect(registered.status).toBe(201);
    const oldToken = registered.data.access_token;

    const page = await browser.page({ mobile: true });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((u) => u.pathname === '/forgot-password');
    // A tap on the prerendered login page before its scripts ran opens this screen as a new page:
    // its form shows once its own scripts have loaded.
    const getToken = page.getByRole('button', { name: 'Get Reset Token' });
    await getToken.waitFor();
    await page.getByLabel('Email').fill('nobody.here@example.in');
    // On a loaded runner the first click can land while the screen is still settling (1 in 3 full
    // runs); a person taps again when nothing happens, and so does this test.
    await expect
      .poll(
        async () => {
          if (await page.getByText('Email not found.').first().isVisible()) return true;
          await getToken.click({ timeout: 5_000 }).catch(() => undefined);
          return false;
        },
        { timeout: 30_000, interval: 4_000 },
      )
      .toBe(true);

    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Get Reset Token' }).click();
    await seen(page, 'Reset token generated');
    await seen(page, /in production this token would be sent to/);
    const token = (await page.locator('.font-mono').textContent())!.trim();
    expect(token).toMatch(/^[a-z2-7]{32}$/);

    await page.getByLabel('Reset token').fill('not-the-token');
    await page.getByRole('button', { name: 'Verify Token' }).click();
    await seen(page, 'Invalid token. Please check and try again.');
    await page.getByLabel('Reset token').fill(token);
    await page.getByRole('button', { name: 'Verify Token' }).click();
    await seen(page, 'Token verified');

    await page.getByLabel('New password', { exact: true }).fill('12345');
    await page.getByLabel('Confirm new password').fill('12345');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await seen(page, 'Password must be at least 6 characters');
    await page.getByLabel('New password', { exact: true }).fill('new-pass1');
    await page.getByLabel('Confirm new password').fill('new-pass2');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await seen(page, 'Passwords do not match');
    await page.getByLabel('Confirm new password').fill('new-pass1');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await seen(page, 'Password reset successful');
    await page.waitForURL((u) => u.pathname === '/login');

    // The old session ended, the old password no longer works, the token is spent.
    expect((await api('/api/auth/me', { headers: { authorization: `Bearer ${oldToken}` } })).status).toBe(
      401,
    );
    const old = await api('/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email, password: 'old-pass1' }),
    });
    expect(old.status).toBe(401);
    const again = await api('/api/auth/reset-password', {
      method: 'POST',
      body: JSON.stringify({ email, reset_token: token, new_password: 'third-pass' }),
    });
    expect(again.status).toBe(400);

    await loginAs(page, email, 'new-pass1');
    await page.waitForURL((u) => u.pathname === '/products');
    await page.context().close();
  });
});

describe('page-view tracking', () => {
  const rowsFor = async (sessionId: string) =>
    (
      await db.execute({
        sql: 'select kind, page_url, page_title, referrer, user_id, ip_address, browser, device_type, operating_system, screen_resolution from page_views where session_id = ? order by created_at',
        args: [sessionId],
      })
    ).rows;

  it('records each page a visitor opens, the admin area included, and an exit beacon on leaving', async () => {
    const page = await browser.page();
    // The visitor leaves each page as soon as it shows, before the browser is idle enough to send
    // its view; the contact page is left while its code is still loading (never rendered).
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Supply & Beyond');
    // The landing page arrives prerendered; its view counts from when its scripts run (the live
    // figures show once it has hydrated), not from its first paint.
    await page.getByText('products live today').waitFor();
    await follow(page, 'footer', 'Terms & Conditions', '/terms');
    await seen(page, 'Last updated October 2025');
    await expect.poll(() => page.title()).toBe('Terms & Conditions · Supply & Beyond');
    await page.route(`**${chunkOf('src/routes/contact.tsx')}`, () => {});
    await follow(page, 'footer', 'Contact Us', '/contact');
    await loginAs(page, DEMO.admin);
    await page.waitForURL((u) => u.pathname === '/admin');
    const sessionId = await page.evaluate(() => sessionStorage.getItem('analytics_session_id'));
    expect(sessionId).toMatch(/^session_\d+_[a-z0-9]+$/);
    const adminId = await page.evaluate(() => localStorage.getItem('user_id'));

    const pathsOf = async (kind: string) =>
      (await rowsFor(sessionId!))
        .filter((r) => r.kind === kind)
        .map((r) => new URL(String(r.page_url)).pathname);
    // Sent together on leaving, views may reach the server in any order: the referrers chain them.
    await expect
      .poll(async () => (await pathsOf('view')).sort(), { timeout: 15_000 })
      .toEqual(['/', '/admin', '/contact', '/login', '/terms']);
    const rows = await rowsFor(sessionId!);
    const view = (path: string) =>
      rows.find((r) => r.kind === 'view' && new URL(String(r.page_url)).pathname === path)!;
    // /login is a new document opened by address (no referrer), /admin came from its form.
    expect(['/', '/terms', '/contact', '/login', '/admin'].map((p) => view(p).referrer)).toEqual([
      'Direct',
      `${baseUrl()}/`,
      `${baseUrl()}/terms`,
      'Direct',
      `${baseUrl()}/login`,
    ]);
    expect(view('/contact').page_title).toBe('');
    const terms = view('/terms');
    expect(terms).toMatchObject({
      page_title: 'Terms & Conditions · Supply & Beyond',
      referrer: `${baseUrl()}/`,
      browser: 'Chrome',
      device_type: 'Desktop',
      operating_system: 'Linux',
      ip_address: '127.0.0.0',
      user_id: null,
    });
    expect(String(terms.screen_resolution)).toMatch(/^\d+x\d+$/);
    expect(view('/admin').user_id).toBe(adminId);

    // Leaving a document sends its exit beacon: /contact when loginAs loaded /login, then /admin
    // when the visitor opens another page by address (the same way /contact was left).
    await page.goto('/terms');
    await seen(page, 'Last updated October 2025');
    await expect.poll(() => pathsOf('exit'), { timeout: 20_000 }).toEqual(['/contact', '/admin']);
    await page.context().close();
  });
});

describe('error fallback', () => {
  it('replaces a page that fails to render, and Go Back and Reload Page recover', async () => {
    const page = await browser.page();
    await page.goto('/');
    await page.goto('/terms');
    await seen(page, 'Last updated October 2025');
    // A malformed server answer (the footer's phone is not text) makes the page throw while rendering.
    // The public pages read the site settings over REST (apps/web/src/lib/public-data.ts).
    const siteCalls = /\/(trpc|api\/site)\//;
    await page.route(siteCalls, async (route) => {
      const response = await route.fetch();
      const body = JSON.stringify(await response.json()).replace(/"phone":"[^"]*"/g, '"phone":null');
      await route.fulfill({ response, body });
    });
    await page.reload();
    await seen(page, 'Oops! Something went wrong');
    await seen(page, "We encountered an unexpected error. Don't worry, your data is safe.");
    await seen(page, 'If this problem persists, please contact support.');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Supply & Beyond');

    await page.goto('/terms');
    await seen(page, 'Oops! Something went wrong');
    await page.unroute(siteCalls);
    await page.getByRole('button', { name: 'Reload Page' }).click();
    await seen(page, 'Last updated October 2025');
    expect(await page.getByText('Oops! Something went wrong').count()).toBe(0);
    await page.context().close();
  });
});

describe('page not found', () => {
  it('an unknown address shows the designed not-found screen, whose link leads home', async () => {
    const page = await browser.page();
    await page.goto('/no-such-page/at-all');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Page not found', level: 1 }).count(), {
        timeout: 10_000,
      })
      .toBe(1);
    expect(await page.getByText('Not Found', { exact: true }).count()).toBe(0);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Supply & Beyond');
    await page.context().close();
  });
});
