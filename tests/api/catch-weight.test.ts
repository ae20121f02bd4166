import { auditLog, notifications, orderItems, orders, type products } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { customerWithCart, gstinOf, makeProduct, stockOf } from '../support/catalog.ts';
import { documentsOf, goodsLeave, placeAndConfirm } from '../support/gst.ts';

// Issue 35 item 2: lines weighed when packed, ordered as an estimate within a tolerance.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** 2.5 kg of chicken at ₹220/kg, 5% GST, weighed when packed (±10%), ordered cash on delivery. */
async function weighedOrder(over: Partial<typeof products.$inferInsert> = {}) {
  const supplier = await t.userWithToken('supplier', { restaurantName: 'Malwa Meats', gstin: gstinOf('23') });
  const chicken = await makeProduct(t, {
    supplierId: supplier.id,
    name: 'Chicken Curry Cut',
    soldBy: 'kg',
    unit: 'kg',
    pricePaise: 22_000,
    gstRate: 5,
    step: 250,
    minQuantity: 500,
    stockQuantity: 20_000,
    weighed: true,
    tolerancePct: 10,
    ...over,
  });
  const me = await customerWithCart(t, [[chicken, 2.5]]);
  const order = await placeAndConfirm(t, me.token);
  const [line] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  return { supplier, chicken, me, order, line: line! };
}

type World = Awaited<ReturnType<typeof weighedOrder>>;
const weigh = (w: World, body: Record<string, unknown>) =>
  t.call('PUT', `/api/supplier/orders/${w.order.id}/lines/${w.line.id}`, { token: w.supplier.token, body });
const answer = (w: World, accept: boolean, token = w.me.token) =>
  t.call('PUT', `/api/orders/${w.order.id}/lines/${w.line.id}/weight`, { token, body: { accept } });
const lineOf = async (w: World) => {
  const res = await t.call('GET', '/api/orders', { token: w.me.token });
  return res.data.orders.find((o: { id: string }) => o.id === w.order.id).items[0];
};
const orderRow = async (w: World) => (await t.db.select().from(orders).where(eq(orders.id, w.order.id)))[0]!;

describe('a line weighed when packed', () => {
  it('is ordered as an estimate and shown as one until weighed', async () => {
    const w = await weighedOrder();
    expect(w.line).toMatchObject({
      weighed: true,
      tolerancePct: 10,
      quantity: 2_500,
      lineTotalPaise: 55_000,
    });
    expect(await lineOf(w)).toMatchObject({
      weighed: true,
      tolerance_percent: 10,
      estimated: true,
      estimated_quantity: null,
      quantity: 2.5,
    });
  });

  it('takes a weight within the tolerance: line, GST, stock, total and the invoice follow it', async () => {
    const w = await weighedOrder();
    const before = await orderRow(w);
    const res = await weigh(w, { actual_quantity: 2.62 });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(res.data).toMatchObject({ quantity: 2.62, estimated_quantity: 2.5, awaiting_customer: false });
    // 2.62 kg × ₹220 = ₹576.40; its 5% GST scales with the value from ₹27.50 to ₹28.82.
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.id, w.line.id));
    expect(line).toMatchObject({
      quantity: 2_620,
      estimatedQuantity: 2_500,
      lineTotalPaise: 57_640,
      taxPaise: 2_882,
    });
    const after = await orderRow(w);
    expect(after.totalPaise - before.totalPaise).toBe(57_640 - 55_000 + 2_882 - 2_750);
    expect(res.data.total).toBe(after.totalPaise / 100);
    expect(await stockOf(t.db, w.chicken)).toBe(20_000 - 2_620);
    expect(await lineOf(w)).toMatchObject({ estimated: false, estimated_quantity: 2.5, quantity: 2.62 });
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, w.me.id));
    expect(told.map((n) => n.title)).toContain(
      `Order ${w.order.order_number}: Chicken Curry Cut weighed 2.62 kg`,
    );

    await goodsLeave(t, w.order.id);
    const invoice = (await documentsOf(t, w.order.id, w.me.token)).find((d) => d.kind === 'tax_invoice')!;
    expect(invoice.lines[0]).toMatchObject({
      quantity: 2.62,
      sold_by: 'kg',
      taxable_value: 576.4,
      tax: 28.82,
    });
  });

  it('refuses a weight outside the tolerance with the range, and changes nothing', async () => {
    const w = await weighedOrder();
    for (const actual of [2.24, 2.76]) {
      const res = await weigh(w, { actual_quantity: actual });
      expect(res.status).toBe(409);
      expect(res.data).toMatchObject({
        code: 'outside_tolerance',
        detail: 'Chicken Curry Cut may weigh 2.25 kg to 2.75 kg without asking the customer.',
        details: { min_quantity: 2.25, max_quantity: 2.75 },
      });
    }
    expect((await weigh(w, { actual_quantity: 2.75 })).status).toBe(200);
    expect((await weigh(w, { actual_quantity: 2.25 })).status).toBe(200);
    // Weighed again, the tolerance is still the estimate's.
    expect((await weigh(w, { actual_quantity: 2.8 })).status).toBe(409);
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.id, w.line.id));
    expect(line).toMatchObject({ quantity: 2_250, estimatedQuantity: 2_500, lineTotalPaise: 49_500 });
  });

  it('asks the customer for a weight outside it; accepted, the line becomes it', async () => {
    const w = await weighedOrder();
    const asked = await weigh(w, { actual_quantity: 3.4, ask_customer: true });
    expect(asked.status, JSON.stringify(asked.data)).toBe(200);
    expect(asked.data).toMatchObject({ awaiting_customer: true, quantity: 2.5 });
    expect(await lineOf(w)).toMatchObject({ proposed_quantity: 3.4, estimated: true, quantity: 2.5 });
    const stranger = await t.userWithToken('customer');
    expect((await answer(w, true, stranger.token)).status).toBe(404);
    const yes = await answer(w, true);
    expect(yes.status, JSON.stringify(yes.data)).toBe(200);
    expect(yes.data.quantity).toBe(3.4);
    expect(await lineOf(w)).toMatchObject({
      proposed_quantity: null,
      quantity: 3.4,
      estimated_quantity: 2.5,
    });
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.id, w.line.id));
    expect(line!.lineTotalPaise).toBe(74_800);
    expect((await answer(w, true)).data.code).toBe('no_proposal');
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, w.order.id), eq(auditLog.action, 'order_line.weighed')));
    expect(audited[0]!.actorId).toBe(w.me.id);
  });

  it('declined, the proposal goes, the supplier is told the range, and the line stays the estimate', async () => {
    const w = await weighedOrder();
    await weigh(w, { actual_quantity: 3.4, ask_customer: true });
    const no = await answer(w, false);
    expect(no.status).toBe(200);
    expect(no.data.quantity).toBe(2.5);
    expect(await lineOf(w)).toMatchObject({ proposed_quantity: null, estimated: true });
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, w.supplier.id));
    expect(told.some((n) => n.message.includes('between 2.25 kg and 2.75 kg'))).toBe(true);
  });

  it('never charges a paid order more than its estimate, and owes it what was not supplied', async () => {
    const w = await weighedOrder();
    await t.db
      .update(orders)
      .set({ paymentMethod: 'ONLINE', paymentStatus: 'paid' })
      .where(eq(orders.id, w.order.id));
    const admin = await t.userWithToken('admin');
    const paid = await orderRow(w);
    expect((await weigh(w, { actual_quantity: 2.7 })).status).toBe(200);
    expect((await orderRow(w)).totalPaise).toBe(paid.totalPaise);
    const [heavy] = await t.db.select().from(orderItems).where(eq(orderItems.id, w.line.id));
    expect(heavy).toMatchObject({ quantity: 2_700, lineTotalPaise: 55_000 });
    expect((await weigh(w, { actual_quantity: 2.3 })).status).toBe(200);
    // 2.3 kg is ₹506.00 + ₹25.30 GST: ₹46.20 less than paid, a refund due for staff.
    expect(paid.totalPaise - (await orderRow(w)).totalPaise).toBe(4_400 + 220);
    const staff = await t.db.select().from(notifications).where(eq(notifications.userId, admin.id));
    expect(staff.some((n) => n.message.includes('₹46.20'))).toBe(true);
  });

  it('refuses weighing a line not weighed when packed, and weighing after hand-over', async () => {
    const w = await weighedOrder({ weighed: false });
    const res = await weigh(w, { actual_quantity: 2.5 });
    expect(res.status).toBe(409);
    expect(res.data.code).toBe('not_weighed');
    const both = await weigh(w, { actual_quantity: 2.5, quantity: 1 });
    expect(both.status).toBe(400);
    const v = await weighedOrder();
    await goodsLeave(t, v.order.id);
    expect((await weigh(v, { actual_quantity: 2.5 })).status).toBe(409);
  });
});
