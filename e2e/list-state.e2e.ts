import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, loginAs, useBrowser } from './support/browser.ts';

const browser = useBrowser();

const search = (page: Page) => new URL(page.url()).searchParams;
const firstOrder = (page: Page) => page.getByTestId('order-number').first().textContent();
const pageOf = (page: Page, n: number) =>
  expect
    .poll(() =>
      page
        .getByRole('navigation', { name: 'Pages' })
        .getByText(new RegExp(`^Page ${n} of \\d+$`))
        .count(),
    )
    .toBe(1);

describe('admin lists keep their filters and page in the address', () => {
  it('orders: a search and page 2 survive a reload, back returns to page 1, typing adds no history', async () => {
    const page = await browser.page();
    await loginAs(page, DEMO.admin);
    await page.goto('/admin/orders');
    await expect.poll(() => page.getByRole('heading', { name: 'Manage Orders', level: 1 }).count()).toBe(1);
    const before = await page.evaluate(() => history.length);
    await page.getByLabel('Search orders').pressSequentially('Spice Route', { delay: 20 });
    await expect.poll(() => search(page).get('q')).toBe('Spice Route');
    expect(await page.evaluate(() => history.length)).toBe(before);
    await pageOf(page, 1);
    // The list may still show the orders before the search: read page 1 once it is the search's.
    // A desktop shows a row per order (decision 0108); after the tick box and the order, its cell
    // names the restaurant first (the slot under it is medium weight too, in a lighter colour).
    const restaurants = () =>
      page
        .getByTestId('staff-order-row')
        .locator('td:nth-child(3) span.font-medium.text-stone-900')
        .allTextContents();
    await expect
      .poll(async () => {
        const shown = await restaurants();
        return shown.length > 0 && shown.every((r) => r.includes('Spice Route'));
      })
      .toBe(true);
    const pageOne = await firstOrder(page);

    await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => search(page).get('page')).toBe('2');
    await pageOf(page, 2);
    await expect.poll(() => firstOrder(page)).not.toBe(pageOne);
    const pageTwo = await firstOrder(page);
    expect((await restaurants()).every((r) => r.includes('Spice Route'))).toBe(true);

    await page.reload();
    await pageOf(page, 2);
    expect(await page.getByLabel('Search orders').inputValue()).toBe('Spice Route');
    await expect.poll(() => firstOrder(page)).toBe(pageTwo);

    await page.goBack();
    await expect.poll(() => search(page).get('page')).toBeNull();
    await pageOf(page, 1);
    expect(search(page).get('q')).toBe('Spice Route');
    expect(await page.getByLabel('Search orders').inputValue()).toBe('Spice Route');
    await expect.poll(() => firstOrder(page)).toBe(pageOne);
    await page.context().close();
  });

  it('customers: the status filter and sort survive a reload; back undoes the sort', async () => {
    const page = await browser.page();
    await loginAs(page, DEMO.admin);
    await page.goto('/admin/customers');
    const table = page.getByRole('table', { name: 'Customers' });
    await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThan(5);
    await page.getByRole('combobox', { name: 'Status' }).selectOption('active');
    await expect.poll(() => search(page).get('status')).toBe('active');
    await table.getByRole('button', { name: /Email/ }).click();
    await expect.poll(() => search(page).get('sort')).toBe('email');
    const emailHeader = table.getByRole('columnheader', { name: /Email/ });
    await expect.poll(() => emailHeader.getAttribute('aria-sort')).toBe('ascending');
    // The header turns before the server's sorted rows arrive: read them once they are sorted.
    const column = () => table.locator('tbody tr td:nth-child(3)').allTextContents();
    await expect
      .poll(async () => {
        const shown = await column();
        return shown.join('\n') === [...shown].sort().join('\n');
      })
      .toBe(true);
    const emails = await column();

    await page.reload();
    await expect.poll(() => emailHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(await page.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('active');
    await expect.poll(column).toEqual(emails);

    await page.goBack();
    await expect.poll(() => search(page).get('sort')).toBeNull();
    expect(search(page).get('status')).toBe('active');
    await expect.poll(() => emailHeader.getAttribute('aria-sort')).toBeNull();
    await page.context().close();
  });

  it('an invalid parameter falls back to the default instead of an error screen', async () => {
    const page = await browser.page();
    await loginAs(page, DEMO.admin);
    await page.goto('/admin/customers?page=-3&sort=nonsense&status=maybe');
    await expect
      .poll(() => page.getByRole('table', { name: 'Customers' }).locator('tbody tr').count())
      .toBeGreaterThan(5);
    expect(await page.getByText('Oops! Something went wrong').count()).toBe(0);
    expect(await page.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('');
    await page.context().close();
  });
});
