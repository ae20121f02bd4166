import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAsPage, DEMO, loginAs, useBrowser } from './support/browser.ts';

const browser = useBrowser();
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

// Issue 41 item 7: every piece of the page sits in a landmark, and no two landmarks of a kind share a name.
const RULES = [
  'region',
  'landmark-unique',
  'landmark-no-duplicate-main',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-one-main',
  'landmark-complementary-is-top-level',
  'landmark-main-is-top-level',
];

async function landmarkViolations(page: Page) {
  // Through the DevTools protocol, which the page's Content-Security-Policy does not govern.
  await page.evaluate(axeSource);
  return page.evaluate(async (rules) => {
    const axe = (window as unknown as { axe: any }).axe;
    const result = await axe.run(document, { runOnly: { type: 'rule', values: rules } });
    return result.violations.map(
      (v: any) => `${v.id}: ${v.nodes.map((n: any) => n.target.join(' ')).join(', ')}`,
    );
  }, RULES);
}

describe('landmarks', () => {
  it.each([
    ['a 390 px phone', { width: 390, height: 844 }],
    ['a 1366 px desktop', { width: 1366, height: 768 }],
  ])('the rider screen and an order screen, demo ribbon and all, on %s', async (_, size) => {
    const rider = await browser.page();
    await rider.setViewportSize(size);
    await loginAs(rider, DEMO.delivery);
    await rider.waitForURL((u) => u.pathname === '/delivery');
    await expect.poll(() => rider.getByText(/^Demo/).count()).toBe(1);
    await expect.poll(() => rider.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await landmarkViolations(rider)).toEqual([]);
    await rider.context().close();

    const customer = await browser.page();
    await customer.setViewportSize(size);
    await loginAs(customer, DEMO.customer);
    const [order] = (await apiAsPage(customer, 'GET', '/orders')).data.orders;
    await customer.goto('/orders');
    await expect.poll(() => customer.getByText(order.order_number).count()).toBeGreaterThan(0);
    await expect.poll(() => customer.getByText(/^Demo/).count()).toBe(1);
    expect(await landmarkViolations(customer)).toEqual([]);
    await customer.context().close();
  });
});
