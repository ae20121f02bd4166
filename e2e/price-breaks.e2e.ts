import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiAsPage,
  DEMO,
  dialogFits,
  fitsPhone,
  loginAs,
  placeCashOrder,
  useBrowser,
} from './support/browser.ts';
import { ONION, onionCard } from './support/fresh-order.ts';

const browser = useBrowser();

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const total = (perKg: number, kg: number) => inr.format(Math.round(perKg * 100 * kg) / 100);
const seen = (page: Page, text: string) => expect.poll(() => page.getByText(text).count()).toBeGreaterThan(0);

describe('volume prices on a phone (decision 0093)', () => {
  it('a customer tops 20 kg of onions up to the 25 kg price, pays it and sees it on the order', async () => {
    const page = await browser.page({ mobile: true });
    const card = await onionCard(page);
    // The card's price and its volume prices: "₹61.00/kg from 25 kg · ₹57.00/kg from 100 kg".
    const breaks = (await card.getByText(/from 25 kg/).textContent())!;
    const [at25, at100] = [...breaks.matchAll(/₹([\d,.]+)\/kg from (\d+) kg/g)].map((m) => ({
      price: Number(m[1]!.replaceAll(',', '')),
      from: Number(m[2]),
    }));
    expect([at25?.from, at100?.from]).toEqual([25, 100]);

    const amount = card.getByRole('textbox', { name: `Quantity of ${ONION}, in kg` });
    await amount.fill('20');
    await amount.press('Enter');
    await expect.poll(() => amount.inputValue()).toBe('20');
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await seen(page, 'Added 20 kg to cart');
    await fitsPhone(page);

    await page.goto('/cart');
    const line = page
      .getByRole('list', { name: 'Cart items' })
      .getByRole('listitem')
      .filter({ hasText: ONION });
    await line.waitFor();
    const perKg = (await apiAsPage(page, 'GET', '/cart')).data.items[0].list_price as number;
    expect(perKg).toBeGreaterThan(at25!.price);
    expect(await line.textContent()).toContain(`Subtotal: ${total(perKg, 20)}`);
    const topUp = line.getByRole('button', { name: `Add 5 kg to pay ${inr.format(at25!.price)}/kg` });
    await topUp.waitFor();
    await fitsPhone(page);

    await topUp.click();
    const quantity = line.getByRole('textbox', { name: `Quantity of ${ONION}, in kg` });
    await expect.poll(() => quantity.inputValue()).toBe('25');
    await expect
      .poll(() => line.textContent())
      .toContain(`Volume price ${inr.format(at25!.price)}/kg was ${inr.format(perKg)}/kg`);
    await expect.poll(() => line.textContent()).toContain(`Subtotal: ${total(at25!.price, 25)}`);
    // The next price is the 100 kg one now.
    await line.getByRole('button', { name: `Add 75 kg to pay ${inr.format(at100!.price)}/kg` }).waitFor();
    await fitsPhone(page);

    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL((u) => u.pathname === '/checkout');
    await placeCashOrder(page);
    await page.waitForURL((u) => u.pathname === '/orders');

    const order = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').first();
    const ordered = order
      .getByRole('list', { name: /^Items of order/ })
      .getByRole('listitem')
      .filter({ hasText: ONION });
    await ordered.waitFor();
    expect(await ordered.textContent()).toBe(
      `${ONION} × 25 kgvolume price ${inr.format(at25!.price)}/kgFreshFarm · Meena Traders${total(at25!.price, 25)}`,
    );
    await fitsPhone(page);
    const placed = (await apiAsPage(page, 'GET', '/orders')).data.orders[0].items[0];
    expect([placed.price_rule, placed.price, placed.list_price]).toEqual(['volume', at25!.price, perKg]);
    await page.context().close();
  });

  it('a supplier lists by the kg with two volume prices, told first that one is not cheaper', async () => {
    const page = await browser.page({ mobile: true });
    await loginAs(page, DEMO.supplier);
    await page.waitForURL((u) => u.pathname === '/supplier');
    await page.goto('/supplier/products');
    const name = `Sack Onion ${Date.now().toString(36)}`;

    await page.getByRole('button', { name: 'Add New Product' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Product name').fill(name);
    await dialog.getByLabel('Category').selectOption({ label: 'Vegetables' });
    await dialog.getByLabel('Sold by').selectOption('kg');
    await dialog.getByLabel('Price per kg (₹)', { exact: true }).fill('50');
    await dialog.getByLabel('Stock quantity (kg)').fill('500');
    await seen(page, 'Buyers pay the lower price once their quantity reaches it. Up to 5.');

    const add = dialog.getByRole('button', { name: 'Add a volume price' });
    await add.click();
    const from1 = dialog.getByLabel('Volume price 1: From (kg)');
    await expect.poll(() => from1.evaluate((el) => el === document.activeElement)).toBe(true);
    await from1.fill('25');
    await dialog.getByLabel('Volume price 1: Price per kg (₹)').fill('46');
    await add.click();
    await dialog.getByLabel('Volume price 2: From (kg)').fill('100');
    const price2 = dialog.getByLabel('Volume price 2: Price per kg (₹)');
    await price2.fill('48');
    await fitsPhone(page);
    await dialogFits(page);

    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await seen(page, 'Each break is cheaper than the price before it');
    expect(await price2.getAttribute('aria-invalid')).toBe('true');
    expect(
      await dialog.getByLabel('Volume price 1: Price per kg (₹)').getAttribute('aria-invalid'),
    ).toBeNull();
    await price2.fill('42');
    expect(await page.getByText('Each break is cheaper than the price before it').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await seen(page, 'Product added! Pending admin approval.');

    const listed: { name: string; price_breaks: unknown }[] = (
      await apiAsPage(page, 'GET', '/supplier/products')
    ).data;
    const product = listed.find((p) => p.name === name);
    expect(product?.price_breaks).toEqual([
      { from_quantity: 25, price: 46 },
      { from_quantity: 100, price: 42 },
    ]);

    // Edit shows the listing's volume prices; removing one keeps the other.
    const card = page.getByTestId('supplier-product').filter({ hasText: name });
    await card.getByRole('button', { name: `Edit ${name}` }).click();
    await expect.poll(() => dialog.getByLabel('Volume price 2: From (kg)').inputValue()).toBe('100');
    await dialog.getByRole('button', { name: 'Remove volume price 2' }).click();
    expect(await dialog.getByLabel('Volume price 2: From (kg)').count()).toBe(0);
    await fitsPhone(page);
    await dialogFits(page);
    await page.context().close();
  });
});
