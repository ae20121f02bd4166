import { orderParts } from '@app/db';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { CHECKOUT, customerWithCart, gstinOf, makeProduct, stockOf } from '../support/catalog.ts';
import { documentsOf, goodsLeave, placeAndConfirm } from '../support/gst.ts';
import { warmUpPdfRenderer } from '../support/pdf.ts';
import { assignTo, collect, pickupCodeOf, stopsOf } from '../support/pick-up.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** A customer's cart with rice and dal from Malwa and dishwash liquid from Deccan (both registered). */
async function twoSupplierCart() {
  const malwa = await t.userWithToken('supplier', {
    restaurantName: 'Malwa Wholesale',
    legalName: 'Malwa Wholesale Pvt Ltd',
    gstin: gstinOf('23', 'AAACM1234A'),
    state: 'Madhya Pradesh',
    invoicePrefix: 'MALWA',
  });
  const deccan = await t.userWithToken('supplier', {
    restaurantName: 'Deccan Cleaning',
    legalName: 'Deccan Cleaning LLP',
    gstin: gstinOf('23', 'AAFFD4321B'),
    state: 'Madhya Pradesh',
    invoicePrefix: 'DECCN',
  });
  const rice = await makeProduct(t, { supplierId: malwa.id, pricePaise: 12_000, gstRate: 5 });
  const dal = await makeProduct(t, { supplierId: malwa.id, name: 'Toor Dal', pricePaise: 9_050, gstRate: 5 });
  const soap = await makeProduct(t, {
    supplierId: deccan.id,
    name: 'Dishwash Liquid',
    categoryId: 'cat_cleaning',
    pricePaise: 25_000,
    gstRate: 18,
    stockQuantity: 20,
  });
  const me = await customerWithCart(
    t,
    [
      [rice, 2],
      [dal, 3],
      [soap, 2],
    ],
    { restaurantName: 'Spice Route Kitchen' },
  );
  return { malwa, deccan, rice, dal, soap, me };
}

const list = (token: string, query = '') => t.call('GET', `/api/supplier/orders${query}`, { token });
const move = (token: string, orderId: string, body: Record<string, unknown>) =>
  t.call('PUT', `/api/supplier/orders/${orderId}/status`, { token, body });
/** A rider collects Malwa's packed part with its pick-up code (the part's handed-over step). */
async function riderCollects(malwaToken: string, orderId: string) {
  const admin = await t.userWithToken('admin');
  const rider = await t.userWithToken('delivery');
  const assignmentId = await assignTo(t, admin.token, orderId, rider.id);
  const code = await pickupCodeOf(t, malwaToken, orderId);
  const stops = await stopsOf(t, rider.token, assignmentId);
  const stop = stops.find((s) => s.supplier_name === 'Malwa Wholesale')!;
  const res = await collect(t, rider.token, assignmentId, stop.part_id, code);
  expect(res.status, JSON.stringify(res.data)).toBe(200);
}
const orderOf = async (token: string, id: string) =>
  (await t.call('GET', '/api/orders', { token })).data.orders.find((o: { id: string }) => o.id === id);

describe('a supplier’s orders', () => {
  it('shows each supplier only its own lines of a two-supplier order; others get 403 or 404', async () => {
    const w = await twoSupplierCart();
    const order = await placeAndConfirm(t, w.me.token);

    const malwa = (await list(w.malwa.token)).data;
    expect(malwa.total).toBe(1);
    const mine = malwa.items[0];
    expect(mine).toMatchObject({
      order_id: order.id,
      order_number: order.order_number,
      restaurant_name: 'Spice Route Kitchen',
      city_name: 'Indore',
      status: 'new',
      next: ['accepted', 'rejected'],
      subtotal: 511.5,
      gst_amount: 25.58,
      total: 537.08,
      rider: null,
    });
    expect(mine.expected_by).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(mine.pickup_code).toMatch(/^\d{4}$/);
    expect(mine.items.map((i: { product_name: string }) => i.product_name).sort()).toEqual([
      'Basmati Rice',
      'Toor Dal',
    ]);
    expect(JSON.stringify(malwa)).not.toContain('Dishwash');
    // Never the customer's contact details.
    expect(JSON.stringify(malwa)).not.toMatch(/9876543210|delivery_address|customer_email/);

    const deccan = (await list(w.deccan.token)).data;
    expect(deccan.items[0].items).toHaveLength(1);
    expect(deccan.items[0]).toMatchObject({ subtotal: 500, gst_amount: 90, total: 590 });
    expect(JSON.stringify(deccan)).not.toMatch(/Basmati|Toor/);

    const stranger = await t.userWithToken('supplier');
    expect((await list(stranger.token)).data.total).toBe(0);
    const other = await move(stranger.token, order.id, { status: 'accepted' });
    expect(other.status).toBe(404);
    expect((await list(w.me.token)).status).toBe(403);
    expect((await move(w.me.token, order.id, { status: 'accepted' })).status).toBe(403);
    expect((await t.call('GET', '/api/supplier/orders')).status).toBe(401);
  });

  it('filters by part status and dates, counts parts per status, and refuses a bad filter', async () => {
    const w = await twoSupplierCart();
    const order = await placeAndConfirm(t, w.me.token);
    expect((await move(w.malwa.token, order.id, { status: 'accepted' })).status).toBe(200);
    expect((await list(w.malwa.token, '?status=new')).data.total).toBe(0);
    const accepted = (await list(w.malwa.token, '?status=accepted')).data;
    expect(accepted.total).toBe(1);
    expect(accepted.counts).toMatchObject({ new: 0, accepted: 1, rejected: 0 });
    expect((await list(w.malwa.token, '?from=2000-01-01&to=2000-01-31')).data.total).toBe(0);
    expect((await list(w.malwa.token, '?status=shipped')).status).toBe(400);
    expect((await list(w.malwa.token, '?from=2026-02-10&to=2026-02-01')).status).toBe(400);
  });

  it('pages exactly, newest first (ties by part id), with totals per filter and counts over every part', async () => {
    const supplier = await t.userWithToken('supplier');
    const oil = await makeProduct(t, { supplierId: supplier.id, name: 'Sunflower Oil', stockQuantity: 500 });
    for (let i = 0; i < 5; i++) await placeAndConfirm(t, (await customerWithCart(t, [[oil, 1]])).token);
    const parts = await t.db
      .select({ id: orderParts.id, orderId: orderParts.orderId })
      .from(orderParts)
      .where(eq(orderParts.supplierId, supplier.id));
    // March 1, 1, 2, 3 and 4 (India), two parts at the same moment; the 2nd and 4th accepted.
    const at = ['2026-03-01', '2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04'];
    for (const [k, part] of parts.entries())
      await t.db
        .update(orderParts)
        .set({ createdAt: Date.parse(`${at[k]}T06:00:00Z`), status: k % 2 ? 'accepted' : 'new' })
        .where(eq(orderParts.id, part.id));
    const newest = [
      parts[4]!,
      parts[3]!,
      parts[2]!,
      ...[parts[0]!, parts[1]!].sort((a, b) => (a.id < b.id ? 1 : -1)),
    ];
    const paged = [];
    for (const page of [1, 2, 3]) {
      const res = (await list(supplier.token, `?page_size=2&page=${page}`)).data;
      expect(res).toMatchObject({ total: 5, page, page_size: 2, counts: { new: 3, accepted: 2, packed: 0 } });
      paged.push(...res.items.map((o: { order_id: string }) => o.order_id));
    }
    expect(paged).toEqual(newest.map((p) => p.orderId));
    const totalOf = async (query: string) => {
      const res = (await list(supplier.token, query)).data;
      expect(res.counts).toMatchObject({ new: 3, accepted: 2 });
      expect(res.items.length).toBe(res.total);
      return res.total;
    };
    expect(await totalOf('?status=accepted')).toBe(2);
    expect(await totalOf('?from=2026-03-02')).toBe(3);
    expect(await totalOf('?to=2026-03-01')).toBe(2);
    expect(await totalOf('?status=new&from=2026-03-02&to=2026-03-03')).toBe(1);
    expect(await totalOf('?status=packed')).toBe(0);
  });

  it('tells each supplier of a new order once it is confirmed, not before', async () => {
    const w = await twoSupplierCart();
    const placed = await t.call('POST', '/api/orders', { token: w.me.token, body: CHECKOUT });
    const inbox = async () =>
      (await t.call('GET', '/api/notifications', { token: w.malwa.token })).data.notifications;
    expect(await inbox()).toHaveLength(0);
    // Not confirmed yet: nothing to accept.
    const early = await move(w.malwa.token, placed.data.id, { status: 'accepted' });
    expect(early.status).toBe(409);
    expect(early.data.detail).toMatch(/not confirmed yet/);
    await t.call('POST', `/api/orders/${placed.data.id}/verify-payment`, { token: w.me.token });
    const [n] = await inbox();
    expect(n).toMatchObject({ type: 'supplier_new_order', title: `New order ${placed.data.order_number}` });
    expect(n.message).toContain('Spice Route Kitchen, Indore ordered 2 of your product(s) worth ₹537.08');
  });
});

describe('the part’s status machine', () => {
  it('moves new → accepted → packed, refuses skipped or backward steps (409); the rider hands it over', async () => {
    const w = await twoSupplierCart();
    const order = await placeAndConfirm(t, w.me.token);
    const step = (status: string) => move(w.malwa.token, order.id, { status });
    const skipped = await step('packed');
    expect(skipped.status).toBe(409);
    expect(skipped.data.code).toBe('invalid_transition');
    expect((await step('accepted')).data).toMatchObject({ status: 'accepted', version: 2 });
    expect((await step('accepted')).status).toBe(409);
    expect((await step('packed')).status).toBe(200);
    expect((await step('accepted')).status).toBe(409);
    // Handed over is the rider's step, confirmed with the pick-up code (decision 0059).
    const own = await step('handed_over');
    expect(own.status).toBe(400);
    expect(JSON.stringify(own.data)).toContain('the rider marks your part handed over');
    await riderCollects(w.malwa.token, order.id);
    const done = await move(w.malwa.token, order.id, { status: 'rejected', reason: 'Changed my mind' });
    expect(done.status).toBe(409);
    expect(done.data.detail).toMatch(/already handed over/);
    expect((await step('shipped')).status).toBe(400);
    const [part] = (await list(w.malwa.token)).data.items;
    expect(part).toMatchObject({ status: 'handed_over', next: [] });
    expect(part.accepted_at && part.packed_at && part.handed_over_at).toBeTruthy();
    const log = await t.call('GET', '/api/admin/audit-log?entity=order', {
      token: (await t.userWithToken('admin')).token,
    });
    expect(log.data.items.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['order_part.accepted', 'order_part.packed', 'order_part.handed_over']),
    );
  });

  it('puts the order in processing once every part is accepted', async () => {
    const w = await twoSupplierCart();
    const order = await placeAndConfirm(t, w.me.token);
    await move(w.malwa.token, order.id, { status: 'accepted' });
    expect((await orderOf(w.me.token, order.id)).status).toBe('confirmed');
    await move(w.deccan.token, order.id, { status: 'accepted' });
    expect((await orderOf(w.me.token, order.id)).status).toBe('processing');
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const w = await twoSupplierCart();
    const order = await placeAndConfirm(t, w.me.token);
    await move(w.malwa.token, order.id, { status: 'accepted' });
    const stale = await move(w.malwa.token, order.id, { status: 'packed', expected_version: 1 });
    expect(stale.status).toBe(409);
    expect((await list(w.malwa.token)).data.items[0].status).toBe('accepted');
  });
});

describe('rejecting a part', () => {
  it('needs a reason (400) and changes nothing without one', async () => {
    const w = await twoSupplierCart();
    const order = await placeAndConfirm(t, w.me.token);
    const res = await move(w.deccan.token, order.id, { status: 'rejected' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.data)).toContain('reason');
    expect((await list(w.deccan.token)).data.items[0].status).toBe('new');
  });

  it('returns its stock, lowers the total and tells the customer and staff; nothing to credit before hand-over', async () => {
    const w = await twoSupplierCart();
    const order = await placeAndConfirm(t, w.me.token);
    const admin = await t.userWithToken('admin');
    expect(await stockOf(t.db, w.soap)).toBe(18);
    const before = await orderOf(w.me.token, order.id);
    const res = await move(w.deccan.token, order.id, {
      status: 'rejected',
      reason: 'Out of stock at the depot',
    });
    expect(res.status).toBe(200);

    expect(await stockOf(t.db, w.soap)).toBe(20);
    expect(await stockOf(t.db, w.rice)).toBe(48);
    const after = await orderOf(w.me.token, order.id);
    expect(after.status).toBe('confirmed');
    expect(after.subtotal).toBe(before.subtotal - 500);
    expect(after.gst_amount).toBeCloseTo(before.gst_amount - 90, 2);
    expect(after.total_amount).toBeCloseTo(before.total_amount - 590, 2);
    expect(after.delivery_fee).toBe(before.delivery_fee);
    const soapLine = after.items.find((i: { product_name: string }) => i.product_name === 'Dishwash Liquid');
    expect(soapLine.rejected).toBe(true);
    expect(after.items.filter((i: { rejected: boolean }) => !i.rejected)).toHaveLength(2);

    // Deccan's goods never left it: its invoice was never issued, so no credit note either.
    const docs = await documentsOf(t, order.id, w.me.token);
    expect(docs.map((d) => d.kind)).toEqual(['service_invoice']);

    const told = (await t.call('GET', '/api/notifications', { token: w.me.token })).data.notifications[0];
    expect(told.type).toBe('order_part_rejected');
    expect(told.message).toContain(
      'Deccan Cleaning cannot supply Dishwash Liquid: Out of stock at the depot.',
    );
    expect(told.message).not.toMatch(/credit note/i);
    const staff = (await t.call('GET', '/api/notifications', { token: admin.token })).data.notifications;
    expect(staff[0]).toMatchObject({
      title: `Deccan Cleaning rejected its part of order ${order.order_number}`,
    });
    expect(staff[0].message).not.toMatch(/credit note/i);

    // Malwa accepting now makes every remaining part accepted.
    await move(w.malwa.token, order.id, { status: 'accepted' });
    expect((await orderOf(w.me.token, order.id)).status).toBe('processing');

    // The goods leave: Malwa is invoiced, the rejected part never is, and the documents bill
    // what the customer now pays.
    await goodsLeave(t, order.id);
    const issued = await documentsOf(t, order.id, w.me.token);
    expect(issued.map((d) => d.invoice_number.replace(/-\d{4}-/, '-')).sort()).toEqual([
      'MALWA-00001',
      'MKT-00001',
    ]);
    const billed = issued.reduce((s, d) => s + Math.round(d.total * 100), 0);
    expect(billed).toBe(Math.round(after.total_amount * 100));
    // Cancelled after the goods left: what was issued is credited, Deccan still has nothing.
    const cancel = await t.call('PUT', `/api/admin/orders/${order.id}`, {
      token: admin.token,
      body: { status: 'cancelled' },
    });
    expect(cancel.status).toBe(200);
    const credits = (await documentsOf(t, order.id, w.me.token)).filter((d) => d.kind === 'credit_note');
    expect(credits.map((d) => [d.invoice_number, d.against_invoice_number]).sort()).toEqual(
      issued.map((d) => [d.invoice_number.replace(/-0(\d{4})$/, '-C$1'), d.invoice_number]).sort(),
    );
    expect(credits.reduce((s, d) => s + Math.round(d.total * 100), 0)).toBe(billed);
  });

  it('cancels the order when every part is rejected, putting the stock back once', async () => {
    const w = await twoSupplierCart();
    const order = await placeAndConfirm(t, w.me.token);
    await move(w.deccan.token, order.id, { status: 'rejected', reason: 'No delivery slot' });
    await move(w.malwa.token, order.id, { status: 'accepted' });
    await move(w.malwa.token, order.id, { status: 'rejected', reason: 'Rice damaged in storage' });
    expect(await stockOf(t.db, w.soap)).toBe(20);
    expect(await stockOf(t.db, w.rice)).toBe(50);
    expect(await stockOf(t.db, w.dal)).toBe(50);
    const after = await orderOf(w.me.token, order.id);
    expect(after.status).toBe('cancelled');
    const docs = await documentsOf(t, order.id, w.me.token);
    const invoices = docs.filter((d) => d.kind !== 'credit_note');
    expect(docs.filter((d) => d.kind === 'credit_note')).toHaveLength(invoices.length);
    // The cancelled order's parts can no longer move.
    expect((await move(w.malwa.token, order.id, { status: 'accepted' })).status).toBe(409);
  });
});

describe('the packing slip', () => {
  beforeAll(() => warmUpPdfRenderer(), 60_000);

  it('prints the part’s lines, quantities and pick-up code, without prices; others get 404 or 409', async () => {
    const w = await twoSupplierCart();
    const placed = await t.call('POST', '/api/orders', { token: w.me.token, body: CHECKOUT });
    const slip = (token: string) =>
      t.call('GET', `/api/supplier/orders/${placed.data.id}/packing-slip`, { token });
    const early = await slip(w.malwa.token);
    expect(early.status).toBe(409);
    expect(early.data.detail).toMatch(/not confirmed yet/);
    await t.call('POST', `/api/orders/${placed.data.id}/verify-payment`, { token: w.me.token });

    const res = await slip(w.malwa.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`Packing_slip_${placed.data.order_number}.pdf`);
    const { text } = await extractText(await getDocumentProxy(res.data as Uint8Array), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    const [part] = (await list(w.malwa.token)).data.items;
    expect(flat).toContain('PACKING SLIP');
    // Fixed labels in English and Hindi (decision 0081).
    for (const both of ['Qty मात्रा', 'Packed by पैक करने वाला', 'Checked by जाँचने वाला'])
      expect(flat).toContain(both);
    expect(flat).toContain(placed.data.order_number);
    expect(flat).toContain(part.pickup_code.split('').join(' '));
    expect(flat).toContain('Basmati Rice (1kg)');
    expect(flat).toContain('Toor Dal (1kg)');
    expect(flat).toContain('Malwa Wholesale Pvt Ltd');
    expect(flat).toContain('Spice Route Kitchen');
    expect(flat).not.toContain('Dishwash');
    expect(flat).not.toContain('₹');

    const stranger = await t.userWithToken('supplier');
    expect((await slip(stranger.token)).status).toBe(404);
    expect((await slip(w.me.token)).status).toBe(403);
    await move(w.deccan.token, placed.data.id, { status: 'rejected', reason: 'No stock' });
    const rejected = await slip(w.deccan.token);
    expect(rejected.status).toBe(409);
    expect(rejected.data.detail).toMatch(/nothing to pack/);
  });
});

describe('the supplier’s performance', () => {
  it('counts this week’s orders and the acceptance and on-time rates from its parts', async () => {
    const w = await twoSupplierCart();
    const empty = (await t.call('GET', '/api/supplier/performance', { token: w.malwa.token })).data;
    expect(empty).toEqual({
      orders_this_week: 0,
      acceptance_rate: null,
      on_time_rate: null,
      window_days: 30,
    });
    const first = await placeAndConfirm(t, w.me.token);
    await move(w.deccan.token, first.id, { status: 'rejected', reason: 'No stock' });
    for (const status of ['accepted', 'packed']) await move(w.malwa.token, first.id, { status });
    await riderCollects(w.malwa.token, first.id);
    const again = await customerWithCart(t, [[w.rice, 1]]);
    const second = await placeAndConfirm(t, again.token);
    await move(w.malwa.token, second.id, { status: 'rejected', reason: 'Truck broke down' });
    const third = await customerWithCart(t, [[w.dal, 1]]);
    await placeAndConfirm(t, third.token);

    const malwa = (await t.call('GET', '/api/supplier/performance', { token: w.malwa.token })).data;
    // Three orders; of the two it decided it accepted one; the one handed over left on time.
    expect(malwa).toEqual({ orders_this_week: 3, acceptance_rate: 50, on_time_rate: 100, window_days: 30 });
    const deccan = (await t.call('GET', '/api/supplier/performance', { token: w.deccan.token })).data;
    expect(deccan).toMatchObject({ orders_this_week: 1, acceptance_rate: 0, on_time_rate: null });
    expect((await t.call('GET', '/api/supplier/performance', { token: w.me.token })).status).toBe(403);
  });
});
