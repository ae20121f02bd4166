import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seen, seriousFindings } from './support/axe.ts';
import { api, apiAsPage, DEMO, fitsPhone, loginAs, useBrowser } from './support/browser.ts';
import { ONION, onionOrder } from './support/fresh-order.ts';
import { token } from './support/rider.ts';

// Issue 41 item 6 (decision 0108): prices edited in their row, the staff orders table, cards on phones.
const browser = useBrowser();
/** Types into a row's box and presses its Save. */
async function saveIn(row: Locator | Page, box: Locator, save: string, value: string) {
  await box.fill(value);
  await row.getByRole('button', { name: save }).click();
}

/** Every figure in the cards is on screen whole: inside 360 px and not cut inside its box. */
async function wholeFigures(list: Locator) {
  const figures = list.locator('dd.tabular-nums');
  await expect.poll(() => figures.count()).toBeGreaterThan(0);
  for (const figure of await figures.all()) {
    const box = (await figure.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(await figure.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
  }
}

describe('dense tables for city teams', () => {
  it('on a desktop a sub-admin prices a listing in its row and reads the orders table filtered in the address', async () => {
    const page = await browser.page();
    await loginAs(page, DEMO.sub_admin);
    await page.waitForURL((u) => u.pathname === '/admin');
    // The demo onions have volume prices (₹…/kg from 25 kg): a price not above them is refused.
    const listed = await apiAsPage(page, 'GET', `/admin/inventory?search=${encodeURIComponent(ONION)}`);
    const item = (
      listed.data.items as {
        name: string;
        supplier_name: string;
        price: number;
        price_breaks: { price: number }[];
      }[]
    ).find((i) => i.name === ONION && i.price_breaks.length > 0)!;
    await page.goto(`/admin/inventory?q=${encodeURIComponent(ONION)}`);
    const row = page.getByRole('row').filter({ hasText: item.supplier_name });
    const box = row.getByRole('textbox', { name: `Price of ${ONION} in rupees` });
    await expect.poll(() => box.count()).toBe(1);
    const save = `Save price of ${ONION}`;
    const tooLow = String(item.price_breaks[0]!.price);
    await saveIn(row, box, save, tooLow);
    await seen(page, /^Volume prices must stay cheaper than the price: from 25 kg this listing sells at/);
    expect(await box.inputValue()).toBe(tooLow);
    expect(await seriousFindings(page)).toEqual([]);
    const next = Math.round(item.price * 100 + 100) / 100;
    await saveIn(row, box, save, String(next));
    await seen(page, `Price of ${ONION} saved`);
    await expect.poll(() => box.inputValue()).toBe(String(next));
    // Put back as it was: other files read the demo prices.
    await saveIn(row, box, save, String(item.price));
    await expect.poll(() => box.inputValue()).toBe(String(item.price));

    await page.goto('/admin/orders?status=confirmed');
    const table = page.getByRole('table', { name: 'Manage Orders' });
    const rows = table.getByTestId('staff-order-row');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    expect(await page.getByRole('combobox', { name: 'Status', exact: true }).inputValue()).toBe('confirmed');
    const statuses = table.getByRole('combobox', { name: /^Status of order / });
    for (const s of await statuses.all()) expect(await s.inputValue()).toBe('confirmed');
    // Each supplier's part and where it stands, in the order's row.
    await expect
      .poll(() =>
        rows
          .first()
          .getByRole('list', { name: /^Suppliers' parts of / })
          .getByRole('listitem')
          .count(),
      )
      .toBeGreaterThan(0);
    expect(await seriousFindings(page)).toEqual([]);
    await page.context().close();
  });

  it('on a desktop staff move several orders to one status together, and a refused one stays selected with its reason', async () => {
    const moving = await onionOrder(1);
    const final = await onionOrder(1);
    // A cancelled order is final: the status table refuses to move it, in a batch as in its row.
    await api('PUT', `/admin/orders/${final.orderId}`, await token(DEMO.sub_admin), { status: 'cancelled' });
    const page = await browser.page();
    await loginAs(page, DEMO.sub_admin);
    await page.waitForURL((u) => u.pathname === '/admin');
    await page.goto('/admin/orders');
    const table = page.getByRole('table', { name: 'Manage Orders' });
    const pick = (n: string) => table.getByRole('checkbox', { name: `Select order ${n}` });
    await pick(moving.orderNumber).check();
    await pick(final.orderNumber).check();
    await seen(page, '2 selected');
    await page
      .getByRole('combobox', { name: 'New status for the selected orders' })
      .selectOption('processing');
    await page
      .getByRole('group', { name: 'Actions on the selected orders' })
      .getByRole('button', { name: 'Set status' })
      .click();
    const dialog = page.getByRole('dialog');
    await seen(page, 'Set 2 orders to “Processing”?');
    expect(await seriousFindings(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Set status' }).click();
    await seen(page, '1 of 2 done');
    await seen(page, new RegExp(`^${final.orderNumber}: `));
    await expect
      .poll(() => table.getByRole('combobox', { name: `Status of order ${moving.orderNumber}` }).inputValue())
      .toBe('processing');
    expect(await pick(moving.orderNumber).isChecked()).toBe(false);
    expect(await pick(final.orderNumber).isChecked()).toBe(true);
    await seen(page, '1 selected');
    expect(await seriousFindings(page)).toEqual([]);
    await page.context().close();
  });

  it('on a desktop a supplier downloads its products as CSV with the approval tab in the address', async () => {
    const page = await browser.page();
    await loginAs(page, DEMO.supplier);
    await page.waitForURL((u) => u.pathname.startsWith('/supplier'));
    await page.goto('/supplier/products?filter=approved');
    // A desktop shows the table (decision 0115): each row is selected by its product's name.
    const picks = page
      .getByRole('table', { name: 'My products' })
      .getByRole('checkbox', { name: /^Select / });
    await expect.poll(() => picks.count()).toBeGreaterThan(0);
    const names = (await Promise.all((await picks.all()).map((c) => c.getAttribute('aria-label'))))
      .map((label) => label!.replace(/^Select /, ''))
      .sort();
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^my-products-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync((await file.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]!.startsWith('Product,Brand,Category')).toBe(true);
    const rows = lines.slice(1).map((l) => l.split(','));
    expect(rows.map((r) => r[0]!.replace(/^"|"$/g, '')).sort()).toEqual(names);
    expect(new Set(rows.map((r) => r[8]))).toEqual(new Set(['approved']));
    expect(await seriousFindings(page)).toEqual([]);
    await page.context().close();
  });

  it('on a 360 px phone a supplier prices its product from the card, and staff tables are cards with whole amounts', async () => {
    const page = await browser.page({ mobile: true });
    await loginAs(page, DEMO.supplier);
    await page.waitForURL((u) => u.pathname.startsWith('/supplier'));
    await page.goto('/supplier/products?filter=approved');
    const card = page.getByTestId('supplier-product').first();
    await card.waitFor();
    const name = (await card.getByRole('heading', { level: 3 }).textContent())!;
    const box = card.getByRole('textbox', { name: `Price of ${name} in rupees` });
    const before = await box.inputValue();
    const save = `Save price of ${name}`;
    await saveIn(card, box, save, '0');
    await seen(page, 'Price must be more than 0');
    expect(await box.inputValue()).toBe('0');
    await fitsPhone(page);
    expect(await seriousFindings(page)).toEqual([]);
    await saveIn(card, box, save, before);
    await seen(page, `Price of ${name} saved`);
    await page.context().close();

    const admin = await browser.page({ mobile: true });
    await loginAs(admin, DEMO.admin);
    await admin.waitForURL((u) => u.pathname === '/admin');
    for (const [path, caption] of [
      ['/admin/settlements', 'Settlements'],
      ['/admin/reports', 'City-wise sales'],
    ]) {
      await admin.goto(path!);
      const list = admin.getByRole('list', { name: caption });
      await expect.poll(() => list.getByRole('listitem').count(), { message: path }).toBeGreaterThan(0);
      expect(await admin.getByRole('table', { name: caption }).count()).toBe(0);
      await wholeFigures(list);
      await fitsPhone(admin);
      expect(await seriousFindings(admin), path).toEqual([]);
    }
    await admin.context().close();
  });
});
