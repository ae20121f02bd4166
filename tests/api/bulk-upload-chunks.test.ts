import { notifications, products, users } from '@app/db';
import type { InStatement } from '@libsql/client';
import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { fileForm, productCount } from '../support/products.ts';
import { HEADER, row, toCsv } from '../support/spreadsheets.ts';

// Issue 34: a large upload writes 200 rows per transaction, so other writes get the single writer
// between chunks; the answer stays all or nothing.

let t: TestApp;
afterEach(() => t.close());

const sqlOf = (stmt: InStatement) => (typeof stmt === 'string' ? stmt : stmt.sql);
const isProductInsert = (stmt: InStatement) => /^insert into "products"/i.test(sqlOf(stmt));
const file = (rows: number) => toCsv([HEADER, ...Array.from({ length: rows }, (_, i) => row(i + 1))]);

/** An app whose database calls `onInsert` before each products INSERT statement runs. */
async function appSeeingInserts(onInsert: (n: number) => void) {
  let inserts = 0;
  t = await createTestApp({}, {}, (stmt) => {
    if (isProductInsert(stmt)) onInsert(++inserts);
  });
  // Staff who hear of pending listings.
  await t.userWithToken('admin');
  return t.userWithToken('supplier', { restaurantName: 'Meena Traders' });
}

const upload = (token: string, rows: number) =>
  t.call('POST', '/api/supplier/products/bulk-upload', { token, body: fileForm('big.csv', file(rows)) });

describe('bulk upload in chunks', () => {
  it('lets a write that arrives during the first chunk in before the second chunk', async () => {
    let queued: Promise<number> | undefined;
    let supplierId = '';
    const supplier = await appSeeingInserts((n) => {
      // Another request's write, asking for the writer while the first chunk holds it.
      if (n === 1)
        queued = t.db.write(async (tx) => {
          await tx.update(users).set({ phone: '9000000001' }).where(eq(users.id, supplierId));
          const [seen] = await tx
            .select({ n: count() })
            .from(products)
            .where(eq(products.supplierId, supplierId));
          return seen!.n;
        });
    });
    supplierId = supplier.id;
    const res = await upload(supplier.token, 1000);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ total: 1000, success: 1000, failed: 0 });
    // It went in after the first 200 rows, not after all 1,000.
    expect(await queued).toBe(200);
    expect(await productCount(t, supplier.id)).toBe(1000);
    const told = await t.db.select().from(notifications).where(eq(notifications.type, 'products_pending'));
    expect(told).toHaveLength(1);
  });

  it('writes none of the rows when a later chunk fails: 503, nothing kept, nobody told', async () => {
    const supplier = await appSeeingInserts((n) => {
      if (n === 3) throw Object.assign(new Error('SQLITE_BUSY: database is locked'), { code: 'SQLITE_BUSY' });
    });
    const res = await upload(supplier.token, 1000);
    expect(res.status).toBe(503);
    expect(res.data.code).toBe('busy');
    expect(await productCount(t, supplier.id)).toBe(0);
    const told = () => t.db.select().from(notifications).where(eq(notifications.type, 'products_pending'));
    expect(await told()).toEqual([]);
    // The same file goes in whole once the database answers again.
    const retried = await upload(supplier.token, 1000);
    expect(retried.data).toMatchObject({ success: 1000 });
    expect(await productCount(t, supplier.id)).toBe(1000);
    expect(await told()).toHaveLength(1);
  });
});
