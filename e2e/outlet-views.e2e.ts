import { describe, expect, it } from 'vitest';
import { baseUrl, DEMO, fitsPhone, loginAs, useBrowser } from './support/browser.ts';
import { choose } from './support/language.ts';
import { query, token } from './support/rider.ts';

// Decision 0119: a group's order names its outlet and the person who placed it, for staff and for
// the owner, who filters its orders by outlet.
const browser = useBrowser();

/** A cash order the demo group's purchase manager places for Bandra through the API (X-Outlet). */
async function bandraOrderByManager() {
  const manager = await token('purchasing@demo.supply');
  const [outlet] = await query(`select id, city_id from outlets where name = 'Malwa Spice, Bandra'`);
  const [product] = await query(
    `select id from products where approval_status = 'approved' and is_active = 1 and expired = 0
      and sold_by = 'pack' and min_quantity <= 1 and stock_quantity >= 5
      and (city_id is null or city_id = ?) order by price_paise limit 1`,
    [String(outlet!.city_id)],
  );
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${baseUrl()}/api${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${manager}`,
        'x-outlet': String(outlet!.id),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const data = (await res.json()) as Record<string, any>;
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(data)}`);
    return data;
  };
  for (const item of (await call('GET', '/cart')).items as { id: string }[])
    await call('DELETE', `/cart/${item.id}`);
  await call('POST', '/cart', { product_id: String(product!.id), quantity: 1 });
  const order = await call('POST', '/orders', {
    delivery_address: '5 Hill Road, Bandra West, Mumbai',
    phone: '9876543210',
    payment_method: 'COD',
    contact_person: 'Sanjay Verma',
  });
  return String(order.order_number);
}

describe("a restaurant group's orders by outlet", () => {
  it('on a desktop staff see the outlet, its GSTIN and the person on an order of Malwa Spice Group', async () => {
    const number = await bandraOrderByManager();
    const page = await browser.page();
    await loginAs(page, DEMO.admin);
    await page.goto(`/admin/orders?search=${number}`);
    const row = page.getByTestId('staff-order-row').filter({ hasText: number });
    const outlet = row.getByTestId('order-outlet');
    await outlet.waitFor();
    await expect.poll(() => outlet.textContent()).toContain('Outlet: Malwa Spice, Bandra · Mumbai');
    expect(await outlet.textContent()).toContain('GSTIN 27AABCM4821K1ZF');
    expect(await row.getByTestId('order-placed-by').textContent()).toBe('Placed by: Sanjay Verma');
    // In Hindi the labels are Hindi, the names as they are (translate="no").
    await choose(page, 'हिन्दी', 'click');
    await expect.poll(() => outlet.textContent()).toContain('आउटलेट: Malwa Spice, Bandra');
    const latin = await outlet.evaluate((e) => {
      const copy = e.cloneNode(true) as HTMLElement;
      for (const n of copy.querySelectorAll('[translate="no"]')) n.remove();
      return copy.textContent?.match(/\b[A-Za-z]{2,}\b/g) ?? [];
    });
    expect(latin.filter((w) => w !== 'GSTIN')).toEqual([]);
    await choose(page, 'English', 'click');
    // A one-outlet customer's order names no outlet.
    await page.goto('/admin/orders?search=Ravi%20Kumar');
    const single = page.getByTestId('staff-order-row').filter({ hasText: 'Spice Route Kitchen' }).first();
    await single.waitFor();
    expect(await single.getByTestId('order-outlet').count()).toBe(0);
  });

  it("on a phone the owner filters its orders by outlet in the address and sees who placed Bandra's", async () => {
    await bandraOrderByManager();
    const page = await browser.page({ mobile: true });
    await loginAs(page, 'owner@demo.supply');
    await page.goto('/orders');
    const filter = page.getByLabel('Outlet', { exact: true });
    await filter.waitFor();
    await filter.selectOption({ label: 'Malwa Spice, Bandra' });
    await page.waitForURL(/[?&]outlet=out_/);
    const orders = page.getByRole('list', { name: 'Orders', exact: true });
    const first = orders.getByRole('listitem').first();
    await expect.poll(() => first.getByTestId('order-outlet').textContent()).toContain('Malwa Spice, Bandra');
    await first.getByText('Placed by: Sanjay Verma').first().waitFor();
    const outlets = await orders.getByTestId('order-outlet').allTextContents();
    expect(outlets.every((t) => t.includes('Malwa Spice, Bandra'))).toBe(true);
    await fitsPhone(page);
    // Back to every outlet: the address loses the outlet.
    await filter.selectOption({ label: 'All outlets' });
    await expect.poll(() => new URL(page.url()).searchParams.get('outlet')).toBeNull();
    // An outlet not reached (or no longer) in the address: every outlet's orders instead of an error.
    await page.goto('/orders?outlet=out_not_mine');
    await expect.poll(() => new URL(page.url()).searchParams.get('outlet'), { timeout: 20_000 }).toBeNull();
    await orders.getByTestId('order-outlet').first().waitFor();
  });
});
