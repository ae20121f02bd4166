import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, apiAsPage, DEMO, DEMO_PASSWORD, loginAs, useBrowser } from './support/browser.ts';

// Decision 0070: credit terms, "Pay later".
const browser = useBrowser();

const fitsPhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
const tokenOf = async (email: string) =>
  (await api('POST', '/auth/login', undefined, { email, password: DEMO_PASSWORD })).access_token as string;

describe('pay later on a phone', () => {
  it('a customer with a credit line pays later at checkout and sees the ledger', async () => {
    const customer = await api('GET', '/auth/me', await tokenOf(DEMO.customer));
    await api('PUT', `/admin/customers/${customer.id}/credit`, await tokenOf(DEMO.admin), {
      limit: 500_000,
      period_days: 15,
    });
    const page = await browser.page({ mobile: true });
    await loginAs(page, DEMO.customer);
    await page.waitForURL((u) => u.pathname === '/products');
    const cart = await apiAsPage(page, 'GET', '/cart');
    for (const item of cart.data.items) await apiAsPage(page, 'DELETE', `/cart/${item.id}`);
    await page.reload();
    await page
      .getByRole('list', { name: 'Products' })
      .getByRole('listitem')
      .filter({ hasText: 'In Stock' })
      .first()
      .getByRole('button', { name: 'Add to Cart' })
      .click();
    await expect.poll(async () => (await apiAsPage(page, 'GET', '/cart')).data.items.length).toBe(1);

    await page.goto('/checkout');
    const later = page.getByRole('radio', { name: /Pay later/ });
    await later.waitFor();
    await expect.poll(() => page.getByText(/Available credit ₹/).count()).toBe(1);
    await later.check();
    const option = page.locator('label').filter({ has: later });
    expect((await option.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await fitsPhone(page);
    await page.getByLabel(/I accept the/).check();
    await page.getByRole('button', { name: 'Place Order & Confirm' }).click();
    await page.waitForURL((u) => u.pathname === '/orders');

    const mine = (await apiAsPage(page, 'GET', '/orders?limit=1')).data.orders[0];
    expect(mine.payment_method).toBe('CREDIT');
    const account = page.getByRole('region', { name: 'Credit account' });
    await account.waitFor();
    await expect
      .poll(() =>
        account.getByRole('list', { name: 'Ledger entries' }).getByText(`Order ${mine.order_number}`).count(),
      )
      .toBe(1);
    await page
      .getByRole('listitem')
      .filter({ hasText: mine.order_number })
      .getByText(/Pay later · due/)
      .first()
      .waitFor();
    const statement = account.getByRole('button', { name: /Statement PDF/ });
    expect((await statement.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await fitsPhone(page);
  });

  it('staff record a payment from the customers screen', async () => {
    const admin = await tokenOf(DEMO.admin);
    const found = await api('GET', `/admin/customers?search=${encodeURIComponent(DEMO.customer)}`, admin);
    const name = found.items[0].name as string;
    const page = await browser.page({ mobile: true });
    await loginAs(page, DEMO.admin);
    await page.goto('/admin/customers');
    await page.getByLabel('Search customers').fill(DEMO.customer);
    await page.getByRole('button', { name: `Credit for ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Credit: ${name}` });
    await dialog.getByLabel('Amount received (₹)').fill('100');
    await dialog.getByLabel('Reference').fill('UTR E2E0001');
    const record = dialog.getByRole('button', { name: 'Record payment' });
    expect((await record.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await record.click();
    await expect
      .poll(() =>
        dialog
          .getByRole('list', { name: 'Ledger entries' })
          .getByText('UTR E2E0001', { exact: false })
          .count(),
      )
      .toBeGreaterThan(0);
    await fitsPhone(page);
  });
});
