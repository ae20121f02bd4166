import { notifications, taxDocuments } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  CHECKOUT,
  customerWithCart,
  gstinOf as gstin,
  makeProduct,
  makeSupplier,
} from '../support/catalog.ts';
import { type Doc, documentsOf, fy, placeAndConfirm, sum, threeSellerCart } from '../support/gst.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('GST per seller', () => {
  it('prices the cart per rate: no tax on the lines of a seller without GSTIN', async () => {
    const { me } = await threeSellerCart(t);
    const cart = (await t.call('GET', '/api/cart', { token: me.token })).data;
    expect(cart.items.map((i: { gst_rate: number }) => i.gst_rate)).toEqual([5, 5, 18, 0]);
    expect(cart.subtotal).toBe(1311.5);
    // 5% of 511.50 = 25.575 → 25.58 once per rate; 18% of 500.00 = 90.00.
    expect(cart.gst_by_rate).toEqual([
      { rate: 5, taxable_value: 511.5, gst: 25.58 },
      { rate: 18, taxable_value: 500, gst: 90 },
    ]);
    expect(cart.gst).toBe(115.58);
    expect(cart.checkout_total).toBe(1428.08);
  });

  it('issues one document per supplier and one operator invoice at confirmation, adding up to the order', async () => {
    const { me } = await threeSellerCart(t);
    const order = await placeAndConfirm(t, me.token);
    const docs = await documentsOf(t, order.id, me.token);
    const y = fy();
    expect(docs.map((d) => [d.invoice_number, d.kind]).sort()).toEqual(
      [
        [`DECCN-${y}-00001`, 'tax_invoice'],
        [`GU1-${y}-00001`, 'bill_of_supply'],
        [`MALWA-${y}-00001`, 'tax_invoice'],
        [`MKT-${y}-00001`, 'service_invoice'],
      ].sort(),
    );
    for (const d of docs) expect(d.invoice_number.length).toBeLessThanOrEqual(16);
    const by = (prefix: string) => docs.find((d) => d.invoice_number.startsWith(prefix))!;
    // Same state as the delivery (Madhya Pradesh): CGST + SGST, half each of 25.58.
    expect(by('MALWA')).toMatchObject({
      seller_name: 'Malwa Wholesale Pvt Ltd',
      seller_gstin: gstin('23', 'AAACM1234A'),
      taxable_value: 511.5,
      cgst: 12.79,
      sgst: 12.79,
      igst: 0,
      total: 537.08,
    });
    expect(by('MALWA').lines.map((l) => [l.name, l.hsn_code, l.gst_rate, l.taxable_value, l.tax])).toEqual([
      ['Basmati Rice', '1006', 5, 240, 12],
      ['Toor Dal', '0713', 5, 271.5, 13.58],
    ]);
    // Maharashtra to Madhya Pradesh: IGST.
    expect(by('DECCN')).toMatchObject({ taxable_value: 500, cgst: 0, sgst: 0, igst: 90, total: 590 });
    // No GSTIN: a bill of supply, no tax.
    expect(by('GU1')).toMatchObject({ seller_gstin: null, taxable_value: 300, cgst: 0, igst: 0, total: 300 });
    // The ₹1 platform fee includes 18% GST: 0.85 + 0.08 + 0.07.
    expect(by('MKT')).toMatchObject({ taxable_value: 0.85, cgst: 0.08, sgst: 0.07, total: 1 });
    expect(sum(docs)).toBe(Math.round(order.total_amount * 100));
    expect(order.total_amount).toBe(1428.08);
  });

  it('lists nothing before confirmation, and issues each document once', async () => {
    const { me } = await threeSellerCart(t);
    const placed = await t.call('POST', '/api/orders', { token: me.token, body: CHECKOUT });
    expect(await documentsOf(t, placed.data.id, me.token)).toEqual([]);
    await t.call('POST', `/api/orders/${placed.data.id}/verify-payment`, { token: me.token });
    await t.call('POST', `/api/orders/${placed.data.id}/verify-payment`, { token: me.token });
    expect(await documentsOf(t, placed.data.id, me.token)).toHaveLength(4);
  });

  it('credits every document when the order is cancelled after issue, and never edits them', async () => {
    const { me } = await threeSellerCart(t);
    const order = await placeAndConfirm(t, me.token);
    const cancel = await t.call('POST', `/api/orders/${order.id}/cancel`, { token: me.token });
    expect(cancel.status).toBe(200);
    const docs = await documentsOf(t, order.id, me.token);
    const credits = docs.filter((d) => d.kind === 'credit_note');
    const y = fy();
    expect(credits.map((d) => [d.invoice_number, d.against_invoice_number]).sort()).toEqual(
      [
        [`DECCN-${y}-C0001`, `DECCN-${y}-00001`],
        [`GU1-${y}-C0001`, `GU1-${y}-00001`],
        [`MALWA-${y}-C0001`, `MALWA-${y}-00001`],
        [`MKT-${y}-C0001`, `MKT-${y}-00001`],
      ].sort(),
    );
    expect(sum(docs) - 2 * sum(docs, 'credit_note')).toBe(0);
    const messages = (await t.db.select().from(notifications).where(eq(notifications.userId, me.id))).map(
      (n) => n.message,
    );
    expect(messages.some((m) => m.includes(`MALWA-${y}-C0001`))).toBe(true);
    await expect(
      t.db
        .update(taxDocuments)
        .set({ totalPaise: 0 })
        .where(eq(taxDocuments.number, `MALWA-${y}-00001`)),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/never changes/) } });
  });

  it('numbers gap-free and unique under 20 concurrent checkouts', async () => {
    const seller = await makeSupplier(t, { gstin: gstin('23', 'AAACM1234A'), invoicePrefix: 'RUSH' });
    const rice = await makeProduct(t, {
      supplierId: seller,
      stockQuantity: 100,
      hsnCode: '1006',
      gstRate: 5,
    });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => customerWithCart(t, [[rice, 1]])));
    await Promise.all(buyers.map((b) => placeAndConfirm(t, b.token)));
    const rows = await t.db.select().from(taxDocuments);
    const serials = (prefix: string) =>
      rows
        .filter((d) => d.number.startsWith(`${prefix}-`))
        .map((d) => d.sequence)
        .sort((a, b) => a - b);
    const oneToTwenty = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(serials('RUSH')).toEqual(oneToTwenty);
    expect(serials('MKT')).toEqual(oneToTwenty);
    expect(new Set(rows.map((d) => d.number)).size).toBe(rows.length);
  });
});

describe('who reads GST documents', () => {
  it('the buyer, its seller for its own, staff in the city; not other customers or cities', async () => {
    const { me, malwa } = await threeSellerCart(t);
    const order = await placeAndConfirm(t, me.token);
    const other = await t.userWithToken('customer');
    expect((await t.call('GET', `/api/orders/${order.id}/invoices`, { token: other.token })).status).toBe(
      403,
    );
    const elsewhere = await t.userWithToken('sub_admin', {
      cityId: 'city_pune',
      permissions: ['manage_orders'],
    });
    expect((await t.call('GET', `/api/orders/${order.id}/invoices`, { token: elsewhere.token })).status).toBe(
      403,
    );
    const local = await t.userWithToken('sub_admin', {
      cityId: 'city_indore',
      permissions: ['manage_orders'],
    });
    expect(await documentsOf(t, order.id, local.token)).toHaveLength(4);
    const pune = await t.call('GET', '/api/admin/invoices', { token: elsewhere.token });
    expect(pune.data).toMatchObject({ items: [], total: 0 });
    const admin = await t.userWithToken('admin');
    expect((await t.call('GET', '/api/admin/invoices', { token: admin.token })).data.total).toBe(4);

    const supplier = await t.userWithToken('supplier');
    expect((await t.call('GET', '/api/supplier/invoices', { token: supplier.token })).data.total).toBe(0);
    const own = (await t.call('GET', '/api/supplier/invoices', { token: malwa.token })).data;
    expect(own.items.map((d: Doc) => d.invoice_number)).toEqual([`MALWA-${fy()}-00001`]);
    expect((await t.call('GET', '/api/supplier/invoices', { token: me.token })).status).toBe(403);
  });
});
