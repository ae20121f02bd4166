import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { api, DEMO, loginAs, useBrowser } from './support/browser.ts';

const browser = useBrowser();
const UTR = 'HDFCN52026112600001';

// The demo seed settles every past week and leaves the last two ready to pay (packages/seed/src/settlements.ts).
describe('weekly supplier settlements', () => {
  it('the supplier finds this week and downloads a statement on a 360 px phone', async () => {
    const page = await browser.page({ mobile: true });
    await loginAs(page, DEMO.supplier);
    await page.waitForURL((u) => u.pathname === '/supplier');
    await expect.poll(() => page.getByText('Next settlement').count()).toBe(1);
    await page
      .getByRole('navigation', { name: 'Supplier menu' })
      .getByRole('link', { name: /My Settlements/ })
      .click();
    await page.waitForURL((u) => u.pathname === '/supplier/settlements');

    const week = page.getByRole('region', { name: 'This week so far' });
    await expect.poll(() => week.getByText(/^(to be paid on .+|nothing to pay out yet)$/).count()).toBe(1);
    expect(await week.getByText('Commission + GST').count()).toBe(1);
    const rows = page.getByRole('list', { name: 'Settlements' }).getByRole('listitem');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      rows
        .first()
        .getByRole('button', { name: /^Statement PDF/ })
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Settlement_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(
      readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.context().close();
  });

  it('a supplier with nothing sold this week sees no pay-out day, on the dashboard or the week', async () => {
    const email = `ledger.${Date.now()}@example.in`;
    await api('POST', '/auth/register', undefined, {
      username: 'Asha Rao',
      email,
      password: 'secret123',
      restaurant_name: 'Rao Provisions',
      fssai_number: '12345678901234',
      phone: '9876543210',
      address: '3 MG Road',
      city_id: 'city_indore',
      user_type: 'supplier',
    });
    const page = await browser.page();
    await loginAs(page, email, 'secret123');
    await page.waitForURL((u) => u.pathname === '/supplier');
    await expect.poll(() => page.getByText('Payable for this week so far').count()).toBe(1);
    expect(await page.getByText(/To be paid on/).count()).toBe(0);
    await page.goto('/supplier/settlements');
    const week = page.getByRole('region', { name: 'This week so far' });
    await expect.poll(() => week.getByText('nothing to pay out yet').count()).toBe(1);
    expect(await week.getByText(/paid on|settled on/i).count()).toBe(0);
    await page.context().close();
  });

  it('the admin records the bank transfer of a ready settlement', async () => {
    const page = await browser.page();
    await loginAs(page, DEMO.admin);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settlements' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/settlements');
    await page.getByLabel('Status').selectOption('ready');
    await page.waitForURL((u) => u.searchParams.get('status') === 'ready');

    // Another supplier's settlement: the demo supplier's own stay as the seed made them for other files.
    const table = page.getByRole('table', { name: 'Settlements' });
    const row = table.locator('tbody tr').filter({ hasNotText: 'Meena Traders' }).first();
    await expect.poll(() => row.getByText('Ready').count()).toBe(1);
    // The first cell holds the supplier and, under it, the week.
    const [supplier, week] = await Promise.all([
      row.locator('td').nth(0).locator('span span').first().textContent(),
      row.locator('td').nth(0).textContent(),
    ]);
    await row.getByRole('button', { name: /^Mark paid/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark settlement paid' });
    await dialog.getByLabel('UTR').fill('12345');
    await dialog.getByRole('button', { name: 'Confirm payment' }).click();
    await expect.poll(() => dialog.getByText(/12 to 22 letters and digits$/).count()).toBe(1);
    await dialog.getByLabel('UTR').fill(UTR.toLowerCase());
    await dialog.getByRole('button', { name: 'Confirm payment' }).click();
    await expect.poll(() => page.getByText(`Settlement for ${supplier} marked paid`).count()).toBe(1);
    expect(await dialog.count()).toBe(0);

    await page.getByLabel('Status').selectOption('paid');
    await page.waitForURL((u) => u.searchParams.get('status') === 'paid');
    const paid = table.locator('tbody tr').filter({ hasText: `UTR ${UTR}` });
    await expect.poll(() => paid.count()).toBe(1);
    expect(await paid.locator('td').nth(0).textContent()).toBe(week);
    expect(await paid.getByText('Paid', { exact: true }).count()).toBe(1);
    await page.context().close();
  });
});
