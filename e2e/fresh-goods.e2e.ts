import { describe, expect, it } from 'vitest';
import { apiAsPage, fitsPhone, placeCashOrder, useBrowser } from './support/browser.ts';
import { ONION, onionCard } from './support/fresh-order.ts';

const browser = useBrowser();

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

describe('fresh goods by weight on a phone', () => {
  it('orders 2.5 kg of onions: stepper and typed quantity, cart line total, cash on delivery, the order', async () => {
    const page = await browser.page({ mobile: true });
    const card = await onionCard(page);
    // The card's price, not its volume prices ('₹32.00/kg from 25 kg').
    const perKg = Number(
      (await card.getByText(/₹[\d,.]+\/kg(?! from)/).textContent())!
        .match(/₹([\d,.]+)\/kg/)![1]!
        .replaceAll(',', ''),
    );
    expect(perKg).toBeGreaterThan(0);
    expect(await card.getByText('Minimum 1 kg, in steps of 250 g').count()).toBe(1);

    // From the minimum, in steps; the box also takes a typed quantity with a decimal comma.
    const amount = card.getByRole('textbox', { name: `Quantity of ${ONION}, in kg` });
    expect(await amount.getAttribute('inputmode')).toBe('decimal');
    expect(await amount.inputValue()).toBe('1');
    expect(await card.getByRole('button', { name: `Decrease Quantity of ${ONION}` }).isDisabled()).toBe(true);
    await card.getByRole('button', { name: `Increase Quantity of ${ONION}` }).click();
    await expect.poll(() => amount.inputValue()).toBe('1.25');
    await amount.fill('2,5');
    await amount.press('Enter');
    await expect.poll(() => amount.inputValue()).toBe('2.5');
    await fitsPhone(page);
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect
      .poll(() => page.getByText('Added 2.5 kg to cart', { exact: true }).count())
      .toBeGreaterThan(0);
    // A line sold by weight counts once in the badge.
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1');

    await page.goto('/cart');
    const line = page
      .getByRole('list', { name: 'Cart items' })
      .getByRole('listitem')
      .filter({ hasText: ONION });
    await line.waitFor();
    const lineTotal = inr.format(Math.round(perKg * 100 * 2.5) / 100);
    expect(await line.getByRole('textbox', { name: `Quantity of ${ONION}, in kg` }).inputValue()).toBe('2.5');
    expect(await line.getByText(`${inr.format(perKg)}/kg`).count()).toBe(1);
    expect(await line.textContent()).toContain(`Subtotal: ${lineTotal}`);
    await fitsPhone(page);

    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL((u) => u.pathname === '/checkout');
    await page.getByText(`2.5 kg × ${inr.format(perKg)}/kg`).waitFor();
    await placeCashOrder(page);
    await page.waitForURL((u) => u.pathname === '/orders');

    const order = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').first();
    const ordered = order.getByRole('list', { name: /^Items of order/ }).getByRole('listitem');
    await ordered.filter({ hasText: ONION }).waitFor();
    expect(await ordered.filter({ hasText: ONION }).textContent()).toBe(
      `${ONION} × 2.5 kgFreshFarm · Meena Traders${lineTotal}`,
    );
    await fitsPhone(page);
    const placed = (await apiAsPage(page, 'GET', '/orders')).data.orders[0];
    expect(placed.items.map((i: { quantity: number; sold_by: string }) => [i.quantity, i.sold_by])).toEqual([
      [2.5, 'kg'],
    ]);
    await page.context().close();
  });
});
