import { notifications, orderItems, taxDocuments } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  CHECKOUT,
  customerWithCart,
  gstinOf as gstin,
  makeProduct,
  makeSupplier,
} from '../support/catalog.ts';
import {
  type Doc,
  documentsOf,
  fy,
  goodsLeave,
  placeAndConfirm,
  sum,
  threeSellerCart,
} from '../support/gst.ts';
import { warmUpPdfRenderer } from '../support/pdf.ts';
import { assignTo, collect, packPart, pickupCodeOf, stopsOf } from '../support/pick-up.ts';

let t: TestApp;
beforeAll(() => warmUpPdfRenderer(), 60_000);
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** When a document was issued, as the list answers it. */
const issuedAt = (d: Doc) => (d as Doc & { issued_at: string }).issued_at;
const at = (ms: number) => new Date(ms).toISOString();
const numbersOf = (docs: Doc[]) => docs.map((d) => [d.invoice_number, d.kind]).sort();
const staffMove = async (orderId: string, status: string) => {
  const admin = await t.userWithToken('admin');
  return t.call('PUT', `/api/admin/orders/${orderId}`, { token: admin.token, body: { status } });
};

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

  it('issues the operator’s invoice at confirmation and each supplier’s when its goods leave, adding up to the order', async () => {
    const { me } = await threeSellerCart(t);
    const confirmedAt = t.services.clock.now();
    const order = await placeAndConfirm(t, me.token);
    const y = fy();
    // At confirmation only the operator's invoice for its fees: no goods have left any supplier.
    const atConfirmation = await documentsOf(t, order.id, me.token);
    expect(numbersOf(atConfirmation)).toEqual([[`MKT-${y}-00001`, 'service_invoice']]);
    expect(issuedAt(atConfirmation[0]!)).toBe(at(confirmedAt));

    t.advance(60_000);
    await goodsLeave(t, order.id);
    const docs = await documentsOf(t, order.id, me.token);
    expect(numbersOf(docs)).toEqual(
      [
        [`DECCN-${y}-00001`, 'tax_invoice'],
        [`GU1-${y}-00001`, 'bill_of_supply'],
        [`MALWA-${y}-00001`, 'tax_invoice'],
        [`MKT-${y}-00001`, 'service_invoice'],
      ].sort(),
    );
    for (const d of docs) expect(d.invoice_number.length).toBeLessThanOrEqual(16);
    const by = (prefix: string) => docs.find((d) => d.invoice_number.startsWith(prefix))!;
    // Each supplier's is dated when its goods left; the operator's stays as issued.
    for (const prefix of ['MALWA', 'DECCN', 'GU1'])
      expect(issuedAt(by(prefix))).toBe(at(confirmedAt + 60_000));
    expect(by('MKT')).toEqual(atConfirmation[0]);
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
    expect((await documentsOf(t, placed.data.id, me.token)).map((d) => d.kind)).toEqual(['service_invoice']);
    await goodsLeave(t, placed.data.id);
    const issued = await documentsOf(t, placed.data.id, me.token);
    expect(issued).toHaveLength(4);
    // Moving on past the goods leaving (shipped → delivered) issues nothing again.
    t.advance(60_000);
    expect((await staffMove(placed.data.id, 'delivered')).status).toBe(200);
    expect(await documentsOf(t, placed.data.id, me.token)).toEqual(issued);
  });

  it('credits only the operator’s invoice when the order is cancelled before the goods leave', async () => {
    const { me } = await threeSellerCart(t);
    const order = await placeAndConfirm(t, me.token);
    expect((await t.call('POST', `/api/orders/${order.id}/cancel`, { token: me.token })).status).toBe(200);
    const y = fy();
    const docs = await documentsOf(t, order.id, me.token);
    expect(docs.map((d) => [d.invoice_number, d.kind, d.against_invoice_number]).sort()).toEqual([
      [`MKT-${y}-00001`, 'service_invoice', null],
      [`MKT-${y}-C0001`, 'credit_note', `MKT-${y}-00001`],
    ]);
    expect(sum(docs) - 2 * sum(docs, 'credit_note')).toBe(0);
    // Nothing was supplied: no supplier's number was ever taken.
    expect((await t.db.select().from(taxDocuments)).map((d) => d.number).sort()).toEqual([
      `MKT-${y}-00001`,
      `MKT-${y}-C0001`,
    ]);
  });

  it('credits every document when the order is cancelled after the goods left, and never edits them', async () => {
    const { me } = await threeSellerCart(t);
    const order = await placeAndConfirm(t, me.token);
    await goodsLeave(t, order.id);
    // Shipped: the buyer can no longer cancel; staff can.
    expect((await t.call('POST', `/api/orders/${order.id}/cancel`, { token: me.token })).status).toBe(409);
    expect((await staffMove(order.id, 'cancelled')).status).toBe(200);
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

  // The goods of the 20 orders leave concurrently too: suppliers' invoices are now numbered at
  // hand-over, where many riders collect at once, so that numbering must hold under contention.
  it('numbers gap-free and unique under 20 concurrent checkouts and 20 concurrent hand-overs', async () => {
    const seller = await makeSupplier(t, { gstin: gstin('23', 'AAACM1234A'), invoicePrefix: 'RUSH' });
    const rice = await makeProduct(t, {
      supplierId: seller,
      stockQuantity: 100,
      hsnCode: '1006',
      gstRate: 5,
    });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => customerWithCart(t, [[rice, 1]])));
    const orders = await Promise.all(buyers.map((b) => placeAndConfirm(t, b.token)));
    const serials = async (prefix: string) =>
      (await t.db.select().from(taxDocuments))
        .filter((d) => d.number.startsWith(`${prefix}-`))
        .map((d) => d.sequence)
        .sort((a, b) => a - b);
    const oneToTwenty = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(await serials('MKT')).toEqual(oneToTwenty);
    expect(await serials('RUSH')).toEqual([]);
    await Promise.all(orders.map((o) => goodsLeave(t, o.id)));
    expect(await serials('RUSH')).toEqual(oneToTwenty);
    expect(await serials('MKT')).toEqual(oneToTwenty);
    const rows = await t.db.select().from(taxDocuments);
    expect(rows).toHaveLength(40);
    expect(new Set(rows.map((d) => d.number)).size).toBe(rows.length);
    // One supplier invoice per order.
    expect(new Set(rows.filter((d) => d.number.startsWith('RUSH-')).map((d) => d.orderId)).size).toBe(20);
  });
});

describe('the rider’s pick-up issues the supplier’s invoice', () => {
  it('at hand-over, on what left; never for a part its supplier rejected; a proforma until then', async () => {
    const admin = await t.userWithToken('admin');
    const rider = await t.userWithToken('delivery');
    const malwa = await t.userWithToken('supplier', {
      restaurantName: 'Malwa Wholesale',
      legalName: 'Malwa Wholesale Pvt Ltd',
      gstin: gstin('23', 'AAACM1234A'),
      state: 'Madhya Pradesh',
      invoicePrefix: 'MALWA',
    });
    const deccan = await t.userWithToken('supplier', {
      restaurantName: 'Deccan Cleaning',
      legalName: 'Deccan Cleaning LLP',
      gstin: gstin('27', 'AAFFD4321B'),
      state: 'Maharashtra',
      invoicePrefix: 'DECCN',
    });
    const rice = await makeProduct(t, { supplierId: malwa.id, pricePaise: 12_000, gstRate: 5 });
    const soap = await makeProduct(t, {
      supplierId: deccan.id,
      name: 'Dishwash Liquid',
      categoryId: 'cat_cleaning',
      pricePaise: 25_000,
      gstRate: 18,
    });
    const me = await customerWithCart(t, [
      [rice, 3],
      [soap, 2],
    ]);
    const order = await placeAndConfirm(t, me.token);
    const y = fy();
    const combinedPdf = async () => {
      const res = await t.call('GET', `/api/orders/${order.id}/invoice`, { token: me.token });
      expect(res.status).toBe(200);
      const { text } = await extractText(await getDocumentProxy(res.data as Uint8Array), {
        mergePages: true,
      });
      // The issued documents first, then one proforma per invoice still to come.
      const [issued, ...proformas] = text.replace(/\s+/g, ' ').split('PROFORMA INVOICE — not a tax invoice');
      return { issued: issued!, proformas };
    };

    // Before any pick-up: the operator's invoice is issued, each supplier's is a proforma.
    const before = await combinedPdf();
    expect(before.issued).toContain(`Invoice No.: MKT-${y}-00001`);
    expect(before.issued).not.toContain('Invoice No.: MALWA');
    expect(before.proformas).toHaveLength(2);
    for (const p of before.proformas) expect(p).toContain('Proforma No.: Not issued');
    expect(
      before.proformas.map((p) => (p.includes('Malwa Wholesale Pvt Ltd') ? 'Malwa' : 'Deccan')).sort(),
    ).toEqual(['Deccan', 'Malwa']);
    expect(before.proformas.find((p) => p.includes('Malwa'))).toContain('3 × 1kg');

    // Malwa ships 2 of the 3 rice: no credit note (nothing is issued yet); its proforma follows.
    const [riceLine] = await t.db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, order.id), eq(orderItems.supplierId, malwa.id)));
    const short = await t.call('PUT', `/api/supplier/orders/${order.id}/lines/${riceLine!.id}`, {
      token: malwa.token,
      body: { quantity: 2 },
    });
    expect(short.status, JSON.stringify(short.data)).toBe(200);
    const shortened = await combinedPdf();
    expect(shortened.proformas.find((p) => p.includes('Malwa'))).toContain('2 × 1kg');
    await packPart(t, malwa.token, order.id);
    const assignmentId = await assignTo(t, admin.token, order.id, rider.id);
    const stops = await stopsOf(t, rider.token, assignmentId);
    const stopOf = (name: string) => stops.find((s) => s.supplier_name === name)!;
    expect((await documentsOf(t, order.id, me.token)).map((d) => d.kind)).toEqual(['service_invoice']);

    // The rider collects Malwa's part with its code: Malwa's invoice is issued then, on 2 rice.
    t.advance(60_000);
    const code = await pickupCodeOf(t, malwa.token, order.id);
    const collected = await collect(t, rider.token, assignmentId, stopOf('Malwa Wholesale').part_id, code);
    expect(collected.status, JSON.stringify(collected.data)).toBe(200);
    const handedOverAt = at(t.services.clock.now());
    const stop = (collected.data.pickup_stops as { part_id: string; handed_over_at: string }[]).find(
      (s) => s.part_id === stopOf('Malwa Wholesale').part_id,
    )!;
    expect(stop.handed_over_at).toBe(handedOverAt);
    const afterPickUp = await documentsOf(t, order.id, me.token);
    expect(numbersOf(afterPickUp)).toEqual([
      [`MALWA-${y}-00001`, 'tax_invoice'],
      [`MKT-${y}-00001`, 'service_invoice'],
    ]);
    const malwaInvoice = afterPickUp.find((d) => d.kind === 'tax_invoice')!;
    expect(issuedAt(malwaInvoice)).toBe(handedOverAt);
    // 2 × ₹120 at 5%, within Madhya Pradesh.
    expect(malwaInvoice).toMatchObject({ taxable_value: 240, cgst: 6, sgst: 6, igst: 0, total: 252 });
    expect(malwaInvoice.lines).toMatchObject([{ name: 'Basmati Rice', quantity: 2, taxable_value: 240 }]);
    const collectedPdf = await combinedPdf();
    expect(collectedPdf.issued).toContain(`Invoice No.: MALWA-${y}-00001`);
    expect(collectedPdf.proformas).toHaveLength(1);
    expect(collectedPdf.proformas[0]).toContain('Deccan Cleaning LLP');

    // Deccan rejects its part before hand-over: nothing of it was invoiced, so nothing is credited.
    const rejected = await t.call('PUT', `/api/supplier/orders/${order.id}/status`, {
      token: deccan.token,
      body: { status: 'rejected', reason: 'Out of stock at the depot' },
    });
    expect(rejected.status, JSON.stringify(rejected.data)).toBe(200);
    expect(await documentsOf(t, order.id, me.token)).toEqual(afterPickUp);
    const picked = await t.call('PUT', `/api/delivery/assignments/${assignmentId}/status`, {
      token: rider.token,
      body: { status: 'picked_up' },
    });
    expect(picked.status, JSON.stringify(picked.data)).toBe(200);
    // Out for delivery with every part not rejected collected: still no invoice for Deccan.
    const final = await documentsOf(t, order.id, me.token);
    expect(final).toEqual(afterPickUp);
    expect((await t.db.select().from(taxDocuments)).some((d) => d.number.startsWith('DECCN'))).toBe(false);
    const out = (await t.call('GET', '/api/orders', { token: me.token })).data.orders.find(
      (o: { id: string }) => o.id === order.id,
    );
    expect(out.status).toBe('out_for_delivery');
    // What the buyer pays is what the documents bill: Malwa's 2 rice and the operator's fees.
    expect(sum(final)).toBe(Math.round(out.total_amount * 100));
    const finalPdf = await combinedPdf();
    expect(finalPdf.proformas).toEqual([]);
    expect(finalPdf.issued).not.toContain('Deccan Cleaning LLP');
  });
});

describe('who reads GST documents', () => {
  it('the buyer, its seller for its own, staff in the city; not other customers or cities', async () => {
    const { me, malwa } = await threeSellerCart(t);
    const order = await placeAndConfirm(t, me.token);
    // Malwa's goods have not left it yet: it has no document of this order to read.
    expect((await t.call('GET', '/api/supplier/invoices', { token: malwa.token })).data.total).toBe(0);
    await goodsLeave(t, order.id);
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
