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

describe("the supplier's products as CSV", () => {
  it('answers the listings its screen shows for the same search and approval tab, its own only', async () => {
    const own = await t.userWithToken('supplier');
    const other = await t.userWithToken('supplier');
    await insertProduct(t, own.id, {
      name: 'Basmati Rice',
      approvalStatus: 'approved',
      updatedAt: Date.now() - 3,
    });
    await insertProduct(t, own.id, {
      name: 'Toor Dal',
      approvalStatus: 'pending',
      updatedAt: Date.now() - 2,
    });
    await insertProduct(t, own.id, {
      name: 'Sona Rice',
      approvalStatus: 'rejected',
      rejectionReason: 'Blurry photo',
      updatedAt: Date.now() - 1,
    });
    await insertProduct(t, other.id, { name: 'Other Rice', approvalStatus: 'approved' });
    for (const [search, status] of [
      ['', undefined],
      ['rice', undefined],
      ['', 'approved'],
      ['rice', 'rejected'],
    ] as const) {
      const list = await t.call('GET', `/api/supplier/products?search=${search}`, { token: own.token });
      expect(list.status).toBe(200);
      const shown = (list.data as { name: string; approval_status: string }[]).filter(
        (p) => !status || p.approval_status === status,
      );
      const query = `?search=${search}${status ? `&approval_status=${status}` : ''}`;
      const { header, rows } = csvRows(
        await t.call('GET', `/api/supplier/products/export${query}`, { token: own.token }),
      );
      expect(header[0]).toBe('Product');
      expect(rows.map((r) => r[0])).toEqual(shown.map((p) => p.name));
      expect(rows.map((r) => r[8])).toEqual(shown.map((p) => p.approval_status));
      expect(rows.some((r) => r[0] === 'Other Rice')).toBe(false);
    }
    const rejected = csvRows(
      await t.call('GET', '/api/supplier/products/export?approval_status=rejected', { token: own.token }),
    ).rows;
    expect(rejected).toHaveLength(1);
    expect(rejected[0]![10]).toBe('Blurry photo');
  });

  it('refuses a status it does not know, and anyone but a supplier', async () => {
    const own = await t.userWithToken('supplier');
    const bad = await t.call('GET', '/api/supplier/products/export?approval_status=sold', {
      token: own.token,
    });
    expect(bad.status).toBe(400);
    const customer = await t.userWithToken('customer');
    expect((await t.call('GET', '/api/supplier/products/export', { token: customer.token })).status).toBe(
      403,
    );
    const admin = await t.userWithToken('admin');
    expect((await t.call('GET', '/api/supplier/products/export', { token: admin.token })).status).toBe(403);
    expect((await t.call('GET', '/api/supplier/products/export')).status).toBe(401);
  });
});
