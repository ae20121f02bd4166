import { describe, expect, it } from 'vitest';
import { DEMO, loginAs, useBrowser } from './support/browser.ts';

const browser = useBrowser();

describe('log in as each demo role', () => {
  it.each([
    [DEMO.customer, '/products'],
    [DEMO.supplier, '/supplier'],
    [DEMO.delivery, '/delivery'],
    [DEMO.admin, '/admin'],
    [DEMO.sub_admin, '/admin'],
  ])('%s lands on %s', async (email, path) => {
    const page = await browser.page();
    await loginAs(page, email);
    await page.waitForURL((u) => u.pathname === path);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[a-z2-7]{32}$/);
    expect(await page.evaluate(() => localStorage.getItem('user_id'))).toBeTruthy();
    await page.context().close();
  });

  it('shows the server message for a wrong password and stays on /login', async () => {
    const page = await browser.page();
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO.customer);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByText('Incorrect email or password.').count()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.context().close();
  });

  it('validates the form in the browser before calling the server', async () => {
    const page = await browser.page();
    await page.goto('/login');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByText('Please enter a valid email address').count()).toBe(1);
    await expect.poll(() => page.getByText('Password is required').count()).toBe(1);
    await page.context().close();
  });
});

describe('register each account type', () => {
  it.each([
    ['Restaurant', 'Restaurant/Business Name', '/products'],
    ['Supplier', 'Supplier Company Name', '/supplier'],
    ['Delivery partner', 'Company/Organization Name', '/delivery'],
  ])('%s: label "%s", lands on %s', async (type, companyLabel, path) => {
    const page = await browser.page({ mobile: true });
    await page.goto('/register');
    await expect.poll(() => page.getByRole('heading', { name: 'Register Your Restaurant' }).count()).toBe(1);
    await page.getByText(type, { exact: true }).click();
    await page.getByLabel('Full name').fill('Kiran Desai');
    await page
      .getByLabel('Email')
      .fill(`kiran.${Date.now()}.${Math.random().toString(36).slice(2)}@example.in`);
    await page.getByLabel('Password').fill('secret12');
    await page.getByLabel(companyLabel).fill('Desai Foods');
    if (type !== 'Delivery partner') await page.getByLabel('FSSAI number').fill('12345678901234');
    await page.getByLabel('Phone').fill('9876543210');
    await page.getByLabel('Address').fill('14 Palasia Square');
    await page.getByRole('combobox', { name: /^City/ }).selectOption({ label: 'Indore, Madhya Pradesh' });
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL((u) => u.pathname === path);
    await page.context().close();
  });
});

describe('register: a missing company name is named as its field is', () => {
  it.each([
    ['Restaurant', 'Restaurant/Business Name'],
    ['Supplier', 'Supplier Company Name'],
    ['Delivery partner', 'Company/Organization Name'],
  ])('%s: "%s is required"', async (type, companyLabel) => {
    const page = await browser.page({ mobile: true });
    await page.goto('/register');
    await page.getByText(type, { exact: true }).click();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => page.getByText(`${companyLabel} is required`).count()).toBe(1);
    expect(await page.getByText('Company name is required', { exact: true }).count()).toBe(0);
    await page.context().close();
  });
});

describe('route guards', () => {
  it.each(['/products', '/cart', '/orders', '/supplier', '/delivery'])(
    '%s without a token goes to /login',
    async (path) => {
      const page = await browser.page();
      await page.goto(path);
      await page.waitForURL((u) => u.pathname === '/login');
      await page.context().close();
    },
  );

  it('admin routes send a visitor and a customer to /products (and the visitor on to /login)', async () => {
    const page = await browser.page();
    await page.goto('/admin');
    await page.waitForURL((u) => u.pathname === '/login');
    await loginAs(page, DEMO.customer);
    await page.goto('/admin/orders');
    await page.waitForURL((u) => u.pathname === '/products');
    await page.context().close();
  });

  it('a supplier opening /delivery is sent to its own dashboard', async () => {
    const page = await browser.page();
    await loginAs(page, DEMO.supplier);
    await page.goto('/delivery');
    await page.waitForURL((u) => u.pathname === '/supplier');
    await page.context().close();
  });

  it('logout clears local storage and goes to /login', async () => {
    const page = await browser.page();
    await loginAs(page, DEMO.customer);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.context().close();
  });
});
