import { catalogItems, orders, products, supplierReliability } from '@app/db';
import { and, eq, ne } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { CHECKOUT, customerWithCart, gstinOf, makeProduct } from '../support/catalog.ts';
import { claimPhoto } from '../support/claims.ts';
import { download } from '../support/products.ts';

// Issue 38 item 5: what a restaurant spends, decision 0099.
let t: TestApp;
let now = Date.parse('2026-10-25T06:30:00Z'); // 12:00 in India
beforeEach(async () => {
  now = Date.parse('2026-10-25T06:30:00Z');
  t = await createTestApp({ clock: { now: () => now } });
});
afterEach(() => t.close());

const RANGE = 'from=2026-10-01&to=2026-11-30';
const spend = (token: string, query: string) => t.call('GET', `/api/account/spend?${query}`, { token });

async function place(token: string) {
  const placed = await t.call('POST', '/api/orders', { token, body: CHECKOUT });
  expect(placed.status, JSON.stringify(placed.data)).toBe(201);
  const confirmed = await t.call('POST', `/api/orders/${placed.data.id}/verify-payment`, { token });
  expect(confirmed.status).toBe(200);
  return placed.data as { id: string; items: { id: string; product_name: string }[] };
}
async function staffMove(orderId: string, ...statuses: string[]) {
  const admin = await t.userWithToken('admin');
  for (const status of statuses) {
    const res = await t.call('PUT', `/api/admin/orders/${orderId}`, { token: admin.token, body: { status } });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
  }
  return admin;
}

/**
 * October: 4 kg of Malwa's tomatoes at ₹40/kg and 3 packs of Deccan's rice at ₹120, of which Deccan
 * ships 2. November: Malwa's tomatoes cost ₹44/kg; 5 kg, of which 1.5 kg is claimed spoiled and
 * approved (a credit note). A good supplier offers the same tomatoes at ₹36/kg today, an unrated one
 * at ₹30/kg. A cancelled order and another restaurant's order never count.
 */
async function twoMonths() {
  const malwa = await t.userWithToken('supplier', { restaurantName: 'Malwa Fresh', gstin: gstinOf('23') });
  const deccan = await t.userWithToken('supplier', {
    restaurantName: 'Deccan Foods',
    gstin: gstinOf('27', 'AAFFD4321B'),
    state: 'Maharashtra',
  });
  const sasta = await t.userWithToken('supplier', {
    restaurantName: 'Sasta Sabzi',
    gstin: gstinOf('23', 'AAACS9999Z'),
  });
  await t.db.insert(catalogItems).values({
    id: 'itm_tomato',
    name: 'Desi Tomato',
    key: 'desi tomato|kg',
    unitBase: 'kg',
    categoryId: 'cat_vegetables',
  });
  const tomato = (supplierId: string, pricePaise: number) =>
    makeProduct(t, {
      supplierId,
      name: 'Desi Tomato',
      categoryId: 'cat_vegetables',
      soldBy: 'kg',
      unit: 'kg',
      pricePaise,
      gstRate: 5,
      step: 500,
      minQuantity: 500,
      stockQuantity: 50_000,
      itemId: 'itm_tomato',
    });
  const tomatoes = await tomato(malwa.id, 4_000);
  await tomato(deccan.id, 3_600);
  await tomato(sasta.id, 3_000);
  await t.db.insert(supplierReliability).values({
    supplierId: deccan.id,
    status: 'rated',
    parts: 20,
    fillRate: 98,
    onTimeRate: 95,
    rejectionRate: 0,
    claimRate: 0,
    trend: [],
  });
  const rice = await makeProduct(t, { supplierId: deccan.id, pricePaise: 12_000, gstRate: 5, unit: '1kg' });

  const me = await customerWithCart(t, [
    [tomatoes, 4],
    [rice, 3],
  ]);
  const october = await place(me.token);
  const riceLine = october.items.find((i) => i.product_name === 'Basmati Rice')!;
  const short = await t.call('PUT', `/api/supplier/orders/${october.id}/lines/${riceLine.id}`, {
    token: deccan.token,
    body: { quantity: 2 },
  });
  expect(short.status, JSON.stringify(short.data)).toBe(200);
  await staffMove(october.id, 'shipped');
  await t.call('POST', '/api/cart', { token: me.token, body: { product_id: tomatoes, quantity: 1 } });
  await staffMove((await place(me.token)).id, 'cancelled');

  now = Date.parse('2026-11-05T06:30:00Z');
  await t.db.update(products).set({ pricePaise: 4_400 }).where(eq(products.id, tomatoes));
  await t.call('POST', '/api/cart', { token: me.token, body: { product_id: tomatoes, quantity: 5 } });
  const november = await place(me.token);
  const admin = await staffMove(november.id, 'shipped', 'delivered');
  const claim = await t.call('POST', `/api/orders/${november.id}/claims`, {
    token: me.token,
    body: {
      line_id: november.items[0]!.id,
      quantity: 1.5,
      reason: 'spoiled',
      photo_ids: [await claimPhoto(t, me.token)],
    },
  });
  expect(claim.status, JSON.stringify(claim.data)).toBe(201);
  const approved = await t.call('PUT', `/api/admin/claims/${claim.data.id}`, {
    token: admin.token,
    body: { decision: 'approve', reason: 'Mould on the bottom layer' },
  });
  expect(approved.status, JSON.stringify(approved.data)).toBe(200);

  const other = await customerWithCart(t, [[tomatoes, 2]]);
  await place(other.token);
  return { me, malwa, deccan };
}

/** Independently: the customer's orders not cancelled, their stored amounts by month placed (India). */
async function ordersByMonth(customerId: string) {
  const rows = await t.db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), ne(orders.status, 'cancelled')));
  const months = new Map<string, { goods: number; gst: number; fees: number; total: number }>();
  for (const o of rows) {
    const month = new Date(o.createdAt + 330 * 60_000).toISOString().slice(0, 7);
    const m = months.get(month) ?? { goods: 0, gst: 0, fees: 0, total: 0 };
    m.goods += o.subtotalPaise;
    m.gst += o.gstPaise;
    m.fees += o.supplierChargesPaise + o.deliveryFeePaise + o.platformFeePaise;
    m.total += o.totalPaise;
    months.set(month, m);
  }
  return months;
}

describe('GET /api/account/spend', () => {
  it('adds up the orders kept, by month, supplier and category, with the credit note and claim apart', async () => {
    const { me, malwa, deccan } = await twoMonths();
    const byMonth = await spend(me.token, `${RANGE}&group_by=month`);
    expect(byMonth.status, JSON.stringify(byMonth.data)).toBe(200);
    const recomputed = await ordersByMonth(me.id);
    expect(byMonth.data.rows).toEqual(
      [...recomputed.entries()].sort().map(([month, m]) => ({
        key: month,
        name: month,
        goods_value: m.goods / 100,
        gst: m.gst / 100,
        fees: m.fees / 100,
        total: m.total / 100,
        orders: 1,
      })),
    );
    // By hand: October 4 kg × ₹40 + 2 × ₹120 (one rice short), 5% GST, ₹1 platform fee (over ₹500
    // at checkout: free delivery). November 5 kg × ₹44 less 1.5 kg claimed, ₹50 delivery + ₹1.
    expect(byMonth.data.rows).toMatchObject([
      { key: '2026-10', goods_value: 400, gst: 20, fees: 1, total: 421 },
      { key: '2026-11', goods_value: 154, gst: 7.7, fees: 51, total: 212.7 },
    ]);
    expect(byMonth.data.totals).toEqual({ goods_value: 554, gst: 27.7, fees: 52, total: 633.7, orders: 2 });
    expect(byMonth.data.credit_notes).toEqual({ count: 1, amount: 69.3 });
    expect(byMonth.data.claims).toEqual({ count: 1, amount: 69.3 });

    const bySupplier = (await spend(me.token, `${RANGE}&group_by=supplier`)).data;
    expect(bySupplier.rows).toEqual([
      { key: malwa.id, name: 'Malwa Fresh', goods_value: 314, gst: 15.7, fees: 0, total: 329.7, orders: 2 },
      { key: deccan.id, name: 'Deccan Foods', goods_value: 240, gst: 12, fees: 0, total: 252, orders: 1 },
      { key: 'fees', name: null, goods_value: 0, gst: 0, fees: 52, total: 52, orders: 2 },
    ]);
    expect(bySupplier.totals).toEqual(byMonth.data.totals);
    const byCategory = (await spend(me.token, `${RANGE}&group_by=category`)).data;
    expect(byCategory.rows.map((r: { key: string; total: number }) => [r.key, r.total])).toEqual([
      ['cat_vegetables', 329.7],
      ['cat_rice', 252],
      ['fees', 52],
    ]);
    // Only October: the November order is another month.
    expect((await spend(me.token, 'from=2026-10-01&to=2026-10-31')).data.totals.total).toBe(421);

    const csv = await download(t, `/api/account/spend/csv?${RANGE}&group_by=supplier`, me.token);
    expect(csv.headers.get('content-disposition')).toBe(
      'attachment; filename="Spend-by-supplier-2026-10-01-to-2026-11-30.csv"',
    );
    const lines = new TextDecoder()
      .decode(csv.bytes)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual([
      'Supplier,"Goods value (₹, before GST)",GST (₹),Delivery charges and fees (₹),Total (₹),Orders',
      'Malwa Fresh,314.00,15.70,0.00,329.70,2',
      'Deccan Foods,240.00,12.00,0.00,252.00,1',
      'Delivery and platform fees,0.00,0.00,52.00,52.00,2',
      'Total,554.00,27.70,52.00,633.70,2',
      'Credit notes issued (already taken off),,,,69.30,1',
      'Claims approved (already taken off),,,,69.30,1',
    ]);
  });

  it('prices each item per kg by month, with the change and the savings at today’s good offer', async () => {
    const { me } = await twoMonths();
    const res = await t.call('GET', `/api/account/spend/prices?${RANGE}`, { token: me.token });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(res.data.compared_with).toBe('todays_offers');
    const [tomato, rice] = res.data.items;
    // The good supplier's ₹36/kg, not the unrated one's ₹30: (40 − 36) × 4 + (44 − 36) × 5.
    expect(tomato).toMatchObject({
      key: 'item:itm_tomato|kg',
      name: 'Desi Tomato',
      per: 'kg',
      price: 44,
      change_pct: 10,
      months: [
        { month: '2026-10', quantity: 4, spent: 160, price: 40, change_pct: null },
        { month: '2026-11', quantity: 5, spent: 220, price: 44, change_pct: 10 },
      ],
      cheapest_today: { price: 36, supplier_name: 'Deccan Foods' },
      savings: 56,
    });
    // A listing in no catalogue item: its own price per kg (1 kg packs), nothing to compare with.
    expect(rice).toMatchObject({
      item_id: null,
      name: 'Basmati Rice',
      per: 'kg',
      months: [{ month: '2026-10', quantity: 2, price: 120 }],
      change_pct: null,
      cheapest_today: null,
      savings: 0,
    });
    expect(res.data.savings).toBe(56);
  });

  it('counts none of another customer’s orders and refuses bad ranges with a sentence', async () => {
    await twoMonths();
    const stranger = await t.userWithToken('customer');
    expect((await spend(stranger.token, RANGE)).data).toMatchObject({
      rows: [],
      totals: { total: 0, orders: 0 },
      credit_notes: { count: 0 },
      claims: { count: 0 },
    });
    const bad = async (query: string, sentence: string) => {
      const res = await spend(stranger.token, query);
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(res.data), query).toContain(sentence);
    };
    await bad('from=2026-13-01&to=2026-11-30', 'Not a real date');
    await bad('from=yesterday&to=2026-11-30', 'Use YYYY-MM-DD');
    await bad('from=2026-11-30&to=2026-10-01', 'The start date must not be after the end date');
    await bad('from=2025-11-01&to=2026-11-02', 'A report covers at most 366 days');
    expect((await spend(stranger.token, 'from=2025-11-01&to=2026-11-01')).status).toBe(200);
    await bad('to=2026-11-30', 'from');
    const supplier = await t.userWithToken('supplier');
    expect((await spend(supplier.token, RANGE)).status).toBe(403);
  });
});
