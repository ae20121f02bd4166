import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  api,
  apiAsPage,
  DEMO,
  DEMO_PASSWORD,
  loginAs,
  placeCashOrder,
  useBrowser,
} from './support/browser.ts';

const browser = useBrowser();

const CHICKEN = 'Fresh Chicken Curry Cut';
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const fitsPhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

/** The customer's newest order, as the API answers it. */
const newestOrder = async (page: Page) => (await apiAsPage(page, 'GET', '/orders')).data.orders[0];

describe('catch-weight on a phone', () => {
  it('orders about 2.5 kg of chicken, the supplier weighs 2.62 kg, the customer sees the weight and the new total', async () => {
    const customer = await browser.page({ mobile: true });
    await loginAs(customer, DEMO.customer);
    await customer.waitForURL((u) => u.pathname === '/products');
    for (const item of (await apiAsPage(customer, 'GET', '/cart')).data.items)
      await apiAsPage(customer, 'DELETE', `/cart/${item.id}`);

    await customer.goto('/products?search=chicken%20curry%20cut');
    const card = customer
      .getByRole('list', { name: 'Products' })
      .getByRole('listitem')
      .filter({ has: customer.getByRole('heading', { name: CHICKEN }) });
    await card.waitFor();
    expect(await card.getByText('weighed when packed, ±10%', { exact: false }).count()).toBe(1);
    const perKg = Number(
      (await card.getByText(/₹[\d,.]+\/kg/).textContent())!.match(/₹([\d,.]+)\/kg/)![1]!.replaceAll(',', ''),
    );
    const amount = card.getByRole('textbox', { name: `Quantity of ${CHICKEN}, in kg` });
    await amount.fill('2.5');
    await amount.press('Enter');
    await expect.poll(() => amount.inputValue()).toBe('2.5');
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => customer.getByTestId('cart-count').textContent()).toBe('1');

    await customer.goto('/cart');
    await customer.getByText('about 2.5 kg · estimated, ±10%').waitFor();
    expect(await customer.getByText('Estimated total').count()).toBe(1);
    await fitsPhone(customer);

    await customer.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await customer.waitForURL((u) => u.pathname === '/checkout');
    await customer.getByText(`about 2.5 kg × ${inr.format(perKg)}/kg`).waitFor();
    expect(
      await customer.getByText('The final amount follows the weight packed, at most +10%.').count(),
    ).toBe(1);
    await placeCashOrder(customer);
    await customer.waitForURL((u) => u.pathname === '/orders');

    const placed = await newestOrder(customer);
    const orderCard = customer
      .getByRole('list', { name: 'Orders' })
      .getByRole('listitem')
      .filter({ hasText: placed.order_number })
      .first();
    const chickenLine = orderCard.getByRole('list', { name: /^Items of order/ }).getByRole('listitem');
    await chickenLine.getByText(`${CHICKEN} × about 2.5 kg`).waitFor();
    expect(await chickenLine.getByText('estimated, ±10%').count()).toBe(1);
    await fitsPhone(customer);

    // The supplier accepts its part and weighs the chicken: outside ±10% first, then 2.62 kg.
    const supplier = await browser.page({ mobile: true });
    await loginAs(supplier, DEMO.supplier);
    await supplier.goto('/supplier/orders?status=new');
    const part = () =>
      supplier
        .getByRole('list', { name: 'Orders' })
        .getByRole('listitem')
        .filter({ hasText: placed.order_number });
    await part().getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => supplier.getByText(`Order accepted (${placed.order_number})`).count()).toBe(1);
    await supplier.goto('/supplier/orders?status=accepted');
    await part()
      .getByRole('button', { name: `Enter weight of ${CHICKEN}` })
      .click();
    const dialog = supplier.getByRole('dialog');
    await dialog
      .getByText('Allowed without asking the customer: 2.25 kg to 2.75 kg (±10%).', { exact: false })
      .waitFor();
    const weight = dialog.getByLabel('Weight packed (kg)');
    expect(await weight.getAttribute('inputmode')).toBe('decimal');
    await weight.fill('3.4');
    await dialog.getByRole('button', { name: 'Save weight' }).click();
    await dialog.getByRole('button', { name: 'Ask the customer to accept 3.4 kg' }).waitFor();
    expect(await dialog.getByRole('alert').textContent()).toContain('3.4 kg is outside 2.25 kg to 2.75 kg');
    await weight.fill('2.62');
    await dialog.getByRole('button', { name: 'Save weight' }).click();
    await expect
      .poll(() => supplier.getByText(`${CHICKEN}: weighed 2.62 kg.`, { exact: false }).count())
      .toBe(1);
    await part().getByText('2.62 kg (ordered about 2.5 kg)', { exact: false }).waitFor();
    await fitsPhone(supplier);

    const weighed = await newestOrder(customer);
    expect(weighed.items[0]).toMatchObject({
      quantity: 2.62,
      estimated_quantity: 2.5,
      estimated: false,
      proposed_quantity: null,
    });
    expect(weighed.total_amount).not.toBe(placed.total_amount);
    await customer.reload();
    await chickenLine.getByText(`${CHICKEN} × 2.62 kg (ordered about 2.5 kg)`).waitFor();
    const lineTotal = inr.format(Math.round(perKg * 100 * 2.62) / 100);
    expect(await chickenLine.textContent()).toContain(lineTotal);
    expect(await orderCard.textContent()).toContain(`Total${inr.format(weighed.total_amount)}`);
    expect(await orderCard.getByText('Estimated total').count()).toBe(0);
    await fitsPhone(customer);
    await Promise.all([customer.context().close(), supplier.context().close()]);
  });

  it('puts a weight outside the tolerance to the customer, who accepts it at its price', async () => {
    // Placed through the API: the first test covers ordering on screen.
    const token = (
      await api('POST', '/auth/login', undefined, { email: DEMO.customer, password: DEMO_PASSWORD })
    ).access_token as string;
    const found = await api('GET', `/products?search=${encodeURIComponent(CHICKEN)}`, token);
    const product = found.products.find((p: { name: string }) => p.name === CHICKEN);
    for (const item of (await api('GET', '/cart', token)).items)
      await api('DELETE', `/cart/${item.id}`, token);
    await api('POST', '/cart', token, { product_id: product.id, quantity: 2.5 });
    const order = await api('POST', '/orders', token, {
      delivery_address: '14 Palasia Square, Indore',
      phone: '9876543210',
      payment_method: 'COD',
      contact_person: 'Ravi Kumar',
    });
    await api('POST', `/orders/${order.id}/verify-payment`, token);

    const supplier = await browser.page({ mobile: true });
    await loginAs(supplier, DEMO.supplier);
    await supplier.goto('/supplier/orders?status=new');
    const part = supplier
      .getByRole('list', { name: 'Orders' })
      .getByRole('listitem')
      .filter({ hasText: order.order_number });
    // Accepted first, so the order no longer counts among the customer's unpaid waiting ones.
    await part.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => supplier.getByText(`Order accepted (${order.order_number})`).count()).toBe(1);
    await supplier.goto('/supplier/orders?status=accepted');
    await part.getByRole('button', { name: `Enter weight of ${CHICKEN}` }).click();
    const dialog = supplier.getByRole('dialog');
    await dialog.getByLabel('Weight packed (kg)').fill('2.9');
    await dialog.getByRole('button', { name: 'Save weight' }).click();
    await dialog.getByRole('button', { name: 'Ask the customer to accept 2.9 kg' }).click();
    await part.getByText('Awaiting customer: 2.9 kg').waitFor();

    const customer = await browser.page({ mobile: true });
    await loginAs(customer, DEMO.customer);
    await customer.goto('/orders');
    const line = customer
      .getByRole('list', { name: `Items of order ${order.order_number}` })
      .getByRole('listitem');
    await line
      .getByText(
        'Supplier weighed 2.9 kg (you ordered about 2.5 kg, allowed up to 2.75 kg). Accept the weight?',
      )
      .waitFor();
    await fitsPhone(customer);
    await line.getByRole('button', { name: `Accept the weight of ${CHICKEN}` }).click();
    const lineTotal = inr.format(Math.round(product.price * 100 * 2.9) / 100);
    const confirm = customer.getByRole('dialog');
    expect(await confirm.textContent()).toContain(`The line becomes 2.9 kg at ${lineTotal}`);
    await confirm.getByRole('button', { name: 'Accept' }).click();
    await line.getByText(`${CHICKEN} × 2.9 kg (ordered about 2.5 kg)`).waitFor();
    expect(await line.textContent()).toContain(lineTotal);
    expect(await line.getByRole('button').count()).toBe(0);
    await Promise.all([customer.context().close(), supplier.context().close()]);
  });
});
