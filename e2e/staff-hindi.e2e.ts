import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  api,
  apiAsPage,
  baseUrl,
  DEMO,
  DEMO_PASSWORD,
  loginAs,
  pageEmoji,
  useBrowser,
} from './support/browser.ts';
import { choose, lang, seen } from './support/language.ts';

// Issue 22: the staff's operations screens in Hindi (decision 0078, "Staff operations screens").
const browser = useBrowser();

const heading = (page: Page, name: string) =>
  expect.poll(() => page.getByRole('heading', { name, level: 1 }).count()).toBe(1);
/** No text node holds a pictographic character: an emoji standing in for an icon (© and ® are text). */
const noEmoji = async (page: Page) => {
  expect(await pageEmoji(page)).toEqual([]);
  const found = await page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const texts: string[] = [];
    for (let n = walker.nextNode(); n; n = walker.nextNode())
      if (/(?![©®™])\p{Extended_Pictographic}/u.test(n.textContent ?? '')) texts.push(n.textContent ?? '');
    return texts;
  });
  expect(found).toEqual([]);
};

/** How the Hindi staff screens print a time ("5 दिस॰ 2026, शाम 4:00"), India's clock whatever the browser's zone. */
const ist = (iso: string) =>
  new Intl.DateTimeFormat('hi-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    dayPeriod: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));

async function token(email: string) {
  const res = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

// The admin's language is kept on the account: other files expect the demo admin in English.
afterAll(async () => {
  await api('PUT', '/auth/me/preferred-language', await token(DEMO.admin), { preferred_language: 'en' });
});

describe('staff operations in Hindi', () => {
  const name = `Neem Floor Cleaner ${Date.now().toString(36)}`;

  it('an admin approves a listing, reads orders and delivery management in Hindi, times in IST', async () => {
    await api('POST', '/supplier/products', await token(DEMO.supplier), {
      name,
      category_id: 'cat_cleaning',
      description: 'Neem and citrus, 5 litre can',
      price: 420,
      unit: '5 L',
      stock_quantity: 25,
    });
    const page = await browser.page();
    await loginAs(page, DEMO.admin);
    await page.waitForURL((u) => u.pathname.startsWith('/admin'));
    await choose(page, 'हिन्दी', 'click');
    await expect.poll(() => lang(page)).toBe('hi');

    await page.goto('/admin/product-approval');
    await heading(page, 'प्रोडक्ट अप्रूवल');
    await expect.poll(() => page.getByText(/^\d+ प्रोडक्ट रिव्यू के इंतज़ार में$/).count()).toBe(1);
    const card = page.getByTestId('pending-product').filter({ hasText: name });
    // Oldest first: the new listing may be on a later page.
    const more = page.getByRole('button', { name: /^(Load more|और लोड करें)$/ });
    await expect
      .poll(
        async () => {
          if ((await card.count()) > 0) return true;
          if ((await more.count()) > 0 && (await more.isEnabled())) await more.click();
          return false;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await expect.poll(() => card.count()).toBe(1);
    for (const label of ['सप्लायर', 'दाम', 'स्टॉक', 'शहर'])
      expect(await page.getByRole('columnheader', { name: label, exact: true }).count(), label).toBe(1);
    expect(await card.getByText('सभी शहर', { exact: true }).count()).toBe(1);
    expect(await card.getByRole('button', { name: `${name} रिजेक्ट करें` }).count()).toBe(1);
    await noEmoji(page);
    await card.getByRole('button', { name: `${name} अप्रूव करें` }).click();
    await seen(page, 'प्रोडक्ट अप्रूव हो गया!');
    await expect.poll(() => card.count()).toBe(0);
    const approved = await api('GET', '/supplier/products', await token(DEMO.supplier));
    expect(
      (approved as unknown as { name: string; approval_status: string }[]).find((p) => p.name === name),
    ).toMatchObject({ approval_status: 'approved' });

    await page.goto('/admin/orders');
    await heading(page, 'ऑर्डर मैनेज करें');
    const newest = (await apiAsPage(page, 'GET', '/admin/orders?page_size=1')).data.items[0] as {
      order_number: string;
      order_date: string;
      status: string;
    };
    const order = page.getByTestId('staff-order-row').filter({
      has: page.getByTestId('order-number').getByText(newest.order_number, { exact: true }),
    });
    await expect.poll(() => order.count()).toBe(1);
    // The time the API answers (UTC), as India reads it: the browser runs in the machine's zone.
    expect(await order.getByText(ist(newest.order_date), { exact: true }).count()).toBe(1);
    expect(await order.getByRole('combobox', { name: `ऑर्डर ${newest.order_number} का स्टेटस` }).count()).toBe(
      1,
    );
    const filter = page.getByRole('combobox', { name: 'स्टेटस', exact: true });
    expect(await filter.locator('option').first().textContent()).toBe('सभी स्टेटस');
    expect(await order.getByRole('combobox').locator('option:checked').textContent()).toMatch(
      /^[\u0900-\u097F ]+$/,
    );
    await noEmoji(page);

    await page.goto('/admin/delivery-management');
    await heading(page, 'डिलीवरी मैनेजमेंट');
    for (const text of ['असाइन करना बाकी', 'चालू डिलीवरी', 'डिलीवरी स्लॉट']) await seen(page, text);
    await expect
      .poll(() => page.getByRole('heading', { name: /^हाल में पूरी हुईं \(\d+\)$/, level: 2 }).count())
      .toBe(1);
    expect(await page.getByRole('heading', { name: 'Delivery Management' }).count()).toBe(0);
    expect(await lang(page)).toBe('hi');
    await noEmoji(page);
    await page.context().close();
  });

  it('fits the delivery slots on a 360 px phone in Hindi', async () => {
    const page = await browser.page({ mobile: true });
    await loginAs(page, DEMO.admin);
    await page.waitForURL((u) => u.pathname.startsWith('/admin'));
    await choose(page, 'हिन्दी', 'click');
    await expect.poll(() => lang(page)).toBe('hi');
    await page.goto('/admin/delivery-management#delivery-slots');
    await heading(page, 'डिलीवरी मैनेजमेंट');
    await seen(page, 'स्लॉट जोड़ें');
    await page.getByRole('button', { name: 'स्लॉट जोड़ें' }).click();
    const dialog = page.getByRole('dialog', { name: 'डिलीवरी स्लॉट जोड़ें' });
    await dialog.getByLabel('क्षमता (रोज़ के ऑर्डर)').waitFor();
    expect(await dialog.getByText('सुबह 6 बजे के स्लॉट के लिए 8: ऑर्डर पिछली रात 10 बजे बंद').count()).toBe(1);
    await dialog.getByRole('button', { name: 'रद्द करें' }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await noEmoji(page);
    await choose(page, 'English', 'click');
    await heading(page, 'Delivery Management');
    expect(await lang(page)).toBe('en');
    await page.context().close();
  });
});
