import { orderItems, products } from '@app/db';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  CHECKOUT,
  customerWithCart,
  gstinOf,
  makeProduct,
  makeSupplier,
  stockOf,
} from '../support/catalog.ts';
import { documentsOf, goodsLeave, placeAndConfirm } from '../support/gst.ts';
import { warmUpPdfRenderer } from '../support/pdf.ts';

// Issue 35 item 1: listings sold by weight or volume, quantities stored in grams and millilitres.
let t: TestApp;
beforeAll(() => warmUpPdfRenderer());
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** Onions at a price per kg, in steps of 0.25 kg from 0.5 kg, 12 kg in stock, unless told. */
const byWeight = (over: Partial<typeof products.$inferInsert> = {}) =>
  makeProduct(t, {
    name: 'Onions',
    categoryId: 'cat_vegetables',
    soldBy: 'kg',
    unit: 'kg',
    pricePaise: 3_733,
    step: 250,
    minQuantity: 500,
    stockQuantity: 12_000,
    ...over,
  });

const add = (token: string, product_id: string, quantity?: number) =>
  t.call('POST', '/api/cart', {
    token,
    body: quantity === undefined ? { product_id } : { product_id, quantity },
  });
const orderOf = async (token: string, id: string) =>
  (await t.call('GET', '/api/orders', { token })).data.orders.find((o: { id: string }) => o.id === id);
const cartOf = async (token: string) => (await t.call('GET', '/api/cart', { token })).data;

/** Every figure of an order from its stored lines: line amounts, GST per rate, the total. */
async function recomputed(orderId: string) {
  const lines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const rates = new Map<number, number>();
  for (const l of lines) rates.set(l.gstRate, (rates.get(l.gstRate) ?? 0) + l.lineTotalPaise);
  const gst = [...rates].reduce((s, [rate, taxable]) => s + Math.round((taxable * rate) / 100), 0);
  return { lines, subtotal: lines.reduce((s, l) => s + l.lineTotalPaise, 0), gst };
}

describe('a listing sold by weight', () => {
  it('adds decimal kg in its steps, merges lines, and answers kg with its price per kg', async () => {
    const onions = await byWeight();
    const c = await t.userWithToken('customer');
    expect((await add(c.token, onions, 2.5)).status).toBe(200);
    const cart = await cartOf(c.token);
    expect(cart.items[0]).toMatchObject({
      quantity: 2.5,
      sold_by: 'kg',
      step: 0.25,
      minimum: 0.5,
      product_price: 37.33,
      stock_quantity: 12,
      line_total: 93.33,
    });
    expect(cart.count).toBe(1);
    const [row] = await t.db.select().from(products).where(eq(products.id, onions));
    expect(row!.stockQuantity).toBe(12_000);
    expect((await add(c.token, onions, 0.25)).status).toBe(200);
    expect((await cartOf(c.token)).items[0].quantity).toBe(2.75);
  });

  it('adds its minimum when no quantity is given', async () => {
    const onions = await byWeight();
    const c = await t.userWithToken('customer');
    expect((await add(c.token, onions)).status).toBe(200);
    expect((await cartOf(c.token)).items[0]).toMatchObject({ quantity: 0.5, line_total: 18.67 });
  });

  it('refuses quantities off its steps or under its minimum with 400, and past the stock with 409', async () => {
    const onions = await byWeight();
    const c = await t.userWithToken('customer');
    const off = await add(c.token, onions, 1.1);
    expect(off.status).toBe(400);
    expect(off.data).toMatchObject({
      code: 'invalid_quantity',
      detail: 'Onions is sold in steps of 250 g: enter a multiple of it.',
    });
    const under = await add(c.token, onions, 0.25);
    expect(under.data).toMatchObject({
      code: 'invalid_quantity',
      detail: 'The least of Onions you can order is 500 g.',
    });
    const over = await add(c.token, onions, 12.25);
    expect(over.status).toBe(409);
    expect(over.data).toMatchObject({ code: 'insufficient_stock', detail: 'Only 12 kg of Onions in stock.' });
    expect((await cartOf(c.token)).items).toHaveLength(0);

    expect((await add(c.token, onions, 1)).status).toBe(200);
    const line = (await cartOf(c.token)).items[0];
    const set = (quantity: number) =>
      t.call('PUT', `/api/cart/${line.id}`, { token: c.token, body: { quantity } });
    expect((await set(1.3)).data.code).toBe('invalid_quantity');
    expect((await set(3.75)).status).toBe(200);
    expect((await cartOf(c.token)).items[0].quantity).toBe(3.75);
  });

  it('sells milk by the litre the same way', async () => {
    const milk = await byWeight({
      name: 'Toned Milk',
      categoryId: 'cat_dairy-and-cheese',
      soldBy: 'litre',
      unit: 'L',
      pricePaise: 5_600,
      step: 500,
      minQuantity: 500,
    });
    const c = await customerWithCart(t, [[milk, 7.5]]);
    expect((await cartOf(c.token)).items[0]).toMatchObject({
      quantity: 7.5,
      sold_by: 'litre',
      line_total: 420,
    });
  });
});

describe('totals of weighed lines', () => {
  it.each([0, 5, 18, 40])(
    'add up exactly in paise at GST %s percent, in the cart, the order and its invoice',
    async (rate) => {
      const supplierId = await makeSupplier(t);
      // Prices and weights whose products are not whole paise: every line rounds once, half up.
      const specs: [number, number][] = [
        [3_733, 2_750],
        [12_999, 1_250],
        [4_567, 333],
        [1, 500],
      ];
      const ids = await Promise.all(
        specs.map(([pricePaise], i) =>
          byWeight({ supplierId, name: `Veg ${i}`, pricePaise, gstRate: rate as 0, step: 1, minQuantity: 1 }),
        ),
      );
      const c = await customerWithCart(
        t,
        ids.map((id, i) => [id, specs[i]![1] / 1000]),
      );
      const expected = specs.map(([p, g]) => Math.round((p * g) / 1000));
      const cart = await cartOf(c.token);
      expect(cart.items.map((l: { line_total: number }) => Math.round(l.line_total * 100))).toEqual(expected);
      const subtotal = expected.reduce((s, x) => s + x, 0);
      expect(Math.round(cart.subtotal * 100)).toBe(subtotal);
      expect(Math.round(cart.gst * 100)).toBe(Math.round((subtotal * rate) / 100));

      const order = await placeAndConfirm(t, c.token);
      const r = await recomputed(order.id);
      expect(r.lines.map((l) => [l.soldBy, l.quantity])).toEqual(
        expect.arrayContaining(specs.map(([, g]) => ['kg', g])),
      );
      expect(r.subtotal).toBe(subtotal);
      expect(Math.round(order.total_amount * 100)).toBe(
        subtotal + r.gst + 100 + (subtotal < 50_000 ? 5_000 : 0),
      );
      await goodsLeave(t, order.id);
      const docs = await documentsOf(t, order.id, c.token);
      const goods = docs.filter((d) => d.kind !== 'service_invoice');
      expect(Math.round(goods.reduce((s, d) => s + d.taxable_value * 100, 0))).toBe(subtotal);
      expect(Math.round(goods.reduce((s, d) => s + (d.cgst + d.sgst + d.igst) * 100, 0))).toBe(r.gst);
    },
  );
});

describe('an order of weighed lines', () => {
  it('holds grams of stock, prints kg on the invoice and e-invoice, and answers kg on every view', async () => {
    const malwa = await makeSupplier(t, {
      businessAddress: '14 Siyaganj, Indore 452007',
      invoicePrefix: 'MALWA',
    });
    const onions = await byWeight({ supplierId: malwa, gstRate: 5 });
    const c = await customerWithCart(t, [[onions, 2.5]]);
    const body = {
      ...CHECKOUT,
      delivery_address: '12 MG Road, Indore 452001',
      gstin: gstinOf('23', 'AAPFU0939F'),
    };
    const order = (await t.call('POST', '/api/orders', { token: c.token, body })).data;
    await t.call('POST', `/api/orders/${order.id}/verify-payment`, { token: c.token });
    expect(await stockOf(t.db, onions)).toBe(9_500);
    const mine = await orderOf(c.token, order.id);
    expect(mine.items[0]).toMatchObject({
      quantity: 2.5,
      supplied_quantity: 2.5,
      sold_by: 'kg',
      price: 37.33,
    });
    await goodsLeave(t, order.id);
    const docs = await documentsOf(t, order.id, c.token);
    const invoice = docs.find((d) => d.kind === 'tax_invoice')!;
    expect(invoice.lines[0]).toMatchObject({ quantity: 2.5, sold_by: 'kg', taxable_value: 93.33 });
    const pdf = await t.call('GET', `/api/orders/${order.id}/invoice`, { token: c.token });
    const { text } = await extractText(await getDocumentProxy(pdf.data as Uint8Array), { mergePages: true });
    expect(text).toContain('2.5 kg');
    const admin = await t.userWithToken('admin');
    const einvoice = await t.call('GET', `/api/invoices/${invoice.invoice_number}/e-invoice`, {
      token: admin.token,
    });
    expect(einvoice.status, JSON.stringify(einvoice.data)).toBe(200);
    expect(einvoice.data.ItemList[0]).toMatchObject({
      Qty: 2.5,
      Unit: 'KGS',
      UnitPrice: 37.33,
      AssAmt: 93.33,
    });
  });

  it('ships less of a weighed line: stock, total and the invoice follow the grams that left', async () => {
    const supplier = await t.userWithToken('supplier', {
      restaurantName: 'Malwa Fresh',
      gstin: gstinOf('23'),
    });
    const onions = await byWeight({ supplierId: supplier.id, gstRate: 5 });
    const c = await customerWithCart(t, [[onions, 2.5]]);
    const order = await placeAndConfirm(t, c.token);
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const res = await t.call('PUT', `/api/supplier/orders/${order.id}/lines/${line!.id}`, {
      token: supplier.token,
      body: { quantity: 2.2 },
    });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(await stockOf(t.db, onions)).toBe(9_800);
    // Invoiced when the goods leave, on what left: 2.2 kg, ₹82.13 (2.5 kg was ₹93.33), no credit note.
    await goodsLeave(t, order.id);
    const docs = await documentsOf(t, order.id, c.token);
    expect(docs.find((d) => d.kind === 'credit_note')).toBeUndefined();
    const invoice = docs.find((d) => d.kind === 'tax_invoice')!;
    expect(invoice.taxable_value).toBe(82.13);
    expect(invoice.lines[0]).toMatchObject({ quantity: 2.2, sold_by: 'kg' });
    const mine = await orderOf(c.token, order.id);
    expect(mine.items[0]).toMatchObject({ quantity: 2.5, supplied_quantity: 2.2 });
    const fresh = await t.call('PUT', `/api/supplier/orders/${order.id}/lines/${line!.id}`, {
      token: supplier.token,
      body: { quantity: 2.2005 },
    });
    expect(fresh.status).toBe(400);
  });
});

describe('par lists and order again by weight', () => {
  it('keeps pars in kg, tops the cart up in steps, and orders a weighed order again', async () => {
    const onions = await byWeight({ stockQuantity: 3_100 });
    const c = await t.userWithToken('customer');
    const bad = await t.call('POST', '/api/lists', {
      token: c.token,
      body: { name: 'Daily veg', items: [{ product_id: onions, par_quantity: 2.1 }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.data.code).toBe('invalid_quantity');
    const made = await t.call('POST', '/api/lists', {
      token: c.token,
      body: { name: 'Daily veg', items: [{ product_id: onions, par_quantity: 4 }] },
    });
    expect(made.status, JSON.stringify(made.data)).toBe(201);
    expect(made.data.items[0]).toMatchObject({
      par_quantity: 4,
      sold_by: 'kg',
      stock_quantity: 3.1,
      in_cart: 0,
    });
    const topped = await t.call('POST', `/api/lists/${made.data.id}/to-cart`, { token: c.token });
    expect(topped.status, JSON.stringify(topped.data)).toBe(200);
    // 3.1 kg in stock: the top-up stops at the last whole step, 3 kg.
    expect(topped.data.lines[0]).toMatchObject({ status: 'partial', added_quantity: 3, sold_by: 'kg' });
    expect(topped.data.lines[0].message).toBe(
      'Only 3.1 kg of Onions available; added 3 kg of the 4 kg needed to reach par.',
    );

    const order = await placeAndConfirm(t, c.token);
    await t.db.update(products).set({ stockQuantity: 10_000 }).where(eq(products.id, onions));
    const again = await t.call('POST', `/api/orders/${order.id}/reorder`, { token: c.token });
    expect(again.status, JSON.stringify(again.data)).toBe(200);
    expect(again.data.lines[0]).toMatchObject({
      ordered_quantity: 3,
      added_quantity: 3,
      status: 'added',
      sold_by: 'kg',
    });
    expect((await cartOf(c.token)).items[0].quantity).toBe(3);
  });
});

it('keeps every existing listing sold by the pack', async () => {
  const rice = await makeProduct(t);
  const c = await customerWithCart(t, [[rice, 2]]);
  expect((await cartOf(c.token)).items[0]).toMatchObject({
    quantity: 2,
    sold_by: 'pack',
    step: 1,
    minimum: 1,
  });
  const placed = await t.call('POST', '/api/orders', { token: c.token, body: CHECKOUT });
  expect(placed.status).toBe(201);
});

it('reports a product sold by weight in kg in the product-wise sales', async () => {
  const onions = await byWeight();
  const c = await customerWithCart(t, [[onions, 2.5]]);
  const order = await placeAndConfirm(t, c.token);
  const admin = await t.userWithToken('admin');
  // Sales count delivered orders.
  for (const status of ['shipped', 'delivered'])
    await t.call('PUT', `/api/admin/orders/${order.id}`, { token: admin.token, body: { status } });
  const rows = (await t.call('GET', '/api/analytics/product-wise', { token: admin.token })).data;
  expect(rows.find((r: { product_name: string }) => r.product_name === 'Onions')).toMatchObject({
    sold_by: 'kg',
    total_quantity: 2.5,
  });
});
