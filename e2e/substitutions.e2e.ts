import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, apiAsPage, DEMO, loginAs, useBrowser } from './support/browser.ts';
import {
  acceptedOrder,
  newRestaurant,
  offerThroughApi,
  substituteName,
  substitutePair,
} from './support/substitutions.ts';

const browser = useBrowser();

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const fitsPhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

type Order = Awaited<ReturnType<typeof acceptedOrder>>;
let scene: Awaited<ReturnType<typeof substitutePair>>;
let customer: Awaited<ReturnType<typeof newRestaurant>>;
let accepting: Order;
let declining: Order;

// Two orders of a new restaurant, both accepted by the demo supplier: on the first the supplier
// offers a substitute on screen, on the second (which has another line too) through the API.
beforeAll(async () => {
  scene = await substitutePair();
  customer = await newRestaurant(scene.cityId);
  accepting = await acceptedOrder(customer.token, [[scene.ordered, 2]]);
  declining = await acceptedOrder(customer.token, [
    [scene.ordered, 2],
    [scene.other, 1],
  ]);
  await offerThroughApi(declining, scene.ordered, scene.substitute);
});

const orderOf = async (id: string) =>
  (await api('GET', '/orders', customer.token)).orders.find((o: { id: string }) => o.id === id);

describe('substitutes with consent on phones', () => {
  it('the supplier offers a substitute; the customer accepts one, declines another and sets the standing answer', async () => {
    const { ordered, substitute } = scene;
    const offered = substituteName(substitute);

    // The supplier, packing, cannot send the ordered listing: it offers another of the category.
    const supplier = await browser.page({ mobile: true });
    await loginAs(supplier, DEMO.supplier);
    await supplier.goto('/supplier/orders?status=accepted');
    const part = supplier
      .getByRole('list', { name: 'Orders' })
      .getByRole('listitem')
      .filter({ hasText: accepting.order_number });
    await part.getByRole('button', { name: `Offer substitute for ${ordered.name}` }).click();
    const dialog = supplier.getByRole('dialog');
    const choices = dialog.getByRole('group', { name: 'Listing to offer instead' });
    await choices.waitFor();
    // Its own listings of the category, named as the customer will read them; not the one ordered.
    expect(await choices.getByRole('radio', { name: offered }).count()).toBeGreaterThan(0);
    expect(await choices.locator(`input[value="${ordered.id}"]`).count()).toBe(0);
    await choices.locator(`input[value="${substitute.id}"]`).check();
    // Sold by the pack like the line: the quantity is what the line ships.
    const quantity = dialog.getByRole('textbox', { name: `Quantity (${substitute.unit})` });
    expect(await quantity.inputValue()).toBe('2');
    const price = dialog.getByRole('textbox', { name: /Lower price per pack/ });
    await price.fill(String(substitute.price + 1));
    await dialog.getByRole('button', { name: 'Offer substitute' }).click();
    await dialog.getByText(`Enter at most the listed ${inr.format(substitute.price)}`).waitFor();
    expect(await price.evaluate((e) => e === document.activeElement)).toBe(true);
    await fitsPhone(supplier);
    await price.fill('');
    await price.press('Enter');
    await expect
      .poll(() =>
        supplier.getByText(`Offered ${offered} × 2 instead of ${ordered.name}.`, { exact: false }).count(),
      )
      .toBe(1);
    await part.getByText(`Substitute offered: ${offered} × 2 — waiting for the customer`).waitFor();
    expect(await part.getByRole('button', { name: `Offer substitute for ${ordered.name}` }).count()).toBe(0);
    await fitsPhone(supplier);

    // The customer, on a 360 px phone, sees the offer on its order and accepts it.
    const phone = await browser.page({ mobile: true });
    await loginAs(phone, customer.email, customer.password);
    await phone.goto('/orders');
    const card = (number: string) =>
      phone
        .getByRole('list', { name: 'Orders' })
        .getByRole('listitem')
        .filter({ has: phone.getByRole('heading', { name: `Order ${number}` }) });
    const lines = (number: string) => phone.getByRole('list', { name: `Items of order ${number}` });
    const first = lines(accepting.order_number);
    await first.getByText(`The supplier cannot send ${ordered.name}.`).waitFor();
    expect(await first.textContent()).toContain(
      `Offered instead: ${offered} × 2 for ${inr.format(substitute.price * 2)} (the line was ${inr.format(ordered.price * 2)}), before GST.`,
    );
    expect(await card(accepting.order_number).getByText('Substitute to answer').count()).toBe(1);
    await fitsPhone(phone);
    const beforeAccepting = (await orderOf(accepting.id)).total_amount;
    await first.getByRole('button', { name: `Accept the substitute for ${ordered.name}` }).click();
    await first.getByText(`Substitute for ${ordered.name}`).waitFor();
    expect(await first.getByText(`Replaced by ${offered}`).count()).toBe(1);
    expect(await first.getByRole('button').count()).toBe(0);
    const accepted = await orderOf(accepting.id);
    const added = accepted.items.find((i: { substitute_for: string | null }) => i.substitute_for);
    expect(added).toMatchObject({ product_id: substitute.id, quantity: 2, price: substitute.price });
    // The substitute is the cheaper listing: the order costs less now.
    expect(accepted.total_amount).toBeLessThan(beforeAccepting);
    expect(await first.textContent()).toContain(`${substitute.name} (${substitute.unit}) × 2`);
    await expect
      .poll(() => card(accepting.order_number).textContent())
      .toContain(`Total${inr.format(accepted.total_amount)}`);
    expect(await card(accepting.order_number).getByText('Substitute to answer').count()).toBe(0);
    await fitsPhone(phone);

    // The second order's offer is declined: the line is left out, the other line stays.
    const second = lines(declining.order_number);
    const before = (await orderOf(declining.id)).total_amount;
    await second.getByRole('button', { name: `Decline the substitute for ${ordered.name}` }).click();
    const confirm = phone.getByRole('dialog');
    expect(await confirm.textContent()).toContain(`${ordered.name} is then left out of this order`);
    await confirm.getByRole('button', { name: 'Decline', exact: true }).click();
    await second.getByText('Left out: you declined the substitute').waitFor();
    const declined = await orderOf(declining.id);
    expect(declined.status).not.toBe('cancelled');
    expect(declined.total_amount).toBeLessThan(before);
    expect(
      declined.items.find((i: { product_id: string }) => i.product_id === scene.other.id).supplied_quantity,
    ).toBe(1);
    await expect
      .poll(() => card(declining.order_number).textContent())
      .toContain(`Total${inr.format(declined.total_amount)}`);
    await fitsPhone(phone);

    // The standing answer: the same item from another brand, up to 10% dearer, without asking.
    await phone.getByText('Substitutes: Always ask me').click();
    await phone
      .getByRole('radio', { name: 'Accept the same item from another brand without asking' })
      .check();
    const percent = phone.getByRole('spinbutton', { name: 'Up to how many percent dearer (0 to 50)' });
    await percent.fill('60');
    await phone.getByRole('button', { name: 'Save setting' }).click();
    await phone.getByText('Enter a whole percentage from 0 to 50').waitFor();
    await percent.fill('10');
    await phone.getByRole('button', { name: 'Save setting' }).click();
    const said = 'Accept the same item from another brand up to 10% dearer without asking';
    await phone.getByText(`Saved. ${said}.`).first().waitFor();
    expect(await phone.getByText(`Substitutes: ${said}`).count()).toBe(1);
    expect((await apiAsPage(phone, 'GET', '/auth/me')).data.substitute_up_to_percent).toBe(10);
    await fitsPhone(phone);

    // The supplier sees both answers, and the substitute line names the line it replaces.
    await supplier.reload();
    await part.getByText(`Substitute accepted: ${offered} × 2`).waitFor();
    expect(await part.getByText(`instead of ${ordered.name}`).count()).toBe(1);
    await Promise.all([phone.context().close(), supplier.context().close()]);
  });
});
