import { orderItems, orderParts, orders } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { customerWithCart } from '../support/catalog.ts';
import { placeAndConfirm, threeSellerCart } from '../support/gst.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const DAY = 86_400_000;
type Sales = {
  from: string;
  to: string;
  total: number;
  weeks: { week_start: string; orders: number; sales: number }[];
  products: { product_id: string | null; name: string; quantity: number; orders: number; sales: number }[];
};

/** The Monday (India time) of the week holding `ms`, worked out here apart from the API's helpers. */
const mondayOf = (ms: number) => {
  const d = new Date(ms + 330 * 60_000);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
};

/** The supplier's sales again from the order lines: packs supplied (ordered less short) at their price. */
async function recomputed(supplierId: string, from: string) {
  const rows = await t.db
    .select({ item: orderItems, order: orders, part: orderParts.status })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(
      orderParts,
      and(eq(orderParts.orderId, orders.id), eq(orderParts.supplierId, orderItems.supplierId)),
    )
    .where(eq(orderItems.supplierId, supplierId));
  const weeks = new Map<string, number>();
  const products = new Map<string, number>();
  for (const { item, order, part } of rows) {
    const sold =
      (order.status === 'delivered' || order.paymentStatus === 'paid') &&
      order.status !== 'cancelled' &&
      order.paymentStatus !== 'refunded' &&
      part !== 'rejected' &&
      mondayOf(order.createdAt) >= from;
    if (!sold) continue;
    const paise = (item.quantity - item.shortQuantity) * item.pricePaise;
    const week = mondayOf(order.createdAt);
    weeks.set(week, (weeks.get(week) ?? 0) + paise);
    products.set(item.productName, (products.get(item.productName) ?? 0) + paise);
  }
  return { weeks, products };
}

describe("a supplier's sales by week and product", () => {
  it('counts paid or delivered orders over 8 weeks, less rejected parts and short quantities', async () => {
    const w = await threeSellerCart(t);
    const admin = await t.userWithToken('admin');
    const [rice, dal, soap] = w.lines.map(([id]) => id) as [string, string, string];
    const deliver = async (id: string) =>
      expect(
        (await t.call('PUT', `/api/admin/orders/${id}?status=delivered`, { token: admin.token })).status,
      ).toBe(200);
    const order = async (lines: [string, number][]) =>
      placeAndConfirm(t, (await customerWithCart(t, lines)).token);

    // This week, delivered: 2 rice ordered, 1 shipped; 3 dal; the other sellers' lines are theirs.
    const first = await placeAndConfirm(t, w.me.token);
    const firstLines = (await t.call('GET', '/api/orders', { token: w.me.token })).data.orders[0].items as {
      id: string;
      product_id: string;
    }[];
    const riceLine = firstLines.find((l) => l.product_id === rice)!;
    const short = await t.call('PUT', `/api/supplier/orders/${first.id}/lines/${riceLine.id}`, {
      token: w.malwa.token,
      body: { quantity: 1 },
    });
    expect(short.status).toBe(200);
    await deliver(first.id);
    // Paid online but not yet delivered: a sale (the payment is set as the gateway's webhook would).
    const paid = await order([[dal, 1]]);
    await t.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, paid.id));
    // Cash on delivery, not yet delivered: no sale yet.
    await order([[rice, 5]]);
    // Its part rejected, the other seller's part delivered: the rice was never supplied, so no sale.
    const rejected = await order([
      [rice, 4],
      [soap, 1],
    ]);
    const refused = await t.call('PUT', `/api/supplier/orders/${rejected.id}/status`, {
      token: w.malwa.token,
      body: { status: 'rejected', reason: 'Out of stock' },
    });
    expect(refused.status).toBe(200);
    await deliver(rejected.id);
    // Three weeks ago, delivered; and nine weeks ago, outside the 8 weeks.
    const earlier = await order([[rice, 3]]);
    await deliver(earlier.id);
    const old = await order([[dal, 7]]);
    await deliver(old.id);
    const now = t.services.clock.now();
    await t.db
      .update(orders)
      .set({ createdAt: now - 21 * DAY })
      .where(eq(orders.id, earlier.id));
    await t.db
      .update(orders)
      .set({ createdAt: now - 63 * DAY })
      .where(eq(orders.id, old.id));

    const res = await t.call('GET', '/api/supplier/sales', { token: w.malwa.token });
    expect(res.status).toBe(200);
    const sales = res.data as Sales;
    const thisWeek = mondayOf(now);
    expect(sales.weeks).toHaveLength(8);
    expect(sales.weeks.at(-1)!.week_start).toBe(thisWeek);
    expect(sales.from).toBe(mondayOf(now - 49 * DAY));
    // ₹120 rice × 1 + ₹90.50 dal × 3 delivered, ₹90.50 dal × 1 paid; ₹120 rice × 3 three weeks ago.
    expect(sales.weeks.at(-1)).toEqual({ week_start: thisWeek, orders: 2, sales: 120 + 271.5 + 90.5 });
    expect(sales.weeks.at(-4)).toEqual({ week_start: mondayOf(now - 21 * DAY), orders: 1, sales: 360 });
    expect(sales.total).toBe(842);
    expect(sales.products.map((p) => [p.product_id, p.quantity, p.orders, p.sales])).toEqual([
      [rice, 4, 2, 480],
      [dal, 4, 2, 362],
    ]);

    const again = await recomputed(w.malwa.id, sales.from);
    expect(
      Object.fromEntries(sales.weeks.filter((x) => x.sales > 0).map((x) => [x.week_start, x.sales])),
    ).toEqual(Object.fromEntries([...again.weeks].map(([week, paise]) => [week, paise / 100])));
    expect(Object.fromEntries(sales.products.map((p) => [p.name, p.sales]))).toEqual(
      Object.fromEntries([...again.products].map(([name, paise]) => [name, paise / 100])),
    );
  });

  it('shows a supplier its own sales only, all 8 weeks at zero when it has none', async () => {
    const w = await threeSellerCart(t);
    await placeAndConfirm(t, w.me.token);
    const admin = await t.userWithToken('admin');
    const other = await t.userWithToken('supplier');
    const placed = await t.call('GET', '/api/orders', { token: w.me.token });
    const id = placed.data.orders[0].id;
    await t.call('PUT', `/api/admin/orders/${id}?status=delivered`, { token: admin.token });
    const res = await t.call('GET', '/api/supplier/sales', { token: other.token });
    expect(res.status).toBe(200);
    expect(res.data.total).toBe(0);
    expect(res.data.products).toEqual([]);
    expect(res.data.weeks.map((x: { sales: number }) => x.sales)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect((await t.call('GET', '/api/supplier/sales', { token: w.me.token })).status).toBe(403);
  });
});
