import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAsPage, DEMO, loginAs, useBrowser } from './support/browser.ts';

const browser = useBrowser();
const LIST = 'E2E staples';

/** The demo customer's cart and this file's list are left as they were found: other files share them. */
async function cleanUp(page: Page) {
  const cart = await apiAsPage(page, 'GET', '/cart');
  for (const item of cart.data.items) await apiAsPage(page, 'DELETE', `/cart/${item.id}`);
  const lists = await apiAsPage(page, 'GET', '/lists');
  for (const l of lists.data.lists) if (l.name === LIST) await apiAsPage(page, 'DELETE', `/lists/${l.id}`);
}

const fitsPhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

describe('order again and par lists on a phone', () => {
  it('orders again from a past order, saves the cart as a list and tops the cart up from it', async () => {
    const page = await browser.page({ mobile: true });
    await loginAs(page, DEMO.customer);
    await page.waitForURL((u) => u.pathname === '/products');
    await cleanUp(page);

    await page.goto('/orders');
    const again = page.getByRole('button', { name: /^Order again: order / }).first();
    await again.waitFor();
    await fitsPhone(page);
    const box = (await again.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    await again.click();
    const changes = page.getByRole('dialog', { name: /^Order again: / });
    await changes.getByRole('list', { name: 'What changed' }).getByRole('listitem').first().waitFor();
    await fitsPhone(page);
    await changes.getByRole('link', { name: 'Go to cart' }).click();
    await page.waitForURL((u) => u.pathname === '/cart');

    // Whatever of the order is still sold is in the cart now; make sure there is something to save.
    const cart = await apiAsPage(page, 'GET', '/cart');
    if (cart.data.items.length === 0) {
      const products = await apiAsPage(page, 'GET', '/products?limit=20');
      const p = products.data.products.find((x: { stock_quantity: number }) => x.stock_quantity > 2);
      await apiAsPage(page, 'POST', '/cart', { product_id: p.id, quantity: 2 });
      await page.reload();
    }
    await page.getByRole('list', { name: 'Cart items' }).getByRole('listitem').first().waitFor();
    const units = (await apiAsPage(page, 'GET', '/cart')).data.count as number;
    await page.getByRole('button', { name: 'Save as list: this cart' }).click();
    const save = page.getByRole('dialog', { name: 'Save as list' });
    await save.getByLabel('List name').fill(LIST);
    await save.getByRole('button', { name: 'Save list' }).click();
    await expect
      .poll(() => page.getByText(`Saved list “${LIST}”`, { exact: false }).count())
      .toBeGreaterThan(0);

    // An empty cart topped up to par holds the list again; a second top-up adds nothing.
    for (const item of (await apiAsPage(page, 'GET', '/cart')).data.items)
      await apiAsPage(page, 'DELETE', `/cart/${item.id}`);
    await page.getByRole('link', { name: 'My lists' }).click();
    await page.waitForURL((u) => u.pathname === '/lists');
    await page.getByRole('heading', { name: LIST }).waitFor();
    await fitsPhone(page);
    await page.getByRole('button', { name: `Add to cart: ${LIST}` }).click();
    const added = page.getByRole('dialog', { name: `Added from “${LIST}”` });
    await added.getByRole('list', { name: 'What changed' }).waitFor();
    await expect.poll(async () => (await apiAsPage(page, 'GET', '/cart')).data.count).toBe(units);
    await added.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: `Add to cart: ${LIST}` }).click();
    await expect.poll(() => added.getByText('Nothing was added to your cart.').count()).toBe(1);
    await added.getByRole('button', { name: 'Done' }).click();

    // Edit a par, then delete the list after confirming.
    await page.getByRole('button', { name: `Edit ${LIST}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit list' });
    await edit
      .getByLabel(/^Par quantity of /)
      .first()
      .fill('1');
    await edit.getByRole('button', { name: 'Save list' }).click();
    await expect.poll(() => page.getByText('List saved').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: `Delete ${LIST}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete this list?' })
      .getByRole('button', { name: 'Delete list' })
      .click();
    await expect.poll(() => page.getByRole('heading', { name: LIST }).count()).toBe(0);

    await cleanUp(page);
    await page.context().close();
  });
});
