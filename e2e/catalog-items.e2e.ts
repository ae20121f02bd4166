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
