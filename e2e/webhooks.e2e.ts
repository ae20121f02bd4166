import { describe, expect, it } from 'vitest';
import { DEMO, loginAs, useBrowser } from './support/browser.ts';

const browser = useBrowser();

describe('webhooks in the admin console', () => {
  it('the super admin adds an endpoint, sees its secret once, pauses and deletes it', async () => {
    const page = await browser.page();
    await loginAs(page, DEMO.admin);
    await page
      .getByRole('link', { name: /Webhooks/ })
      .first()
      .click();
    await page.waitForURL((u) => u.pathname === '/admin/webhooks');
    await page.getByLabel('Endpoint URL').fill('http://127.0.0.1:9/hooks');
    await page.getByLabel('Product approved').check();
    await page.getByRole('button', { name: 'Add webhook' }).click();
    await expect.poll(() => page.getByText(/whsec_/).count()).toBe(1);
    await expect.poll(() => page.getByText('http://127.0.0.1:9/hooks').count()).toBe(1);
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(() => page.getByText('Paused', { exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByText('No webhooks yet').count()).toBe(1);
    await page.context().close();
  });

  it('is not offered to a sub-admin', async () => {
    const page = await browser.page();
    await loginAs(page, DEMO.sub_admin);
    await page.goto('/admin/webhooks');
    await page.waitForURL((u) => u.pathname === '/admin');
    expect(await page.getByRole('link', { name: /Webhooks/ }).count()).toBe(0);
    await page.context().close();
  });

  it('a supplier keeps its own webhooks on the API keys screen and sends a test', async () => {
    const page = await browser.page();
    await loginAs(page, DEMO.supplier);
    await page.goto('/api-keys');
    await page.getByRole('heading', { name: 'Webhooks', exact: true }).waitFor();
    // Only the supplier's own events are offered.
    expect(await page.getByLabel('Order placed').count()).toBe(0);
    await page.getByLabel('Endpoint URL').fill('http://127.0.0.1:9/erp-hooks');
    await page.getByLabel('Settlement ready').check();
    await page.getByRole('button', { name: 'Add webhook' }).click();
    await expect.poll(() => page.getByText(/whsec_/).count()).toBe(1);
    await page.getByRole('button', { name: 'Send test' }).click();
    await expect.poll(() => page.getByRole('cell', { name: 'webhook.test' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByText('No webhooks yet').count()).toBe(1);
    await page.context().close();
  });
});
