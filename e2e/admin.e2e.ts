import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, loginAs, pageEmoji, useBrowser } from './support/browser.ts';

const browser = useBrowser();

const sidebarLinks = async (page: Page) =>
  (await page.getByRole('navigation', { name: 'Admin' }).getByRole('link').allInnerTexts()).map((t) =>
    t.replace(/^[^A-Za-z]+/, ''),
  );
const toast = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text).count()).toBeGreaterThan(0);
const heading = (page: Page, name: string) =>
  expect.poll(() => page.getByRole('heading', { name, level: 1 }).count()).toBe(1);

describe('a sub-admin sees only its city and its screens', () => {
  const email = `bhopal.${Date.now()}@e2e.test`;

  it('the super admin creates a sub-admin for Bhopal with two permissions', async () => {
    const page = await browser.page();
    await loginAs(page, DEMO.admin);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Sub-admins' }).click();
    await heading(page, 'Sub-admin Management');
    await page.getByRole('button', { name: 'Create Sub-Admin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Sub-Admin' });
    await dialog.getByLabel('Username').fill('Bhavna Bhopal');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill('Bhopal@123');
    await dialog.getByLabel('Phone').fill('9876512345');
    await dialog.getByRole('combobox', { name: /City/ }).selectOption({ label: 'Bhopal, Madhya Pradesh' });
    await dialog.getByLabel('Manage orders').check();
    await dialog.getByLabel('View analytics').check();
    await dialog.getByRole('button', { name: 'Create Sub-Admin' }).click();
    await toast(page, 'Sub-admin created successfully!');
    await expect.poll(() => page.getByRole('cell', { name: email }).count()).toBe(1);
    await page.context().close();
  });

  it('the sub-admin logs in and sees only Bhopal and those screens', async () => {
    const page = await browser.page();
    await loginAs(page, email, 'Bhopal@123');
    await page.waitForURL((u) => u.pathname === '/admin');
    await expect.poll(() => page.getByText('Sub-admin · Bhopal').count()).toBe(1);
    await expect
      .poll(() => sidebarLinks(page))
      .toEqual([
        'Dashboard',
        'Reports',
        'Analytics',
        'Delivery Management',
        'Cash',
        'Orders',
        'Claims',
        'API keys',
      ]);
    // Dashboard: only the cards of its screens.
    await expect.poll(() => page.getByRole('heading', { name: 'Orders', level: 2 }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Reports', level: 2 }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Customers', level: 2 }).count()).toBe(0);

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' }).click();
    await heading(page, 'Manage Orders');
    // A desktop shows a row per order (decision 0108): the customer cell reads "customer · city".
    const rows = page.getByTestId('staff-order-row');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    const customers = await rows.locator('td:nth-child(3)').allInnerTexts();
    const cities = customers
      .filter((t) => / · [A-Z][a-z]+$/m.test(t))
      .map((t) => t.match(/ · ([A-Z][a-z]+)$/m)?.[1]);
    expect(cities.length).toBeGreaterThan(0);
    expect(new Set(cities)).toEqual(new Set(['Bhopal']));

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Reports' }).click();
    await heading(page, 'Reports & Analytics');
    await page.getByRole('button', { name: 'All time' }).click();
    const cityTable = page.getByRole('table', { name: 'City-wise sales' });
    await expect.poll(() => cityTable.locator('tbody tr').count()).toBe(1);
    expect(await cityTable.locator('tbody tr').first().textContent()).toContain('Bhopal');

    // Screens outside its permissions send it back to the dashboard.
    for (const path of ['/admin/customers', '/admin/products', '/admin/sub-admins']) {
      await page.goto(path);
      await page.waitForURL((u) => u.pathname === '/admin');
    }
    await page.context().close();
  });
});

describe('the admin walks every admin screen', () => {
  it('dashboard, customers, suppliers', async () => {
    const page = await browser.page();
    await loginAs(page, DEMO.admin);
    await heading(page, 'Admin Dashboard');
    await expect.poll(() => page.getByText('Admin', { exact: true }).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('heading', { name: 'Cities', level: 2 }).count()).toBe(1);
    for (const card of [
      'Cities',
      'Products',
      'Orders',
      'Inventory',
      'Reports',
      'Analytics',
      'Customers',
      'Suppliers',
      'Product Approvals',
    ]) {
      expect(await page.getByRole('heading', { name: card, level: 2 }).count(), card).toBe(1);
    }

    await page
      .getByRole('link', { name: /Customers/ })
      .first()
      .click();
    await heading(page, 'Customer Management');
    const rows = page.getByRole('table', { name: 'Customers' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThan(5);
    await page.getByLabel('Search customers').fill('Spice Route');
    await expect.poll(() => rows.count()).toBe(2);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
    await page.getByRole('button', { name: 'Edit Ravi Kumar' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Customer' });
    await edit.getByLabel('Phone').fill('9811122233');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Customer updated successfully');
    await page.getByLabel('Search customers').fill('zzz-nobody');
    await expect.poll(() => page.getByText('No customers found').count()).toBe(1);

    await page.goto('/admin/suppliers');
    await heading(page, 'Supplier Management');
    await expect
      .poll(() => page.getByRole('table', { name: 'Suppliers' }).locator('tbody tr').count())
      .toBeGreaterThan(5);
    await expect.poll(() => page.getByText('Pending Approval').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('cities, products, inventory', async () => {
    const page = await browser.page();
    await loginAs(page, DEMO.admin);
    await page.goto('/admin/cities');
    await heading(page, 'Manage Cities');
    await expect.poll(() => page.getByText('Indore', { exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'Add City' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add City' });
    await dialog.getByLabel('City name').fill('Surat');
    await dialog.getByLabel('State').fill('Gujarat');
    await dialog.getByRole('button', { name: 'Add City' }).click();
    await toast(page, 'Surat, Gujarat added');
    await page.getByRole('button', { name: 'Add City' }).click();
    dialog = page.getByRole('dialog', { name: 'Add City' });
    await dialog.getByLabel('City name').fill('surat');
    await dialog.getByLabel('State').fill('gujarat');
    await dialog.getByRole('button', { name: 'Add City' }).click();
    await toast(page, 'surat, gujarat already exists.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/admin/products');
    await heading(page, 'Manage Products');
    await expect.poll(() => page.getByRole('button', { name: /^Edit / }).count()).toBeGreaterThan(5);
    await page.getByRole('button', { name: 'Add Product' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Product' });
    await dialog.getByLabel('Product name').fill('E2E Saffron Rice');
    await dialog.getByRole('combobox', { name: /Category/ }).selectOption({ label: 'Rice' });
    await dialog.getByLabel('Price (₹)').fill('199.50');
    await dialog.getByLabel('Unit').fill('1kg');
    await dialog.getByLabel('Stock quantity').fill('7');
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await toast(page, 'Product added successfully');
    await page.getByLabel('Search products').fill('E2E Saffron');
    await expect.poll(() => page.getByRole('heading', { name: 'E2E Saffron Rice' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Deactivate E2E Saffron Rice' }).click();
    await page
      .getByRole('dialog', { name: 'Deactivate product?' })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await toast(page, 'Product deactivated');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('active');
    await expect
      .poll(() => page.getByText('No products found matching your search criteria.').count())
      .toBe(1);

    await page.goto('/admin/inventory');
    await heading(page, 'Inventory');
    await expect.poll(() => page.getByText('Under 20 packs, kg or litres', { exact: true }).count()).toBe(1);
    await page.getByLabel('Search inventory').fill('E2E Saffron');
    // Stock is edited in its row (decision 0106): a refusal shows under the box, which keeps what was typed.
    const stock = page.getByRole('textbox', { name: 'Stock of E2E Saffron Rice' });
    await stock.fill('-3');
    await page.getByRole('button', { name: 'Save stock of E2E Saffron Rice' }).click();
    await expect.poll(() => page.getByText('Stock must not be negative').count()).toBe(1);
    expect(await stock.inputValue()).toBe('-3');
    await stock.fill('120');
    await page.getByRole('button', { name: 'Save stock of E2E Saffron Rice' }).click();
    await toast(page, 'Stock of E2E Saffron Rice saved');
    await expect.poll(() => page.getByText('In Stock: 120').count()).toBe(1);
    await page.context().close();
  });

  it('orders, reports, analytics, sub-admins, audit log', async () => {
    const page = await browser.page();
    await loginAs(page, DEMO.admin);
    await page.goto('/admin/orders');
    await heading(page, 'Manage Orders');
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('pending');
    const first = page.getByRole('combobox', { name: /^Status of order / }).first();
    await expect.poll(() => first.inputValue()).toBe('pending');
    await first.selectOption('confirmed');
    await toast(page, 'Order status updated to Confirmed');
    // Each supplier's part of an order and where it stands (issue 41).
    const parts = page.getByRole('list', { name: /^Suppliers' parts of SB-/ }).first();
    await expect
      .poll(() => parts.getByRole('listitem').first().textContent())
      .toMatch(/^.+: (New|Accepted|Packed|Handed over|Rejected)$/);

    await page.goto('/admin/reports');
    await heading(page, 'Reports & Analytics');
    await page.getByRole('button', { name: 'All time' }).click();
    await expect
      .poll(() => page.getByRole('table', { name: 'Top 10 products by revenue' }).locator('tbody tr').count())
      .toBe(10);
    await expect.poll(() => page.locator('.recharts-surface').count()).toBeGreaterThan(2);
    await expect.poll(() => page.getByText('paid or delivered', { exact: true }).count()).toBe(1);

    await page.goto('/admin/analytics');
    await heading(page, 'Analytics Dashboard');
    await expect
      .poll(() => page.getByRole('table', { name: 'Recent page views' }).locator('tbody tr').count())
      .toBe(50);
    await expect.poll(() => page.locator('.recharts-surface').count()).toBeGreaterThan(1);

    await page.goto('/admin/sub-admins');
    await heading(page, 'Sub-admin Management');
    await expect.poll(() => page.getByRole('cell', { name: DEMO.sub_admin }).count()).toBe(1);

    await page.goto('/admin/audit-log');
    await heading(page, 'Audit Log');
    await expect
      .poll(() => page.getByRole('table', { name: 'Audit log' }).locator('tbody tr').count())
      .toBeGreaterThan(3);
    await expect.poll(() => page.getByText('change status').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('works on a phone: the sidebar is a drawer', async () => {
    const page = await browser.page({ mobile: true });
    await loginAs(page, DEMO.admin);
    await heading(page, 'Admin Dashboard');
    expect(await page.getByRole('navigation', { name: 'Admin' }).count()).toBe(0);
    // Every tile and sidebar link draws an SVG icon; no emoji stands in for one.
    // The tiles are the links headed by their title ("needs action today" lists links besides).
    const tiles = page
      .getByRole('main')
      .getByRole('link')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect.poll(() => tiles.count()).toBeGreaterThan(5);
    expect(await tiles.locator('svg').count()).toBe(await tiles.count());
    expect(await pageEmoji(page)).toEqual([]);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const links = page.getByRole('navigation', { name: 'Admin' }).getByRole('link');
    expect(await links.locator('svg').count()).toBe(await links.count());
    expect(await pageEmoji(page)).toEqual([]);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Inventory' }).click();
    await heading(page, 'Inventory');
    expect(await page.getByRole('navigation', { name: 'Admin' }).count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: /^Save stock of / }).count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    for (const path of [
      '/admin/customers',
      '/admin/orders',
      '/admin/reports',
      '/admin/analytics',
      '/admin/sub-admins',
      '/admin/tax',
    ]) {
      await page.goto(path);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
    await page.context().close();
  });
});

describe('Super Admin Panel on the login screen', () => {
  it('refuses a non-admin, then lets the super admin manage sub-admins', async () => {
    const page = await browser.page();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Super Admin Panel' }).click();
    const panel = page.getByRole('dialog', { name: 'Super Admin Panel' });
    await panel.getByLabel('Super Admin Email').fill(DEMO.sub_admin);
    await panel.getByLabel('Super Admin Password').fill('Demo@1234');
    await panel.getByRole('button', { name: 'Authenticate' }).click();
    await expect.poll(() => panel.getByText('Only super admins can access this panel.').count()).toBe(1);

    await panel.getByLabel('Super Admin Email').fill(`  ${DEMO.admin} `);
    await panel.getByRole('button', { name: 'Authenticate' }).click();
    await toast(page, 'Admin authenticated!');
    await expect.poll(() => panel.getByRole('cell', { name: DEMO.sub_admin }).count()).toBe(1);
    // The page itself stays logged out.
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await panel.getByRole('button', { name: 'Create Sub-Admin' }).click();
    const create = page.getByRole('dialog', { name: 'Create Sub-Admin' });
    await create.getByRole('button', { name: 'Create Sub-Admin' }).click();
    await expect.poll(() => create.getByText('Username is required').count()).toBe(1);
    await create.getByLabel('Username').fill('Panel Pune');
    await create.getByLabel('Email').fill(`panel.${Date.now()}@e2e.test`);
    await create.getByLabel('Password').fill('Panel@123');
    await create.getByRole('combobox', { name: /City/ }).selectOption({ label: 'Pune, Maharashtra' });
    await create.getByRole('button', { name: 'Create Sub-Admin' }).click();
    await expect.poll(() => panel.getByText('Sub-admin created successfully!').count()).toBe(1);
    // The message clears after 3 seconds.
    await expect
      .poll(() => panel.getByText('Sub-admin created successfully!').count(), { timeout: 6000 })
      .toBe(0);

    await panel.getByRole('button', { name: 'Delete Panel Pune' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete sub-admin?' });
    await expect
      .poll(() => confirm.getByText('Are you sure you want to delete this sub-admin?').count())
      .toBe(1);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => panel.getByText('Sub-admin deleted successfully!').count()).toBe(1);
    await expect.poll(() => panel.getByRole('cell', { name: 'Panel Pune' }).count()).toBe(0);
    await page.context().close();
  });
});
