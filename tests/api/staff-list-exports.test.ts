import { orders } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CSV_ROW_LIMIT, cappedRows } from '../../packages/api/src/shared/csv.ts';
import { addOrder, addProduct } from '../support/admin-fixtures.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** An Indian day `days` from today. */
const dayAfter = (days: number) =>
  new Date(t.services.clock.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

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

describe('orders CSV export', () => {
  async function seed() {
    const indore = await t.userWithToken('customer');
    const bhopal = await t.userWithToken('customer', { cityId: 'city_bhopal' });
    const line = [{ productId: null, quantity: 2, pricePaise: 10_050 }];
    const made: string[] = [];
    for (const [customerId, cityId, status, slot] of [
      [indore.id, 'city_indore', 'confirmed', 0],
      [indore.id, 'city_indore', 'confirmed', 5],
      [indore.id, 'city_indore', 'pending', 0],
      [indore.id, 'city_indore', 'confirmed', 1],
      [bhopal.id, 'city_bhopal', 'confirmed', 0],
    ] as const) {
      const id = await addOrder(t.db, {
        customerId,
        cityId,
        status,
        lines: line,
        createdAt: Date.now() - made.length,
      });
      await t.db
        .update(orders)
        .set({ slotDate: dayAfter(slot) })
        .where(eq(orders.id, id));
      made.push(id);
    }
  }

  it('answers the rows the list shows for the same filters, in a sub-admin’s city only', async () => {
    await seed();
    const sub = await t.userWithToken('sub_admin', { permissions: ['manage_orders'] });
    for (const query of ['', '?status=confirmed', '?queue=unassigned', '?queue=unassigned&search=SB-TEST']) {
      const list = await t.call('GET', `/api/admin/orders${query}${query ? '&' : '?'}page_size=100`, {
        token: sub.token,
      });
      expect(list.status).toBe(200);
      const items = (list.data as { items: { order_number: string; city_name: string; status: string }[] })
        .items;
      const { header, rows } = csvRows(
        await t.call('GET', `/api/admin/orders/export${query}`, { token: sub.token }),
      );
      expect(header.slice(0, 3)).toEqual(['Order number', 'Order date', 'Status']);
      expect(rows.map((r) => r[0])).toEqual(items.map((o) => o.order_number));
      expect(rows.map((r) => r[2])).toEqual(items.map((o) => o.status));
      expect(new Set(rows.map((r) => r[5]))).toEqual(new Set(['Indore']));
    }
    const unassigned = csvRows(
      await t.call('GET', '/api/admin/orders/export?queue=unassigned', { token: sub.token }),
    ).rows;
    expect(unassigned).toHaveLength(2);
    expect(unassigned[0]![10]).toBe('201.00');
  });

  it('lets the super admin export every city, and refuses customers and bad filters', async () => {
    await seed();
    const admin = await t.userWithToken('admin');
    expect(
      csvRows(await t.call('GET', '/api/admin/orders/export', { token: admin.token })).rows,
    ).toHaveLength(5);
    const customer = await t.userWithToken('customer');
    expect((await t.call('GET', '/api/admin/orders/export', { token: customer.token })).status).toBe(403);
    const noPermission = await t.userWithToken('sub_admin', { permissions: ['manage_products'] });
    expect((await t.call('GET', '/api/admin/orders/export', { token: noPermission.token })).status).toBe(403);
    const bad = await t.call('GET', '/api/admin/orders/export?queue=everything', { token: admin.token });
    expect(bad.status).toBe(400);
  });
});

describe('inventory CSV export', () => {
  it('answers the rows the inventory shows for the same filters, in a sub-admin’s city only', async () => {
    const s = await t.userWithToken('supplier');
    for (const [name, stock, cityId] of [
      ['Basmati Rice', 5, 'city_indore'],
      ['Toor Dal', 0, 'city_indore'],
      ['Sunflower Oil', 150, 'city_indore'],
      ['Basmati Gold', 3, 'city_bhopal'],
    ] as const) {
      await addProduct(t.db, { supplierId: s.id, name, stock, cityId });
    }
    const sub = await t.userWithToken('sub_admin', { permissions: ['manage_products'] });
    for (const query of ['', '?level=low', '?level=out', '?search=basmati']) {
      const list = await t.call('GET', `/api/admin/inventory${query}${query ? '&' : '?'}page_size=100`, {
        token: sub.token,
      });
      expect(list.status).toBe(200);
      const items = (list.data as { items: { name: string; city_name: string }[] }).items;
      const { header, rows } = csvRows(
        await t.call('GET', `/api/admin/inventory/export${query}`, { token: sub.token }),
      );
      expect(header[0]).toBe('Product');
      expect(rows.map((r) => r[0])).toEqual(items.map((p) => p.name));
      expect(rows.every((r) => r[4] === 'Indore')).toBe(true);
    }
    const customer = await t.userWithToken('customer');
    expect((await t.call('GET', '/api/admin/inventory/export', { token: customer.token })).status).toBe(403);
  });
});

describe('export bound', () => {
  it('keeps the first CSV_ROW_LIMIT rows and says the file was cut', () => {
    const rows = Array.from({ length: CSV_ROW_LIMIT + 1 }, (_, i) => [i]);
    const capped = cappedRows(rows);
    expect(capped).toHaveLength(CSV_ROW_LIMIT + 1);
    expect(capped.at(-2)).toEqual([CSV_ROW_LIMIT - 1]);
    expect(String(capped.at(-1))).toMatch(/^Only the first 10000 rows/);
    expect(cappedRows(rows.slice(1))).toHaveLength(CSV_ROW_LIMIT);
  });
});
