import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { insertProduct } from '../support/products.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** The data rows of a CSV answer, split into cells (the test data has no commas or quotes). */
function csvRows(res: { status: number; data: unknown; headers: Headers }) {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/csv');
  const lines = String(res.data)
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  return { header: lines[0]!.split(','), rows: lines.slice(1).map((l) => l.split(',')) };
}

describe('approval queue CSV export', () => {
  async function seed() {
    const supplier = await t.userWithToken('supplier');
    for (const [name, cityId, status] of [
      ['Basmati Rice', 'city_indore', 'pending'],
      ['Toor Dal', 'city_indore', 'pending'],
      ['Sona Rice', 'city_bhopal', 'pending'],
      ['Live Rice', 'city_indore', 'approved'],
    ] as const)
      await insertProduct(t, supplier.id, { name, cityId, approvalStatus: status });
  }

  it('answers the queue the list shows for the same filters, in a sub-admin’s city only', async () => {
    await seed();
    const sub = await t.userWithToken('sub_admin', { permissions: ['approve_products'] });
    const admin = await t.userWithToken('admin');
    for (const [token, query] of [
      [sub.token, ''],
      [sub.token, '?search=rice'],
      [sub.token, '?kind=new'],
      [admin.token, ''],
      [admin.token, '?search=rice&kind=changes'],
    ] as const) {
      const list = await t.call('GET', `/api/admin/products/pending${query}${query ? '&' : '?'}limit=500`, {
        token,
      });
      expect(list.status).toBe(200);
      const items = list.data as { name: string; city_name: string | null }[];
      const { header, rows } = csvRows(
        await t.call('GET', `/api/admin/products/pending/export${query}`, { token }),
      );
      expect(header.slice(0, 4)).toEqual(['Product', 'Brand', 'Category', 'Supplier']);
      expect(rows.map((r) => r[0])).toEqual(items.map((p) => p.name));
    }
    const own = csvRows(await t.call('GET', '/api/admin/products/pending/export', { token: sub.token })).rows;
    expect(own.map((r) => r[0]).sort()).toEqual(['Basmati Rice', 'Toor Dal']);
    const all = csvRows(
      await t.call('GET', '/api/admin/products/pending/export', { token: admin.token }),
    ).rows;
    expect(all).toHaveLength(3);
  });

  it('refuses an unknown kind, staff without approve_products, and suppliers', async () => {
    const sub = await t.userWithToken('sub_admin', { permissions: ['approve_products'] });
    const bad = await t.call('GET', '/api/admin/products/pending/export?kind=old', { token: sub.token });
    expect(bad.status).toBe(400);
    const other = await t.userWithToken('sub_admin', { permissions: ['manage_orders'] });
    expect((await t.call('GET', '/api/admin/products/pending/export', { token: other.token })).status).toBe(
      403,
    );
    const supplier = await t.userWithToken('supplier');
    expect(
      (await t.call('GET', '/api/admin/products/pending/export', { token: supplier.token })).status,
    ).toBe(403);
  });
});
