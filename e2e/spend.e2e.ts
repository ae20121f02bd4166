import { readFileSync } from 'node:fs';
import { formatRupees } from '@app/api/shared';
import { describe, expect, it } from 'vitest';
import { api, DEMO, fitsPhone, loginAs, useBrowser } from './support/browser.ts';
import { onionOrder } from './support/fresh-order.ts';
import { query, token } from './support/rider.ts';

// Decision 0099: the owner reads the spend report on a desktop.
const browser = useBrowser();
const today = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

describe('the spend report on a desktop', () => {
  it('the demo customer sees this month’s total as the API gives it, groups by supplier and downloads the CSV', async () => {
    await onionOrder(2);
    const customer = await token(DEMO.customer);
    const from = `${today().slice(0, 7)}-01`;
    const month = await api('GET', `/account/spend?from=${from}&to=${today()}`, customer);
    expect(month.totals.orders).toBeGreaterThan(0);
    const [supplier] = await query('select restaurant_name from users where email = ?', [DEMO.supplier]);

    const page = await browser.page();
    await page.setViewportSize({ width: 1366, height: 900 });
    await loginAs(page, DEMO.customer);
    await page.goto('/orders');
    const section = page.getByRole('region', { name: 'Spend' });
    await section.getByRole('button', { name: 'Open spend report' }).click();
    expect(await section.getByLabel('Period').inputValue()).toBe('month');
    await expect
      .poll(() => section.getByTestId('spend-total').textContent())
      .toBe(formatRupees(month.totals.total));

    await section.getByLabel('Group by').selectOption('supplier');
    const table = section.getByRole('table', { name: `Spend from ${from} to ${today()} by Supplier` });
    await table.getByRole('cell', { name: String(supplier!.restaurant_name), exact: true }).waitFor();
    await section.getByRole('table', { name: 'Prices paid per item' }).waitFor();

    const [file] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(file.suggestedFilename()).toBe(`Spend-by-supplier-${from}-to-${today()}.csv`);
    const csv = readFileSync((await file.path())!, 'utf8');
    expect(csv).toContain('Supplier,"Goods value (₹, before GST)"');
    expect(csv).toContain(String(supplier!.restaurant_name));

    // The same report on a phone: cards, not a table, and nothing scrolls sideways.
    await page.setViewportSize({ width: 360, height: 740 });
    await section.getByRole('list', { name: 'Spend by Supplier' }).waitFor();
    await fitsPhone(page);
  });
});
