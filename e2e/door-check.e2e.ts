import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, loginAs, useBrowser } from './support/browser.ts';
import { ONION, onionOrder } from './support/fresh-order.ts';
import { openJob, orderInTransit, query } from './support/rider.ts';

// Issue 35 item 4 (decision 0089): the goods checked with the customer at the door, on a 360 px phone.
const browser = useBrowser();
const PHOTO = fileURLToPath(new URL('../apps/web/public/landing/gallery-1.webp', import.meta.url));
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

const cardOf = (page: Page, orderNumber: string) =>
  page.locator('li').filter({ has: page.getByRole('heading', { name: `Order ${orderNumber}` }) });
const fitsPhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
async function touchTarget(l: Locator) {
  expect((await l.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
}
const orderTotal = async (orderId: string) =>
  Number((await query('select total_paise from orders where id = ?', [orderId]))[0]!.total_paise) / 100;

describe('checking the goods at the door', () => {
  it('the customer keeps 3 of 4 kg of onions (spoiled, with a photo), checked offline and sent on reconnecting; the cash to collect falls; delivered with the code', async () => {
    const { orderId } = await onionOrder(4);
    const job = await orderInTransit();
    expect(job.orderId).toBe(orderId);
    const before = await orderTotal(orderId);

    const page = await browser.page({ mobile: true });
    await loginAs(page, DEMO.delivery);
    await page.waitForURL((u) => u.pathname === '/delivery');
    await openJob(page, job.orderNumber);
    const card = cardOf(page, job.orderNumber);
    await expect.poll(() => card.count()).toBe(1);
    await card.getByText(`Collect ${inr.format(before)} in cash.`).waitFor();

    const open = card.getByRole('button', { name: 'Check goods at the door' });
    await touchTarget(open);
    await open.click();
    const dialog = page.getByRole('dialog', { name: `Check goods: order ${job.orderNumber}` });
    const line = dialog.getByRole('group', { name: ONION });
    await line.getByText('Supplied: 4 kg').waitFor();
    const keepAll = line.getByLabel('Customer keeps all');
    expect(await keepAll.isChecked()).toBe(true);
    await keepAll.uncheck();
    const keeps = line.getByLabel('Kg the customer keeps');
    expect(await keeps.getAttribute('inputmode')).toBe('decimal');
    // More than was supplied, and no reason: both refused on the phone.
    await keeps.fill('5');
    await dialog.getByRole('button', { name: 'Save check' }).click();
    await line.getByText('Enter 0 to 4 kg, less than all').waitFor();
    await line.getByText('Choose why').waitFor();
    await keeps.fill('3');
    await line.getByLabel('Why is the rest refused?').selectOption({ label: 'Spoiled' });
    await line.getByLabel(`Photo of the refused ${ONION}`).setInputFiles(PHOTO);
    await line.getByRole('img', { name: 'The refused goods, as you took them' }).waitFor();
    await expect.poll(() => line.getByRole('progressbar').count()).toBe(0);
    await fitsPhone(page);

    // The connection drops at the door: the check waits on the phone like any step.
    await page.context().setOffline(true);
    await dialog.getByRole('button', { name: 'Save check' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect
      .poll(() => card.getByRole('status').first().textContent())
      .toContain('Goods check · waiting to send');
    expect(await orderTotal(orderId)).toBe(before);

    await page.context().setOffline(false);
    await card.getByText('Goods checked at the door').waitFor();
    const after = await orderTotal(orderId);
    expect(after).toBeLessThan(before);
    await card.getByText(`Cash to collect now: ${inr.format(after)}`).waitFor();
    const [claim] = await query(
      `select c.quantity, c.reason, c.status, count(p.id) as photos from claims c
        left join claim_photos p on p.claim_id = c.id where c.order_id = ? group by c.id`,
      [orderId],
    );
    expect(claim).toMatchObject({ quantity: 1000, reason: 'spoiled', status: 'approved', photos: 1 });
    expect(await card.getByRole('button', { name: 'Check goods at the door' }).count()).toBe(0);
    await fitsPhone(page);

    // The drop: the cash field starts from what the customer now owes.
    const cash = card.getByLabel('Cash collected (₹)');
    await expect.poll(() => cash.inputValue()).toBe(after.toFixed(2));
    await card.getByLabel('Delivery code').fill(job.otp);
    await card.getByRole('button', { name: 'Delivered', exact: true }).click();
    await expect.poll(() => card.count()).toBe(0);
    const [done] = await query('select status, cash_collected_paise from delivery_assignments where id = ?', [
      job.assignmentId,
    ]);
    expect(done).toMatchObject({ status: 'delivered', cash_collected_paise: Math.round(after * 100) });
    await page.context().close();
  });
});
