import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, DEMO, DEMO_PASSWORD, loginAs, useBrowser } from './support/browser.ts';

const browser = useBrowser();

async function api(method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await res.json()) as Record<string, any>;
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(data)}`);
  return data;
}

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
  }[];
  const product = listed.find(
    (p) => p.approval_status === 'approved' && p.is_active && p.stock_quantity >= 5,
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

const chip = (page: Page, name: RegExp) =>
  page.getByRole('group', { name: 'Status of your part' }).getByRole('button', { name });

describe('supplier orders', () => {
  it('goes from the new-order notification to handed over on a 360 px phone', async () => {
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
    await card().getByRole('button', { name: 'Mark packed' }).click();
    await expect.poll(() => page.getByText(`Marked as packed (${order.number})`).count()).toBe(1);

    // The filter lives in the address: a reload shows the same list.
    await page.goto('/supplier/orders?status=packed');
    const [slip] = await Promise.all([
      page.waitForEvent('download'),
      card().getByRole('button', { name: 'Packing slip' }).click(),
    ]);
    expect(slip.suggestedFilename()).toBe(`Packing_slip_${order.number}.pdf`);
    await card().getByRole('button', { name: 'Hand over to rider' }).click();
    await expect.poll(() => page.getByText(`Handed over to the rider (${order.number})`).count()).toBe(1);
    await chip(page, /^Handed over/).click();
    await expect.poll(() => card().getByText('Handed over', { exact: true }).count()).toBe(1);
    expect(await card().getByRole('button').allTextContents()).toEqual(['Packing slip']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Its only supplier accepted: the customer's order is being processed.
    const mine = await api('GET', '/orders', order.customer);
    expect(mine.orders.find((o: { id: string }) => o.id === order.id).status).toBe('processing');
    await page.context().close();
  });
});
