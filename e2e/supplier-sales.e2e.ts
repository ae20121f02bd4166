import { formatRupees } from '@app/api/shared';
import { describe, expect, it } from 'vitest';
import { apiAsPage, DEMO, loginAs, useBrowser } from './support/browser.ts';

const browser = useBrowser();

describe("the supplier dashboard's analytics", () => {
  it('opens the sales of the last 8 weeks: a chart of weeks and a table of products as the API answers them', async () => {
    const page = await browser.page();
    await loginAs(page, DEMO.supplier);
    await page.waitForURL((u) => u.pathname === '/supplier');
    const tile = page.getByRole('button', { name: /Analytics/ });
    expect(await tile.getAttribute('aria-expanded')).toBe('false');
    // On a busy clean-clone run the first click once left the tile closed (cause not found yet):
    // click until it reads open, never on an open one, so a second click cannot close it.
    await expect
      .poll(
        async () => {
          if ((await tile.getAttribute('aria-expanded')) === 'false') await tile.click();
          return tile.getAttribute('aria-expanded');
        },
        { timeout: 10_000 },
      )
      .toBe('true');
    const section = page.locator('#supplier-sales');
    await section.getByRole('heading', { name: 'Sales, last 8 weeks' }).waitFor();

    const sales = (await apiAsPage(page, 'GET', '/supplier/sales')).data as {
      total: number;
      products: { name: string; sales: number }[];
    };
    expect(await section.textContent()).toContain(formatRupees(sales.total));
    const ticks = section.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value');
    await expect.poll(() => ticks.count()).toBeGreaterThan(0);
    expect(await ticks.first().textContent()).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    const rows = section.locator('tbody tr');
    expect(await rows.count()).toBe(sales.products.length);
    expect(sales.products.length).toBeGreaterThan(0);
    const first = await rows.first().locator('td').allTextContents();
    expect(first[0]).toContain(sales.products[0]!.name);
    expect(first[3]).toBe(formatRupees(sales.products[0]!.sales));

    await tile.click();
    expect(await section.count()).toBe(0);
    await page.context().close();
  });
});
