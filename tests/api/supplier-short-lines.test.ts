import { runScheduledWork } from '@app/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { stockOf } from '../support/catalog.ts';
import { type Doc, documentsOf, goodsLeave, placeAndConfirm, sum, threeSellerCart } from '../support/gst.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

type Line = {
  id: string;
  product_id: string;
  product_name: string;
  quantity: number;
  supplied_quantity: number;
};

async function confirmedThreeSellerOrder() {
  const w = await threeSellerCart(t);
  const admin = await t.userWithToken('admin');
  const order = await placeAndConfirm(t, w.me.token);
  const mine = async () =>
    (await t.call('GET', '/api/orders', { token: w.me.token })).data.orders.find(
      (o: { id: string }) => o.id === order.id,
    );
  const rice = ((await mine()).items as Line[]).find(
    (l) => l.product_name !== 'Toor Dal' && l.quantity === 2,
  )!;
  const ship = (token: string, lineId: string, quantity: number) =>
    t.call('PUT', `/api/supplier/orders/${order.id}/lines/${lineId}`, { token, body: { quantity } });
  return { ...w, admin, order, mine, rice, ship };
}

/** Each seller's invoice less its credit notes, in paise. */
const netBySeller = (docs: Doc[]) => {
  const net = new Map<string, number>();
  for (const d of docs)
    net.set(
      d.seller_name,
      (net.get(d.seller_name) ?? 0) + Math.round(d.total * 100) * (d.kind === 'credit_note' ? -1 : 1),
    );
  return net;
};

describe('a supplier ships less of a line', () => {
  it('gives the units back, lowers what the customer pays, and is invoiced on what left: no credit note', async () => {
    const w = await confirmedThreeSellerOrder();
    const before = await w.mine();
    const stock = await stockOf(t.db, w.rice.product_id);

    const res = await w.ship(w.malwa.token, w.rice.id, 1);
    expect(res.status).toBe(200);
    // One rice at ₹120 and its 5% GST (₹6.00) are no longer charged.
    expect(res.data).toMatchObject({
      quantity: 1,
      total: Math.round(before.total_amount * 100 - 12_600) / 100,
    });
    expect(await stockOf(t.db, w.rice.product_id)).toBe(stock + 1);
    const after = await w.mine();
    expect(after.items.find((l: Line) => l.id === w.rice.id)).toMatchObject({
      quantity: 2,
      supplied_quantity: 1,
    });
    expect(Math.round(after.subtotal * 100)).toBe(Math.round(before.subtotal * 100) - 12_000);
    expect(Math.round(after.total_amount * 100)).toBe(Math.round(before.total_amount * 100) - 12_600);

    // Malwa's invoice is not issued before its goods leave: nothing to credit.
    expect((await documentsOf(t, w.order.id, w.me.token)).map((d) => d.kind)).toEqual(['service_invoice']);
    const notes = (await t.call('GET', '/api/notifications', { token: w.me.token })).data.notifications;
    const told = notes.find((n: { type: string }) => n.type === 'order_line_short');
    expect(told.message).toContain('can supply 1 of the 2');
    expect(JSON.stringify(notes)).not.toMatch(/credit note/i);

    // The packing slip lists what is shipped.
    const slip = await t.call('GET', `/api/supplier/orders/${w.order.id}/packing-slip`, {
      token: w.malwa.token,
    });
    expect(slip.status).toBe(200);

    // When the goods leave, Malwa's invoice bills the 1 rice that left, and the dal.
    await goodsLeave(t, w.order.id);
    const docs = await documentsOf(t, w.order.id, w.me.token);
    expect(docs.filter((d) => d.kind === 'credit_note')).toEqual([]);
    const invoice = docs.find((d) => d.seller_name === 'Malwa Wholesale Pvt Ltd')!;
    // 1 × ₹120 + 3 × ₹90.50 = ₹391.50 at 5%: ₹19.58 GST, ₹9.79 each way.
    expect(invoice).toMatchObject({ kind: 'tax_invoice', taxable_value: 391.5, cgst: 9.79, sgst: 9.79 });
    expect(invoice.lines).toMatchObject([
      { name: 'Basmati Rice', quantity: 1, taxable_value: 120, tax: 6 },
      { name: 'Toor Dal', quantity: 3, taxable_value: 271.5, tax: 13.58 },
    ]);
    // What the documents bill is what the customer pays for goods and fees.
    expect(sum(docs)).toBe(Math.round(after.total_amount * 100));
  });

  it('never ships more, and only its own lines while its part is still to hand over', async () => {
    const w = await confirmedThreeSellerOrder();
    const again = await w.ship(w.malwa.token, w.rice.id, 2);
    expect(again.status).toBe(409);
    expect(again.data.code).toBe('not_lower');
    expect((await w.ship(w.malwa.token, w.rice.id, -1)).status).toBe(400);
    const other = await t.userWithToken('supplier');
    expect((await w.ship(other.token, w.rice.id, 1)).status).toBe(404);
    expect((await w.ship(w.me.token, w.rice.id, 1)).status).toBe(403);

    const all = (await w.mine()).items.filter((l: Line) => l.product_name !== 'Dishwash Liquid');
    const malwaLines = all.filter((l: Line) => l.id === w.rice.id || l.product_name === 'Toor Dal');
    expect((await w.ship(w.malwa.token, malwaLines[0].id, 0)).status).toBe(200);
    const last = await w.ship(w.malwa.token, malwaLines[1].id, 0);
    expect(last.status).toBe(409);
    expect(last.data.code).toBe('nothing_left');

    const cancelled = await t.call('PUT', `/api/admin/orders/${w.order.id}?status=cancelled`, {
      token: w.admin.token,
    });
    expect(cancelled.status).toBe(200);
    expect((await w.ship(w.malwa.token, malwaLines[1].id, 1)).status).toBe(409);
  });

  it('a later cancellation credits only what is left and puts back only what was still reserved', async () => {
    const w = await confirmedThreeSellerOrder();
    const stock = await stockOf(t.db, w.rice.product_id);
    expect((await w.ship(w.malwa.token, w.rice.id, 1)).status).toBe(200);
    const res = await t.call('PUT', `/api/admin/orders/${w.order.id}?status=cancelled`, {
      token: w.admin.token,
    });
    expect(res.status).toBe(200);
    expect(await stockOf(t.db, w.rice.product_id)).toBe(stock + 2);
    const docs = await documentsOf(t, w.order.id, w.me.token);
    for (const [seller, net] of netBySeller(docs)) expect(net, seller).toBe(0);
  });

  it('a later rejection lowers the total by what is left of the part, not by the whole again', async () => {
    const w = await confirmedThreeSellerOrder();
    const before = await w.mine();
    expect((await w.ship(w.malwa.token, w.rice.id, 1)).status).toBe(200);
    const rejected = await t.call('PUT', `/api/supplier/orders/${w.order.id}/status`, {
      token: w.malwa.token,
      body: { status: 'rejected', reason: 'Truck broke down' },
    });
    expect(rejected.status).toBe(200);
    // Malwa's whole part (₹537.08 with GST) is off the bill: once through the short line, once through the rejection.
    const after = await w.mine();
    expect(Math.round(after.total_amount * 100)).toBe(Math.round(before.total_amount * 100) - 53_708);
    // Nothing of Malwa's was issued before hand-over, so nothing is credited, then or later.
    expect((await documentsOf(t, w.order.id, w.me.token)).map((d) => d.kind)).toEqual(['service_invoice']);
    await goodsLeave(t, w.order.id);
    const docs = await documentsOf(t, w.order.id, w.me.token);
    expect(netBySeller(docs).has('Malwa Wholesale Pvt Ltd')).toBe(false);
    expect(docs.filter((d) => d.kind === 'credit_note')).toEqual([]);
    expect(docs.map((d) => d.kind).sort()).toEqual(['bill_of_supply', 'service_invoice', 'tax_invoice']);
    expect(sum(docs)).toBe(Math.round(after.total_amount * 100));
  });

  it('is settled for what it shipped once delivered', async () => {
    const w = await confirmedThreeSellerOrder();
    expect((await w.ship(w.malwa.token, w.rice.id, 1)).status).toBe(200);
    const delivered = await t.call('PUT', `/api/admin/orders/${w.order.id}?status=delivered`, {
      token: w.admin.token,
    });
    expect(delivered.status).toBe(200);
    t.advance(8 * 86_400_000);
    await runScheduledWork(t.services, t.services.clock.now());
    const [malwa] = (await t.call('GET', '/api/supplier/settlements', { token: w.malwa.token })).data.items;
    // Shipped: rice 1 × ₹120 and dal 3 × ₹90.50 = ₹391.50 with ₹19.58 GST. Commission 5% per line
    // (₹6.00 + ₹13.58), 18% GST on it, TCS 0.5% and TDS 0.1% of ₹391.50. The rice not shipped is
    // no return: it was never invoiced (the invoice is drawn on what left) nor delivered.
    expect(malwa).toMatchObject({
      taxable_value: 391.5,
      gross_value: 411.08,
      returns_value: 0,
      commission: 19.58,
      commission_gst: 3.52,
      tcs: 1.96,
      tds: 0.39,
      payable: 385.63,
    });
  });
});
