import { join } from 'node:path';
import { createClient } from '@libsql/client';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api, DEMO, DEMO_PASSWORD, loginAs, useBrowser } from './support/browser.ts';
import { openJob } from './support/rider.ts';

const browser = useBrowser();

async function query(sql: string, args: string[]) {
  const client = createClient({ url: `file:${join(inject('dataDir'), 'e2e.db')}` });
  try {
    return (await client.execute({ sql, args })).rows;
  } finally {
    client.close();
  }
}

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const tokenOf = async (email: string) =>
  (await api('POST', '/auth/login', undefined, { email, password: DEMO_PASSWORD })).access_token as string;

/**
 * A fresh COD order of the demo customer, confirmed, its parts packed and collected, and on its
 * way with the demo rider: what the rider meets at the customer's door.
 */
async function codOrderInTransit() {
  const customer = await tokenOf(DEMO.customer);
  for (const item of (await api('GET', '/cart', customer)).items as { id: string }[])
    await api('DELETE', `/cart/${item.id}`, customer);
  const { products } = await api('GET', '/products?search=rice', customer);
  const product = (products as { id: string; stock_quantity: number }[]).find((p) => p.stock_quantity > 2)!;
  await api('POST', '/cart', customer, { product_id: product.id, quantity: 1 });
  const order = await api('POST', '/orders', customer, {
    delivery_address: '12 MG Road, Indore',
    phone: '9876543210',
    payment_method: 'COD',
  });
  await api('POST', `/orders/${order.id}/verify-payment`, customer);

  const parts = await query(
    `select p.id, p.pickup_code, u.email from order_parts p join users u on u.id = p.supplier_id
      where p.order_id = ?`,
    [order.id],
  );
  for (const p of parts) {
    const supplier = await tokenOf(String(p.email));
    for (const status of ['accepted', 'packed'])
      await api('PUT', `/supplier/orders/${order.id}/status`, supplier, { status });
  }
  const [rider] = await query('select id from users where email = ?', [DEMO.delivery]);
  const admin = await tokenOf(DEMO.admin);
  const assignment = await api('POST', `/admin/orders/${order.id}/assign-delivery`, admin, {
    delivery_person_id: String(rider!.id),
  });
  const riderToken = await tokenOf(DEMO.delivery);
  for (const p of parts)
    await api('POST', `/delivery/assignments/${assignment.id}/parts/${p.id}/collect`, riderToken, {
      pickup_code: String(p.pickup_code),
    });
  for (const status of ['picked_up', 'in_transit'])
    await api('PUT', `/delivery/assignments/${assignment.id}/status`, riderToken, { status });
  const [row] = await query('select delivery_otp, total_paise from orders where id = ?', [order.id]);
  return {
    id: order.id as string,
    number: order.order_number as string,
    otp: String(row!.delivery_otp),
    total: Number(row!.total_paise) / 100,
  };
}

describe('cash on delivery at phone size', () => {
  it('the rider enters the cash collected and hands it over; staff confirm it and the order is paid', async () => {
    const order = await codOrderInTransit();

    const page = await browser.page({ mobile: true });
    await loginAs(page, DEMO.delivery);
    await page.waitForURL((u) => u.pathname === '/delivery');
    await openJob(page, order.number);
    const card = page
      .locator('li')
      .filter({ has: page.getByRole('heading', { name: `Order ${order.number}` }) });
    await expect.poll(() => card.count()).toBe(1);
    // At the door the card itself asks for the code and, for a COD order, the cash collected.
    const step = card.getByRole('form', { name: `Deliver order ${order.number}` });
    await step.getByLabel('Delivery code').fill(order.otp);
    const cash = step.getByLabel('Cash collected (₹)');
    // Prefilled with the amount due; an entry that is not an amount is refused before sending.
    expect(await cash.inputValue()).toBe(order.total.toFixed(2));
    await cash.fill('abc');
    await step.getByRole('button', { name: 'Delivered' }).click();
    await expect
      .poll(() => step.getByText('Enter the cash collected in rupees', { exact: false }).count())
      .toBe(1);
    await cash.fill(order.total.toFixed(2));
    await step.getByRole('button', { name: 'Delivered' }).click();
    await expect.poll(() => card.count()).toBe(0);

    const block = page.getByRole('region', { name: /^Cash to hand over/ });
    await expect.poll(() => block.count()).toBe(1);
    await block.getByText('Orders behind it').click();
    expect(await block.getByText(order.number).count()).toBe(1);
    expect(await noSideScroll(page)).toBe(true);
    const handOver = block.getByRole('button', { name: 'Hand over' });
    expect((await handOver.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await handOver.click();
    const ask = page.getByRole('dialog', { name: 'Hand over cash?' });
    await ask.getByRole('button', { name: 'Hand over' }).click();
    await expect.poll(() => block.count()).toBe(0);
    await page.context().close();

    const admin = await browser.page({ mobile: true });
    await loginAs(admin, DEMO.admin);
    await admin.goto('/admin/cash?status=awaiting');
    const handover = admin
      .getByRole('listitem')
      .filter({ has: admin.getByText(order.number, { exact: true }) })
      .first();
    await expect.poll(() => handover.count()).toBe(1);
    expect(await handover.getByText('Awaiting confirmation').count()).toBe(1);
    expect(await noSideScroll(admin)).toBe(true);
    await handover.getByRole('button', { name: 'Confirm amount received' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Confirm cash received' });
    await confirm.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect.poll(() => admin.getByText(/Cash of .* confirmed/).count()).toBe(1);

    await expect
      .poll(
        async () =>
          (await query('select payment_status from orders where id = ?', [order.id]))[0]?.payment_status,
      )
      .toBe('paid');
    await admin.context().close();
  });
});
