import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { api, apiAsPage, DEMO, loginAs, pageEmoji, useBrowser } from './support/browser.ts';
import { choose, emptyBoxes, LOGIN_TOAST, lang, latinWords, seen } from './support/language.ts';
import { token } from './support/rider.ts';

const browser = useBrowser();

const heading = (page: Page, name: string, level = 1) =>
  expect.poll(() => page.getByRole('heading', { name, level, exact: true }).count()).toBe(1);
const preferred = async (page: Page) => (await apiAsPage(page, 'GET', '/auth/me')).data.preferred_language;

/** The minute `at` shows as on the Hindi staff screens ("5 दिस॰ 2026, शाम 4:00"): India's time. */
const istMinute = (at: number, timeZone = 'Asia/Kolkata') =>
  new Intl.DateTimeFormat('hi-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    dayPeriod: 'short',
    timeZone,
  }).format(at);

// The suite's files share one server: whatever happens here, the super admin ends in English.
afterAll(async () => {
  await api('PUT', '/auth/me/preferred-language', await token(DEMO.admin), { preferred_language: 'en' });
});

describe('the super admin in Hindi (decision 0078, staff screens A)', () => {
  it('switches, and the sidebar, dashboard, a report, sub-admins and the audit log speak Hindi', async () => {
    const page = await browser.page();
    await loginAs(page, DEMO.admin);
    await heading(page, 'Admin Dashboard');
    expect(await lang(page)).toBe('en');

    await choose(page, 'हिन्दी', 'click');
    expect(await lang(page)).toBe('hi');
    await expect.poll(() => preferred(page)).toBe('hi');
    const nav = page.getByRole('navigation', { name: 'एडमिन' });
    await heading(page, 'एडमिन डैशबोर्ड');
    expect(await emptyBoxes(page)).toEqual([]);
    // No English outside data and the allow-list (the login's toast may still be up).
    expect(await latinWords(page, LOGIN_TOAST)).toEqual([]);
    for (const link of ['डैशबोर्ड', 'रिपोर्ट', 'ग्राहक', 'सेटलमेंट', 'सब-एडमिन', 'GST और TCS', 'ऑडिट लॉग'])
      expect(await nav.getByRole('link', { name: link, exact: true }).count()).toBe(1);
    await seen(page, 'एडमिन');
    // Dashboard tiles: titles and hints.
    await heading(page, 'एडमिन डैशबोर्ड');
    await heading(page, 'प्रोडक्ट अप्रूवल', 2);
    await heading(page, 'ग्राहक', 2);
    await seen(page, 'किसने क्या बदला');
    expect(await latinWords(page, LOGIN_TOAST)).toEqual([]);
    expect(await pageEmoji(page)).toEqual([]);

    // A report: its range, figures, chart section and table headers.
    await nav.getByRole('link', { name: 'रिपोर्ट', exact: true }).click();
    await heading(page, 'रिपोर्ट और एनालिटिक्स');
    await page.getByRole('button', { name: 'अब तक', exact: true }).click();
    await seen(page, 'कुल रेवेन्यू');
    await heading(page, 'शहर के हिसाब से बिक्री', 2);
    await expect
      .poll(() => page.getByRole('columnheader', { name: 'रेवेन्यू', exact: true }).count())
      .toBeGreaterThan(0);
    await seen(page, 'कैश ऑन डिलीवरी');
    // Sums read the Indian way.
    expect(await page.getByText(/₹\d{1,2}(,\d\d)*,\d{3}/).count()).toBeGreaterThan(0);
    // The tables' cities, states, products and brands are data (translate="no"); the rest is Hindi.
    expect(await latinWords(page, LOGIN_TOAST)).toEqual([]);
    expect(await pageEmoji(page)).toEqual([]);

    // A sub-admin created through the Hindi form, then found in the audit log at India's time.
    const email = `hindi.${Date.now()}@e2e.test`;
    await nav.getByRole('link', { name: 'सब-एडमिन', exact: true }).click();
    await heading(page, 'सब-एडमिन मैनेजमेंट');
    await page.getByRole('button', { name: 'सब-एडमिन बनाएँ' }).click();
    const dialog = page.getByRole('dialog', { name: 'सब-एडमिन बनाएँ' });
    await dialog.getByLabel('यूज़रनेम').fill('Harish Hindi');
    await dialog.getByLabel('ईमेल').fill(email);
    await dialog.getByLabel('पासवर्ड').fill('Hindi@123');
    await dialog.getByRole('combobox', { name: /शहर/ }).selectOption({ label: 'Bhopal, Madhya Pradesh' });
    await dialog.getByLabel('ऑर्डर संभालना').check();
    const before = Date.now();
    await dialog.getByRole('button', { name: 'सब-एडमिन बनाएँ' }).click();
    await seen(page, 'सब-एडमिन बन गया!');
    const after = Date.now();
    await expect.poll(() => page.getByRole('cell', { name: email }).count()).toBe(1);
    await expect.poll(() => page.getByRole('cell', { name: 'ऑर्डर संभालना' }).count()).toBeGreaterThan(0);

    await nav.getByRole('link', { name: 'ऑडिट लॉग', exact: true }).click();
    await heading(page, 'ऑडिट लॉग');
    await page.getByRole('combobox', { name: 'रिकॉर्ड का प्रकार' }).selectOption('sub_admin');
    const row = page.getByRole('row').filter({ hasText: 'रिकॉर्ड बनाया गया' }).first();
    await expect.poll(() => row.isVisible()).toBe(true);
    const shown = (await row.getByRole('cell').first().textContent())?.trim();
    const minutes = new Set<string>();
    for (let at = before - 60_000; at <= after + 60_000; at += 30_000) minutes.add(istMinute(at));
    expect([...minutes]).toContain(shown);
    expect(shown).not.toBe(istMinute(before, 'UTC'));
    expect(await latinWords(page, LOGIN_TOAST)).toEqual([]);
    expect(await pageEmoji(page)).toEqual([]);

    await choose(page, 'English', 'click');
    await expect.poll(() => preferred(page)).toBe('en');
    await page.context().close();
  });

  it('on a 360 px phone the admin frame switches language and its menu opens Hindi screens', async () => {
    const page = await browser.page({ mobile: true });
    await loginAs(page, DEMO.admin);
    await heading(page, 'Admin Dashboard');
    await choose(page, 'हिन्दी', 'tap');
    expect(await lang(page)).toBe('hi');
    await heading(page, 'एडमिन डैशबोर्ड');

    await page.getByRole('button', { name: 'मेन्यू खोलें' }).tap();
    const drawer = page.getByRole('navigation', { name: 'एडमिन' });
    await drawer.getByRole('link', { name: 'सेटलमेंट', exact: true }).tap();
    await heading(page, 'सेटलमेंट');
    // The drawer closes on the way.
    await expect.poll(() => page.getByRole('button', { name: 'मेन्यू बंद करें' }).count()).toBe(0);
    await seen(page, 'कमीशन की दरें');
    // Suppliers' names are data (translate="no"); the rest is Hindi.
    expect(await latinWords(page, LOGIN_TOAST)).toEqual([]);
    expect(await pageEmoji(page)).toEqual([]);
    // The header keeps within the phone's width.
    expect(await page.evaluate(() => document.querySelector('header')?.scrollWidth ?? 0)).toBeLessThanOrEqual(
      360,
    );

    await choose(page, 'English', 'tap');
    await heading(page, 'Settlements');
    await page.context().close();
  });
});
