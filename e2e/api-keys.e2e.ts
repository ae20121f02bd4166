import { describe, expect, it } from 'vitest';
import { baseUrl, DEMO, loginAs, useBrowser } from './support/browser.ts';

// Decision 0069: an account's API keys, from its own portal.
const browser = useBrowser();

describe('API keys', () => {
  it('a supplier creates a key on a phone, sees it once, its ERP uses it, and a revoke ends it at once', async () => {
    const page = await browser.page({ mobile: true });
    await loginAs(page, DEMO.supplier);
    await page.goto('/supplier');
    await page.getByRole('link', { name: 'API keys' }).click();
    await page.getByRole('heading', { name: 'API keys', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'New key' }).click();
    const dialog = page.getByRole('dialog', { name: 'New API key' });
    await dialog.getByRole('button', { name: 'Create key' }).click();
    await dialog.getByText('Choose at least one scope').waitFor();
    await dialog.getByLabel('Name').fill('Stock sync (ERP)');
    await dialog.getByRole('checkbox', { name: /products:read/ }).check();
    await dialog.getByRole('checkbox', { name: /stock:write/ }).check();
    await dialog.getByRole('button', { name: 'Create key' }).click();

    const shown = page.getByRole('dialog', { name: 'Key “Stock sync (ERP)” created' });
    const key = (await shown.getByRole('status', { name: 'Your new API key' }).textContent()) ?? '';
    expect(key).toMatch(/^sk_sup_[a-z2-7]{32}$/);
    // No lifetime chosen: 90 days, shown with the key.
    await shown.getByText(/^It expires on .+: make a new key before then\.$/).waitFor();
    await shown.getByRole('button', { name: 'Done' }).click();
    const row = page
      .getByRole('list', { name: 'Your API keys' })
      .getByRole('listitem')
      .filter({ hasText: 'Stock sync (ERP)' });
    await row.getByText(`${key.slice(0, 11)}…`).waitFor();
    expect(await page.getByText(key).count()).toBe(0);

    const products = await fetchWith(key, '/supplier/products');
    expect(products.status).toBe(200);
    const refused = await fetchWith(key, '/keys');
    expect(refused.status).toBe(403);

    await row.getByRole('button', { name: 'Revoke' }).click();
    await page
      .getByRole('dialog', { name: 'Revoke this key?' })
      .getByRole('button', { name: 'Revoke key' })
      .click();
    await row.getByText('revoked', { exact: true }).waitFor();
    await row.getByText('Revoked by you').waitFor();
    expect((await fetchWith(key, '/supplier/products')).status).toBe(401);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  it('staff reach their keys from the admin sidebar', async () => {
    const page = await browser.page();
    await loginAs(page, DEMO.admin);
    await page.getByRole('link', { name: 'API keys' }).click();
    await page.getByRole('heading', { name: 'API keys', level: 1 }).waitFor();
    expect(page.url()).toMatch(/\/api-keys$/);
    // In the admin frame: the sidebar stays.
    await page.getByRole('link', { name: 'Delivery Management' }).waitFor();
  });
});

function fetchWith(key: string, path: string) {
  return fetch(`${baseUrl()}/api${path}`, { headers: { authorization: `Bearer ${key}` } });
}
