import { runScheduledWork } from '@app/api';
import { auditLog, categories, orderItems, orderParts, orders } from '@app/db';
import { and, eq, inArray } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { creditShortLine } from '../../packages/api/src/invoices/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { customerWithCart } from '../support/catalog.ts';
import { placeAndConfirm, threeSellerCart } from '../support/gst.ts';
import { warmUpPdfRenderer } from '../support/pdf.ts';

let t: TestApp;
beforeAll(() => warmUpPdfRenderer());
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const DAY = 86_400_000;
const run = () => runScheduledWork(t.services, t.services.clock.now());

type Settlement = Record<string, number | string | null>;

async function deliveredOrder() {
  const world = await threeSellerCart(t);
  const admin = await t.userWithToken('admin');
  const order = await placeAndConfirm(t, world.me.token);
  const done = await t.call('PUT', `/api/admin/orders/${order.id}?status=delivered`, { token: admin.token });
  expect(done.status).toBe(200);
  return { ...world, admin, order };
}

/** The week's settlements are drawn up on the Monday after it: move the clock past the next one. */
async function closeTheWeek() {
  t.advance(8 * DAY);
  return (await run()).settlements;
}

/** What each supplier is owed, worked out again from the delivered lines in the database. */
async function recomputed(orderIds: string[]) {
  const lines = await t.db
    .select({ item: orderItems, bps: categories.commissionBps, part: orderParts.status })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(categories, eq(categories.id, orderItems.categoryId))
    .innerJoin(
      orderParts,
      and(eq(orderParts.orderId, orderItems.orderId), eq(orderParts.supplierId, orderItems.supplierId)),
    )
    .where(and(inArray(orders.id, orderIds), eq(orders.status, 'delivered')));
  const by = new Map<string, { taxable: number; gst: number; commission: number; registered: number }>();
  for (const { item, bps, part } of lines) {
    if (part === 'rejected') continue;
    const s = by.get(item.supplierId!) ?? { taxable: 0, gst: 0, commission: 0, registered: 0 };
    s.taxable += item.lineTotalPaise;
    s.gst += item.taxPaise;
    s.commission += Math.round((item.lineTotalPaise * bps) / 10_000);
    if (item.sellerGstin) s.registered += item.lineTotalPaise;
    by.set(item.supplierId!, s);
  }
  return new Map(
    [...by].map(([id, s]) => {
      const commissionGst = Math.round(s.commission * 0.18);
      const tcs = Math.round(s.registered * 0.005);
      const tds = Math.round(s.taxable * 0.001);
      const gross = s.taxable + s.gst;
      return [
        id,
        {
          taxable_value: s.taxable / 100,
          gross_value: gross / 100,
          commission: s.commission / 100,
          commission_gst: commissionGst / 100,
          tcs: tcs / 100,
          tds: tds / 100,
          payable: (gross - s.commission - commissionGst - tcs - tds) / 100,
        },
      ];
    }),
  );
}

const mine = async (token: string) => {
  const res = await t.call('GET', '/api/supplier/settlements', { token });
  expect(res.status).toBe(200);
  return res.data as { items: Settlement[]; total: number; upcoming: Settlement };
};

describe('weekly supplier settlements', () => {
  it('settle each supplier’s delivered lines once the week ends, equal to a recomputation', async () => {
    const w = await deliveredOrder();
    // Before the week ends the supplier sees what is building up, and nothing is settled.
    const open = await mine(w.malwa.token);
    expect(open.total).toBe(0);
    expect(open.upcoming).toMatchObject({ order_count: 1, taxable_value: 511.5 });

    expect(await closeTheWeek()).toBe(3);
    const expected = await recomputed([w.order.id]);
    const [settled] = (await mine(w.malwa.token)).items;
    expect(settled).toMatchObject({ ...expected.get(w.malwa.id), status: 'ready', order_count: 1 });
    // The worked example of decision 0060: Malwa's rice and dal at 5% commission.
    expect((await mine(w.malwa.token)).items[0]).toMatchObject({
      taxable_value: 511.5,
      gst: 25.58,
      gross_value: 537.08,
      commission: 25.58,
      commission_gst: 4.6,
      tcs: 2.56,
      tds: 0.51,
      payable: 503.83,
    });
    const staff = (await t.call('GET', '/api/admin/settlements', { token: w.admin.token })).data;
    expect(staff.total).toBe(3);
    for (const s of staff.items) expect(s).toMatchObject(expected.get(s.supplier_id)!);
    // An unregistered seller (bill of supply) has no GST TCS withheld.
    expect(staff.items.find((s: Settlement) => s.supplier_id === w.gupta)).toMatchObject({ tcs: 0, gst: 0 });

    // Closing again settles nothing twice, and the open week starts empty.
    expect((await run()).settlements).toBe(0);
    expect((await mine(w.malwa.token)).upcoming).toMatchObject({ order_count: 0, payable: 0 });
    const notes = (await t.call('GET', '/api/notifications', { token: w.malwa.token })).data;
    expect(JSON.stringify(notes)).toContain('settlement_ready');
  });

  it('two closing runs at once make one settlement per supplier', async () => {
    await deliveredOrder();
    t.advance(8 * DAY);
    const [a, b] = await Promise.all([run(), run()]);
    expect(a.settlements + b.settlements).toBe(3);
  });

  it('a sub-admin sees and pays only its city’s settlements; the UTR is checked and recorded once', async () => {
    const w = await deliveredOrder();
    await closeTheWeek();
    const indore = await t.userWithToken('sub_admin', { permissions: ['manage_suppliers'] });
    const list = (await t.call('GET', '/api/admin/settlements', { token: indore.token })).data;
    // Deccan Cleaning is in Pune; Malwa and Gupta are in Indore.
    expect(list.items.map((s: Settlement) => s.supplier_id).sort()).toEqual([w.gupta, w.malwa.id].sort());
    const all = (await t.call('GET', '/api/admin/settlements', { token: w.admin.token })).data.items;
    const pune = all.find((s: Settlement) => s.supplier_id === w.deccan)!;
    const malwa = all.find((s: Settlement) => s.supplier_id === w.malwa.id)!;
    const pay = (token: string, id: unknown, reference: string) =>
      t.call('PUT', `/api/admin/settlements/${id}/paid`, { token, body: { reference } });

    expect((await pay(indore.token, pune.id, 'HDFCN52026112600001')).status).toBe(404);
    expect(
      (await t.call('GET', `/api/admin/settlements/${pune.id}/statement`, { token: indore.token })).status,
    ).toBe(404);
    const otherCity = await t.call('GET', '/api/admin/settlements?city_id=city_pune', {
      token: indore.token,
    });
    expect(otherCity.status).toBe(403);
    const puneOnly = (
      await t.call('GET', '/api/admin/settlements?city_id=city_pune', { token: w.admin.token })
    ).data;
    expect(puneOnly.items.map((s: Settlement) => s.supplier_id)).toEqual([w.deccan]);
    const noPermission = await t.userWithToken('sub_admin', { permissions: ['manage_orders'] });
    expect((await t.call('GET', '/api/admin/settlements', { token: noPermission.token })).status).toBe(403);
    expect((await t.call('GET', '/api/admin/settlements', { token: w.malwa.token })).status).toBe(403);

    const bad = await pay(indore.token, malwa.id, 'not a utr');
    expect(bad.status).toBe(400);
    expect(bad.data.detail).toContain('UTR');
    expect((await pay(indore.token, malwa.id, 'hdfcn52026112600001')).status).toBe(200);
    const again = await pay(indore.token, malwa.id, 'HDFCN52026112600002');
    expect(again.status).toBe(409);
    expect(again.data.code).toBe('already_paid');

    const [paid] = (await mine(w.malwa.token)).items;
    expect(paid).toMatchObject({ status: 'paid', reference: 'HDFCN52026112600001' });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'settlement.paid'));
    expect(audit).toHaveLength(1);
    const notes = (await t.call('GET', '/api/notifications', { token: w.malwa.token })).data;
    expect(JSON.stringify(notes)).toContain('HDFCN52026112600001');
  });

  it('gives a supplier its own statement as a PDF and nobody else’s', async () => {
    const w = await deliveredOrder();
    await closeTheWeek();
    const [own] = (await mine(w.malwa.token)).items;
    const pdf = await t.call('GET', `/api/supplier/settlements/${own!.id}/statement`, {
      token: w.malwa.token,
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    // Staff download the same bytes (a staff path once read files back as text and broke them).
    const staffCopy = await t.call('GET', `/api/admin/settlements/${own!.id}/statement`, {
      token: (await t.userWithToken('admin')).token,
    });
    expect(staffCopy.status).toBe(200);
    expect(Buffer.from(staffCopy.data).equals(Buffer.from(pdf.data))).toBe(true);

    const { text } = await extractText(await getDocumentProxy(pdf.data), { mergePages: true });
    expect(text).toContain('SETTLEMENT STATEMENT');
    expect(text).toContain(w.order.order_number);
    expect(text).toContain('Amount payable');
    expect(text).toContain('₹503.83');
    // Fixed labels in English and Hindi (decision 0081).
    const flat = text.replace(/\s+/g, ' ');
    for (const both of ['Qty मात्रा', 'Commission कमीशन', 'Taxable कर योग्य', 'घटाएँ: कमीशन'])
      expect(flat).toContain(both);

    const other = await t.userWithToken('supplier');
    expect(
      (await t.call('GET', `/api/supplier/settlements/${own!.id}/statement`, { token: other.token })).status,
    ).toBe(404);
    expect((await mine(other.token)).total).toBe(0);
  });

  it('uses the category’s commission rate, which only the super admin sets', async () => {
    const admin = await t.userWithToken('admin');
    const sub = await t.userWithToken('sub_admin', { permissions: ['manage_suppliers'] });
    const set = (token: string, percent: unknown) =>
      t.call('PUT', '/api/admin/commissions/cat_cleaning', { token, body: { commission_percent: percent } });
    expect((await set(sub.token, 8)).status).toBe(403);
    expect((await set(admin.token, 51)).status).toBe(400);
    expect((await set(admin.token, 7.5)).status).toBe(200);
    const rates = (await t.call('GET', '/api/admin/commissions', { token: sub.token })).data;
    expect(
      rates.find((c: { category_id: string }) => c.category_id === 'cat_cleaning').commission_percent,
    ).toBe(7.5);

    const w = await deliveredOrder();
    await closeTheWeek();
    const deccan = (await t.call('GET', '/api/admin/settlements', { token: admin.token })).data.items.find(
      (s: Settlement) => s.supplier_id === w.deccan,
    );
    // Two dishwash liquids at ₹250: 7.5% of ₹500.
    expect(deccan).toMatchObject({ taxable_value: 500, commission: 37.5, commission_gst: 6.75 });
    expect(deccan).toMatchObject((await recomputed([w.order.id])).get(w.deccan)!);
  });

  it('leaves out a rejected part and lines delivered after the week ended', async () => {
    const w = await deliveredOrder();
    const buyer = await customerWithCart(t, w.lines);
    const second = await placeAndConfirm(t, buyer.token);
    const reject = await t.call('PUT', `/api/supplier/orders/${second.id}/status`, {
      token: w.malwa.token,
      body: { status: 'rejected', reason: 'Out of rice' },
    });
    expect(reject.status).toBe(200);
    expect(await closeTheWeek()).toBe(3);
    // Delivered in the new week: on the supplier's open week, not in the settlement just made.
    const deliver = await t.call('PUT', `/api/admin/orders/${second.id}?status=delivered`, {
      token: w.admin.token,
    });
    expect(deliver.status).toBe(200);
    const settledFor = async (supplierId: string) =>
      (await t.call('GET', '/api/admin/settlements', { token: w.admin.token })).data.items.filter(
        (s: Settlement) => s.supplier_id === supplierId,
      );
    expect(await settledFor(w.deccan)).toHaveLength(1);
    expect((await mine(w.malwa.token)).upcoming).toMatchObject({ order_count: 0 });

    // Next week: Deccan and Gupta are settled for the second order; Malwa rejected its part.
    expect(await closeTheWeek()).toBe(2);
    expect(await settledFor(w.deccan)).toHaveLength(2);
    expect(await settledFor(w.malwa.id)).toHaveLength(1);
  });

  it('takes goods credited after delivery off as returns, and nets them out of TCS and TDS', async () => {
    const w = await deliveredOrder();
    const [rice] = await t.db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, w.order.id), eq(orderItems.pricePaise, 12_000)));
    // A return of one rice a moment after delivery: its credit note against Malwa's invoice.
    t.advance(60_000);
    const note = await t.db.write((tx) =>
      creditShortLine(
        tx,
        w.order.id,
        w.malwa.id,
        { name: rice!.productName, hsnCode: rice!.hsnCode, gstRate: 5, unit: rice!.unit, pricePaise: 12_000 },
        { quantity: 1, taxablePaise: 12_000, taxPaise: 600 },
        t.services.clock.now(),
      ),
    );
    expect(note).toMatch(/^MALWA-/);
    await closeTheWeek();
    // Delivered ₹511.50 + ₹25.58 GST; returned ₹120 + ₹6; TCS and TDS on the net ₹391.50.
    expect((await mine(w.malwa.token)).items[0]).toMatchObject({
      gross_value: 537.08,
      returns_value: 126,
      commission: 25.58,
      commission_gst: 4.6,
      tcs: 1.96,
      tds: 0.39,
      payable: 378.55,
    });
  });
});
