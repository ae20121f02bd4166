import { describe, expect, it } from 'vitest';
import { apiAsPage, DEMO, loginAs, useBrowser } from './support/browser.ts';

// Decision 0090: suppliers' fill and on-time rates on offers, a best-value order, their own detail
// for suppliers and a table for staff.
const browser = useBrowser();
const FIGURES = /\d+% filled( · \d+% on time)?|New supplier/;

type Row = { name: string; offers: { supplier_name: string; stock_quantity: number }[] };

describe('reliability on a phone', () => {
  it('the customer sees each supplier’s figures and orders the offers by best value as the API does', async () => {
    const page = await browser.page({ mobile: true });
    await loginAs(page, DEMO.customer);
    await page.waitForURL((u) => u.pathname === '/products');
    const byValue = await apiAsPage(page, 'GET', '/items?limit=100&sort=best_value');
    const row = (byValue.data.items as Row[]).find((r) => r.offers.length > 1)!;
    expect(row).toBeTruthy();
    await page.goto(`/products?search=${encodeURIComponent(row.name)}`);
    const card = page
      .getByRole('list', { name: 'Products' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: row.name, exact: true }) })
      .first();
    await card.getByText(FIGURES).waitFor();

    await card.getByRole('button', { name: /^Compare/ }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`^${row.name}`) });
    const offers = dialog.getByRole('list', { name: `Offers for ${row.name}` }).getByRole('listitem');
    await expect.poll(() => offers.count()).toBe(row.offers.length);
    for (const text of await offers.allTextContents()) expect(text).toMatch(FIGURES);
    await dialog.getByRole('button', { name: 'Best value first' }).click();
    await expect
      .poll(() => offers.getByRole('heading').allTextContents())
      .toEqual(row.offers.map((o) => o.supplier_name));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it('the supplier sees its figures and the orders behind them on its dashboard', async () => {
    const page = await browser.page({ mobile: true });
    await loginAs(page, DEMO.supplier);
    await page.waitForURL((u) => u.pathname.startsWith('/supplier'));
    await page.getByRole('heading', { name: 'Reliability, last 30 days' }).waitFor();
    const mine = await apiAsPage(page, 'GET', '/supplier/reliability');
    await page
      .getByText(mine.data.orders.length ? 'Orders that lowered a figure' : 'None:')
      .first()
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it('staff see every supplier’s figures with the last four weeks', async () => {
    const page = await browser.page();
    await loginAs(page, DEMO.admin);
    await page.waitForURL((u) => u.pathname.startsWith('/admin'));
    await page.goto('/admin/suppliers');
    const table = page.getByRole('table', { name: 'Supplier reliability' });
    await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThan(0);
    const listed = await apiAsPage(page, 'GET', '/admin/suppliers/reliability');
    await table.getByText(listed.data.items[0].supplier_name).first().waitFor();
  });
});
