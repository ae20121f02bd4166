import { formatRupees } from '@app/api/shared';
import { describe, expect, it } from 'vitest';
import { api, baseUrl, loginAs, useBrowser } from './support/browser.ts';
import { query, token } from './support/rider.ts';

// Decisions 0099 and 0112: the owner of the demo group reads its spend by outlet; the chef none.
const browser = useBrowser();
const today = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const OWNER = 'owner@demo.supply';

/** A cash order of the owner for the Bandra outlet, placed through the API with X-Outlet. */
async function bandraOrder(owner: string) {
  const [outlet] = await query(`select id, city_id from outlets where name = 'Malwa Spice, Bandra'`);
  const [product] = await query(
    `select id from products where approval_status = 'approved' and is_active = 1 and expired = 0
      and sold_by = 'pack' and min_quantity <= 1 and stock_quantity >= 5
      and (city_id is null or city_id = ?) order by price_paise desc limit 1`,
    [String(outlet!.city_id)],
  );
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${baseUrl()}/api${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${owner}`,
        'x-outlet': String(outlet!.id),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const data = (await res.json()) as Record<string, any>;
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(data)}`);
    return data;
  };
  await call('POST', '/cart', { product_id: String(product!.id), quantity: 1 });
  const order = await call('POST', '/orders', {
    delivery_address: '5 Hill Road, Bandra West, Mumbai',
    phone: '9876543210',
    payment_method: 'COD',
    contact_person: 'Ravi Kumar',
  });
  expect(order.order_number).toBeTruthy();
}

describe('the spend report of a restaurant group', () => {
  it('the owner groups this month’s spend by outlet on a desktop: Indore and Bandra, as the API sums them', async () => {
    const owner = await token(OWNER);
    const from = `${today().slice(0, 7)}-01`;
    const range = `from=${from}&to=${today()}`;
    const rows = async () =>
      (await api('GET', `/account/spend?${range}&group_by=outlet`, owner)).rows as {
        name: string | null;
        total: number;
      }[];
    if (!(await rows()).some((r) => r.name === 'Malwa Spice, Bandra')) await bandraOrder(owner);
    if (!(await rows()).some((r) => r.name === 'Malwa Spice, Indore')) {
      const [product] = await query(
        `select id from products where approval_status = 'approved' and is_active = 1 and expired = 0
          and sold_by = 'pack' and min_quantity <= 1 and stock_quantity >= 5 and city_id is null limit 1`,
      );
      await api('POST', '/cart', owner, { product_id: String(product!.id), quantity: 1 });
      await api('POST', '/orders', owner, {
        delivery_address: '14 Palasia Square, Indore',
        phone: '9876543210',
        payment_method: 'COD',
      });
    }
    const want = await rows();

    const page = await browser.page();
    await page.setViewportSize({ width: 1366, height: 900 });
    await loginAs(page, OWNER);
    await page.goto('/orders');
    const section = page.getByRole('region', { name: 'Spend' });
    await section.getByRole('button', { name: 'Open spend report' }).click();
    await section.getByLabel('Group by').selectOption('outlet');
    const table = section.getByRole('table', { name: `Spend from ${from} to ${today()} by Outlet` });
    for (const name of ['Malwa Spice, Indore', 'Malwa Spice, Bandra']) {
      const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
      const total = want.find((r) => r.name === name)!.total;
      await expect.poll(() => row.textContent()).toContain(formatRupees(total));
    }
    // One outlet alone: its total is the API's row.
    const bandra = want.find((r) => r.name === 'Malwa Spice, Bandra')!;
    await section.getByLabel('Outlet', { exact: true }).selectOption({ label: 'Malwa Spice, Bandra' });
    await expect
      .poll(() => section.getByTestId('spend-total').textContent())
      .toBe(formatRupees(bandra.total));
  });

  it('the chef, outlet staff, sees no spend section on a phone', async () => {
    const chef = await browser.page({ mobile: true });
    await loginAs(chef, 'chef@demo.supply');
    // The section decides once the business (and the chef's role in it) is read.
    const listed = chef.waitForResponse((r) => r.url().includes('business.list'));
    await chef.goto('/orders');
    await listed;
    await chef.getByRole('heading', { level: 1 }).waitFor();
    await chef.getByRole('button', { name: 'Your business: outlets and people' }).waitFor();
    expect(await chef.getByRole('region', { name: 'Spend' }).count()).toBe(0);
    expect(await chef.getByRole('button', { name: 'Open spend report' }).count()).toBe(0);
  });
});
