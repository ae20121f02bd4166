import { afterAll, describe, expect, it } from 'vitest';
import { api, apiAsPage, DEMO, DEMO_PASSWORD, loginAs, pageEmoji, useBrowser } from './support/browser.ts';
import { choose, emptyBoxes, LOGIN_TOAST, lang, latinWords, seen } from './support/language.ts';

const browser = useBrowser();

// How every Hindi screen prints a moment ("5 दिस॰ 2026, शाम 4:00"): India's time, whatever the
// browser's zone (lib/relative-time.ts).
const ist = new Intl.DateTimeFormat('hi-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  dayPeriod: 'short',
  timeZone: 'Asia/Kolkata',
});

// The account keeps the language chosen here; later files log the demo supplier in in English.
afterAll(async () => {
  const { access_token } = await api('POST', '/auth/login', undefined, {
    email: DEMO.supplier,
    password: DEMO_PASSWORD,
  });
  await api('PUT', '/auth/me/preferred-language', access_token, { preferred_language: 'en' });
});

describe('the supplier portal in Hindi on a 360 px phone (issue 22)', () => {
  it('lists a product through the Hindi form, sees it pending, and reads order times in IST', async () => {
    const name = `Kali Mirch ${Date.now().toString(36)}`;
    const page = await browser.page({ mobile: true });
    await loginAs(page, DEMO.supplier);
    await page.waitForURL((u) => u.pathname === '/supplier');
    await seen(page, 'Supplier Dashboard');

    await choose(page, 'हिन्दी');
    await seen(page, 'सप्लायर डैशबोर्ड');
    await seen(page, 'मंज़ूरी कैसे मिलती है');
    expect(await emptyBoxes(page)).toEqual([]);
    expect(await lang(page)).toBe('hi');
    expect(await page.getByRole('group', { name: 'भाषा' }).count()).toBe(1);

    await page.getByRole('link', { name: /मेरे प्रोडक्ट/ }).tap();
    await page.waitForURL((u) => u.pathname === '/supplier/products');
    await page.getByRole('button', { name: 'नया प्रोडक्ट जोड़ें' }).tap();
    const dialog = page.getByRole('dialog', { name: 'नया प्रोडक्ट जोड़ें' });
    await dialog.getByLabel('प्रोडक्ट का नाम').fill(name);
    await dialog.getByLabel('कैटेगरी').selectOption({ label: 'मसाले' });
    await dialog.getByLabel('दाम (₹)').fill('180');
    await dialog.getByLabel('यूनिट').fill('500g');
    await dialog.getByLabel('स्टॉक की मात्रा').fill('25');
    await dialog.getByLabel('बनने की तारीख').fill('2026-06-01');
    await dialog.getByLabel('एक्सपायरी की तारीख').fill('2026-01-01');
    // The schema's refusal, worded in Hindi beside its field.
    await dialog.getByRole('button', { name: 'प्रोडक्ट जोड़ें', exact: true }).tap();
    await seen(page, 'एक्सपायरी की तारीख बनने की तारीख के बाद होनी चाहिए');
    await dialog.getByLabel('एक्सपायरी की तारीख').fill('2027-06-01');
    await dialog.getByRole('button', { name: 'प्रोडक्ट जोड़ें', exact: true }).tap();
    await seen(page, 'प्रोडक्ट जुड़ गया! एडमिन की मंज़ूरी बाकी है।');

    const card = page.getByTestId('supplier-product').filter({ hasText: name });
    await expect.poll(() => card.count()).toBe(1);
    await expect.poll(() => card.getByText('मंज़ूरी बाकी', { exact: true }).count()).toBe(1);
    expect(await card.getByText('सभी शहर', { exact: true }).count()).toBe(1);
    expect(await card.getByText('स्टॉक में', { exact: true }).count()).toBe(1);
    const listed = (await apiAsPage(page, 'GET', '/supplier/products')).data as {
      name: string;
      approval_status: string;
    }[];
    expect(listed.find((p) => p.name === name)?.approval_status).toBe('pending');
    // The "waiting" tab of the list holds it too.
    await page.getByRole('tab', { name: /^बाकी/ }).tap();
    await expect.poll(() => card.count()).toBe(1);
    // The product cards' names, brands and cities are data (translate="no"); the rest is Hindi.
    expect(await latinWords(page, LOGIN_TOAST)).toEqual([]);
    expect(await lang(page)).toBe('hi');
    expect(await pageEmoji(page)).toEqual([]);

    // Orders: Hindi statuses, and the order's time as the REST API answers it, in India's time.
    const orders = (await apiAsPage(page, 'GET', '/supplier/orders')).data as {
      items: { order_number: string; order_date: string }[];
    };
    expect(orders.items.length).toBeGreaterThan(0);
    const first = orders.items[0]!;
    await page.getByRole('link', { name: 'ऑर्डर', exact: true }).first().tap();
    await page.waitForURL((u) => u.pathname === '/supplier/orders');
    await seen(page, 'आपके हिस्से की स्थिति');
    const order = page
      .getByRole('list', { name: 'ऑर्डर' })
      .getByRole('listitem')
      .filter({ hasText: first.order_number });
    await expect.poll(() => order.textContent()).toContain(ist.format(Date.parse(first.order_date)));
    await expect.poll(() => order.getByText('पिक-अप कोड').count()).toBe(1);
    expect(await page.getByRole('button', { name: /^स्वीकार किया/ }).count()).toBe(1);
    expect(await pageEmoji(page)).toEqual([]);

    // Back to English on the screen and on the account.
    await choose(page, 'English');
    await seen(page, 'Status of your part');
    expect(await lang(page)).toBe('en');
    await expect
      .poll(async () => (await apiAsPage(page, 'GET', '/auth/me')).data.preferred_language)
      .toBe('en');
  });
});
