import { notifications, products } from '@app/db';
import { asc, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readXlsx } from '../../packages/api/src/catalog/bulk-upload/xlsx.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { download, fileForm, productBody, productCount } from '../support/products.ts';
import { excelLikeXlsx, HEADER, row, toCsv } from '../support/spreadsheets.ts';

let t: TestApp;
let supplier: Awaited<ReturnType<TestApp['userWithToken']>>;
beforeEach(async () => {
  (globalThis as { allowConsoleError?: boolean }).allowConsoleError = false;
  t = await createTestApp();
  supplier = await t.userWithToken('supplier', { restaurantName: 'Meena Traders' });
});
afterEach(() => t.close());

const send = (name: string, body: Uint8Array | string, token = supplier.token) =>
  t.call('POST', '/api/supplier/products/bulk-upload', { token, body: fileForm(name, body) });
const csv = (rows: string[][]) => toCsv([HEADER, ...rows]);
const mine = () =>
  t.db.select().from(products).where(eq(products.supplierId, supplier.id)).orderBy(asc(products.name));
/** The template's header: the columns of files from before, then how each row is sold. */
const TEMPLATE_HEADER = [
  ...HEADER,
  'Sold By (pack / kg / litre)',
  'Step',
  'Minimum Order',
  'Weighed (yes/no)',
  'Tolerance %',
  'Price Breaks (quantity:price; such as 25:62; 100:59)',
];

describe('templates', () => {
  it('serves the CSV template, which uploads as is', async () => {
    const res = await download(t, '/api/supplier/products/template.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('product-upload-template.csv');
    const text = new TextDecoder().decode(res.bytes);
    expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(TEMPLATE_HEADER.join(','));
    const up = await send('template.csv', res.bytes);
    expect(up.status).toBe(200);
    expect(up.data).toEqual({ total: 4, success: 4, failed: 0, errors: [] });
    const rows = await mine();
    expect(
      rows.map((p) => [p.name, p.unit, p.pricePaise, p.approvalStatus, p.cityId, p.hsnCode, p.gstRate]),
    ).toEqual([
      ['Basmati Rice', '5kg', 65000, 'pending', null, '1006', 5],
      // Blank HSN code and GST rate: the category's (Seasonings).
      ['Garam Masala', '500g', 34050, 'pending', null, '0910', 5],
      // Sold by weight: the price is per kg, the stock 250 kg.
      ['Onion', 'kg', 3200, 'pending', null, expect.any(String), expect.any(Number)],
      ['Paneer', '1kg', 42000, 'pending', null, '0406', 5],
    ]);
    expect(rows.find((p) => p.name === 'Onion')).toMatchObject({
      soldBy: 'kg',
      step: 500,
      minQuantity: 1000,
      stockQuantity: 250_000,
      priceBreaks: [
        { from: 25_000, pricePaise: 3000 },
        { from: 100_000, pricePaise: 2800 },
      ],
    });
  });

  it('serves the Excel template (with a sheet of categories), which uploads as is', async () => {
    const res = await download(t, '/api/supplier/products/template.xlsx');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const rows = readXlsx(res.bytes, 100);
    expect(rows[0]!.cells.map((c) => c.text)).toEqual(TEMPLATE_HEADER);
    expect(rows).toHaveLength(5);
    const up = await send('template.xlsx', res.bytes);
    expect(up.data).toEqual({ total: 4, success: 4, failed: 0, errors: [] });
  });
});

describe('row validation', () => {
  it('inserts the good rows as pending, reports each bad row by its number and reason', async () => {
    const file = csv([
      row(1),
      row(2, { 'Product Category': 'Spaceships' }),
      row(3, { 'Manufacturing Date (YYYY-MM-DD)': '2026-02-30' }),
      row(4, { 'Date of Expiry (YYYY-MM-DD)': '2025-12-31' }),
      row(5, { 'Stock Available': '-4' }),
      row(6, { 'Stock Available': '2.5' }),
      row(7, { 'Price (₹)': '' }),
      row(8, { 'Quantity (such as 1kg or 500ml)': 'a lot' }),
      row(9, { 'Name of Product': "=cmd|' /C calc'!A0" }),
      row(10, { 'Name of Product': "-2+3+cmd|' /C calc'!A0" }),
      row(11, { Brand: '@SUM(A1)' }),
      row(12, { 'Stock Available': '+5' }),
      row(13, {
        'Quantity (such as 1kg or 500ml)': '500 ML',
        'Price (₹)': '₹1,250.75',
        'Product Category': 'dairy & cheese',
      }),
      ['', '', '', '', '', '', '', '', '', ''],
      row(15, { 'Date of Expiry (YYYY-MM-DD)': '01/02/2027', 'Price (₹)': 'abc' }),
      row(16, {
        'Manufacturing Date (YYYY-MM-DD)': '',
        'Date of Expiry (YYYY-MM-DD)': '',
        'Quantity (such as 1kg or 500ml)': '750ml x 24',
      }),
    ]);
    const res = await send('mixed.csv', file);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ total: 15, success: 3, failed: 12 });
    expect(res.data.errors).toEqual([
      { row: 3, reason: 'Unknown category "Spaceships"' },
      { row: 4, reason: 'Manufacturing date is not a real date' },
      { row: 5, reason: 'Expiry date must be after the manufacturing date' },
      { row: 6, reason: 'Stock cannot be negative' },
      { row: 7, reason: 'Stock must be a whole number' },
      { row: 8, reason: 'Price is required' },
      { row: 9, reason: 'Quantity "a lot" is not an amount with a unit such as 1kg, 500ml or 12 pcs' },
      { row: 10, reason: expect.stringContaining('Name of Product: formulas are not allowed') },
      { row: 11, reason: expect.stringContaining('Name of Product: formulas are not allowed') },
      { row: 12, reason: expect.stringContaining('Brand: formulas are not allowed') },
      { row: 13, reason: expect.stringContaining('Stock Available: formulas are not allowed') },
      { row: 16, reason: 'Price must be a number; Expiry date: use YYYY-MM-DD' },
    ]);
    const rows = await mine();
    expect(rows.map((p) => [p.name, p.unit, p.pricePaise, p.categoryId, p.manufacturingDate])).toEqual([
      ['Basmati Rice 1', '5kg', 65050, 'cat_rice', '2026-01-01'],
      ['Basmati Rice 13', '500ml', 125075, 'cat_dairy-and-cheese', '2026-01-01'],
      ['Basmati Rice 16', '750ml x 24', 65050, 'cat_rice', null],
    ]);
    expect(rows.every((p) => p.approvalStatus === 'pending' && p.description === 'Classic')).toBe(true);
    expect(rows.some((p) => /^[=+\-@]/.test(p.name) || /^[=+\-@]/.test(p.brand))).toBe(false);
  });

  it('takes the spec’s format (no price column): good rows wait for a price, bad rows are reported', async () => {
    const spec = (r: string[]) => r.slice(0, 9);
    const res = await send(
      'spec-format.csv',
      toCsv([
        spec(HEADER),
        spec(row(1)),
        spec(row(2, { 'Stock Available': '-4' })),
        spec(row(3)),
        spec(row(4, { 'Product Category': 'Spaceships' })),
        spec(row(5)),
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ total: 5, success: 3, failed: 2 });
    expect(res.data.errors.map((e: { row: number }) => e.row)).toEqual([3, 5]);
    const listed = await mine();
    expect(listed.map((p) => [p.name, p.priceNeeded, p.pricePaise, p.approvalStatus])).toEqual([
      ['Basmati Rice 1', true, 0, 'pending'],
      ['Basmati Rice 3', true, 0, 'pending'],
      ['Basmati Rice 5', true, 0, 'pending'],
    ]);
    const own = (await t.call('GET', '/api/supplier/products', { token: supplier.token })).data;
    expect(own[0]).toMatchObject({ price_needed: true, price: 0 });

    // Staff cannot approve a listing without a price; once the supplier sets one, they can.
    const admin = await t.userWithToken('admin');
    const id = listed[0]!.id;
    const early = await t.call('POST', `/api/admin/products/${id}/approve`, { token: admin.token });
    expect(early.status).toBe(409);
    expect(early.data.code).toBe('price_needed');
    const priced = await t.call('PUT', `/api/supplier/products/${id}`, {
      token: supplier.token,
      body: productBody({ name: 'Basmati Rice 1', price: 640 }),
    });
    expect(priced.status).toBe(200);
    expect(priced.data).toMatchObject({ price: 640, price_needed: false });
    expect((await t.call('POST', `/api/admin/products/${id}/approve`, { token: admin.token })).status).toBe(
      200,
    );
  });

  it('reads columns by name, in any order, ignoring case, notes in brackets and extra columns', async () => {
    const header = ['notes', 'stock', 'PRICE', 'quantity', 'name of product', 'product category'];
    const res = await send(
      'reordered.csv',
      toCsv([header, ['hello', '7', '10', '1 kg', 'Toor Dal', 'Pulses']]),
    );
    expect(res.data).toMatchObject({ success: 1, failed: 0 });
    expect((await mine())[0]).toMatchObject({
      name: 'Toor Dal',
      unit: '1kg',
      stockQuantity: 7,
      categoryId: 'cat_pulses',
    });
  });

  it('tells the staff of the supplier’s city once per upload', async () => {
    const sub = await t.userWithToken('sub_admin', { permissions: ['approve_products'] });
    const elsewhere = await t.userWithToken('sub_admin', {
      cityId: 'city_bhopal',
      permissions: ['approve_products'],
    });
    await send('two.csv', csv([row(1), row(2)]));
    const got = (id: string) => t.db.select().from(notifications).where(eq(notifications.userId, id));
    expect((await got(sub.id)).map((n) => n.message)).toEqual([
      'Meena Traders uploaded 2 product(s) for approval.',
    ]);
    expect(await got(elsewhere.id)).toEqual([]);
  });
});

describe('excel files', () => {
  it('reads shared strings, rich text, numbers and date serials; refuses formula cells', async () => {
    const file = excelLikeXlsx([
      HEADER,
      [1, 'Rice', 'Sona| Masoori', 'Daawat', '', 46027, 46392, '10 kgs', 40, 899.5],
      [2, 'Rice', 'Formula stock', 'X', '', '', '', '1kg', { f: '1+1', v: '2' }, 10],
      [3, 'Rice', { f: 'HYPERLINK("http://x","y")', v: 'y' }, 'X', '', '', '', '1kg', 5, 10],
    ]);
    const res = await send('excel.xlsx', file);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ total: 3, success: 1, failed: 2 });
    expect(res.data.errors.map((e: { row: number }) => e.row)).toEqual([3, 4]);
    expect(res.data.errors[0].reason).toContain('Stock Available: formulas are not allowed');
    expect((await mine())[0]).toMatchObject({
      name: 'Sona Masoori',
      unit: '10kg',
      stockQuantity: 40,
      pricePaise: 89950,
      manufacturingDate: '2026-01-05',
      expiryDate: '2027-01-05',
    });
  });

  it('refuses a file named .xlsx that is not a workbook, and a broken zip', async () => {
    const fake = await send('fake.xlsx', 'Sr.No.,Product Category\n1,Rice');
    expect(fake.status).toBe(415);
    expect(fake.data.detail).toBe('Please upload a CSV or Excel file');
    const broken = new Uint8Array(200);
    broken.set([0x50, 0x4b, 0x03, 0x04]);
    const res = await send('broken.xlsx', broken);
    expect(res.status).toBe(400);
    expect(res.data.detail).toBe('The Excel file could not be read. Save it as .xlsx and try again.');
  });
});

describe('file-level refusals write nothing', () => {
  it.each(['products.txt', 'products.xls', 'products.csv.exe', 'products'])(
    'refuses the name %s',
    async (name) => {
      const res = await send(name, csv([row(1)]));
      expect(res.status).toBe(415);
      expect(res.data.detail).toBe('Please upload a CSV or Excel file');
      expect(await productCount(t)).toBe(0);
    },
  );

  it('refuses wrong columns', async () => {
    const res = await send(
      'wrong.csv',
      toCsv([
        ['id', 'title', 'cost'],
        ['1', 'Rice', '10'],
      ]),
    );
    expect(res.status).toBe(400);
    expect(res.data).toEqual({
      code: 'wrong_columns',
      detail:
        'Missing columns: Product Category, Name of Product, Quantity (such as 1kg or 500ml), Stock Available. Download the template and keep its header row.',
    });
    expect(await productCount(t)).toBe(0);
  });

  it('refuses 100,000 rows with the row limit', async () => {
    const body = `${HEADER.join(',')}\n${',Rice,R,,,,,1g,1,1\n'.repeat(100_000)}`;
    expect(body.length).toBeLessThan(2 * 1024 * 1024);
    const res = await send('huge.csv', body);
    expect(res.status).toBe(413);
    expect(res.data.detail).toBe(
      'The file has more than 5,000 products. Upload at most 5,000 rows per file.',
    );
    expect(await productCount(t)).toBe(0);
  });

  it('refuses 5,001 rows in an Excel file', async () => {
    const rows = Array.from({ length: 5001 }, (_, i) => row(i + 1));
    const res = await send('big.xlsx', excelLikeXlsx([HEADER, ...rows]));
    expect(res.status).toBe(413);
    expect(await productCount(t)).toBe(0);
  });

  it('refuses a file over 2 MB', async () => {
    const res = await send('big.csv', `${HEADER.join(',')}\n${'x'.repeat(2 * 1024 * 1024)}`);
    expect(res.status).toBe(413);
    expect(res.data.detail).toBe(
      'The file is larger than 2 MB. Split it into smaller files and upload each.',
    );
  });

  it('refuses an empty file, a non-UTF-8 CSV and a binary file', async () => {
    expect((await send('empty.csv', '')).data.detail).toBe(
      'The file is empty. Download the template and fill it in.',
    );
    const latin1 = Uint8Array.from([
      ...new TextEncoder().encode(`${HEADER.join(',')}\n1,Rice,Caf`),
      0xe9,
      0x0a,
    ]);
    const res = await send('latin1.csv', latin1);
    expect(res.status).toBe(400);
    expect(res.data.detail).toContain('not UTF-8');
    expect((await send('binary.csv', Uint8Array.from([0x4d, 0x5a, 0, 0, 1]))).status).toBe(415);
    expect(await productCount(t)).toBe(0);
  });

  it('rolls the whole insert back if the database refuses one row', async () => {
    // The server logs the 500 it answers; that is expected here (reset before each test).
    (globalThis as { allowConsoleError?: boolean }).allowConsoleError = true;
    await t.db.run(
      sql.raw(
        "CREATE TRIGGER boom BEFORE INSERT ON products WHEN new.name = 'Boom' BEGIN SELECT RAISE(ABORT, 'boom'); END",
      ),
    );
    const res = await send('boom.csv', csv([row(1), row(2), row(3, { 'Name of Product': 'Boom' }), row(4)]));
    expect(res.status).toBe(500);
    expect(res.data.detail).toBe('Something went wrong on our side. Please try again.');
    expect(await productCount(t)).toBe(0);
    expect(await t.db.select().from(notifications)).toEqual([]);
  });

  it('is for suppliers only', async () => {
    const customer = await t.userWithToken('customer');
    expect((await send('a.csv', csv([row(1)]), customer.token)).status).toBe(403);
    const admin = await t.userWithToken('admin');
    expect((await send('a.csv', csv([row(1)]), admin.token)).status).toBe(403);
    expect(
      (await t.call('POST', '/api/supplier/products/bulk-upload', { body: fileForm('a.csv', csv([row(1)])) }))
        .status,
    ).toBe(401);
    expect(await productCount(t)).toBe(0);
  });
});

describe('the largest file', () => {
  it('takes all 5,000 rows a file may hold', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => row(i + 1));
    const res = await send('five-thousand.csv', csv(rows));
    expect(res.data).toMatchObject({ total: 5000, success: 5000, failed: 0 });
    expect(await productCount(t, supplier.id)).toBe(5000);
  });
});
