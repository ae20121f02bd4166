import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, DEMO, DEMO_PASSWORD, loginAs, useBrowser } from './support/browser.ts';

const browser = useBrowser();

/** A new restaurant orders one of the demo supplier's products (COD) and the order is confirmed. */
async function confirmedOrderForDemoSupplier() {
  const supplier = (
    await api('POST', '/auth/login', undefined, { email: DEMO.supplier, password: DEMO_PASSWORD })
  ).access_token as string;
  const listed = (await api('GET', '/supplier/products', supplier)) as unknown as {
    id: string;
    city_id: string | null;
    approval_status: string;
    is_active: boolean;
    stock_quantity: number;
    sold_by: string;
  }[];
  // A listing sold by the pack: the steps below count whole units.
  const product = listed.find(
    (p) => p.approval_status === 'approved' && p.is_active && p.stock_quantity >= 5 && p.sold_by === 'pack',
  )!;
  const email = `chef.${Date.now()}@example.in`;
  const customer = (
    await api('POST', '/auth/register', undefined, {
      username: 'Meera Joshi',
      email,
      password: 'secret123',
      restaurant_name: 'Joshi Bhojanalaya',
      fssai_number: '12345678901234',
      phone: '9876543210',
      address: '7 Sarafa Bazaar',
      city_id: product.city_id ?? 'city_indore',
      user_type: 'customer',
    })
  ).access_token as string;
  await api('POST', '/cart', customer, { product_id: product.id, quantity: 2 });
  const order = await api('POST', '/orders', customer, {
    delivery_address: '7 Sarafa Bazaar, Indore',
    phone: '9876543210',
    payment_method: 'COD',
    contact_person: 'Meera Joshi',
  });
  await api('POST', `/orders/${order.id}/verify-payment`, customer);
  return { number: order.order_number as string, id: order.id as string, customer };
}

const login = (email: string) =>
  api('POST', '/auth/login', undefined, { email, password: DEMO_PASSWORD }) as Promise<{
    access_token: string;
    user: { id: string };
  }>;

/** Staff give the order to the demo rider, who collects the part with the code the supplier shows. */
async function riderCollects(orderId: string, code: string) {
  const [admin, rider] = await Promise.all([login(DEMO.admin), login(DEMO.delivery)]);
  const assignment = await api('POST', `/admin/orders/${orderId}/assign-delivery`, admin.access_token, {
    delivery_person_id: rider.user.id,
  });
  const [stop] = assignment.pickup_stops as { part_id: string }[];
  await api(
    'POST',
    `/delivery/assignments/${assignment.id}/parts/${stop!.part_id}/collect`,
    rider.access_token,
    { pickup_code: code },
  );
}

const chip = (page: Page, name: RegExp) =>
  page.getByRole('group', { name: 'Status of your part' }).getByRole('button', { name });

describe('supplier orders', () => {
  it('goes from the new-order notification to packed on a 360 px phone; the rider’s code hands it over', async () => {
    const order = await confirmedOrderForDemoSupplier();
    const page = await browser.page({ mobile: true });
    await loginAs(page, DEMO.supplier);
    await page.waitForURL((u) => u.pathname === '/supplier');

    await page.getByRole('button', { name: /Notifications, \d+ unread/ }).click();
    await expect.poll(() => page.getByText(`New order ${order.number}`).count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');

    await page
      .getByRole('navigation', { name: 'Supplier', exact: true })
      .getByRole('link', { name: 'Orders' })
      .click();
    await page.waitForURL((u) => u.pathname === '/supplier/orders');
    await chip(page, /^New/).click();
    await page.waitForURL((u) => u.searchParams.get('status') === 'new');
    const card = () =>
      page.getByRole('list', { name: 'Orders' }).getByRole('listitem').filter({ hasText: order.number });
    await card().getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => page.getByText(`Order accepted (${order.number})`).count()).toBe(1);

    await chip(page, /^Accepted/).click();
    await page.waitForURL((u) => u.searchParams.get('status') === 'accepted');
    // Only one of the two units can go: the supplier ships less, and the customer pays less.
    const totalBefore = (await api('GET', '/orders', order.customer)).orders.find(
      (o: { id: string }) => o.id === order.id,
    ).total_amount;
    await card().getByRole('button', { name: 'Ship less…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/Quantity you will ship/).fill('3');
    await dialog.getByRole('button', { name: 'Ship this many' }).click();
    await expect.poll(() => dialog.getByText('Enter fewer than 2').count()).toBe(1);
    await dialog.getByLabel(/Quantity you will ship/).fill('1');
    await dialog.getByRole('button', { name: 'Ship this many' }).click();
    await expect.poll(() => card().getByText('Shipping 1 of 2 ordered').count()).toBe(1);
    const after = (await api('GET', '/orders', order.customer)).orders.find(
      (o: { id: string }) => o.id === order.id,
    );
    expect(after.total_amount).toBeLessThan(totalBefore);
    expect(after.items[0].supplied_quantity).toBe(1);
    await card().getByRole('button', { name: 'Mark packed' }).click();
    await expect.poll(() => page.getByText(`Marked as packed (${order.number})`).count()).toBe(1);

    // The filter lives in the address: a reload shows the same list.
    await page.goto('/supplier/orders?status=packed');
    const [slip] = await Promise.all([
      page.waitForEvent('download'),
      card().getByRole('button', { name: 'Packing slip' }).click(),
    ]);
    expect(slip.suggestedFilename()).toBe(`Packing_slip_${order.number}.pdf`);
    // Handed over is the rider's step: no button for it, the code goes to the rider with the goods.
    expect(await card().getByRole('button').allTextContents()).toEqual([
      'Ship less…',
      'Reject…',
      'Packing slip',
    ]);
    expect(
      await card().getByText('Hand the goods to the rider with the pick-up code', { exact: false }).count(),
    ).toBe(1);
    const code = (await card().locator('.font-mono.tracking-widest').textContent())!.trim();
    expect(code).toMatch(/^\d{4}$/);
    // Its only supplier accepted: the customer's order is being processed.
    const status = async () =>
      (await api('GET', '/orders', order.customer)).orders.find((o: { id: string }) => o.id === order.id)
        .status;
    expect(await status()).toBe('processing');
    await riderCollects(order.id, code);
    await page.reload();
    await chip(page, /^Handed over/).click();
    await expect.poll(() => card().getByText('Handed over', { exact: true }).count()).toBe(1);
    expect(await card().getByRole('button').allTextContents()).toEqual(['Packing slip']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    expect(await status()).toBe('assigned_for_delivery');
    await page.context().close();
  });
});
