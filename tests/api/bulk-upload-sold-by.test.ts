import { products } from '@app/db';
import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { fileForm } from '../support/products.ts';
import { excelLikeXlsx, HEADER, row, toCsv } from '../support/spreadsheets.ts';

/** Bulk rows sold by weight or volume (decision 0088): optional columns, stock in kg or litres. */
let t: TestApp;
let supplier: Awaited<ReturnType<TestApp['userWithToken']>>;
beforeEach(async () => {
  t = await createTestApp();
  supplier = await t.userWithToken('supplier');
});
afterEach(() => t.close());

const send = (name: string, body: Uint8Array | string) =>
  t.call('POST', '/api/supplier/products/bulk-upload', { token: supplier.token, body: fileForm(name, body) });
const mine = () =>
  t.db.select().from(products).where(eq(products.supplierId, supplier.id)).orderBy(asc(products.name));

const MEASURE = ['Sold By (pack / kg / litre)', 'Step', 'Minimum Order'];
/** A good row with the measure columns: [sold by, step, minimum] after the others. */
const measured = (n: number, over: Parameters<typeof row>[1], measure: [string, string, string]) => [
  ...row(n, over),
  ...measure,
];

describe('the sold by, step and minimum columns', () => {
  it('lists kg and litre rows in grams and millilitres, and reports bad ones', async () => {
    const file = toCsv([
      [...HEADER, ...MEASURE],
      measured(1, { 'Quantity (such as 1kg or 500ml)': '', 'Stock Available': '12.5', 'Price (₹)': '40' }, [
        'kg',
        '0.25',
        '0.5',
      ]),
      measured(2, { 'Quantity (such as 1kg or 500ml)': '', 'Stock Available': '80' }, ['Litre', '', '']),
      measured(3, {}, ['pack', '2', '4']),
      measured(4, {}, ['', '', '']),
      measured(5, {}, ['dozen', '', '']),
      measured(6, { 'Stock Available': '7.5' }, ['kg', '0.25', '0.6']),
      measured(7, { 'Stock Available': '2.5' }, ['pack', '', '']),
      measured(8, { 'Stock Available': '1.0001' }, ['kg', '', '']),
      measured(9, { 'Quantity (such as 1kg or 500ml)': '' }, ['pack', '', '']),
    ]);
    const res = await send('measured.csv', file);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ total: 9, success: 4, failed: 5 });
    expect(res.data.errors).toEqual([
      { row: 6, reason: 'Sold By "dozen" is not pack, kg or litre' },
      { row: 7, reason: 'Minimum must be a whole number of steps' },
      { row: 8, reason: 'Stock must be a whole number' },
      { row: 9, reason: 'Stock has at most 3 decimals' },
      { row: 10, reason: 'Quantity is required (such as 1kg or 500ml)' },
    ]);
    const rows = await mine();
    expect(
      rows.map((p) => [p.name, p.soldBy, p.unit, p.step, p.minQuantity, p.stockQuantity, p.pricePaise]),
    ).toEqual([
      ['Basmati Rice 1', 'kg', 'kg', 250, 500, 12_500, 4000],
      ['Basmati Rice 2', 'litre', 'L', 500, 500, 80_000, 65050],
      ['Basmati Rice 3', 'pack', '5kg', 2, 4, 100, 65050],
      ['Basmati Rice 4', 'pack', '5kg', 1, 1, 100, 65050],
    ]);
  });

  it('reads them from an Excel file with numbers as numbers', async () => {
    const file = excelLikeXlsx([
      [...HEADER, ...MEASURE],
      [...row(1, { 'Quantity (such as 1kg or 500ml)': '' }).slice(0, 8), 2.75, 40, '', '', 'kg', 0.25, 0.5],
    ]);
    const res = await send('measured.xlsx', file);
    expect(res.data).toMatchObject({ total: 1, success: 1, failed: 0 });
    expect((await mine())[0]).toMatchObject({
      soldBy: 'kg',
      stockQuantity: 2750,
      step: 250,
      minQuantity: 500,
    });
  });

  it('takes files from before, without them, as listings sold by the pack', async () => {
    const res = await send('old.csv', toCsv([HEADER, row(1)]));
    expect(res.data).toMatchObject({ total: 1, success: 1, failed: 0 });
    expect((await mine())[0]).toMatchObject({ soldBy: 'pack', step: 1, minQuantity: 1, stockQuantity: 100 });
  });
});
