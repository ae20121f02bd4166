import { describe, expect, it } from 'vitest';
import { apiAsPage, DEMO, loginAs, pageEmoji, useBrowser } from './support/browser.ts';
import { choose, emptyBoxes, lang, latinWords, seen } from './support/language.ts';

const browser = useBrowser();

/** As the order card prints a time in Hindi ("5 दिस॰ 2026, शाम 4:00"): India's, whatever the browser's zone. */
const ist = new Intl.DateTimeFormat('hi-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  dayPeriod: 'short',
  timeZone: 'Asia/Kolkata',
});

describe('a customer orders in Hindi on a 360 px phone (issue 22)', () => {
  it('adds to the cart, checks out with cash on delivery and finds the order in "my orders"', async () => {
    const page = await browser.page({ mobile: true });
    await loginAs(page, DEMO.customer);
    await page.waitForURL((u) => u.pathname === '/products');
    for (const line of (await apiAsPage(page, 'GET', '/cart')).data.items)
      await apiAsPage(page, 'DELETE', `/cart/${line.id}`);
    await page.reload();

    await choose(page, 'हिन्दी');
    await expect.poll(() => lang(page)).toBe('hi');
    // The tab's title follows the language too.
    await expect.poll(() => page.title()).toBe('प्रोडक्ट · Supply & Beyond');

    const card = page
      .getByRole('list', { name: 'प्रोडक्ट' })
      .getByRole('listitem')
      .filter({ hasText: 'स्टॉक में' })
      .first();
    // The heading, stock badges and Logout in bold and semibold, not empty boxes (issue 41).
    await card.waitFor();
    expect(await emptyBoxes(page)).toEqual([]);
    // No English outside data: months, categories and labels are Hindi; a pack's unit is as its
    // supplier wrote it ("100 sets").
    expect(await latinWords(page, ['sets'])).toEqual([]);
    await card.getByRole('button', { name: 'कार्ट में डालें' }).tap();
    await expect.poll(async () => (await apiAsPage(page, 'GET', '/cart')).data.items.length).toBe(1);

    await page.goto('/cart');
    await page.getByRole('link', { name: 'चेकआउट करें' }).tap();
    await page.waitForURL((u) => u.pathname === '/checkout');
    await seen(page, 'ग्राहक की जानकारी');
    // Optional fields say so in Hindi (the mark comes from @app/ui, worded by the app).
    await seen(page, '(वैकल्पिक)');
    await page.getByLabel('स्टोर में संपर्क व्यक्ति').fill('रवि कुमार');
    await page.getByLabel('डिलीवरी का पूरा पता').fill('14 पलासिया चौराहा, इंदौर');
    await page.getByLabel('मुख्य फ़ोन').fill('9876543210');
    await page.getByLabel('कैश ऑन डिलीवरी').check();
    const place = page.getByRole('button', { name: 'ऑर्डर करें और कन्फ़र्म करें' });
    expect(await place.isDisabled()).toBe(true);
    await seen(page, 'ऑर्डर करने के लिए नियम और शर्तें स्वीकार करें।');
    await page.getByLabel(/नियम और शर्तें/).check();
    await place.tap();

    await seen(page, 'ऑर्डर हो गया!');
    await page.waitForURL((u) => u.pathname === '/orders');
    await seen(page, 'मेरे ऑर्डर');
    const order = (await apiAsPage(page, 'GET', '/orders?limit=1')).data.orders[0];
    const mine = page
      .getByRole('list', { name: 'ऑर्डर' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: `ऑर्डर ${order.order_number}` }) });
    await mine.waitFor();
    expect(await mine.getByText('डिलीवरी ट्रैकिंग', { exact: true }).count()).toBe(1);
    expect(await mine.getByText('कैश ऑन डिलीवरी · पेमेंट बाकी', { exact: true }).count()).toBe(1);
    expect(await mine.getByRole('button', { name: 'इनवॉइस डाउनलोड करें' }).count()).toBe(1);
    expect(await mine.locator('header').textContent()).toMatch(/पेंडिंग|कन्फ़र्म/);
    // The order's time is India's: the REST API's timestamp printed in IST.
    expect(await mine.locator('time').textContent()).toBe(ist.format(Date.parse(order.order_date)));
    expect(await lang(page)).toBe('hi');
    expect(await pageEmoji(page)).toEqual([]);

    // Back to English for the other tests, which share the demo account.
    await choose(page, 'English');
    await expect
      .poll(async () => (await apiAsPage(page, 'GET', '/auth/me')).data.preferred_language)
      .toBe('en');
  });

  it('reads the policies in Hindi, their texts loaded with the page', async () => {
    const page = await browser.page({ mobile: true, locale: 'hi-IN' });
    await page.goto('/refund-policy');
    await seen(page, /5 से 7 कामकाजी दिनों/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('रिफ़ंड और एक्सचेंज पॉलिसी');
    expect(await lang(page)).toBe('hi');
    // The footer's contact details come from the server: judged once they are in, not before.
    await page.locator('footer a[href^="tel:"]').waitFor();
    expect(await latinWords(page)).toEqual([]);
    expect(await pageEmoji(page)).toEqual([]);

    // Opened in English, switched on the page: its Hindi part loads then.
    const visitor = await browser.page({ mobile: true });
    await visitor.goto('/terms');
    await seen(visitor, /at least 18 years old/);
    await choose(visitor, 'हिन्दी');
    await seen(visitor, /कम से कम 18 साल/);
    expect(await visitor.getByRole('heading', { level: 1 }).textContent()).toBe('नियम और शर्तें');
    await choose(visitor, 'English');
    await seen(visitor, /at least 18 years old/);
  });
});
