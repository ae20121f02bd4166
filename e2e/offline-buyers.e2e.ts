import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, apiAsPage, DEMO, DEMO_PASSWORD, emptyCart, loginAs, useBrowser } from './support/browser.ts';

// Decision 0107: offline and slow for buyers too, and the rider's first paint on a slow network.
const browser = useBrowser();

const cards = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('listitem');
const inStock = (page: Page) => cards(page).filter({ hasText: 'In Stock' });
const shows = (page: Page, text: string | RegExp) =>
  expect.poll(() => page.getByText(text).count()).toBeGreaterThan(0);
const cartLines = async (page: Page) => (await apiAsPage(page, 'GET', '/cart')).data.items.length;

/** Holds the requests `route` matches until `release` is called. */
function held() {
  let release!: () => void;
  const gate = new Promise<void>((r) => {
    release = r;
  });
  return {
    release,
    handler: async (route: Route) => {
      await gate;
      await route.continue().catch(() => undefined);
    },
  };
}

describe('a customer offline or on a slow connection', () => {
  it('sees the offline line, an add that fails at once with Retry, and Retry adding once back online', async () => {
    const page = await browser.page({ mobile: true });
    await loginAs(page, DEMO.customer);
    await emptyCart(page);
    await page.goto('/products');
    const card = inStock(page).first();
    await card.waitFor();
    const banner = page.getByRole('status').filter({ hasText: 'You are offline' });
    expect(await banner.count()).toBe(0);
    // The line's code loads just after the header; it must be on the page before the connection goes.
    await page.getByTestId('connection-line').waitFor({ state: 'attached' });

    await page.context().setOffline(true);
    await expect.poll(() => banner.count()).toBe(1);
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await shows(page, 'Not added: no connection. Your quantity is kept.');
    const retry = page.getByRole('button', { name: 'Retry' });
    await retry.waitFor();

    await page.context().setOffline(false);
    await expect.poll(() => banner.count()).toBe(0);
    expect(await cartLines(page)).toBe(0);
    await retry.click();
    await shows(page, 'Added 1 item(s) to cart');
    expect(await cartLines(page)).toBe(1);
    await page.context().close();
  });

  it('an add the shop does not answer fails with Retry and a line saying so; Retry adds it', async () => {
    const page = await browser.page();
    await loginAs(page, DEMO.customer);
    await emptyCart(page);
    await page.goto('/products');
    const card = inStock(page).first();
    await card.waitFor();
    // No answer ever comes.
    await page.route(/\/trpc\/cart\.add/, () => {});
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    // Given up after the add's short timeout (8 s), whatever the connection does later.
    await expect
      .poll(() => page.getByText('Not added: no connection.', { exact: false }).count(), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    await shows(page, 'The shop is not answering.');
    await page.unroute(/\/trpc\/cart\.add/);
    await page.getByRole('button', { name: 'Retry' }).click();
    await shows(page, 'Added 1 item(s) to cart');
    await expect.poll(() => page.getByText('The shop is not answering.', { exact: false }).count()).toBe(0);
    await page.context().close();
  });

  it('a Retry after an add that reached the shop but whose answer was lost adds it once (decision 0109)', async () => {
    const page = await browser.page({ mobile: true });
    await loginAs(page, DEMO.customer);
    await emptyCart(page);
    await page.goto('/products');
    const card = inStock(page).first();
    await card.waitFor();
    // The add reaches the server and is done there, but its answer never comes back.
    const keys: string[] = [];
    await page.route(/\/trpc\/cart\.add/, async (route) => {
      keys.push(route.request().postData() ?? '');
      await route.fetch();
    });
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect
      .poll(() => page.getByText('Not added: no connection.', { exact: false }).count(), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    const [first] = (await apiAsPage(page, 'GET', '/cart')).data.items;
    expect(first).toBeTruthy();
    await page.unroute(/\/trpc\/cart\.add/);
    await page.getByRole('button', { name: 'Retry' }).click();
    await shows(page, 'Added 1 item(s) to cart');
    const after = (await apiAsPage(page, 'GET', '/cart')).data.items;
    expect(after.map((i: { quantity: number }) => i.quantity)).toEqual([first.quantity]);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/"idempotency_key":"add-[0-9a-f]{24}"/);
    await page.context().close();
  });

  it("marks a search's earlier results as not current while the new one loads, and says when it failed", async () => {
    const page = await browser.page({ mobile: true });
    await loginAs(page, DEMO.customer);
    await page.goto('/products');
    const list = page.getByRole('list', { name: 'Products' });
    await cards(page).first().waitFor();
    const stale = page.getByText('Earlier results, updating…');
    expect(await stale.count()).toBe(0);

    const hold = held();
    const forRice = (url: URL) =>
      /catalog\.items\.list/.test(url.pathname) && decodeURIComponent(url.search).includes('"search":"rice"');
    await page.route(forRice, hold.handler);
    await page.getByLabel('Search products').fill('rice');
    await expect.poll(() => stale.count()).toBe(1);
    expect(await list.getAttribute('aria-busy')).toBe('true');
    await page.unroute(forRice);
    hold.release();
    await expect.poll(() => stale.count()).toBe(0);
    await expect.poll(() => list.getAttribute('aria-busy')).toBe('false');

    const forDal = (url: URL) =>
      /catalog\.items\.list/.test(url.pathname) && decodeURIComponent(url.search).includes('"search":"dal"');
    await page.route(forDal, (route) => route.abort());
    await page.getByLabel('Search products').fill('dal');
    await expect.poll(() => stale.count()).toBe(1);
    // The failure replaces the earlier results (after the query's own retries), never shown as the answer.
    await expect.poll(() => page.getByText('Failed to load data').count(), { timeout: 20_000 }).toBe(1);
    expect(await list.count()).toBe(0);
    await page.context().close();
  });

  it('a supplier sees the offline line too', async () => {
    const page = await browser.page();
    await loginAs(page, DEMO.supplier);
    await page.waitForURL((u) => u.pathname === '/supplier');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The line's code comes just after the header: there before the connection goes.
    await page.waitForLoadState('networkidle');
    await page.getByTestId('connection-line').waitFor({ state: 'attached' });
    await page.context().setOffline(true);
    await shows(page, /^You are offline/);
    await page.context().setOffline(false);
    await expect.poll(() => page.getByText(/^You are offline/).count()).toBe(0);
    await page.context().close();
  });
});

describe("the rider's first paint on a slow network", () => {
  it('is the app shell with its header, job boxes and "Loading your deliveries…", before any script runs', async () => {
    const login = await api('POST', '/auth/login', undefined, {
      email: DEMO.delivery,
      password: DEMO_PASSWORD,
    });
    const page = await browser.page({ mobile: true });
    await page.addInitScript(
      ([token, user]) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', user);
      },
      [login.access_token as string, JSON.stringify(login.user)] as const,
    );
    const hold = held();
    await page.route('**/assets/*.js', hold.handler);
    await page.goto('/delivery', { waitUntil: 'commit' });
    const shell = page.locator('#root [data-placeholder]');
    await shell.waitFor();
    await shows(page, 'Loading your deliveries…');
    expect(await shell.locator('header').count()).toBe(1);
    expect(await shell.locator('main li').count()).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { name: 'Delivery Portal' }).count()).toBe(0);

    hold.release();
    await page.getByRole('heading', { name: 'Delivery Portal' }).waitFor();
    await expect.poll(() => shell.count()).toBe(0);
    await page.context().close();
  });
});
