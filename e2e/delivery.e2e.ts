import { join } from 'node:path';
import { createClient } from '@libsql/client';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api, DEMO, DEMO_PASSWORD, loginAs, pageEmoji, useBrowser } from './support/browser.ts';
import { openJob } from './support/rider.ts';

const browser = useBrowser();

async function query(sql: string, args: string[]) {
  const client = createClient({ url: `file:${join(inject('dataDir'), 'e2e.db')}` });
  try {
    return (await client.execute({ sql, args })).rows;
  } finally {
    client.close();
  }
}

/** /orders belongs to another area; until it shows the code, read it where the server keeps it. */
async function deliveryOtp(orderNumber: string) {
  const [row] = await query('select delivery_otp from orders where order_number = ?', [orderNumber]);
  return String(row?.delivery_otp);
}

/** Each supplier part of the order: who packs it, and the code its packing slip prints. */
async function partsOf(orderNumber: string) {
  const rows = await query(
    `select p.order_id, p.pickup_code, u.email, u.restaurant_name from order_parts p
       join orders o on o.id = p.order_id join users u on u.id = p.supplier_id
      where o.order_number = ? order by p.created_at, p.id`,
    [orderNumber],
  );
  return rows.map((r, i) => ({
    stop: `Stop ${i + 1}: ${r.restaurant_name}`,
    orderId: String(r.order_id),
    code: String(r.pickup_code),
    email: String(r.email),
    name: String(r.restaurant_name),
  }));
}

/** The supplier accepts and packs its part in its own portal (supplier-orders.e2e.ts drives that screen). */
async function packAs(email: string, orderId: string) {
  const token = (await api('POST', '/auth/login', undefined, { email, password: DEMO_PASSWORD }))
    .access_token as string;
  for (const status of ['accepted', 'packed'])
    await api('PUT', `/supplier/orders/${orderId}/status`, token, { status });
}

async function customerNotificationTitles() {
  const login = await api('POST', '/auth/login', undefined, {
    email: DEMO.customer,
    password: DEMO_PASSWORD,
  });
  const body = await api('GET', '/notifications?limit=100', login.access_token);
  return (body.notifications as { title: string }[]).map((n) => n.title);
}

async function expectTouchTarget(l: Locator) {
  const box = await l.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
}

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The card's one next step: a single tap, or the customer's code and Delivered at the door. */
async function step(card: Locator, status: string, otp?: string) {
  if (otp) await card.getByLabel('Delivery code').fill(otp);
  await card.getByRole('button', { name: status, exact: true }).click();
}

describe('delivery at phone size', () => {
  it('admin assigns, the rider collects each supplier part with its code, picks up, goes in transit and delivers with the OTP; the customer hears of each step', async () => {
    // The admin assigns a confirmed order of the demo customer (Indore) to the demo rider.
    const admin = await browser.page({ mobile: true });
    await loginAs(admin, DEMO.admin);
    await admin.goto('/admin/delivery-management');
    await expect
      .poll(() => admin.getByRole('heading', { name: /Orders needing assignment/ }).count())
      .toBe(1);
    const waiting = admin
      .locator('#needs-assignment ~ ul > li')
      .filter({ hasText: 'Spice Route Kitchen (Ravi Kumar)' })
      .filter({ hasText: 'confirmed' })
      .first();
    const orderNumber = (await waiting.getByRole('heading').textContent())!.trim();
    expect(orderNumber).toMatch(/^SB-/);
    expect(await noSideScroll(admin)).toBe(true);

    await waiting.getByRole('button', { name: 'Assign delivery' }).click();
    const assignDialog = admin.getByRole('dialog');
    await assignDialog.getByRole('button', { name: 'Assign' }).click();
    await expect.poll(() => assignDialog.getByText('Please select a delivery person').count()).toBe(1);
    const options = await assignDialog.getByLabel('Delivery person').locator('option').allTextContents();
    const rider = options.find((o) => o.startsWith('Deepak Rider'));
    expect(rider).toMatch(/Deepak Rider — \d+ active/);
    await assignDialog.getByLabel('Delivery person').selectOption({ label: rider! });
    await assignDialog.getByRole('button', { name: 'Assign' }).click();
    await expect.poll(() => admin.getByText('Delivery person assigned successfully!').count()).toBe(1);
    const activeList = admin.locator('#active-deliveries ~ ul');
    await expect.poll(() => activeList.getByRole('heading', { name: orderNumber }).count()).toBe(1);
    await expect
      .poll(() => customerNotificationTitles())
      .toContain(`Order ${orderNumber} assigned for delivery`);

    // The rider works the delivery from the portal.
    const page = await browser.page({ mobile: true });
    await loginAs(page, DEMO.delivery);
    await page.waitForURL((u) => u.pathname === '/delivery');
    await openJob(page, orderNumber);
    const card = page
      .locator('li')
      .filter({ has: page.getByRole('heading', { name: `Order ${orderNumber}` }) });
    await expect.poll(() => card.count()).toBe(1);
    await expect.poll(() => page.getByTestId('unread-badge').count()).toBe(1);
    expect(await noSideScroll(page)).toBe(true);
    // Icons are SVG: the call and map links draw theirs without an emoji font.
    expect(await pageEmoji(page)).toEqual([]);
    expect(
      await card
        .getByRole('link', { name: /^Call / })
        .first()
        .locator('svg')
        .count(),
    ).toBe(1);
    expect(await card.getByRole('link', { name: 'Open in Maps' }).locator('svg').count()).toBe(1);

    // The shared bell's popup stays on a 360 px screen.
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expectTouchTarget(bell);
    await bell.click();
    const panel = page.getByRole('region', { name: 'Notifications', exact: true });
    await expect.poll(() => panel.count()).toBe(1);
    const panelBox = await panel.boundingBox();
    expect(panelBox && panelBox.x >= 0 && panelBox.x + panelBox.width <= 360).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);

    const call = card.getByRole('region', { name: 'Deliver to' }).getByRole('link', { name: /^Call / });
    expect(await call.getAttribute('href')).toMatch(/^tel:\+91\d{10}$/);
    const maps = card.getByRole('link', { name: 'Open in Maps' });
    expect(await maps.getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=.+Indore$/,
    );
    for (const target of [call, maps, card.getByRole('button', { name: 'Picked up' })]) {
      await expectTouchTarget(target);
    }
    await expectTouchTarget(page.getByRole('button', { name: 'Logout' }));

    // First the pick-up stops: the order may not leave before every supplier's part is collected.
    const parts = await partsOf(orderNumber);
    expect(parts.length).toBeGreaterThan(0);
    const stop = (label: string) => card.getByRole('listitem', { name: label, exact: true });
    for (const p of parts) {
      await expect.poll(() => stop(p.stop).count()).toBe(1);
      expect(
        await stop(p.stop)
          .getByRole('link', { name: /^Call / })
          .getAttribute('href'),
      ).toMatch(/^tel:\+91\d{10}$/);
    }
    const pickedUp = card.getByRole('button', { name: 'Picked up' });
    expect(await pickedUp.isDisabled()).toBe(true);
    expect(await card.getByText(/with their pick-up\s+codes first/).count()).toBe(1);
    expect(await card.getByRole('button', { name: 'In transit' }).count()).toBe(0);

    for (const p of parts) await packAs(p.email, p.orderId);
    await page.reload();
    await openJob(page, orderNumber);
    for (const [i, p] of parts.entries()) {
      const form = stop(p.stop).getByRole('form', { name: `Collect from ${p.name}` });
      await expect.poll(() => form.count()).toBe(1);
      await expectTouchTarget(form.getByRole('button', { name: 'Collected' }));
      if (i === 0) {
        await form.getByLabel('Pick-up code').fill(p.code === '0000' ? '1111' : '0000');
        await form.getByRole('button', { name: 'Collected' }).click();
        await expect
          .poll(() => form.getByText('That pick-up code is not correct', { exact: false }).count())
          .toBe(1);
      }
      await form.getByLabel('Pick-up code').fill(p.code);
      await form.getByRole('button', { name: 'Collected' }).click();
      await expect.poll(() => stop(p.stop).getByText('Collected', { exact: true }).count()).toBe(1);
    }
    expect(await noSideScroll(page)).toBe(true);

    // One tap per step while only one status can follow.
    await step(card, 'Picked up');
    await expect.poll(() => card.getByText('Picked up', { exact: true }).count()).toBe(1);
    await expect.poll(() => customerNotificationTitles()).toContain(`Order ${orderNumber} out for delivery`);

    await expectTouchTarget(card.getByRole('button', { name: 'In transit' }));
    await step(card, 'In transit');
    await expect.poll(() => card.getByText('In transit', { exact: true }).count()).toBe(1);
    await expect.poll(() => customerNotificationTitles()).toContain(`Order ${orderNumber} in transit`);

    // Failed is behind "Could not deliver" and asks why, from the fixed list, before anything is sent.
    await card.getByRole('button', { name: 'Could not deliver' }).click();
    const failing = page.getByRole('dialog');
    const reason = failing.getByLabel('Reason');
    await expect.poll(() => reason.count()).toBe(1);
    expect(await reason.locator('option').allTextContents()).toEqual([
      'Why could it not be delivered?',
      'Customer closed',
      'Refused by the customer',
      'Address not found',
      'Customer unreachable',
    ]);
    await expectTouchTarget(reason);
    await failing.getByRole('button', { name: 'Mark failed' }).click();
    await expect.poll(() => failing.getByText('Choose why the delivery failed').count()).toBe(1);
    await failing.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => failing.count()).toBe(0);

    const otp = await deliveryOtp(orderNumber);
    expect(otp).toMatch(/^\d{4}$/);
    const wrong = otp === '0000' ? '1111' : '0000';
    await step(card, 'Delivered');
    await expect.poll(() => card.getByText('Enter the 4-digit delivery code').count()).toBe(1);
    await step(card, 'Delivered', wrong);
    await expect
      .poll(() =>
        card.getByRole('alert').getByText('That delivery code is not correct', { exact: false }).count(),
      )
      .toBe(1);
    await expectTouchTarget(card.getByRole('button', { name: 'Delivered' }));
    await step(card, 'Delivered', otp);
    await expect.poll(() => card.count()).toBe(0);
    const completed = page.getByRole('region', { name: 'Recently completed' });
    await expect.poll(() => completed.getByText(orderNumber, { exact: false }).count()).toBe(1);
    await expect.poll(() => customerNotificationTitles()).toContain(`Order ${orderNumber} delivered`);

    // Logout clears the token and user id and goes to /login.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    expect(
      await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user_id')]),
    ).toEqual([null, null]);
    await admin.context().close();
    await page.context().close();
  });
});
