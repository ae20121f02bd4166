import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, loginAs, useBrowser } from './support/browser.ts';

const browser = useBrowser();

// Issue 41 item 7: a day reads "5 Dec 2026" on every screen, never 5/12/2026 or 2026-12-24.
const machineDays = (page: Page) =>
  page.evaluate(() => {
    const texts = [...document.querySelectorAll('main, svg')].map((e) => e.textContent ?? '').join(' ');
    return texts.match(/\b\d{1,2}\/\d{1,2}\/\d{4}\b|\b\d{4}-\d{2}-\d{2}\b/g) ?? [];
  });

describe('days on screen', () => {
  it("the supplier's dashboard and products, and the admin's chart of days, print days the Indian way", async () => {
    const page = await browser.page();
    await loginAs(page, DEMO.supplier);
    await page.waitForURL((u) => u.pathname === '/supplier');
    const recent = page.locator('li').filter({ hasText: /^SB-/ });
    await expect.poll(() => recent.count()).toBeGreaterThan(0);
    expect(await recent.first().textContent()).toMatch(/\d{1,2} [A-Z][a-z]{2} \d{4}/);
    expect(await machineDays(page)).toEqual([]);

    await page.goto('/supplier/products');
    // The desktop table (decision 0115) prints each expiry day in its product's row.
    const rows = page.getByRole('table', { name: 'My products' }).getByTestId('supplier-product');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/).count()).toBeGreaterThan(0);
    expect(await machineDays(page)).toEqual([]);
    await page.context().close();

    const admin = await browser.page();
    await loginAs(admin, DEMO.admin);
    await admin.goto('/admin/reports');
    const ticks = admin.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value');
    await expect.poll(() => ticks.count()).toBeGreaterThan(0);
    expect(await ticks.first().textContent()).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    expect(await machineDays(admin)).toEqual([]);
    await admin.context().close();
  });
});
