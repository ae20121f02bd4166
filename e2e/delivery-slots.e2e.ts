import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAsPage, DEMO, loginAs, useBrowser } from './support/browser.ts';

// Decision 0066: the demo's Indore delivers in slots; its customer picks one at checkout.
const browser = useBrowser();

const fitsPhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

describe('delivery slots on a phone', () => {
  it('the customer picks a slot at checkout and sees it on the order', async () => {
    const page = await browser.page({ mobile: true });
    await loginAs(page, DEMO.customer);
    await page.waitForURL((u) => u.pathname === '/products');
    const cart = await apiAsPage(page, 'GET', '/cart');
    for (const item of cart.data.items) await apiAsPage(page, 'DELETE', `/cart/${item.id}`);
    await page.reload();
    const card = page
      .getByRole('list', { name: 'Products' })
      .getByRole('listitem')
      .filter({ hasText: 'In Stock' })
      .first();
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(async () => (await apiAsPage(page, 'GET', '/cart')).data.items.length).toBe(1);

    await page.goto('/checkout');
    const slots = page.getByRole('group', { name: 'Delivery slot' });
    await slots.waitFor();
    const options = slots.getByRole('radio');
    expect(await options.count()).toBeGreaterThan(1);
    // The earliest open slot is chosen for the customer; they pick the last one instead.
    expect(await options.first().isChecked()).toBe(true);
    const offered = (await apiAsPage(page, 'GET', '/delivery-slots')).data.slots as { label: string }[];
    const chosen = offered.at(-1)!.label;
    const last = slots.getByRole('radio', { name: new RegExp(`^${chosen}`) });
    await last.check();
    const box = (await slots.locator('label').last().boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    await fitsPhone(page);

    await page.getByLabel(/I accept the/).check();
    await page.getByRole('button', { name: 'Place Order & Confirm' }).click();
    await page.waitForURL((u) => u.pathname === '/orders');
    const tracking = page.getByRole('region', { name: 'Delivery tracking' }).first();
    await expect.poll(() => tracking.getByText(`Delivery ${chosen}`, { exact: true }).count()).toBe(1);
    await fitsPhone(page);
    const mine = await apiAsPage(page, 'GET', '/orders?limit=1');
    expect(mine.data.orders[0].delivery_slot.label).toBe(chosen);
  });

  it('staff add a slot and deactivate it after confirming', async () => {
    const page = await browser.page({ mobile: true });
    await loginAs(page, DEMO.admin);
    await page.goto('/admin/delivery-management#delivery-slots');
    await page.getByRole('heading', { name: 'Delivery Slots' }).waitFor();
    await page.getByRole('button', { name: 'Add Slot' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Delivery Slot' });
    await dialog.getByLabel('City', { exact: true }).selectOption({ label: 'Jaipur' });
    await dialog.getByLabel('Starts').fill('10:00');
    await dialog.getByLabel('Ends').fill('13:00');
    await dialog.getByLabel(/Cut-off/).fill('2');
    await dialog.getByLabel(/Capacity/).fill('12');
    await dialog.getByRole('button', { name: 'Save Slot' }).click();
    const deactivate = page.getByRole('button', { name: 'Deactivate 10 am–1 pm slot, Jaipur' });
    await deactivate.waitFor();
    expect((await deactivate.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await fitsPhone(page);
    await deactivate.click();
    await page
      .getByRole('dialog', { name: 'Deactivate slot?' })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await page.getByRole('button', { name: 'Activate 10 am–1 pm slot, Jaipur' }).waitFor();
  });
});
