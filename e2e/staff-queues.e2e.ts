import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seen, seriousFindings } from './support/axe.ts';
import { DEMO, fitsPhone, loginAs, useBrowser } from './support/browser.ts';

// Issue 41 item 6 (decision 0106): queues for city teams.
const browser = useBrowser();
/** Clicks Export CSV and reads the file it downloads (its name and lines, without the BOM). */
async function downloaded(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const text = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  return { name: download.suggestedFilename(), lines: text.trim().split('\r\n') };
}

describe('queues for city teams', () => {
  it('a sub-admin on a desktop bulk-approves two products and edits a stock in its row', async () => {
    const page = await browser.page();
    await loginAs(page, DEMO.sub_admin);
    await page.waitForURL((u) => u.pathname === '/admin');
    await seen(page, 'Needs action today');
    expect(await seriousFindings(page)).toEqual([]);

    await page.goto('/admin/product-approval?kind=new');
    const rows = page.getByTestId('pending-product');
    await expect.poll(() => rows.count()).toBeGreaterThan(2);
    // Two that can be approved (a listing still needing a price cannot).
    const names: string[] = [];
    for (let i = 0; names.length < 2; i++) {
      const row = rows.nth(i);
      if (!(await row.getByRole('button', { name: /^Approve / }).isEnabled())) continue;
      const box = row.getByRole('checkbox', { name: /^Select / });
      names.push(((await box.getAttribute('aria-label')) ?? '').replace(/^Select /, ''));
      await box.check();
    }
    await seen(page, '2 selected');
    expect(await seriousFindings(page)).toEqual([]);
    await page.getByRole('button', { name: 'Approve selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve 2 listings?' });
    for (const name of names) expect(await dialog.getByText(name, { exact: true }).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await seen(page, '2 of 2 done');
    for (const name of names) await expect.poll(() => rows.filter({ hasText: name }).count()).toBe(0);

    await page.goto('/admin/inventory');
    await page.getByLabel('Search inventory').fill(names[0]!);
    const stock = page.getByRole('textbox', { name: `Stock of ${names[0]}` }).first();
    await expect.poll(() => stock.count()).toBe(1);
    await stock.fill('-3');
    await page
      .getByRole('button', { name: `Save stock of ${names[0]}` })
      .first()
      .click();
    await seen(page, 'Stock must not be negative');
    expect(await stock.inputValue()).toBe('-3');
    await stock.fill('77');
    await page
      .getByRole('button', { name: `Save stock of ${names[0]}` })
      .first()
      .click();
    await seen(page, `Stock of ${names[0]} saved`);
    await seen(page, /In Stock: 77/);
    // The export is the list as filtered on screen: the searched listing, with the stock just saved.
    const inventory = await downloaded(page);
    expect(inventory.name).toMatch(/^inventory-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(inventory.lines[0]).toMatch(/^Product,Brand,Category,/);
    expect(inventory.lines.find((l) => l.startsWith(`${names[0]},`))).toMatch(/,77,/);
    expect(await seriousFindings(page)).toEqual([]);
    await page.context().close();
  });

  it('on a 360 px phone, "needs action today" leads into the filtered orders queue with full amounts', async () => {
    const page = await browser.page({ mobile: true });
    await loginAs(page, DEMO.sub_admin);
    await page.waitForURL((u) => u.pathname === '/admin');
    const topic = page.getByTestId('needs-unassigned_orders');
    await expect.poll(() => topic.count()).toBe(1);
    await fitsPhone(page);
    expect(await seriousFindings(page)).toEqual([]);
    await topic.click();
    await page.waitForURL(
      (u) => u.pathname === '/admin/orders' && u.searchParams.get('queue') === 'unassigned',
    );
    await expect.poll(() => page.getByRole('combobox', { name: 'Queue' }).inputValue()).toBe('unassigned');
    const totals = page.getByTestId('order-total');
    await expect.poll(() => totals.count()).toBeGreaterThan(0);
    // Each amount whole on screen: ₹ and the paise, nothing cut or scrolled away.
    for (const total of await totals.all()) {
      expect(await total.textContent()).toMatch(/^₹[\d,]+\.\d{2}$/);
      const box = (await total.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      expect(await total.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    }
    await fitsPhone(page);
    expect(await seriousFindings(page)).toEqual([]);
    // Export CSV downloads the queue as filtered: one row per order card on screen.
    const queue = await downloaded(page);
    expect(queue.name).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(queue.lines.length - 1).toBe(await totals.count());

    // Inventory and approval are cards here, not a table scrolled sideways.
    await page.goto('/admin/inventory');
    await expect
      .poll(() => page.getByRole('list', { name: 'Inventory' }).getByRole('listitem').count())
      .toBeGreaterThan(0);
    expect(await page.getByRole('table').count()).toBe(0);
    await fitsPhone(page);
    expect(await seriousFindings(page)).toEqual([]);
    await page.goto('/admin/product-approval');
    await expect.poll(() => page.getByTestId('pending-product').count()).toBeGreaterThan(0);
    expect(await page.getByRole('table', { name: 'Product Approval' }).count()).toBe(0);
    await fitsPhone(page);
    expect(await seriousFindings(page)).toEqual([]);
    await page.context().close();
  });
});
