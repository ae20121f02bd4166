import { financialYear } from '@app/api/shared';
import { expect } from 'vitest';
import type { TestApp } from './app.ts';
import { CHECKOUT, customerWithCart, gstinOf, makeProduct, makeSupplier } from './catalog.ts';

export const fy = () => {
  const y = financialYear(Date.now());
  return y.slice(2, 4) + y.slice(5, 7);
};
export type Doc = {
  invoice_number: string;
  kind: string;
  seller_name: string;
  seller_gstin: string | null;
  against_invoice_number: string | null;
  taxable_value: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
  lines: { name: string; gst_rate: number; tax: number; taxable_value: number; hsn_code: string }[];
};
export const sum = (docs: Doc[], kind?: string) =>
  Math.round(docs.filter((d) => (kind ? d.kind === kind : true)).reduce((s, d) => s + d.total * 100, 0));

/**
 * The worked example of decision 0054: a restaurant in Indore buys from three suppliers in two
 * states: Malwa Wholesale (Madhya Pradesh, registered), Deccan Cleaning (Maharashtra,
 * registered), Gupta Dairy (Madhya Pradesh, no GSTIN).
 */
export async function threeSellerCart(t: TestApp, buyer: Parameters<TestApp['userWithToken']>[1] = {}) {
  const malwa = await t.userWithToken('supplier', {
    restaurantName: 'Malwa Wholesale',
    cityId: 'city_indore',
    legalName: 'Malwa Wholesale Pvt Ltd',
    gstin: gstinOf('23', 'AAACM1234A'),
    state: 'Madhya Pradesh',
    invoicePrefix: 'MALWA',
  });
  const deccan = await makeSupplier(t, {
    legalName: 'Deccan Cleaning LLP',
    gstin: gstinOf('27', 'AAFFD4321B'),
    state: 'Maharashtra',
    cityId: 'city_pune',
    invoicePrefix: 'DECCN',
  });
  const gupta = await makeSupplier(t, {
    restaurantName: 'Gupta Dairy',
    state: 'Madhya Pradesh',
    gstin: null,
  });
  const rice = await makeProduct(t, {
    supplierId: malwa.id,
    pricePaise: 12_000,
    hsnCode: '1006',
    gstRate: 5,
  });
  const dal = await makeProduct(t, {
    supplierId: malwa.id,
    name: 'Toor Dal',
    categoryId: 'cat_pulses',
    pricePaise: 9_050,
    hsnCode: '0713',
    gstRate: 5,
  });
  const soap = await makeProduct(t, {
    supplierId: deccan,
    name: 'Dishwash Liquid',
    categoryId: 'cat_cleaning',
    pricePaise: 25_000,
    hsnCode: '3402',
    gstRate: 18,
  });
  const paneer = await makeProduct(t, {
    supplierId: gupta,
    name: 'Paneer',
    categoryId: 'cat_dairy-and-cheese',
    pricePaise: 30_000,
    hsnCode: '0406',
    gstRate: 5,
  });
  const lines: [string, number][] = [
    [rice, 2],
    [dal, 3],
    [soap, 2],
    [paneer, 1],
  ];
  const me = await customerWithCart(t, lines, buyer);
  return { me, malwa, deccan, gupta, lines };
}

export async function placeAndConfirm(t: TestApp, token: string) {
  const placed = await t.call('POST', '/api/orders', { token, body: CHECKOUT });
  expect(placed.status).toBe(201);
  const verified = await t.call('POST', `/api/orders/${placed.data.id}/verify-payment`, { token });
  expect(verified.status).toBe(200);
  return placed.data as { id: string; order_number: string; total_amount: number };
}

export const documentsOf = async (t: TestApp, orderId: string, token: string) => {
  const res = await t.call('GET', `/api/orders/${orderId}/invoices`, { token });
  expect(res.status).toBe(200);
  return res.data as Doc[];
};

/**
 * The goods leave every supplier that has not rejected its part: staff move the order to shipped,
 * which issues each supplier's invoice on what it supplies (decision 0088), as a rider's pick-ups do.
 */
export async function goodsLeave(t: TestApp, orderId: string) {
  const admin = await t.userWithToken('admin');
  const res = await t.call('PUT', `/api/admin/orders/${orderId}`, {
    token: admin.token,
    body: { status: 'shipped' },
  });
  expect(res.status, JSON.stringify(res.data)).toBe(200);
}
