import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');

export const DEMO = {
  admin: 'admin@demo.supply',
  sub_admin: 'subadmin@demo.supply',
  customer: 'customer@demo.supply',
  supplier: 'supplier@demo.supply',
  delivery: 'delivery@demo.supply',
} as const;
export const DEMO_PASSWORD = 'Demo@1234';

/** Debian's Chromium, driven by playwright-core (no browser download). */
export function useBrowser() {
  const state: { browser?: Browser } = {};
  beforeAll(async () => {
    state.browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  return {
    /** A fresh page (own storage); phone size with `mobile`, the browser's language with `locale`. Page errors fail the test. */
    async page(opts: { mobile?: boolean; locale?: string } = {}): Promise<Page> {
      const context = await state.browser!.newContext({
        baseURL: baseUrl(),
        locale: opts.locale,
        viewport: opts.mobile ? { width: 360, height: 740 } : { width: 1280, height: 800 },
        isMobile: opts.mobile ?? false,
        hasTouch: opts.mobile ?? false,
      });
      const page = await context.newPage();
      page.on('pageerror', (e) => {
        throw e;
      });
      return page;
    },
  };
}

/** Logs in through the real form and waits for the role's landing route. */
export async function loginAs(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

/** Calls the REST API as the logged-in page (with its stored token), for set-up and checks. */
export function apiAsPage(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ([m, p, b]) => {
      const res = await fetch(`/api${p}`, {
        method: m as string,
        headers: {
          Authorization: `Bearer ${localStorage.getItem('token')}`,
          'Content-Type': 'application/json',
        },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return { status: res.status, data: await res.json().catch(() => null) };
    },
    [method, path, body] as const,
  );
}

/** Empties the signed-in customer's cart, so a test starts from none of another's lines. */
export async function emptyCart(page: Page) {
  for (const item of (await apiAsPage(page, 'GET', '/cart')).data.items)
    await apiAsPage(page, 'DELETE', `/cart/${item.id}`);
}

/** On checkout: the delivery details, cash on delivery, the terms accepted, and the order placed. */
export async function placeCashOrder(page: Page, address = '14 Palasia Square, Indore') {
  await page.getByLabel('Store contact person').fill('Ravi Kumar');
  await page.getByLabel('Complete delivery address').fill(address);
  await page.getByLabel('Primary phone').fill('9876543210');
  await page.getByLabel('Cash on Delivery').check();
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Place Order & Confirm' }).click();
}

/** The dialog's form scrolls up and down only. */
export const dialogFits = async (page: Page) =>
  expect(
    await page
      .getByRole('dialog')
      .locator('form')
      .evaluate((f) => f.parentElement!.scrollWidth - f.parentElement!.clientWidth),
  ).toBe(0);

/** The page never scrolls sideways on a 360 px phone. */
export const fitsPhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

/** A REST call as an integrator makes it (no page); throws with the answer unless it succeeds. */
export async function api(method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await res.json()) as Record<string, any>;
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(data)}`);
  return data;
}

/**
 * The emoji on the page (issue 22): none may stand in for an icon, as they are empty boxes where no
 * emoji font is installed. ©, ® and ™ are ordinary text.
 */
export const pageEmoji = (page: Page) =>
  page.evaluate(
    () =>
      document.body.textContent?.match(/(?![©®™])[\p{Extended_Pictographic}\p{Emoji_Presentation}]/gu) ?? [],
  );
