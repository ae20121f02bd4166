import { orderItems, products } from '@app/db';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { CHECKOUT, gstinOf, makeProduct, makeSupplier } from '../support/catalog.ts';
import { documentsOf, goodsLeave } from '../support/gst.ts';
import { warmUpPdfRenderer } from '../support/pdf.ts';
import { fileForm, productBody } from '../support/products.ts';
import { HEADER, row, toCsv } from '../support/spreadsheets.ts';

// Issue 37 item 3 / decision 0093: volume prices, decided on the server and kept on the order line.
let t: TestApp;
beforeAll(() => warmUpPdfRenderer());
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** Rice at ₹65/kg, ₹62/kg from 25 kg and ₹59/kg from 100 kg, in steps of 1 kg from 5 kg. */
const rice = (supplierId?: string) =>
  makeProduct(t, {
    name: 'Sona Masoori Rice',
    soldBy: 'kg',
    unit: 'kg',
    pricePaise: 6_500,
    step: 1_000,
    minQuantity: 5_000,
    stockQuantity: 500_000,
    gstRate: 5,
    priceBreaks: [
      { from: 25_000, pricePaise: 6_200 },
      { from: 100_000, pricePaise: 5_900 },
    ],
    ...(supplierId && { supplierId }),
  });
const add = (token: string, product_id: string, quantity: number) =>
  t.call('POST', '/api/cart', { token, body: { product_id, quantity } });
const line = async (token: string) => (await t.call('GET', '/api/cart', { token })).data.items[0];

describe('a listing with volume prices', () => {
  it('is written by its supplier, answered in kg and rupees, and kept on an update that leaves them out', async () => {
    const s = await t.userWithToken('supplier');
    const body = productBody({
      name: 'Toor Dal',
      category_id: 'cat_pulses',
      sold_by: 'kg',
      step: 1,
      minimum: 1,
      price: 140,
      unit: undefined,
      stock_quantity: 300,
      price_breaks: [
        { from_quantity: 30, price: 135 },
        { from_quantity: 50, price: 131.5 },
      ],
    });
    const made = await t.call('POST', '/api/supplier/products', { token: s.token, body });
    expect(made.status, JSON.stringify(made.data)).toBe(201);
    expect(made.data.price_breaks).toEqual([
      { from_quantity: 30, price: 135 },
      { from_quantity: 50, price: 131.5 },
    ]);
    const [row] = await t.db.select().from(products).where(eq(products.id, made.data.id));
    expect(row!.priceBreaks).toEqual([
      { from: 30_000, pricePaise: 13_500 },
      { from: 50_000, pricePaise: 13_150 },
    ]);
    const { price_breaks: _, ...without } = body as typeof body & { price_breaks?: unknown };
    const kept = await t.call('PUT', `/api/supplier/products/${made.data.id}`, {
      token: s.token,
      body: { ...without, price: 139 },
    });
    expect(kept.status, JSON.stringify(kept.data)).toBe(200);
    expect(kept.data.price_breaks).toHaveLength(2);
    const cleared = await t.call('PUT', `/api/supplier/products/${made.data.id}`, {
      token: s.token,
      body: { ...body, price_breaks: [] },
    });
    expect(cleared.data.price_breaks).toEqual([]);
  });

  it('refuses breaks out of order, at the minimum, off the steps or not cheaper, naming the field', async () => {
    const s = await t.userWithToken('supplier');
    const base = {
      name: 'Toor Dal',
      category_id: 'cat_pulses',
      sold_by: 'kg',
      step: 0.5,
      minimum: 1,
      price: 140,
      unit: undefined,
      stock_quantity: 300,
    };
    const refused = async (price_breaks: { from_quantity: number; price: number }[]) => {
      const res = await t.call('POST', '/api/supplier/products', {
        token: s.token,
        body: productBody({ ...base, price_breaks }),
      });
      expect(res.status).toBe(400);
      return res.data.errors;
    };
    expect(JSON.stringify(await refused([{ from_quantity: 1, price: 130 }]))).toContain(
      'A break is from more than the minimum order',
    );
    expect(JSON.stringify(await refused([{ from_quantity: 10.25, price: 130 }]))).toContain(
      'A break is from a whole number of steps',
    );
    expect(JSON.stringify(await refused([{ from_quantity: 10, price: 140 }]))).toContain(
      'Each break is cheaper than the price before it',
    );
    expect(
      JSON.stringify(
        await refused([
          { from_quantity: 20, price: 130 },
          { from_quantity: 10, price: 120 },
        ]),
      ),
    ).toContain('Each break is from a larger quantity than the one before');
    expect(
      JSON.stringify(
        await refused(Array.from({ length: 6 }, (_, i) => ({ from_quantity: 10 + i, price: 130 - i }))),
      ),
    ).toContain('At most 5 price breaks');
  });
});

describe('the cart and checkout', () => {
  it('charge the best break the quantity reaches and say what the next one needs', async () => {
    const id = await rice();
    const c = await t.userWithToken('customer');
    expect((await add(c.token, id, 20)).status).toBe(200);
    expect(await line(c.token)).toMatchObject({
      product_price: 65,
      list_price: 65,
      price_rule: 'list',
      next_price_break: { add_quantity: 5, price: 62 },
      line_total: 1300,
    });
    await add(c.token, id, 5);
    expect(await line(c.token)).toMatchObject({
      quantity: 25,
      product_price: 62,
      price_rule: 'volume',
      next_price_break: { add_quantity: 75, price: 59 },
      line_total: 1550,
    });
    await add(c.token, id, 100);
    expect(await line(c.token)).toMatchObject({
      product_price: 59,
      next_price_break: null,
      line_total: 7375,
    });
  });

  it('keep the rule on the order line, tax the price applied and print it on the invoice', async () => {
    const malwa = await makeSupplier(t, {
      businessAddress: '14 Siyaganj, Indore 452007',
      invoicePrefix: 'MALWA',
    });
    const id = await rice(malwa);
    const c = await t.userWithToken('customer');
    await add(c.token, id, 30);
    const body = {
      ...CHECKOUT,
      delivery_address: '12 MG Road, Indore 452001',
      gstin: gstinOf('23', 'AAPFU0939F'),
    };
    const placed = await t.call('POST', '/api/orders', { token: c.token, body });
    expect(placed.status, JSON.stringify(placed.data)).toBe(201);
    const order = placed.data;
    const [row] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(row).toMatchObject({
      pricePaise: 6_200,
      priceRule: 'volume',
      listPricePaise: 6_500,
      lineTotalPaise: 186_000,
      taxPaise: 9_300,
    });
    const mine = (await t.call('GET', '/api/orders', { token: c.token })).data.orders[0];
    expect(mine.items[0]).toMatchObject({
      price: 62,
      price_rule: 'volume',
      list_price: 65,
      line_total: 1860,
    });
    // The listing's breaks change after the order: the order keeps what it was charged.
    await t.db.update(products).set({ priceBreaks: [] }).where(eq(products.id, id));
    await goodsLeave(t, order.id);
    const invoice = (await documentsOf(t, order.id, c.token)).find((d) => d.kind === 'tax_invoice')!;
    expect(invoice.lines[0]).toMatchObject({ taxable_value: 1860 });
    const pdf = await t.call('GET', `/api/orders/${order.id}/invoice`, { token: c.token });
    const { text } = await extractText(await getDocumentProxy(pdf.data as Uint8Array), { mergePages: true });
    expect(text).toContain('Sona Masoori Rice (volume price; list 65.00)');
  });

  it('keeps an order of listings without breaks at the list price, rule list', async () => {
    const plain = await makeProduct(t, { name: 'Basmati Rice', pricePaise: 10_000 });
    const c = await t.userWithToken('customer');
    await add(c.token, plain, 3);
    expect(await line(c.token)).toMatchObject({
      product_price: 100,
      price_rule: 'list',
      next_price_break: null,
    });
    const order = (await t.call('POST', '/api/orders', { token: c.token, body: CHECKOUT })).data;
    const [row] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(row).toMatchObject({
      pricePaise: 10_000,
      priceRule: 'list',
      listPricePaise: null,
      lineTotalPaise: 30_000,
    });
  });
});

describe('bulk upload', () => {
  it('reads the price breaks column, and reports a row whose breaks are unreadable or break a rule', async () => {
    const s = await t.userWithToken('supplier');
    const BREAKS = 'Price Breaks (quantity:price; such as 25:62; 100:59)';
    const file = toCsv([
      [...HEADER, BREAKS],
      [...row(1, { 'Price (₹)': '650' }), '10:640; 50 : 620'],
      [...row(2, { 'Price (₹)': '650' }), 'ten at 600'],
      [...row(3, { 'Price (₹)': '650' }), '10:660'],
      [...row(4, { 'Price (₹)': '650' }), ''],
    ]);
    const res = await t.call('POST', '/api/supplier/products/bulk-upload', {
      token: s.token,
      body: fileForm('breaks.csv', file),
    });
    expect(res.data).toMatchObject({ total: 4, success: 2, failed: 2 });
    expect(res.data.errors).toEqual([
      { row: 3, reason: 'Price Breaks "ten at 600" is not quantity:price pairs such as 25:62; 100:59' },
      { row: 4, reason: 'Each break is cheaper than the price before it' },
    ]);
    const rows = await t.db.select().from(products).where(eq(products.supplierId, s.id));
    expect(Object.fromEntries(rows.map((p) => [p.name, p.priceBreaks]))).toEqual({
      'Basmati Rice 1': [
        { from: 10, pricePaise: 64_000 },
        { from: 50, pricePaise: 62_000 },
      ],
      'Basmati Rice 4': [],
    });
  });
});
