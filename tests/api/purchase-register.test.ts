import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { CHECKOUT, customerWithCart, gstinOf } from '../support/catalog.ts';
import { type Doc, documentsOf, goodsLeave, threeSellerCart } from '../support/gst.ts';
import { download } from '../support/products.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const BUYER = gstinOf('23', 'AAKCS5678B');
const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
const register = (token: string, query: string) =>
  t.call('GET', `/api/account/purchase-register?${query}`, { token });

async function placeShipped(token: string, gstin: string) {
  const placed = await t.call('POST', '/api/orders', { token, body: { ...CHECKOUT, gstin } });
  expect(placed.status, JSON.stringify(placed.data)).toBe(201);
  expect((await t.call('POST', `/api/orders/${placed.data.id}/verify-payment`, { token })).status).toBe(200);
  await goodsLeave(t, placed.data.id);
  return placed.data.id as string;
}

/** Invoices add, credit notes subtract, bills of supply carry no credit: in paise. */
const netOf = (docs: Doc[], k: 'taxable_value' | 'igst' | 'cgst' | 'sgst' | 'total') =>
  docs
    .filter((d) => d.kind !== 'bill_of_supply' && d.seller_gstin)
    .reduce((s, d) => s + (d.kind === 'credit_note' ? -1 : 1) * Math.round(d[k] * 100), 0) / 100;

describe('GET /api/account/purchase-register', () => {
  it('lists the tax invoices and credit notes billed to the GSTIN in the month, netting the notes', async () => {
    const { me, lines } = await threeSellerCart(t);
    const kept = await placeShipped(me.token, BUYER);
    // The same buyer's second order: its goods left (invoiced), then staff cancel it (credited).
    for (const [product_id, quantity] of lines)
      await t.call('POST', '/api/cart', { token: me.token, body: { product_id, quantity } });
    const returned = await placeShipped(me.token, BUYER);
    const admin = await t.userWithToken('admin');
    const cancel = await t.call('PUT', `/api/admin/orders/${returned}`, {
      token: admin.token,
      body: { status: 'cancelled' },
    });
    expect(cancel.status).toBe(200);
    // Another restaurant billed to the same GSTIN (a second outlet): never in this customer's register.
    const other = await customerWithCart(t, lines);
    await placeShipped(other.token, BUYER);

    const res = await register(me.token, `gstin=${BUYER}&month=${month}`);
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    const docs = [...(await documentsOf(t, kept, me.token)), ...(await documentsOf(t, returned, me.token))];
    const claimable = docs.filter((d) => d.seller_gstin);
    expect(res.data.rows.map((r: { number: string }) => r.number).sort()).toEqual(
      claimable.map((d) => d.invoice_number).sort(),
    );
    // Malwa (MP → MP): CGST + SGST; Deccan (MH → MP): IGST; Gupta's bill of supply: absent.
    const row = (name: string, type: string) =>
      res.data.rows.find(
        (r: { supplier_name: string; document_type: string }) =>
          r.supplier_name === name && r.document_type === type,
      );
    expect(row('Malwa Wholesale Pvt Ltd', 'invoice')).toMatchObject({
      supplier_gstin: gstinOf('23', 'AAACM1234A'),
      place_of_supply: 'Madhya Pradesh',
      place_of_supply_code: '23',
      reverse_charge: 'N',
      taxable_value: 511.5,
      igst: 0,
      cgst: 12.79,
      sgst: 12.79,
      cess: 0,
    });
    expect(row('Deccan Cleaning LLP', 'invoice')).toMatchObject({ taxable_value: 500, igst: 90, cgst: 0 });
    expect(row('Deccan Cleaning LLP', 'credit_note')).toMatchObject({ taxable_value: 500, igst: 90 });
    expect(res.data.rows.some((r: { supplier_name: string }) => r.supplier_name.includes('Gupta'))).toBe(
      false,
    );
    // The operator's fee invoice is a tax invoice to the buyer too.
    const service = docs.find((d) => d.kind === 'service_invoice')!;
    expect(
      res.data.rows.filter((r: { supplier_gstin: string }) => r.supplier_gstin === service.seller_gstin),
    ).toHaveLength(3);
    // Independently: every claimable document of both orders, credit notes subtracted.
    expect(res.data.totals).toEqual({
      taxable_value: netOf(docs, 'taxable_value'),
      igst: netOf(docs, 'igst'),
      cgst: netOf(docs, 'cgst'),
      sgst: netOf(docs, 'sgst'),
      cess: 0,
      total: netOf(docs, 'total'),
    });
    expect(res.data.totals.igst).toBe(90);
    expect(res.data.totals.taxable_value).toBe(netOf(await documentsOf(t, kept, me.token), 'taxable_value'));

    const gstins = await t.call('GET', '/api/account/purchase-register/gstins', { token: me.token });
    // The GSTIN typed at checkout is the profile's, so the first outlet's (decision 0112).
    expect(gstins.data).toEqual({
      gstins: [{ gstin: BUYER, outlet_name: expect.any(String), last_month: month }],
    });
    expect((await register(me.token, `gstin=${BUYER}&month=2024-01`)).data).toMatchObject({
      rows: [],
      totals: { total: 0 },
    });

    const csv = await download(
      t,
      `/api/account/purchase-register/csv?gstin=${BUYER}&month=${month}`,
      me.token,
    );
    expect(csv.headers.get('content-disposition')).toBe(
      `attachment; filename="Purchases-${BUYER}-${month}.csv"`,
    );
    const text = new TextDecoder().decode(csv.bytes).replace(/^\uFEFF/, '');
    const [header, ...body] = text.trim().split('\r\n');
    expect(header).toBe(
      'GSTIN of supplier,Trade/Legal name,Document type,Invoice/Note number,Invoice/Note date,Invoice/Note value,Place of supply,Supply attract reverse charge,Taxable value,Integrated Tax,Central Tax,State/UT tax,Cess',
    );
    const malwa = row('Malwa Wholesale Pvt Ltd', 'invoice');
    const [y, m, d] = malwa.date.split('-');
    expect(body).toContain(
      `${gstinOf('23', 'AAACM1234A')},Malwa Wholesale Pvt Ltd,Invoice,${malwa.number},${d}-${m}-${y},${malwa.total.toFixed(2)},23-Madhya Pradesh,N,511.50,0.00,12.79,12.79,0.00`,
    );
    expect(body).toHaveLength(claimable.length);
  });

  it('answers only the customer’s own GSTINs and refuses a malformed GSTIN or month with a sentence', async () => {
    const { me } = await threeSellerCart(t);
    await placeShipped(me.token, BUYER);
    const stranger = await t.userWithToken('customer');
    const theirs = await register(stranger.token, `gstin=${BUYER}&month=${month}`);
    expect(theirs.status).toBe(404);
    expect(theirs.data.detail).toBe(`None of your invoices was billed to GSTIN ${BUYER}.`);
    expect(
      (await t.call('GET', '/api/account/purchase-register/gstins', { token: stranger.token })).data,
    ).toEqual({
      gstins: [],
    });

    const badGstin = await register(me.token, `gstin=23AAKCS5678B1Z0&month=${month}`);
    expect(badGstin.status).toBe(400);
    expect(JSON.stringify(badGstin.data)).toContain('Enter a valid 15-character GSTIN');
    const badMonth = await register(me.token, `gstin=${BUYER}&month=2024-13`);
    expect(badMonth.status).toBe(400);
    expect(JSON.stringify(badMonth.data)).toContain('Month: YYYY-MM');
    const supplier = await t.userWithToken('supplier');
    expect((await register(supplier.token, `gstin=${BUYER}&month=${month}`)).status).toBe(403);
  });
});
