import { afterAll, describe, expect, it } from 'vitest';
import { api, baseUrl, DEMO, DEMO_PASSWORD, loginAs, placeCashOrder, useBrowser } from './support/browser.ts';
import { ONION, onionCard } from './support/fresh-order.ts';
import { choose, seen } from './support/language.ts';
import { query } from './support/rider.ts';

const browser = useBrowser();

// A mobile number of this run alone, so the demo fake's list shows only this test's messages to it.
const mobile = `9${String(Date.now()).slice(-9)}`;

interface Sent {
  channel: string;
  to: string;
  template: string;
  language: string;
  params: string[];
  buttons?: string[];
  link?: string;
}
const sentTo = async () =>
  ((await (await fetch(`${baseUrl()}/sandbox/channels`)).json()) as { sent: Sent[] }).sent.filter((m) =>
    m.to.endsWith(mobile),
  );

// Later files log the demo supplier in in English and expect no messages from it.
afterAll(async () => {
  const { access_token } = await api('POST', '/auth/login', undefined, {
    email: DEMO.supplier,
    password: DEMO_PASSWORD,
  });
  await api('PUT', '/auth/me/preferred-language', access_token, { preferred_language: 'en' });
  await api('PUT', '/account/notification-preferences', access_token, {
    whatsapp: { on: false },
    sms: { on: false },
  });
});

describe('WhatsApp for a supplier in Hindi (issue 39)', () => {
  it('turns WhatsApp on for new orders, and the next order reaches the fake WhatsApp API in Hindi', async () => {
    const page = await browser.page();
    await loginAs(page, DEMO.supplier);
    await page.waitForURL((u) => u.pathname === '/supplier');
    await choose(page, 'हिन्दी', 'click');
    await page.goto('/supplier/profile');

    const setting = page.locator('details').filter({ hasText: 'WhatsApp और SMS' });
    await setting.locator('summary').click();
    await setting.getByLabel('मुझे WhatsApp संदेश भेजें').check();
    await setting.getByLabel('मोबाइल नंबर').fill(mobile);
    const newOrders = setting
      .locator('fieldset > div')
      .filter({ has: page.getByText('नए ऑर्डर', { exact: true }) });
    await newOrders.getByRole('checkbox', { name: 'WhatsApp' }).check();
    await setting.getByRole('button', { name: 'सहेजें' }).click();
    await seen(setting, 'आपकी WhatsApp और SMS सेटिंग सहेज ली गई है');
    await seen(page, 'WhatsApp और SMS: WhatsApp चालू');
    await page.context().close();

    const shop = await browser.page();
    const card = await onionCard(shop);
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await shop.goto('/cart');
    await shop
      .getByRole('list', { name: 'Cart items' })
      .getByRole('listitem')
      .filter({ hasText: ONION })
      .waitFor();
    await shop.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await shop.waitForURL((u) => u.pathname === '/checkout');
    await placeCashOrder(shop);
    await shop.waitForURL((u) => u.pathname === '/orders');
    await shop.context().close();

    const [order] = await query(
      `select o.id, o.order_number from orders o join users u on u.id = o.customer_id
        where u.email = ? order by o.created_at desc limit 1`,
      [DEMO.customer],
    );
    const [queued] = await query(
      `select m.language from channel_messages m join users u on u.id = m.user_id
        where m.order_id = ? and m.event = 'supplier_part_new' and m.channel = 'whatsapp' and u.email = ?`,
      [String(order!.id), DEMO.supplier],
    );
    expect(queued?.language).toBe('hi');
    // Written in quiet hours (22:00 to 07:00 in India) it waits for the morning: bring that forward.
    await query(
      `update channel_messages set next_attempt_at = ? where order_id = ? and event = 'supplier_part_new' and status = 'pending'`,
      [String(Date.now()), String(order!.id)],
    );

    // The server's background work runs every 10 s; the demo's WhatsApp fake lists what it got.
    await expect.poll(async () => (await sentTo()).length, { timeout: 30_000, interval: 1_000 }).toBe(1);
    const [message] = await sentTo();
    expect(message).toMatchObject({
      channel: 'whatsapp',
      template: 'sb_supplier_part_new',
      language: 'hi',
    });
    expect(message!.params).toContain(String(order!.order_number));
    // Its accept button's signed payload (decision 0110), and a link into the app that leads to the
    // supplier's orders, past the login.
    expect(message!.buttons).toHaveLength(1);
    const link = await fetch(`${baseUrl()}${message!.link}`, { redirect: 'manual' });
    expect(link.status).toBe(302);
    expect(link.headers.get('location')).toBe('/supplier/orders');
  });
});
