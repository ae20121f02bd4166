import { indianNumberWords, isValidGstin, rupeesInWords } from '@app/api/shared';
import { orders, users } from '@app/db';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { CHECKOUT, customerWithCart, makeProduct, makeSupplier } from '../support/catalog.ts';
import { warmUpPdfRenderer } from '../support/pdf.ts';

let t: TestApp;
beforeAll(warmUpPdfRenderer);
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

async function pdfText(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(bytes);
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), totalPages };
}

async function orderFor(extra: Parameters<TestApp['userWithToken']>[1] = {}, body: object = CHECKOUT) {
  const supplier = await makeSupplier(t, { restaurantName: 'Malwa Wholesale' });
  const rice = await makeProduct(t, { name: 'Basmati Rice', pricePaise: 12_000, supplierId: supplier });
  const dal = await makeProduct(t, {
    name: 'Toor Dal',
    pricePaise: 9_050,
    categoryId: 'cat_pulses',
    unit: '5kg',
  });
  const me = await customerWithCart(
    t,
    [
      [rice, 2],
      [dal, 3],
    ],
    { restaurantName: 'Spice Route Kitchen', ...extra },
  );
  const order = (
    await t.call('POST', '/api/orders', { token: me.token, body: { ...body, contact_person: 'Ravi Kumar' } })
  ).data;
  return { me, order };
}
const invoice = (id: string, token?: string) => t.call('GET', `/api/orders/${id}/invoice`, { token });

describe('GET /api/orders/:id/invoice', () => {
  it('answers a GST tax invoice PDF named Invoice_{order number}.pdf with every required particular', async () => {
    const { me, order } = await orderFor();
    const res = await invoice(order.id, me.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Invoice_${order.order_number}.pdf"`,
    );
    expect(new TextDecoder().decode(res.data.slice(0, 5))).toBe('%PDF-');
    const { text } = await pdfText(res.data);
    for (const part of [
      'TAX INVOICE',
      'Supply & Beyond Marketplace Pvt. Ltd.',
      'GSTIN: 23AAACS1234D1Z4',
      'State: Madhya Pradesh, Code 23',
      'FSSAI Lic. No.: 11425999000123',
      `Invoice No.: ${order.invoice_number}`,
      `Order No.: ${order.order_number}`,
      'Place of Supply: Madhya Pradesh (23)',
      'Spice Route Kitchen',
      'Attn: Ravi Kumar',
      '12 MG Road, Indore',
      'GSTIN: Unregistered',
      'FSSAI Lic. No.: 12345678901234',
      'Basmati Rice — sold by Malwa Wholesale 1006 2 × 1kg 120.00 240.00 5% 12.00',
      'Toor Dal — sold by',
      '0713 3 × 5kg 90.50 271.50 5% 13.58',
      'Delivery charges 996813 1 0.00 0.00 18% 0.00',
      'Platform fee 998599 1 1.00 1.00 18% 0.00',
      'Taxable value 512.50',
      'CGST @ 2.5% 12.79',
      'SGST @ 2.5% 12.79',
      'Total ₹538.08',
      'Rupees Five Hundred Thirty Eight and Eight Paise Only',
      'Payment: Cash on Delivery',
      'For Supply & Beyond Marketplace Pvt. Ltd.',
      'Page 1 of 1',
    ])
      expect(text).toContain(part);
    expect(text).not.toContain('IGST');
  });

  it('charges IGST 5% to a buyer in another state and prints the buyer GSTIN and a Devanagari name', async () => {
    const { me, order } = await orderFor(
      { cityId: 'city_mumbai' },
      { ...CHECKOUT, gstin: '27AAPFU0939F1ZV' },
    );
    await t.db.update(orders).set({ restaurantName: 'Café Mumbai रसोई' }).where(eq(orders.id, order.id));
    const { text } = await pdfText((await invoice(order.id, me.token)).data);
    expect(text).toContain('Café Mumbai रसोई');
    expect(text).toContain('IGST @ 5% 25.58');
    expect(text).toContain('GSTIN: 27AAPFU0939F1ZV');
    expect(text).toContain('Place of Supply: Maharashtra (27)');
    expect(text).not.toContain('CGST');
  });

  it('prints a multi-line delivery address as its words, line breaks stored as LF', async () => {
    const address = '12 MG Road\r\nNear Rajwada\rIndore';
    const { me, order } = await orderFor({}, { ...CHECKOUT, delivery_address: address });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.deliveryAddress).toBe('12 MG Road\nNear Rajwada\nIndore');
    const { text } = await pdfText((await invoice(order.id, me.token)).data);
    expect(text).toContain('12 MG Road Near Rajwada Indore');
  });

  it('keeps the buyer details the order was placed with', async () => {
    const { me, order } = await orderFor();
    await t.db.update(users).set({ restaurantName: 'Renamed Diner' }).where(eq(users.id, me.id));
    const { text } = await pdfText((await invoice(order.id, me.token)).data);
    expect(text).toContain('Spice Route Kitchen');
    expect(text).not.toContain('Renamed Diner');
  });

  // 45 products, a 2-page PDF drawn and read back: slow on a loaded machine.
  it('runs onto more pages for a long order, each with the header and its number, and stays small', {
    timeout: 60_000,
  }, async () => {
    const lines: [string, number][] = [];
    for (let i = 0; i < 45; i++)
      lines.push([await makeProduct(t, { name: `Spice Mix Number ${i}`, pricePaise: 1000 + i }), 1]);
    const me = await customerWithCart(t, lines);
    const order = (await t.call('POST', '/api/orders', { token: me.token, body: CHECKOUT })).data;
    const bytes = (await invoice(order.id, me.token)).data as Uint8Array;
    const { text, totalPages } = await pdfText(bytes);
    expect(totalPages).toBeGreaterThan(1);
    expect(text.match(/TAX INVOICE/g)).toHaveLength(totalPages);
    for (let page = 1; page <= totalPages; page++) expect(text).toContain(`Page ${page} of ${totalPages}`);
    expect(text).toContain('Spice Mix Number 44');
    expect(text).toContain(
      `Total ₹${order.total_amount.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    );
    // Fonts embedded as subsets of the glyphs drawn: under 30 KB; with the whole Latin and
    // Devanagari fonts (regular and bold) a 2-page invoice is about 184 KB.
    expect(bytes.length).toBeLessThan(60_000);
  });

  it('is for the buyer and for staff who manage orders in that city only', async () => {
    const { me, order } = await orderFor();
    const other = await t.userWithToken('customer');
    const res = await invoice(order.id, other.token);
    expect(res.status).toBe(403);
    expect(res.data.detail).toBe('This order belongs to another account.');
    expect((await invoice(order.id)).status).toBe(401);
    expect((await invoice('ord_missing', me.token)).status).toBe(404);
    const admin = await t.userWithToken('admin');
    expect((await invoice(order.id, admin.token)).status).toBe(200);
    const local = await t.userWithToken('sub_admin', { permissions: ['manage_orders'] });
    expect((await invoice(order.id, local.token)).status).toBe(200);
    const far = await t.userWithToken('sub_admin', { permissions: ['manage_orders'], cityId: 'city_mumbai' });
    expect((await invoice(order.id, far.token)).status).toBe(403);
    const noPermission = await t.userWithToken('sub_admin', { permissions: ['view_analytics'] });
    expect((await invoice(order.id, noPermission.token)).status).toBe(403);
    const supplier = await t.userWithToken('supplier');
    expect((await invoice(order.id, supplier.token)).status).toBe(403);
  });

  it('has no invoice for a cancelled order (409)', async () => {
    const { me, order } = await orderFor();
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
    const res = await invoice(order.id, me.token);
    expect(res.status).toBe(409);
    expect(res.data.detail).toBe('A cancelled order has no invoice.');
  });
});

describe('invoice rules', () => {
  it('writes amounts in words with Indian grouping (thousand, lakh, crore)', () => {
    expect(indianNumberWords(0)).toBe('Zero');
    expect(indianNumberWords(105)).toBe('One Hundred Five');
    expect(indianNumberWords(1_25_000)).toBe('One Lakh Twenty Five Thousand');
    expect(indianNumberWords(12_34_56_789)).toBe(
      'Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine',
    );
    expect(indianNumberWords(100_00_00_000)).toBe('One Hundred Crore');
    expect(rupeesInWords(100)).toBe('Rupees One Only');
    expect(rupeesInWords(5_00_050)).toBe('Rupees Five Thousand and Fifty Paise Only');
  });

  it('validates GSTINs by shape, state code and check character', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('27aapfu0939f1zv')).toBe(true);
    expect(isValidGstin('23AAACS1234D1Z4')).toBe(true);
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('99AAPFU0939F1ZV')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1XV')).toBe(false);
  });
});
