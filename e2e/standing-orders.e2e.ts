import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAsPage, DEMO, emptyCart, fitsPhone, loginAs, useBrowser } from './support/browser.ts';

// Decision 0096: a kitchen's milk and bread ordered for it every morning, set up on a phone.
const browser = useBrowser();

type Listing = {
  id: string;
  name: string;
  unit: string;
  sold_by: string;
  minimum: number;
  stock_quantity: number;
};

/** A listing of the customer's city found by the catalogue's search, sold in packs and in stock. */
async function listing(page: Page, search: string) {
  const found = (await apiAsPage(page, 'GET', `/products?search=${search}&limit=50`)).data
    .products as Listing[];
  const p = found.find(
    (x) => x.sold_by === 'pack' && x.name.toLowerCase().includes(search) && x.stock_quantity >= 5,
  );
  expect(p, `a ${search} listing in stock`).toBeTruthy();
  return { ...p!, line: `${p!.name} (${p!.unit})` };
}

/** India's date n days from today, YYYY-MM-DD, and as the screen says it ("Tue, 8 Dec"). */
const istDay = (n: number) => new Date(Date.now() + 330 * 60_000 + n * 86_400_000).toISOString().slice(0, 10);
const said = (day: string) =>
  new Intl.DateTimeFormat('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(Date.parse(`${day}T00:00:00Z`));
const seen = (page: Page, text: string) => expect.poll(() => page.getByText(text).count()).toBeGreaterThan(0);

describe('standing orders on a phone (decision 0096)', () => {
  it('a customer schedules daily milk and bread from its cart, skips tomorrow, then deletes it', async () => {
    const page = await browser.page({ mobile: true });
    await loginAs(page, DEMO.customer);
    await page.waitForURL((u) => u.pathname === '/products');
    await emptyCart(page);
    const [milk, bread] = [await listing(page, 'milk'), await listing(page, 'bread')];
    await apiAsPage(page, 'POST', '/cart', { product_id: milk.id, quantity: 2 });
    await apiAsPage(page, 'POST', '/cart', { product_id: bread.id, quantity: 1 });
    const name = `Morning milk and bread ${Date.now().toString(36)}`;

    // Reached from My Lists.
    await page.goto('/lists');
    await page.getByRole('link', { name: /^Standing orders/ }).click();
    await page.waitForURL((u) => u.pathname === '/standing-orders');
    await page.getByRole('button', { name: 'New standing order' }).first().click();
    const form = page.getByRole('dialog', { name: 'New standing order' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Start from').selectOption({ label: 'Your cart (2 products)' });
    const lines = form.getByRole('list', { name: 'Products and quantities' });
    await expect.poll(() => lines.getByRole('listitem').allTextContents()).toEqual([milk.line, bread.line]);
    const milkQuantity = lines.getByRole('spinbutton', { name: `Quantity of ${milk.line}` });
    await expect.poll(() => milkQuantity.inputValue()).toBe('2');
    await milkQuantity.fill('3');
    await form.getByRole('button', { name: 'Daily' }).click();
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])
      expect(await form.getByRole('checkbox', { name: day }).isChecked()).toBe(true);
    // Indore delivers in slots: the first is chosen until the customer picks another.
    const slot = form.getByLabel('Delivery slot');
    await expect.poll(() => slot.inputValue()).not.toBe('');
    expect(await form.getByLabel('Complete delivery address').inputValue()).not.toBe('');
    await form.getByLabel('Cash on Delivery').check();
    await fitsPhone(page);
    await form.getByRole('button', { name: 'Save standing order' }).click();
    await seen(page, `Standing order “${name}” created`);

    const card = page
      .getByRole('list', { name: 'Standing orders' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name }) });
    await card.getByText('Daily', { exact: true }).waitFor();
    expect(await card.getByRole('list', { name: `What ${name} orders` }).textContent()).toContain(
      `${milk.line}× 3`,
    );
    const tomorrow = said(istDay(1));
    const next = card.getByRole('list', { name: `Next dates of ${name}` });
    const date = next.getByRole('listitem').filter({ hasText: tomorrow });
    await expect.poll(() => date.textContent()).toContain('Tomorrow');
    await fitsPhone(page);

    await date.getByRole('button', { name: `Skip ${tomorrow}` }).click();
    await seen(page, `${tomorrow} skipped`);
    await date.getByRole('button', { name: `Order on ${tomorrow} after all` }).waitFor();
    expect(await date.getByText('Skipped', { exact: true }).count()).toBe(1);
    const mine = (await apiAsPage(page, 'GET', '/standing-orders')).data.items.find(
      (s: { name: string }) => s.name === name,
    );
    expect(mine.upcoming.find((u: { date: string }) => u.date === istDay(1)).skipped).toBe(true);
    await fitsPhone(page);

    // Other suites share the demo customer: leave nothing scheduled for it.
    await card.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this standing order?' });
    await confirm.getByRole('button', { name: 'Delete standing order' }).click();
    await seen(page, `Standing order “${name}” deleted`);
    await expect.poll(() => card.count()).toBe(0);
    expect((await apiAsPage(page, 'GET', `/standing-orders/${mine.id}`)).status).toBe(404);
    await emptyCart(page);
    await page.context().close();
  });
});
