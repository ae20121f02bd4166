import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { CHECKOUT, customerWithCart, gstinOf, makeProduct, makeSupplier } from '../support/catalog.ts';
import { documentsOf, fy, goodsLeave } from '../support/gst.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/**
 * The required fields and formats of the government e-invoice schema, version 1.1 (the IRP's
 * "e-invoice schema" JSON: required arrays per object, and the patterns of GSTIN, document number,
 * date, PIN and state code).
 */
const REQUIRED: Record<string, string[]> = {
  '': ['Version', 'TranDtls', 'DocDtls', 'SellerDtls', 'BuyerDtls', 'ItemList', 'ValDtls'],
  TranDtls: ['TaxSch', 'SupTyp'],
  DocDtls: ['Typ', 'No', 'Dt'],
  SellerDtls: ['Gstin', 'LglNm', 'Addr1', 'Loc', 'Pin', 'Stcd'],
  BuyerDtls: ['Gstin', 'LglNm', 'Pos', 'Addr1', 'Loc', 'Pin', 'Stcd'],
  ItemList: ['SlNo', 'IsServc', 'HsnCd', 'UnitPrice', 'TotAmt', 'AssAmt', 'GstRt', 'TotItemVal'],
  ValDtls: ['AssVal', 'TotInvVal'],
};
function schemaProblems(e: any): string[] {
  const problems: string[] = [];
  const need = (where: string, o: Record<string, unknown>) => {
    for (const k of REQUIRED[where]!) if (o?.[k] === undefined || o[k] === '') problems.push(`${where}.${k}`);
  };
  need('', e);
  for (const k of ['TranDtls', 'DocDtls', 'SellerDtls', 'BuyerDtls', 'ValDtls']) need(k, e[k]);
  for (const item of e.ItemList ?? []) need('ItemList', item);
  const gstin = /^[0-9]{2}[0-9A-Z]{13}$/;
  if (e.Version !== '1.1') problems.push('Version');
  if (!['INV', 'CRN', 'DBN'].includes(e.DocDtls.Typ)) problems.push('DocDtls.Typ');
  if (!/^[a-zA-Z1-9][a-zA-Z0-9/-]{0,15}$/.test(e.DocDtls.No)) problems.push('DocDtls.No');
  if (!/^[0-3][0-9]\/[0-1][0-9]\/20[0-9]{2}$/.test(e.DocDtls.Dt)) problems.push('DocDtls.Dt');
  for (const p of [e.SellerDtls, e.BuyerDtls]) {
    if (!gstin.test(p.Gstin)) problems.push('Gstin');
    if (!(p.Pin >= 100000 && p.Pin <= 999999)) problems.push('Pin');
    if (!/^[0-9]{1,2}$/.test(p.Stcd)) problems.push('Stcd');
  }
  const total = (k: string) =>
    Math.round(e.ItemList.reduce((s: number, i: Record<string, number>) => s + i[k]! * 100, 0));
  if (total('AssAmt') !== Math.round(e.ValDtls.AssVal * 100)) problems.push('ValDtls.AssVal');
  for (const [item, val] of [
    ['CgstAmt', 'CgstVal'],
    ['SgstAmt', 'SgstVal'],
    ['IgstAmt', 'IgstVal'],
  ] as const)
    if (total(item) !== Math.round(e.ValDtls[val] * 100)) problems.push(`ValDtls.${val}`);
  return problems;
}

async function b2bOrder() {
  const malwa = await t.userWithToken('supplier', {
    legalName: 'Malwa Wholesale Pvt Ltd',
    gstin: gstinOf('23', 'AAACM1234A'),
    state: 'Madhya Pradesh',
    businessAddress: '14 Siyaganj, Indore 452007',
    invoicePrefix: 'MALWA',
  });
  const deccan = await makeSupplier(t, {
    legalName: 'Deccan Cleaning LLP',
    gstin: gstinOf('27', 'AAFFD4321B'),
    state: 'Maharashtra',
    businessAddress: 'Plot 7, Bhosari MIDC, Pune 411026',
    invoicePrefix: 'DECCN',
  });
  const rice = await makeProduct(t, { supplierId: malwa.id, pricePaise: 12_345 });
  const dal = await makeProduct(t, { supplierId: malwa.id, name: 'Toor Dal', pricePaise: 9_050 });
  const soap = await makeProduct(t, { supplierId: deccan, categoryId: 'cat_cleaning', name: 'Dish Wash' });
  const me = await customerWithCart(t, [
    [rice, 1],
    [dal, 3],
    [soap, 1],
  ]);
  const body = {
    ...CHECKOUT,
    delivery_address: '12 MG Road, Indore 452001',
    gstin: gstinOf('23', 'AAPFU0939F'),
  };
  const order = (await t.call('POST', '/api/orders', { token: me.token, body })).data;
  await t.call('POST', `/api/orders/${order.id}/verify-payment`, { token: me.token });
  // The suppliers' tax invoices are issued when their goods leave them (decision 0088).
  await goodsLeave(t, order.id);
  return { me, malwa, order };
}

const eInvoice = (number: string, token: string) =>
  t.call('GET', `/api/invoices/${number}/e-invoice`, { token });

describe('GET /api/invoices/:number/e-invoice', () => {
  it('answers each tax invoice in the e-invoice schema 1.1, lines adding up to the totals', async () => {
    const { malwa } = await b2bOrder();
    const y = fy();
    const intra = await eInvoice(`MALWA-${y}-00001`, malwa.token);
    expect(intra.status).toBe(200);
    expect(schemaProblems(intra.data)).toEqual([]);
    expect(intra.data).toMatchObject({
      TranDtls: { SupTyp: 'B2B', EcmGstin: '23AAACS1234D1Z4' },
      DocDtls: { Typ: 'INV', No: `MALWA-${y}-00001` },
      SellerDtls: { Gstin: gstinOf('23', 'AAACM1234A'), Pin: 452007, Stcd: '23', Loc: 'Indore' },
      BuyerDtls: { Gstin: gstinOf('23', 'AAPFU0939F'), Pin: 452001, Pos: '23' },
      // 123.45 + 271.50 = 394.95 at 5% = 19.7475 → 19.75: CGST 9.88 + SGST 9.87.
      ValDtls: { AssVal: 394.95, CgstVal: 9.88, SgstVal: 9.87, IgstVal: 0, TotInvVal: 414.7 },
    });
    const admin = await t.userWithToken('admin');
    const inter = await eInvoice(`DECCN-${y}-00001`, admin.token);
    expect(schemaProblems(inter.data)).toEqual([]);
    expect(inter.data.ValDtls).toEqual({ AssVal: 100, CgstVal: 0, SgstVal: 0, IgstVal: 18, TotInvVal: 118 });
  });

  it('refuses documents that are not B2B tax invoices, and readers who are not party to them', async () => {
    const { me, malwa, order } = await b2bOrder();
    const y = fy();
    const fees = await eInvoice(`MKT-${y}-00001`, me.token);
    expect(schemaProblems(fees.data)).toEqual([]);
    // Below ₹500: ₹50 delivery (42.37 + 7.63) and the ₹1 platform fee (0.85 + 0.15), 18% included.
    expect(fees.data).toMatchObject({
      TranDtls: { EcmGstin: null },
      ItemList: [
        { IsServc: 'Y', HsnCd: '996813', AssAmt: 42.37, CgstAmt: 3.82, SgstAmt: 3.81, TotItemVal: 50 },
        { IsServc: 'Y', HsnCd: '998599', AssAmt: 0.85, CgstAmt: 0.07, SgstAmt: 0.08, TotItemVal: 1 },
      ],
      ValDtls: { AssVal: 43.22, CgstVal: 3.89, SgstVal: 3.89, TotInvVal: 51 },
    });
    const docs = await documentsOf(t, order.id, me.token);
    expect(docs.map((d) => d.kind).sort()).toEqual(['service_invoice', 'tax_invoice', 'tax_invoice']);
    const stranger = await t.userWithToken('supplier');
    expect((await eInvoice(`MALWA-${y}-00001`, stranger.token)).status).toBe(403);
    expect((await eInvoice(`DECCN-${y}-00001`, malwa.token)).status).toBe(403);
    expect((await eInvoice('NOPE-2627-00009', malwa.token)).status).toBe(404);
    expect((await eInvoice('not a number', malwa.token)).status).toBe(400);
    // A buyer without GSTIN (B2C): no e-invoice.
    const rice = await makeProduct(t, { supplierId: malwa.id });
    const b2c = await customerWithCart(t, [[rice, 1]]);
    const placed = (await t.call('POST', '/api/orders', { token: b2c.token, body: CHECKOUT })).data;
    await t.call('POST', `/api/orders/${placed.id}/verify-payment`, { token: b2c.token });
    // Confirmed, its goods still with Malwa: Malwa's invoice is not issued yet.
    expect((await eInvoice(`MALWA-${y}-00002`, malwa.token)).status).toBe(404);
    await goodsLeave(t, placed.id);
    const refused = await eInvoice(`MALWA-${y}-00002`, malwa.token);
    expect(refused).toMatchObject({ status: 409, data: { code: 'not_b2b' } });
  });
});
