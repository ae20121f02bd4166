import { describe, expect, it } from 'vitest';
import { apiAsPage, emptyCart, loginAs, useBrowser } from './support/browser.ts';

// The catalogue for restaurant-sized orders (decision 0105): a compact list, sort by price per kg
// or litre, filters kept in the address, quick add with a stepper, and one product's page.
const browser = useBrowser();
// A buyer of its own: no other test's cart lines.
const BUYER = 'customer2.indore@demo.supply';

interface Row {
  id: string | null;
  name: string;
  offers: {
    product_id: string;
    supplier_id: string;
    sold_by: string;
    stock_quantity: number;
    minimum: number;
    step: number;
  }[];
}
const perBase = (text: string) => {
  const m = /₹([\d,.]+)\/(kg|litre|piece)/.exec(text);
  return m ? { price: Number(m[1]!.replaceAll(',', '')), per: m[2]! } : null;
};

describe('the compact list on a 360 px phone', () => {
  it('shows six items a screen, sorts by price per kg, narrows by a filter and adds with the stepper', async () => {
    const page = await browser.page({ mobile: true });
    await loginAs(page, BUYER);
    await emptyCart(page);
    await page.goto('/products?view=list');
    const rows = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
    await expect.poll(() => rows.count()).toBeGreaterThan(6);
    const boxes = await rows.evaluateAll((items) =>
      items.slice(0, 6).map((li) => li.getBoundingClientRect().toJSON() as DOMRect),
    );
    expect(boxes[5]!.bottom - boxes[0]!.top).toBeLessThanOrEqual(740);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Sort: every kg or litre price in order, then the rest.
    await page.getByLabel('Sort by').selectOption('unit_price');
    await page.waitForURL((u) => u.searchParams.get('sort') === 'unit_price');
    const byPrice = await apiAsPage(page, 'GET', '/items?order=unit_price&limit=48');
    const first = (byPrice.data.items as Row[])[0]!;
    await expect
      .poll(() => page.locator('li[data-item]').first().getAttribute('data-item'))
      .toBe(first.id ?? first.offers[0]!.product_id);
    const sorted = (await rows.allTextContents()).map(perBase);
    const weighed = sorted
      .slice(
        0,
        sorted.findIndex((p) => !p || p.per === 'piece'),
      )
      .map((p) => p!.price);
    expect(weighed.length).toBeGreaterThan(3);
    expect(weighed).toEqual([...weighed].sort((a, b) => a - b));

    // Filter: one supplier's items only, as the API answers them.
    await page.getByText('Filters', { exact: true }).click();
    const supplier = page.getByLabel('Supplier');
    const option = (await supplier.locator('option').nth(1).getAttribute('value'))!;
    await supplier.selectOption(option);
    await page.waitForURL((u) => u.searchParams.get('supplier') === option);
    const api = await apiAsPage(page, 'GET', `/items?order=unit_price&supplier_id=${option}&limit=48`);
    const expected = (api.data.items as Row[]).length;
    expect(expected).toBeGreaterThan(0);
    await expect.poll(() => rows.count()).toBe(expected);
    expect((api.data.items as Row[]).every((r) => r.offers.every((o) => o.supplier_id === option))).toBe(
      true,
    );

    // Quick add: two more than the least, in one tap of Add.
    const row = (api.data.items as Row[]).find((r) => {
      const o = r.offers[0]!;
      return o.sold_by === 'pack' && o.stock_quantity >= o.minimum + 2 * o.step;
    })!;
    const offer = row.offers[0]!;
    const line = page.locator(`li[data-item="${row.id ?? offer.product_id}"]`);
    await line.getByRole('button', { name: /^Increase/ }).click();
    await line.getByRole('button', { name: /^Increase/ }).click();
    await line.getByRole('button', { name: 'Add to Cart' }).click();
    await expect
      .poll(async () =>
        (await apiAsPage(page, 'GET', '/cart')).data.items.map(
          (i: { product_id: string; quantity: number }) => [i.product_id, i.quantity],
        ),
      )
      .toEqual([[offer.product_id, offer.minimum + 2]]);
    await emptyCart(page);
  });
});

describe('a product page on a desktop', () => {
  it('lists every offer of every pack with its price per kg', async () => {
    const page = await browser.page();
    await loginAs(page, BUYER);
    const all = await apiAsPage(page, 'GET', '/items?limit=100');
    const row = (all.data.items as Row[]).find((r) => r.id && r.offers.length > 1)!;
    const detail = await apiAsPage(page, 'GET', `/items/${row.id}`);
    const count = [detail.data.item, ...detail.data.packs].reduce(
      (n: number, r: Row) => n + r.offers.length,
      0,
    );
    await page.goto(`/products?item=${row.id}`);
    await page.getByRole('heading', { name: row.name, level: 1 }).waitFor();
    const offers = page.getByRole('list', { name: 'Every offer and pack' }).getByRole('listitem');
    await expect.poll(() => offers.count()).toBe(count);
    for (const text of await offers.allTextContents())
      expect(text).toMatch(/₹[\d,.]+\/(kg|litre|piece)|Add to Cart/);
    await page.getByRole('link', { name: 'Back to products' }).click();
    await page.getByRole('list', { name: 'Products' }).waitFor();
  });
});
