import { afterAll, describe, expect, it } from 'vitest';
import { api, DEMO, loginAs, useBrowser } from './support/browser.ts';
import { seen } from './support/language.ts';
import { query, token } from './support/rider.ts';

const browser = useBrowser();

// Later files expect the demo customer's defaults: no e-mail for any notice.
afterAll(async () => {
  await api('PUT', '/account/notification-preferences', await token(DEMO.customer), {
    events: [{ event: 'order_placed', channels: [] }],
  });
});

describe('staff and the messages about an order (issue 39, decision 0111)', () => {
  it('sends one again from the order card, and the reports count the month by channel', async () => {
    // The customer chose e-mail for "order placed"; its message about their latest order was sent.
    const chosen = await api('PUT', '/account/notification-preferences', await token(DEMO.customer), {
      events: [{ event: 'order_placed', channels: ['email'] }],
    });
    expect(chosen.email.address).toBe(DEMO.customer);
    const [order] = await query(
      `select o.id, o.order_number, u.id as user_id from orders o join users u on u.id = o.customer_id
        where u.email = ? order by o.created_at desc limit 1`,
      [DEMO.customer],
    );
    const number = String(order!.order_number);
    const now = String(Date.now());
    await query(
      `insert into channel_messages (id, dedupe_key, event, user_id, order_id, channel, language, params,
         status, attempts, sent_at, status_at, created_at)
       values (?, ?, 'order_placed', ?, ?, 'email', 'en', ?, 'sent', 1, ?, ?, ?)`,
      [
        `msg_e2e${now}`,
        `order_placed:${order!.id}:${order!.user_id}:email:e2e${now}`,
        String(order!.user_id),
        String(order!.id),
        JSON.stringify({ number, amount: '₹252.00' }),
        now,
        now,
        now,
      ],
    );

    const page = await browser.page();
    await loginAs(page, DEMO.admin);
    await page.goto(`/admin/orders?q=${encodeURIComponent(number)}`);
    // On a desktop the orders are a table (decision 0108): the order's row holds its messages.
    const card = page.getByTestId('staff-order-row').filter({ hasText: number });
    await card.locator('summary', { hasText: 'Messages sent about this order' }).click();
    await seen(card, new RegExp(`^Order ${number} is placed: ₹252\\.00\\.`));
    await card.getByRole('button', { name: `Send again: Order ${number} is placed` }).click();
    await seen(page, 'Queued to be sent again');
    const rows = await query(
      "select status from channel_messages where order_id = ? and channel = 'email' and event = 'order_placed'",
      [String(order!.id)],
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    await seen(card, /E-mail · waiting$/);

    await page.goto('/admin/reports');
    const table = page.getByRole('table', { name: /WhatsApp, SMS and e-mail messages written in/ });
    await table.waitFor();
    await expect.poll(() => table.getByRole('row').filter({ hasText: 'E-mail' }).count()).toBeGreaterThan(0);
    await page.context().close();
  });
});
