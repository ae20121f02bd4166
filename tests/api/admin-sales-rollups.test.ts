import { orderItems, orders, products } from '@app/db';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addOrder, addProduct } from '../support/admin-fixtures.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

/**
 * The rollup tables (migration 0003) must always equal a recomputation from the orders, whatever
 * writes happen: placement, payment, status changes, cancellation, deletions.
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const R = `(o.status <> 'cancelled' AND o.payment_status <> 'refunded' AND (o.payment_status = 'paid' OR o.status = 'delivered'))`;
const DAY = `date((o.created_at + 19800000) / 1000, 'unixepoch')`;
const MONTH = `strftime('%Y-%m', (o.created_at + 19800000) / 1000, 'unixepoch')`;
const KEY = `coalesce(l.product_id, l.product_name || '|' || l.unit)`;

async function rows(query: string) {
  const res = await t.db.all<Record<string, unknown>>(sql.raw(query));
  return res.map((r) => JSON.stringify(r)).sort();
}

async function expectRollupsMatch() {
  expect(
    await rows(`SELECT day, city_id, payment_method, orders, revenue_orders, revenue_paise, paid_orders, pending_orders
                FROM sales_daily WHERE orders <> 0 OR revenue_paise <> 0`),
  ).toEqual(
    await rows(`SELECT ${DAY} AS day, coalesce(o.city_id, '') AS city_id,
                  CASE WHEN o.credit_due_at IS NULL THEN o.payment_method ELSE 'CREDIT' END AS payment_method, count(*) AS orders,
                  sum(${R}) AS revenue_orders, sum(CASE WHEN ${R} THEN o.total_paise ELSE 0 END) AS revenue_paise,
                  sum(o.payment_status = 'paid') AS paid_orders, sum(o.status = 'pending') AS pending_orders
                FROM orders o GROUP BY 1, 2, 3`),
  );
  expect(
    await rows(`SELECT month, city_id, product_key, quantity, revenue_paise, lines
                FROM sales_monthly_products WHERE lines <> 0 OR quantity <> 0 OR revenue_paise <> 0`),
  ).toEqual(
    await rows(`SELECT ${MONTH} AS month, coalesce(o.city_id, '') AS city_id, ${KEY} AS product_key,
                  sum(l.quantity) AS quantity, sum(l.line_total_paise) AS revenue_paise, count(*) AS lines
                FROM order_items l JOIN orders o ON o.id = l.order_id WHERE ${R} GROUP BY 1, 2, 3`),
  );
  const lines = `FROM order_items l JOIN orders o ON o.id = l.order_id WHERE ${R}`;
  expect(
    await rows(`SELECT city_id, product_key, quantity, revenue_paise, lines
                FROM sales_products WHERE lines <> 0 OR quantity <> 0 OR revenue_paise <> 0`),
  ).toEqual(
    await rows(`SELECT coalesce(o.city_id, '') AS city_id, ${KEY} AS product_key, sum(l.quantity) AS quantity,
                  sum(l.line_total_paise) AS revenue_paise, count(*) AS lines ${lines} GROUP BY 1, 2
                UNION ALL
                SELECT '*', ${KEY}, sum(l.quantity), sum(l.line_total_paise), count(*) ${lines} GROUP BY 2`),
  );
  expect(
    await rows(`SELECT city_id, category_id, quantity, revenue_paise, products
                FROM sales_categories WHERE quantity <> 0 OR revenue_paise <> 0 OR products <> 0`),
  ).toEqual(
    await rows(`SELECT city_id, category_id, sum(quantity) AS quantity, sum(revenue) AS revenue_paise,
                  count(DISTINCT k) AS products
                FROM (SELECT coalesce(o.city_id, '') AS city_id, l.category_id, l.quantity, l.line_total_paise AS revenue,
                        ${KEY} AS k ${lines}
                      UNION ALL
                      SELECT '*', l.category_id, l.quantity, l.line_total_paise, ${KEY} ${lines})
                GROUP BY 1, 2`),
  );
  expect(
    await rows(`SELECT month, city_id, category_id, orders FROM sales_monthly_categories WHERE orders <> 0`),
  ).toEqual(
    await rows(`SELECT ${MONTH} AS month, coalesce(o.city_id, '') AS city_id, l.category_id, count(DISTINCT o.id) AS orders
                FROM order_items l JOIN orders o ON o.id = l.order_id WHERE ${R} GROUP BY 1, 2, 3`),
  );
}

describe('sales rollups', () => {
  it('follow placement, payment, status changes, cancellation, product and order deletion', async () => {
    const c = await t.userWithToken('customer');
    const s = await t.userWithToken('supplier');
    const p1 = await addProduct(t.db, { supplierId: s.id, name: 'Rice' });
    const p2 = await addProduct(t.db, { supplierId: s.id, name: 'Dal', categoryId: 'cat_pulses' });
    const jan = Date.parse('2026-01-31T20:00:00Z'); // 1 Feb in India
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      ids.push(
        await addOrder(t.db, {
          customerId: c.id,
          cityId: i % 3 === 0 ? 'city_bhopal' : i % 5 === 0 ? null : 'city_indore',
          method: i % 2 ? 'ONLINE' : 'COD',
          status: (['pending', 'delivered', 'confirmed', 'cancelled'] as const)[i % 4],
          paymentStatus: i % 4 === 2 ? 'paid' : 'pending',
          createdAt: jan + i * 9 * 3_600_000,
          lines: [
            { productId: p1, quantity: 1 + (i % 3), pricePaise: 10_000, name: 'Rice' },
            { productId: p2, quantity: 2, pricePaise: 5_000, name: 'Dal', categoryId: 'cat_pulses' },
            ...(i % 2
              ? [{ productId: null, quantity: 1, pricePaise: 700, name: 'Old Jar', categoryId: 'cat_pulses' }]
              : []),
          ],
        }),
      );
    }
    await expectRollupsMatch();

    // Payment arrives, delivery, cancellation, refund, and back.
    await t.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, ids[0]!));
    await t.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, ids[4]!));
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, ids[1]!));
    await t.db.update(orders).set({ paymentStatus: 'refunded' }).where(eq(orders.id, ids[2]!));
    await t.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, ids[6]!));
    await expectRollupsMatch();

    // Pay later (stored as ONLINE with a due date) is filed as CREDIT, and leaves it when the date goes.
    await t.db
      .update(orders)
      .set({ creditDueAt: jan + 15 * 86_400_000 })
      .where(eq(orders.id, ids[7]!));
    await t.db
      .update(orders)
      .set({ creditDueAt: jan + 15 * 86_400_000 })
      .where(eq(orders.id, ids[11]!));
    await expectRollupsMatch();
    expect(await rows(`SELECT sum(orders) AS n FROM sales_daily WHERE payment_method = 'CREDIT'`)).toEqual([
      JSON.stringify({ n: 2 }),
    ]);
    await t.db.update(orders).set({ creditDueAt: null }).where(eq(orders.id, ids[11]!));
    await expectRollupsMatch();

    // A product is deleted: its lines keep their snapshot and lose the link.
    await t.db.delete(products).where(eq(products.id, p2));
    await expectRollupsMatch();

    // A line changes, a line goes, an order goes.
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, ids[5]!));
    await t.db
      .update(orderItems)
      .set({ quantity: 9, lineTotalPaise: 90_000 })
      .where(eq(orderItems.id, line!.id));
    await t.db.delete(orderItems).where(eq(orderItems.id, line!.id));
    await t.db.delete(orders).where(eq(orders.id, ids[9]!));
    await t.db.delete(orders).where(eq(orders.id, ids[10]!));
    await expectRollupsMatch();

    // The admin's own status change goes through the same rows.
    const admin = await t.userWithToken('admin');
    await t.call('PUT', `/api/admin/orders/${ids[8]}?status=delivered`, { token: admin.token });
    await t.call('PUT', `/api/admin/orders/${ids[3]}?status=cancelled`, { token: admin.token });
    await expectRollupsMatch();
  });
});
