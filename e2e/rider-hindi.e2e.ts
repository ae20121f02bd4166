import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, DEMO, loginAs, pageEmoji, useBrowser } from './support/browser.ts';
import { emptyBoxes, LOGIN_TOAST, lang, latinWords, seen } from './support/language.ts';
import { openJob, query, token } from './support/rider.ts';

// Issue 22: a rider on a 360 px phone works a delivery in Hindi (decision 0078, rider portal).
const browser = useBrowser();

/**
 * A fresh cash-on-delivery order of the demo customer (the demo data's confirmed orders are
 * taken by the other rider tests), assigned to the demo rider, every supplier part packed and
 * collected: the next step on the rider's card is picked up.
 */
async function orderToPickUp() {
  const customer = await token(DEMO.customer);
  for (const item of (await api('GET', '/cart', customer)).items as { id: string }[])
    await api('DELETE', `/cart/${item.id}`, customer);
  const { products } = await api('GET', '/products?search=rice', customer);
  const product = (products as { id: string; stock_quantity: number }[]).find((p) => p.stock_quantity > 2)!;
  await api('POST', '/cart', customer, { product_id: product.id, quantity: 1 });
  const order = await api('POST', '/orders', customer, {
    delivery_address: '12 MG Road, Indore',
    phone: '9876543210',
    payment_method: 'COD',
  });
  await api('POST', `/orders/${order.id}/verify-payment`, customer);
  const parts = await query(
    'select p.id, p.pickup_code, u.email from order_parts p join users u on u.id = p.supplier_id where p.order_id = ?',
    [order.id],
  );
  for (const p of parts) {
    const supplier = await token(String(p.email));
    for (const status of ['accepted', 'packed'])
      await api('PUT', `/supplier/orders/${order.id}/status`, supplier, { status });
  }
  const [rider] = await query('select id from users where email = ?', [DEMO.delivery]);
  const assigned = await api('POST', `/admin/orders/${order.id}/assign-delivery`, await token(DEMO.admin), {
    delivery_person_id: String(rider!.id),
  });
  const riderToken = await token(DEMO.delivery);
  for (const p of parts)
    await api('POST', `/delivery/assignments/${assigned.id}/parts/${p.id}/collect`, riderToken, {
      pickup_code: String(p.pickup_code),
    });
  const [row] = await query('select delivery_otp from orders where id = ?', [order.id]);
  return {
    assignmentId: String(assigned.id),
    assignedAt: String(assigned.assigned_at),
    orderNumber: String(order.order_number),
    otp: String(row!.delivery_otp),
  };
}

const height = async (l: Locator) => (await l.boundingBox())?.height ?? 0;

/** A time as the Hindi portal prints it ("5 दिस॰, शाम 4:00"), in the given zone, by the page's own Intl. */
const printed = (page: Page, iso: string, timeZone: string) =>
  page.evaluate(
    ([at, zone]) =>
      new Intl.DateTimeFormat('hi-IN', {
        day: 'numeric',
        month: 'short',
        hour: 'numeric',
        minute: '2-digit',
        dayPeriod: 'short',
        timeZone: zone,
      }).format(new Date(at!)),
    [iso, timeZone],
  );

describe('the rider portal in Hindi on a 360 px phone', () => {
  it('switches in the header, walks picked up → in transit → delivered with Hindi buttons, shows IST times and no emoji', async () => {
    const job = await orderToPickUp();
    const page = await browser.page({ mobile: true });
    // The phone is set to New York: the portal must still print India's time.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setTimezoneOverride', { timezoneId: 'America/New_York' });
    try {
      await loginAs(page, DEMO.delivery);
      await page.waitForURL((u) => u.pathname === '/delivery');
      await seen(page, 'Delivery Portal');
      expect(await lang(page)).toBe('en');

      // The switch in the header: two 44 px buttons; the header stays within the 80 px the cards
      // scroll below (scroll-mt-20), in English and in Hindi.
      const header = page.locator('header');
      const hindi = header.getByRole('button', { name: 'हिन्दी', exact: true });
      expect(await height(hindi)).toBeGreaterThanOrEqual(44);
      expect(
        await height(header.getByRole('button', { name: 'English', exact: true })),
      ).toBeGreaterThanOrEqual(44);
      expect(await height(header)).toBeLessThanOrEqual(80);

      await hindi.tap();
      await seen(page, 'डिलीवरी पोर्टल');
      expect(await lang(page)).toBe('hi');
      expect(await hindi.getAttribute('aria-pressed')).toBe('true');
      expect(await header.getByRole('group', { name: 'भाषा' }).count()).toBe(1);
      expect(await height(header)).toBeLessThanOrEqual(80);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await emptyBoxes(page)).toEqual([]);
      // No English outside data: customers', restaurants' and suppliers' names and addresses are
      // marked translate="no"; slots, times and labels are Hindi. The login's toast, shown while
      // the page was English, may still be up.
      expect(await latinWords(page, LOGIN_TOAST)).toEqual([]);

      await openJob(page, job.orderNumber);
      const card = page
        .locator('li')
        .filter({ has: page.getByRole('heading', { name: `ऑर्डर ${job.orderNumber}`, exact: true }) });
      await expect.poll(() => card.count()).toBe(1);
      await seen(card, 'यहाँ डिलीवर करें');
      expect(await card.getByRole('link', { name: 'मैप में खोलें' }).count()).toBe(1);

      // Assigned at a known instant: printed in IST, not in the phone's zone.
      const ist = await printed(page, job.assignedAt, 'Asia/Kolkata');
      expect(ist).not.toBe(await printed(page, job.assignedAt, 'America/New_York'));
      await seen(card, `सौंपा गया ${ist}`);

      await card.getByRole('button', { name: 'पिकअप हो गया', exact: true }).tap();
      await seen(page, `ऑर्डर ${job.orderNumber}: पिकअप हो गया`);
      await card.getByRole('button', { name: 'रास्ते में', exact: true }).tap();
      await seen(page, `ऑर्डर ${job.orderNumber}: रास्ते में`);
      // Toasts take the app's fonts with their Devanagari fallback (sonner names its own, none Devanagari).
      const toaster = page.locator('[data-sonner-toaster]').first();
      expect(await toaster.evaluate((e) => getComputedStyle(e).fontFamily)).toMatch(/^"?Devanagari"?, /);
      expect(await emptyBoxes(page)).toEqual([]);
      expect(await latinWords(page, LOGIN_TOAST)).toEqual([]);

      // At the door: without the code the check speaks Hindi; with it the order is delivered.
      const deliver = card.getByRole('button', { name: 'डिलीवर हो गया', exact: true });
      await deliver.tap();
      await seen(card, '4 अंकों का डिलीवरी कोड डालें');
      await card.getByLabel('डिलीवरी कोड').fill(job.otp);
      await deliver.tap();
      await expect.poll(() => card.count()).toBe(0);
      await seen(page, `ऑर्डर ${job.orderNumber}: डिलीवर हो गया`);
      const completed = page.getByRole('region', { name: 'हाल में पूरी हुईं' });
      await expect.poll(() => completed.getByText(job.orderNumber, { exact: false }).count()).toBe(1);
      expect(
        (await query('select status from delivery_assignments where id = ?', [job.assignmentId]))[0]!.status,
      ).toBe('delivered');

      // The completed list names its customers as data.
      expect(await latinWords(page, LOGIN_TOAST)).toEqual([]);
      // Icons are SVG: no text on the page is an emoji.
      expect(await pageEmoji(page)).toEqual([]);
    } finally {
      // The choice is kept on the rider's account: other tests log this rider in and read English.
      await api('PUT', '/auth/me/preferred-language', await token(DEMO.delivery), {
        preferred_language: 'en',
      });
      await page.context().close();
    }
  });
});
