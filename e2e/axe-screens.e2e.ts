import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAsPage, DEMO, emptyCart, loginAs, useBrowser } from './support/browser.ts';

const browser = useBrowser();
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Axe on every main screen of every role, 0 serious or critical findings (decision 0107). Each role logs in
 * once and walks its screens in one page; the public, customer and rider screens are checked on a
 * 360 px phone too. A finding fails with its rule id and the elements it names.
 */
async function seriousFindings(page: Page) {
  // Through the DevTools protocol, which the page's Content-Security-Policy does not govern.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: any }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v: any) => v.impact === 'serious' || v.impact === 'critical')
      .map((v: any) => `${v.id} (${v.impact}): ${v.nodes.map((n: any) => n.target.join(' ')).join(', ')}`);
  });
}

/** Opens the screen, waits until its heading shows and nothing is loading, then runs axe. */
async function findingsOn(page: Page, path: string) {
  await page.goto(path);
  await page.waitForURL((u) => u.pathname === path.split('?')[0]);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
  await expect
    .poll(() => page.locator('[aria-busy="true"], [role="progressbar"], [data-placeholder]').count())
    .toBe(0);
  // Toasts and transitions come and go: axe looks at the screen once it has settled.
  await page.waitForLoadState('networkidle');
  return seriousFindings(page);
}

async function walk(page: Page, paths: string[]) {
  const failures: string[] = [];
  for (const path of paths) {
    for (const f of await findingsOn(page, path)) failures.push(`${path}: ${f}`);
  }
  return failures;
}

const PUBLIC = ['/', '/login', '/register'];
const CUSTOMER = ['/products', '/cart', '/checkout', '/orders', '/lists', '/standing-orders'];
const SUPPLIER = [
  '/supplier',
  '/supplier/orders',
  '/supplier/products',
  '/supplier/profile',
  '/supplier/invoices',
  '/supplier/settlements',
  '/supplier/claims',
];
const ADMIN = [
  '/admin',
  '/admin/orders',
  '/admin/products',
  '/admin/product-approval',
  '/admin/inventory',
  '/admin/customers',
  '/admin/suppliers',
  '/admin/reports',
  '/admin/analytics',
  '/admin/delivery-management',
  '/admin/cash',
  '/admin/claims',
  '/admin/settlements',
  '/admin/tax',
  '/admin/audit-log',
];
const RIDER = ['/delivery'];

/** A line in the cart, so the cart and checkout show their lines and the checkout form. */
async function oneLineInCart(page: Page) {
  await emptyCart(page);
  const { products } = (await apiAsPage(page, 'GET', '/products?search=rice')).data;
  const product = (products as { id: string; stock_quantity: number; minimum?: number }[]).find(
    (p) => p.stock_quantity > 20,
  )!;
  const added = await apiAsPage(page, 'POST', '/cart', {
    product_id: product.id,
    quantity: product.minimum ?? 1,
  });
  expect(added.status).toBeLessThan(300);
}

const ROLES = [
  { role: 'public', paths: PUBLIC, phone: true },
  { role: 'customer', email: DEMO.customer, paths: CUSTOMER, phone: true, prepare: oneLineInCart },
  { role: 'rider', email: DEMO.delivery, paths: RIDER, phone: true },
  { role: 'supplier', email: DEMO.supplier, paths: SUPPLIER, phone: false },
  { role: 'admin', email: DEMO.admin, paths: ADMIN, phone: false },
  {
    role: 'sub-admin',
    email: DEMO.sub_admin,
    paths: ['/admin', '/admin/orders', '/admin/cash'],
    phone: false,
  },
];

describe.each([
  { size: 'a 1280 px desktop', mobile: false },
  { size: 'a 360 px phone', mobile: true },
])('axe on every main screen, on $size', ({ mobile }) => {
  let page: Page;
  beforeAll(async () => {
    page = await browser.page({ mobile });
  });
  afterAll(async () => {
    await page.context().close();
  });

  // A role's whole walk is one test (one login): up to 15 screens, each with a full axe run.
  it.each(ROLES.filter((r) => !mobile || r.phone))(
    'the $role screens',
    async ({ email, paths, prepare }) => {
      if (email) await loginAs(page, email);
      await prepare?.(page);
      const failures = await walk(page, paths);
      // The next role logs in afresh.
      await page.evaluate(() => localStorage.clear());
      expect(failures).toEqual([]);
    },
    180_000,
  );
});
