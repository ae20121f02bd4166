import { describe, expect, it } from 'vitest';
import { api, baseUrl, DEMO, DEMO_PASSWORD, useBrowser } from './support/browser.ts';

// Decision 0075: /api/docs is RapiDoc from our own origin, with every operation, a key and "try".
const browser = useBrowser();

type Doc = {
  tags: { name: string }[];
  paths: Record<string, Record<string, { summary: string; tags: string[] }>>;
};

describe('API reference', () => {
  it('renders every tag, takes an API key and tries a call against this server, all from our origin', async () => {
    const login = await api('POST', '/auth/login', undefined, {
      email: DEMO.supplier,
      password: DEMO_PASSWORD,
    });
    const { key } = await api('POST', '/keys', login.access_token, {
      name: 'Docs try-out',
      scopes: ['products:read'],
    });
    const doc = await openApi();
    const lastTag = doc.tags.at(-1)!.name;
    const lastTagOperation = operations(doc).findLast((op) => op.tags.includes(lastTag))!.summary;
    const listing = doc.paths['/api/supplier/products']!.get!.summary;

    const page = await browser.page();
    const origin = new URL(baseUrl()).origin;
    const offOrigin: string[] = [];
    const cspViolations: string[] = [];
    page.on('request', (r) => {
      if (!/^(data|blob):/.test(r.url()) && new URL(r.url()).origin !== origin) offOrigin.push(r.url());
    });
    page.on('console', (m) => {
      if (m.text().includes('Content Security Policy')) cspViolations.push(m.text());
    });
    await page.goto('/api/docs');
    await page.locator('#fallback').waitFor({ state: 'hidden' });
    // The navigation lists every operation (Swagger UI showed only the first tag of ours: decision 0075).
    const nav = page.locator('nav');
    await nav.getByText(lastTagOperation).waitFor();
    await nav.getByText(listing).waitFor();

    await nav.getByText('Authentication', { exact: true }).click();
    await page.getByPlaceholder('api-token').fill(key);
    await page.getByRole('button', { name: 'SET', exact: true }).click();
    await page.getByRole('button', { name: 'UPDATE', exact: true }).waitFor();

    // The item's text has pointer-events: none; its row takes the click.
    await nav.locator('[data-action="navigate"]').filter({ hasText: listing }).click();
    await page.getByRole('button', { name: 'TRY', exact: true }).click();
    await page.getByText(/Response Status:\s*(OK:)?200/).waitFor();
    await page.getByText('"rejection_reason"').first().waitFor();

    expect(offOrigin).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  it('gives a phone every operation in one scrolling page, with the key box', async () => {
    const doc = await openApi();
    const page = await browser.page({ mobile: true });
    await page.goto('/api/docs');
    await page.locator('#fallback').waitFor({ state: 'hidden' });
    await page.getByPlaceholder('api-token').waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: 'TRY', exact: true }).count())
      .toBe(operations(doc).length);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  it('keeps the plain list for a browser without scripts', async () => {
    const html = await (await fetch(`${baseUrl()}/api/docs`)).text();
    expect(html).toContain('<main id="fallback">');
    expect(html).toContain('<code>/api/supplier/products</code>');
    expect(html).toContain('<script src="/api-docs/init.js" defer></script>');
    const bundle = await fetch(`${baseUrl()}/api-docs/rapidoc-min.js`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toMatch(/javascript/);
    expect(bundle.headers.get('cache-control')).toBe('no-cache');
  });
});

async function openApi() {
  return (await (await fetch(`${baseUrl()}/api/openapi.json`)).json()) as Doc;
}

const operations = (doc: Doc) => Object.values(doc.paths).flatMap((methods) => Object.values(methods));
