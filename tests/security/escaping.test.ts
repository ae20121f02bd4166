import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Badge } from '@app/ui/badge';
import { DataTable } from '@app/ui/data-table';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { productBody } from '../support/products.ts';

const HOSTILE = '<img src=x onerror=alert(1)>';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.gen.ts') ? [p] : [];
  });
}

describe('stored text is rendered as text', () => {
  it('no browser code writes raw HTML (every text goes through React escaping)', () => {
    const sinks =
      /dangerouslySetInnerHTML|\.innerHTML|\.outerHTML|insertAdjacentHTML|document\.write|new Function\(|\beval\(/;
    const offenders = ['apps/web/src', 'packages/ui/src']
      .flatMap(sourceFiles)
      .filter((f) => sinks.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('the shared table and badge render a hostile product name as text', () => {
    const table = renderToStaticMarkup(
      createElement(DataTable<{ name: string }>, {
        data: [{ name: HOSTILE }],
        columns: [{ accessorKey: 'name', header: 'Name' }],
        caption: 'Products',
        empty: 'None',
      }),
    );
    const badge = renderToStaticMarkup(Badge({ tone: 'green', children: HOSTILE }));
    for (const html of [table, badge]) {
      expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(html).not.toContain('<img');
    }
  });
});

describe('the API hands stored text back unchanged, as JSON', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('keeps a product named like markup byte for byte, never as HTML', async () => {
    const s = await t.userWithToken('supplier');
    const made = await t.call('POST', '/api/supplier/products', {
      token: s.token,
      body: productBody({ name: HOSTILE, description: '<script>alert(1)</script>' }),
    });
    expect(made.status).toBe(201);
    const res = await t.app.request('/api/supplier/products', {
      headers: { authorization: `Bearer ${s.token}` },
    });
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const [p] = (await res.json()) as { name: string; description: string }[];
    expect(p).toMatchObject({ name: HOSTILE, description: '<script>alert(1)</script>' });
  });
});
