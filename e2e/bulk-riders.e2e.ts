import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seen, seriousFindings } from './support/axe.ts';
import { api, DEMO, fitsPhone, loginAs, useBrowser } from './support/browser.ts';
import { onionOrder } from './support/fresh-order.ts';
import { openJob, query, token } from './support/rider.ts';

// Issue 41 item 6 (decision 0116): one rider for several orders from the staff orders table.
const browser = useBrowser();
const riderId = async () =>
  String((await query('select id from users where email = ?', [DEMO.delivery]))[0]!.id);
const bar = (page: Page) => page.getByRole('group', { name: 'Actions on the selected orders' });

describe('one rider for several orders', () => {
  it('at 1366 px a sub-admin gives three orders of its city to one rider; one taken meanwhile stays selected with its reason', async () => {
    const orders = [await onionOrder(1), await onionOrder(1), await onionOrder(1)];
    const [first, second, taken] = orders as [(typeof orders)[0], (typeof orders)[0], (typeof orders)[0]];
    const rider = await riderId();
    const page = await browser.page();
    await page.setViewportSize({ width: 1366, height: 800 });
    await loginAs(page, DEMO.sub_admin);
    await page.waitForURL((u) => u.pathname === '/admin');
    // No status filter: the assigned orders stay in the list, newest first.
    await page.goto('/admin/orders');
    const table = page.getByRole('table', { name: 'Manage Orders' });
    const pick = (n: string) => table.getByRole('checkbox', { name: `Select order ${n}` });
    for (const o of orders) await pick(o.orderNumber).check();
    await seen(page, '3 selected');
    const riders = bar(page).getByRole('combobox', { name: 'Rider for the selected orders' });
    await expect.poll(() => riders.isEnabled()).toBe(true);
    await riders.selectOption(rider);
    await bar(page).getByRole('button', { name: 'Assign rider' }).click();
    const dialog = page.getByRole('dialog');
    await seen(page, 'Assign 3 orders to Deepak Rider?');
    expect(await seriousFindings(page)).toEqual([]);
    // A colleague assigns one of them before the confirmation: the server refuses it in the batch.
    await api('POST', `/admin/orders/${taken.orderId}/assign-delivery`, await token(DEMO.admin), {
      delivery_person_id: rider,
    });
    await dialog.getByRole('button', { name: 'Assign rider' }).click();
    await seen(page, '2 of 3 assigned to Deepak Rider');
    await seen(
      page,
      `${taken.orderNumber}: This order is already assigned for delivery. Only a failed delivery can be reassigned.`,
    );
    expect(await pick(taken.orderNumber).isChecked()).toBe(true);
    expect(await pick(first.orderNumber).isChecked()).toBe(false);
    expect(await pick(second.orderNumber).isChecked()).toBe(false);
    await seen(page, '1 selected');
    for (const o of [first, second])
      await expect
        .poll(() =>
          page
            .getByTestId('staff-order-row')
            .filter({ hasText: o.orderNumber })
            .getByText('Deepak Rider')
            .count(),
        )
        .toBeGreaterThan(0);
    expect(await seriousFindings(page)).toEqual([]);
    await page.context().close();

    // The rider has the jobs on the portal.
    const riderPage = await browser.page({ mobile: true });
    await loginAs(riderPage, DEMO.delivery);
    await riderPage.waitForURL((u) => u.pathname === '/delivery');
    for (const o of [first, second]) await openJob(riderPage, o.orderNumber);
    await riderPage.context().close();
  });

  it('a super admin whose selection spans two cities is asked to narrow the list to one city', async () => {
    const mine = await onionOrder(1);
    const [home] = await query('select city_id from orders where id = ?', [mine.orderId]);
    const [elsewhere] = await query(
      `select o.order_number, o.city_id, c.name from orders o join cities c on c.id = o.city_id
        where o.city_id <> ? order by o.created_at desc limit 1`,
      [String(home!.city_id)],
    );
    const page = await browser.page();
    await page.setViewportSize({ width: 1366, height: 800 });
    await loginAs(page, DEMO.admin);
    await page.waitForURL((u) => u.pathname === '/admin');
    const table = page.getByRole('table', { name: 'Manage Orders' });
    const pick = (n: string) => table.getByRole('checkbox', { name: `Select order ${n}` });
    await page.goto('/admin/orders');
    // Searching keeps the selection: it is one screen, the address changes in place.
    const search = page.getByRole('searchbox', { name: 'Search orders' });
    const rows = table.getByTestId('staff-order-row');
    for (const n of [mine.orderNumber, String(elsewhere!.order_number)]) {
      await search.fill(n);
      // The search is sent after a pause: the list shows only this order, and is no longer dimmed.
      await expect
        .poll(async () => [await rows.count(), await rows.filter({ hasText: n }).count()])
        .toEqual([1, 1]);
      await expect.poll(() => table.getAttribute('aria-busy')).toBeNull();
      await pick(n).check();
    }
    await seen(page, '2 selected');
    await seen(
      page,
      'The selected orders are in 2 cities. A rider works in one city: show one city’s orders to assign a rider.',
    );
    expect(await bar(page).getByRole('combobox', { name: 'Rider for the selected orders' }).count()).toBe(0);
    expect(await seriousFindings(page)).toEqual([]);
    await bar(page)
      .getByRole('button', { name: `Only ${String(elsewhere!.name)} (1)` })
      .click();
    await page.waitForURL((u) => u.searchParams.get('city') === String(elsewhere!.city_id));
    await seen(page, '1 selected');
    await expect
      .poll(() => bar(page).getByRole('combobox', { name: 'Rider for the selected orders' }).count())
      .toBe(1);
    await page.context().close();
  });

  it('on a 360 px phone staff pick an order card and assign it a rider from the bulk bar', async () => {
    const order = await onionOrder(1);
    const page = await browser.page({ mobile: true });
    await loginAs(page, DEMO.sub_admin);
    await page.waitForURL((u) => u.pathname === '/admin');
    await page.goto(`/admin/orders?q=${order.orderNumber}`);
    expect(await page.getByRole('table', { name: 'Manage Orders' }).count()).toBe(0);
    await page.getByRole('checkbox', { name: `Select order ${order.orderNumber}` }).check();
    await seen(page, '1 selected');
    const riders = bar(page).getByRole('combobox', { name: 'Rider for the selected orders' });
    await expect.poll(() => riders.isEnabled()).toBe(true);
    await riders.selectOption(await riderId());
    await fitsPhone(page);
    expect(await seriousFindings(page)).toEqual([]);
    await bar(page).getByRole('button', { name: 'Assign rider' }).click();
    await seen(page, 'Assign 1 order to Deepak Rider?');
    await page.getByRole('dialog').getByRole('button', { name: 'Assign rider' }).click();
    await seen(page, '1 of 1 assigned to Deepak Rider');
    await expect.poll(() => bar(page).count()).toBe(0);
    await fitsPhone(page);
    await page.context().close();
  });
});
