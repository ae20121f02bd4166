import { describe, expect, it } from 'vitest';
import { apiAsPage, DEMO, loginAs, useBrowser } from './support/browser.ts';

// Decision 0074: staff group look-alike listings into one catalogue item from the products screen.
const browser = useBrowser();

const listing = (name: string, unit: string, price: number) => ({
  name,
  category_id: 'cat_cleaning',
  city_id: null,
  supplier_id: '',
  description: 'Citrus',
  price,
  unit,
  stock_quantity: 30,
  image_url: '',
  brand: '',
  manufacturing_date: '',
  expiry_date: '',
  is_active: true,
});

describe('grouping listings on a phone', () => {
  it('staff confirm a suggested item from the products screen', async () => {
    const page = await browser.page({ mobile: true });
    await loginAs(page, DEMO.admin);
    await page.waitForURL((u) => u.pathname.startsWith('/admin'));
    const name = `Floor Cleaner ${Date.now()}`;
    for (const [unit, price] of [
      ['5 L', 450],
      ['5L can', 430],
    ] as const) {
      const res = await apiAsPage(page, 'POST', '/products', listing(name, unit, price));
      expect(res.status).toBe(201);
    }
    await page.goto('/admin/products');
    await page.getByRole('button', { name: 'Group Listings' }).click();
    const card = page
      .getByRole('list', { name: 'Suggested items' })
      .getByRole('listitem')
      .filter({ hasText: name });
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.getByLabel('Item name').inputValue()).toBe(name);
    await card.getByText('₹86.00/litre').waitFor();
    const box = (await card
      .locator('label')
      .filter({ has: page.getByRole('checkbox') })
      .first()
      .boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await card.getByLabel('Item name').fill(`${name} 5 L`);
    await card.getByRole('button', { name: 'Group 2 listings' }).click();
    await page.getByText(`${name} 5 L: 2 listings grouped`).waitFor();
    await expect.poll(() => card.count()).toBe(0);
    const left = await apiAsPage(page, 'GET', '/admin/items/suggestions');
    expect(left.data.some((s: { name: string }) => s.name.startsWith(name))).toBe(false);
  });
});

describe('one card per item on a phone', () => {
  it('the customer compares the suppliers of an item and buys from the second cheapest', async () => {
    const page = await browser.page({ mobile: true });
    await loginAs(page, DEMO.customer);
    await page.waitForURL((u) => u.pathname === '/products');
    const cart = await apiAsPage(page, 'GET', '/cart');
    for (const item of cart.data.items) await apiAsPage(page, 'DELETE', `/cart/${item.id}`);
    // The demo groups look-alike listings (decision 0076). The item is one with two offers in
    // stock (earlier tests may have bought some out).
    const grouped = await apiAsPage(page, 'GET', '/items?limit=100');
    type Row = {
      name: string;
      offers: {
        supplier_name: string;
        product_id: string;
        stock_quantity: number;
        price_per_base: unknown;
        unit: string;
      }[];
    };
    const row = (grouped.data.items as Row[]).find(
      (r) => r.offers.filter((o) => o.stock_quantity > 0 && o.price_per_base).length > 1,
    )!;
    expect(row).toBeTruthy();
    await page.goto(`/products?search=${encodeURIComponent(row.name)}`);
    const card = page
      .getByRole('list', { name: 'Products' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: row.name, exact: true }) })
      .filter({ hasText: `Best offer: ${row.offers[0]!.supplier_name}` })
      .filter({ hasText: `${row.offers[0]!.unit} · ` })
      .first();
    await card.waitFor();
    const name = row.name;
    await card.getByText(/^from/).waitFor();
    await card.getByText(/\d+ suppliers?$/).waitFor();
    await card.getByText(/₹[\d,.]+\/(kg|litre|piece)/).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await card.getByRole('button', { name: /^Compare/ }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`^${name}`) });
    const offers = dialog.getByRole('list', { name: `Offers for ${name}` }).getByRole('listitem');
    await expect.poll(() => offers.count()).toBeGreaterThan(1);
    const perKg = await offers.evaluateAll((items) =>
      items.map((li) =>
        Number(/₹([\d,.]+)\/(kg|litre|piece)/.exec(li.textContent ?? '')?.[1]?.replaceAll(',', '')),
      ),
    );
    const inStock = await offers.evaluateAll((items) =>
      items.map((li) => !li.textContent?.includes('Out of Stock')),
    );
    const sold = perKg.filter((_, i) => inStock[i]);
    expect(sold).toEqual([...sold].sort((a, b) => a - b));

    const second = offers.nth(1);
    const supplier = (await second.getByRole('heading').textContent())!;
    expect(row.offers[1]!.supplier_name).toBe(supplier);
    await second.getByRole('button', { name: 'Add to Cart' }).click();
    await expect
      .poll(async () =>
        (await apiAsPage(page, 'GET', '/cart')).data.items.map((i: { product_id: string }) => i.product_id),
      )
      .toEqual([row.offers[1]!.product_id]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
  });
});
