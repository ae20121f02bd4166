import { indianNumberWords, isValidGstin, rupeesInWords } from '@app/api/shared';
import { orders, users } from '@app/db';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { CHECKOUT, customerWithCart, gstinOf, makeProduct, makeSupplier } from '../support/catalog.ts';
import { fy, goodsLeave, placeAndConfirm, threeSellerCart } from '../support/gst.ts';
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

const invoice = (id: string, token?: string) => t.call('GET', `/api/orders/${id}/invoice`, { token });
const documentPdf = (number: string, token?: string) =>
  t.call('GET', `/api/invoices/${number}/pdf`, { token });

async function placed(body: object = CHECKOUT) {
  const parties = await threeSellerCart(t, { restaurantName: 'Café Indore रसोई' });
  const order = (
    await t.call('POST', '/api/orders', {
      token: parties.me.token,
      body: { ...body, contact_person: 'Ravi Kumar' },
    })
  ).data as { id: string; order_number: string; total_amount: number };
  return { ...parties, order };
}

async function confirmed() {
  const p = await placed();
  await t.call('POST', `/api/orders/${p.order.id}/verify-payment`, { token: p.me.token });
  return p;
}

/** Confirmed, and every supplier's goods gone: each supplier's invoice issued (decision 0088). */
async function shipped() {
  const p = await confirmed();
  await goodsLeave(t, p.order.id);
  return p;
}

describe('GET /api/orders/:id/invoice', () => {
  it('draws the operator’s invoice and a proforma of each supplier’s once the order is confirmed', async () => {
    const { me, order } = await confirmed();
    const y = fy();
    const res = await invoice(order.id, me.token);
    expect(res.status).toBe(200);
    const { text, totalPages } = await pdfText(res.data);
    expect(totalPages).toBe(4);
    // The issued fee invoice first, then the three suppliers' invoices still to come.
    const [issued, ...proformas] = text.split('PROFORMA INVOICE — not a tax invoice');
    expect(issued).toContain(`Invoice No.: MKT-${y}-00001`);
    expect(issued!.match(/TAX INVOICE/g)).toHaveLength(1);
    expect(proformas).toHaveLength(3);
    // One proforma per supplier, each naming its seller alone.
    expect(
      proformas.map((p) =>
        ['Malwa Wholesale Pvt Ltd', 'Deccan Cleaning LLP', 'Gupta Dairy'].filter((n) => p.includes(n)),
      ),
    ).toEqual(
      expect.arrayContaining([['Malwa Wholesale Pvt Ltd'], ['Deccan Cleaning LLP'], ['Gupta Dairy']]),
    );
    for (const p of proformas) expect(p).toContain('Proforma No.: Not issued');
    expect(text).not.toContain('Invoice No.: MALWA');
    expect(text).not.toContain('Invoice No.: DECCN');
  });

  it('draws every issued document of a three-seller order, one after another, as Invoice_{order number}.pdf', async () => {
    const { me, order } = await shipped();
    const y = fy();
    const res = await invoice(order.id, me.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Invoice_${order.order_number}.pdf"`,
    );
    const { text, totalPages } = await pdfText(res.data);
    expect(totalPages).toBe(4);
    for (const part of [
      // Malwa sells within Madhya Pradesh: CGST + SGST on its own invoice.
      'Malwa Wholesale Pvt Ltd',
      `GSTIN: ${gstinOf('23', 'AAACM1234A')}`,
      `Invoice No.: MALWA-${y}-00001`,
      'CGST @ 2.5% 12.79',
      // Deccan ships from Maharashtra: IGST.
      'Deccan Cleaning LLP',
      `GSTIN: ${gstinOf('27', 'AAFFD4321B')}`,
      'Maharashtra, Code 27',
      `Invoice No.: DECCN-${y}-00001`,
      'IGST @ 18% 90.00',
      // Gupta Dairy has no GSTIN: a bill of supply without tax.
      'BILL OF SUPPLY',
      'GSTIN: Unregistered',
      // The operator's fee invoice, and the buyer on every page.
      `Invoice No.: MKT-${y}-00001`,
      'Supply & Beyond Marketplace Pvt. Ltd.',
      'Platform fee 998599',
      'Café Indore रसोई',
      ': Ravi Kumar',
      'Place of Supply: Madhya Pradesh (23)',
      `Order No.: ${order.order_number}`,
      '₹',
      'Rupees',
      'Payment: Cash on Delivery',
    ])
      expect(text).toContain(part);
    expect(text.match(/TAX INVOICE/g)).toHaveLength(3);
    expect(text).not.toContain('PROFORMA');
  });

  it('draws a proforma of each document before the order is confirmed: nothing is issued yet', async () => {
    const { me, order } = await placed();
    const { text, totalPages } = await pdfText((await invoice(order.id, me.token)).data);
    expect(totalPages).toBe(4);
    expect(text.match(/PROFORMA INVOICE — not a tax invoice/g)).toHaveLength(4);
    expect(text).toContain('The tax invoice is issued when the goods leave the seller, on what it supplies.');
    expect(text).not.toContain('Invoice No.: MALWA');
  });

  it('adds the credit notes after a cancellation, each naming its invoice', async () => {
    const { me, order } = await shipped();
    const admin = await t.userWithToken('admin');
    const cancel = await t.call('PUT', `/api/admin/orders/${order.id}`, {
      token: admin.token,
      body: { status: 'cancelled' },
    });
    expect(cancel.status).toBe(200);
    const y = fy();
    const { text, totalPages } = await pdfText((await invoice(order.id, me.token)).data);
    expect(totalPages).toBe(8);
    expect(text.match(/CREDIT NOTE/g)).toHaveLength(4);
    expect(text).toContain(`Credit Note No.: MALWA-${y}-C0001`);
    expect(text).toContain(`Against invoice No. MALWA-${y}-00001`);
  });

  it('credits only the operator’s invoice, and draws no proforma, when cancelled before the goods leave', async () => {
    const { me, order } = await confirmed();
    expect((await t.call('POST', `/api/orders/${order.id}/cancel`, { token: me.token })).status).toBe(200);
    const y = fy();
    const { text, totalPages } = await pdfText((await invoice(order.id, me.token)).data);
    expect(totalPages).toBe(2);
    expect(text).toContain(`Credit Note No.: MKT-${y}-C0001`);
    expect(text).toContain(`Against invoice No. MKT-${y}-00001`);
    expect(text).not.toContain('PROFORMA');
    expect(text).not.toContain('Malwa');
  });

  it('prints a multi-line delivery address as its words, line breaks stored as LF', async () => {
    const { me, order } = await placed({
      ...CHECKOUT,
      delivery_address: '12 MG Road\r\nNear Rajwada\rIndore',
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.deliveryAddress).toBe('12 MG Road\nNear Rajwada\nIndore');
    const { text } = await pdfText((await invoice(order.id, me.token)).data);
    expect(text).toContain('12 MG Road Near Rajwada Indore');
  });

  it('keeps the buyer details the order was placed with', async () => {
    const { me, order } = await confirmed();
    await t.db.update(users).set({ restaurantName: 'Renamed Diner' }).where(eq(users.id, me.id));
    const { text } = await pdfText((await invoice(order.id, me.token)).data);
    expect(text).toContain('Café Indore रसोई');
    expect(text).not.toContain('Renamed Diner');
  });

  // 45 products, a multi-page PDF drawn and read back: slow on a loaded machine.
  it('runs onto more pages for a long order, each with the header and its number, and stays small', {
    timeout: 60_000,
  }, async () => {
    const seller = await makeSupplier(t, { gstin: gstinOf('23', 'AAACM1234A') });
    const lines: [string, number][] = [];
    for (let i = 0; i < 45; i++)
      lines.push([
        await makeProduct(t, { name: `Spice Mix Number ${i}`, pricePaise: 1000 + i, supplierId: seller }),
        1,
      ]);
    const me = await customerWithCart(t, lines);
    const order = await placeAndConfirm(t, me.token);
    await goodsLeave(t, order.id);
    const bytes = (await invoice(order.id, me.token)).data as Uint8Array;
    const { text, totalPages } = await pdfText(bytes);
    // The supplier's invoice over several pages, then the operator's fee invoice on one.
    expect(totalPages).toBeGreaterThan(2);
    expect(text.match(/TAX INVOICE/g)).toHaveLength(totalPages);
    expect(text).toContain('Spice Mix Number 44');
    expect(text).toContain('Page 1 of');
    // Fonts embedded as subsets of the glyphs drawn: with the whole Latin and Devanagari fonts
    // (regular and bold) a 2-page invoice is about 184 KB.
    expect(bytes.length).toBeLessThan(80_000);
  });

  it('is for the buyer and for staff who manage orders in that city only', async () => {
    const { me, order, malwa } = await placed();
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
    // A supplier reads its own documents (below), never the whole order's.
    expect((await invoice(order.id, malwa.token)).status).toBe(403);
  });

  it('has nothing to draw for an order cancelled before confirmation (409)', async () => {
    const { me, order } = await placed();
    expect((await t.call('POST', `/api/orders/${order.id}/cancel`, { token: me.token })).status).toBe(200);
    const res = await invoice(order.id, me.token);
    expect(res.status).toBe(409);
    expect(res.data.detail).toBe('This order was cancelled before anything was invoiced.');
  });
});

describe('GET /api/invoices/:number/pdf', () => {
  it("gives a supplier its own document, and another seller's to nobody but the order's readers", async () => {
    const { me, order, malwa } = await confirmed();
    const y = fy();
    // Not issued until Malwa's goods leave it.
    expect((await documentPdf(`MALWA-${y}-00001`, malwa.token)).status).toBe(404);
    await goodsLeave(t, order.id);
    const own = await documentPdf(`MALWA-${y}-00001`, malwa.token);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-disposition')).toBe(`attachment; filename="MALWA-${y}-00001.pdf"`);
    const { text, totalPages } = await pdfText(own.data);
    expect(totalPages).toBe(1);
    expect(text).toContain(`Invoice No.: MALWA-${y}-00001`);
    expect(text).not.toContain('Deccan');
    expect((await documentPdf(`DECCN-${y}-00001`, malwa.token)).status).toBe(403);
    expect((await documentPdf(`DECCN-${y}-00001`, me.token)).status).toBe(200);
    expect((await documentPdf('NOPE-2627-00001', me.token)).status).toBe(404);
    const admin = await t.userWithToken('admin');
    const cancel = await t.call('PUT', `/api/admin/orders/${order.id}`, {
      token: admin.token,
      body: { status: 'cancelled' },
    });
    expect(cancel.status).toBe(200);
    const credit = await pdfText((await documentPdf(`MALWA-${y}-C0001`, malwa.token)).data);
    expect(credit.text).toContain(`Against invoice No. MALWA-${y}-00001`);
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
