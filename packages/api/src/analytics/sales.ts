import {
  categories,
  cities,
  type Database,
  orderItems,
  orders,
  products,
  salesCategories,
  salesDaily,
  salesMonthlyCategories,
  salesMonthlyProducts,
  salesProducts,
} from '@app/db';
import { and, desc, eq, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { StaffScope } from '../access/rules.ts';
import { inScope, rollupInScope } from '../access/scope.ts';
import { fromStored } from '../shared/measure.ts';
import { toRupees } from '../shared/money.ts';
import type { ORDER_PAYMENT_METHODS } from '../shared/payment-method.ts';
import { istDayOf, withinRange } from '../shared/query.ts';
import { isRevenueOrder } from './revenue.ts';
import { splitPeriods } from './sales-periods.ts';

/*
 * Every figure reads the rollups of migrations 0003 and 0004 (exact, trigger-maintained), so a
 * report costs the same on a million order lines as on a hundred. Product and category figures
 * over all time read the all-time rollup; over a range, the monthly rollup for whole months and
 * the order lines only for partial months at the ends.
 */

export interface SalesFilter {
  scope: StaffScope;
  from?: string;
  to?: string;
}

const DAY = 86_400_000;
export const RECENT_DAYS = 30;

const dailyWhere = (f: SalesFilter): SQL | undefined =>
  and(
    inScope(salesDaily.cityId, f.scope),
    f.from ? gte(salesDaily.day, f.from) : undefined,
    f.to ? lte(salesDaily.day, f.to) : undefined,
  );

const sum = (c: SQLiteColumn) => sql<number>`coalesce(sum(${c}), 0)`;

/** Spec section 7 overview. "Recent" is the last 30 Indian days up to today, whatever the range. */
export async function salesOverview(db: Database, f: SalesFilter, now: number) {
  const totals = (where: SQL | undefined) =>
    db
      .select({
        revenue: sum(salesDaily.revenuePaise),
        orders: sum(salesDaily.orders),
        paid: sum(salesDaily.paidOrders),
        pending: sum(salesDaily.pendingOrders),
        revenueOrders: sum(salesDaily.revenueOrders),
      })
      .from(salesDaily)
      .where(where)
      .then(([r]) => r);
  const [all, recent] = await Promise.all([
    totals(dailyWhere(f)),
    totals(dailyWhere({ scope: f.scope, from: istDayOf(now - (RECENT_DAYS - 1) * DAY) })),
  ]);
  return {
    total_revenue: toRupees(all?.revenue ?? 0),
    total_orders: all?.orders ?? 0,
    paid_orders: all?.paid ?? 0,
    revenue_orders: all?.revenueOrders ?? 0,
    pending_orders: all?.pending ?? 0,
    recent_revenue: toRupees(recent?.revenue ?? 0),
    recent_orders_count: recent?.orders ?? 0,
    recent_days: RECENT_DAYS,
  };
}

export async function salesByCity(db: Database, f: SalesFilter) {
  const revenue = sum(salesDaily.revenuePaise);
  const rows = await db
    .select({
      cityId: salesDaily.cityId,
      name: cities.name,
      state: cities.state,
      orders: sum(salesDaily.orders),
      revenue,
    })
    .from(salesDaily)
    .leftJoin(cities, eq(cities.id, salesDaily.cityId))
    .where(dailyWhere(f))
    .groupBy(salesDaily.cityId)
    .having(sql`sum(${salesDaily.orders}) <> 0`)
    .orderBy(desc(revenue), salesDaily.cityId);
  return rows.map((r) => ({
    city_id: r.cityId || null,
    city_name: r.name ?? 'No city',
    state: r.state ?? '',
    total_orders: r.orders,
    total_revenue: toRupees(r.revenue),
  }));
}

export async function salesByPaymentMethod(db: Database, f: SalesFilter) {
  const rows = await db
    .select({
      method: salesDaily.paymentMethod,
      orders: sum(salesDaily.orders),
      revenueOrders: sum(salesDaily.revenueOrders),
      revenue: sum(salesDaily.revenuePaise),
    })
    .from(salesDaily)
    .where(dailyWhere(f))
    .groupBy(salesDaily.paymentMethod)
    .having(sql`sum(${salesDaily.orders}) <> 0`)
    .orderBy(salesDaily.paymentMethod);
  return rows.map((r) => ({
    // Pay later is filed as CREDIT by the rollup's triggers (migration 0028).
    payment_method: r.method as (typeof ORDER_PAYMENT_METHODS)[number],
    order_count: r.orders,
    revenue_orders: r.revenueOrders,
    total_revenue: toRupees(r.revenue),
  }));
}

/** Revenue and orders per Indian calendar day; days without orders inside the span answer 0. */
export async function salesByDay(db: Database, f: SalesFilter) {
  const rows = await db
    .select({ day: salesDaily.day, orders: sum(salesDaily.orders), revenue: sum(salesDaily.revenuePaise) })
    .from(salesDaily)
    .where(dailyWhere(f))
    .groupBy(salesDaily.day)
    .having(sql`sum(${salesDaily.orders}) <> 0`)
    .orderBy(salesDaily.day);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const first = f.from ?? rows[0]?.day;
  const last = f.to ?? rows.at(-1)?.day;
  if (!first || !last) return [];
  const out = [];
  for (let t = Date.parse(first); t <= Date.parse(last) && out.length < 3700; t += DAY) {
    const date = new Date(t).toISOString().slice(0, 10);
    const r = byDay.get(date);
    out.push({ date, order_count: r?.orders ?? 0, total_revenue: toRupees(r?.revenue ?? 0) });
  }
  return out;
}

const lineKey = sql`coalesce(${orderItems.productId}, ${orderItems.productName} || '|' || ${orderItems.unit})`;

/**
 * Sold lines of revenue orders in scope and range, one row per product key: whole months from
 * the rollup, partial months from the lines. Columns: key, product_id, name, unit, category_id,
 * quantity, revenue, lines.
 */
function soldLines(f: SalesFilter): SQL {
  const { months, edges } = splitPeriods(f);
  const parts: SQL[] = [];
  if (months) {
    const m = salesMonthlyProducts;
    parts.push(sql`select ${m.productKey} as k, ${m.productId} as product_id, ${m.productName} as name, ${m.unit} as unit,
      ${m.categoryId} as category_id, ${m.quantity} as quantity, ${m.revenuePaise} as revenue, ${m.lines} as lines
      from ${m} where ${and(
        gte(m.month, months.from),
        lte(m.month, months.to),
        ne(m.lines, 0),
        inScope(m.cityId, f.scope),
      )}`);
  }
  for (const edge of edges) {
    parts.push(sql`select ${lineKey} as k, ${orderItems.productId} as product_id, ${orderItems.productName} as name,
      ${orderItems.unit} as unit, ${orderItems.categoryId} as category_id, ${orderItems.quantity} as quantity,
      ${orderItems.lineTotalPaise} as revenue, 1 as lines
      from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}
      where ${and(isRevenueOrder, inScope(orders.cityId, f.scope), withinRange(orders.createdAt, edge))}`);
  }
  return parts.length
    ? sql.join(parts, sql` union all `)
    : sql`select null as k, null as product_id, null as name, null as unit, null as category_id, 0 as quantity, 0 as revenue, 0 as lines where 0`;
}

/** Top products by revenue (goods value). `order_count` counts order lines: one line per product per order. */
export async function salesByProduct(db: Database, f: SalesFilter, limit = 10) {
  const a = salesProducts;
  // All time, one row per product already: the top-revenue index answers without a sort.
  const rows = await db.all<{
    product_id: string | null;
    name: string;
    unit: string;
    quantity: number;
    lines: number;
    revenue: number;
  }>(
    !f.from && !f.to
      ? sql`select ${a.productId} as product_id, ${a.productName} as name, ${a.unit} as unit, ${a.quantity} as quantity,
          ${a.lines} as lines, ${a.revenuePaise} as revenue
        from ${a} where ${and(rollupInScope(a.cityId, f.scope), ne(a.lines, 0))}
        order by ${a.revenuePaise} desc, ${a.productName} limit ${limit}`
      : sql`select max(product_id) as product_id, max(name) as name, max(unit) as unit, sum(quantity) as quantity,
          sum(lines) as lines, sum(revenue) as revenue
        from (${soldLines(f)}) group by k having sum(lines) > 0 order by sum(revenue) desc, max(name) limit ${limit}`,
  );
  const ids = rows.map((r) => r.product_id).filter((id): id is string => !!id);
  const listed = new Map(
    ids.length
      ? (
          await db
            .select({ id: products.id, brand: products.brand, soldBy: products.soldBy })
            .from(products)
            .where(inArray(products.id, ids))
        ).map((p) => [p.id, p])
      : [],
  );
  return rows.map((r) => ({
    product_id: r.product_id,
    product_name: r.name,
    unit: r.unit,
    brand: (r.product_id && listed.get(r.product_id)?.brand) || '',
    // Packs, or kg or litres of a listing sold by weight or volume (its sold_by never changes).
    sold_by: (r.product_id && listed.get(r.product_id)?.soldBy) || 'pack',
    total_quantity: fromStored(r.quantity, (r.product_id && listed.get(r.product_id)?.soldBy) || 'pack'),
    order_count: r.lines,
    total_revenue: toRupees(r.revenue),
  }));
}

/** Orders containing each category: monthly rollup plus the lines of the partial months. */
function categoryOrders(f: SalesFilter): SQL {
  const { months, edges } = splitPeriods(f);
  const parts: SQL[] = [];
  if (months) {
    const m = salesMonthlyCategories;
    parts.push(
      sql`select ${m.categoryId} as category_id, ${m.orders} as orders from ${m} where ${and(
        gte(m.month, months.from),
        lte(m.month, months.to),
        inScope(m.cityId, f.scope),
      )}`,
    );
  }
  for (const edge of edges) {
    parts.push(sql`select ${orderItems.categoryId} as category_id, count(distinct ${orders.id}) as orders
      from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}
      where ${and(isRevenueOrder, inScope(orders.cityId, f.scope), withinRange(orders.createdAt, edge))}
      group by ${orderItems.categoryId}`);
  }
  return parts.length
    ? sql.join(parts, sql` union all `)
    : sql`select null as category_id, 0 as orders where 0`;
}

export async function salesByCategory(db: Database, f: SalesFilter) {
  // All time: the category rollup (migration 0008); over a range: the product figures summed.
  const all = salesCategories;
  const rows = await db.all<{
    category_id: string;
    quantity: number;
    products: number;
    revenue: number;
    orders: number | null;
  }>(sql`select s.category_id, s.quantity, s.products, s.revenue, o.orders
    from (${
      !f.from && !f.to
        ? sql`select ${all.categoryId} as category_id, ${all.quantity} as quantity, ${all.products} as products,
            ${all.revenuePaise} as revenue from ${all} where ${and(rollupInScope(all.cityId, f.scope), ne(all.products, 0))}`
        : sql`select category_id, sum(quantity) as quantity, count(distinct k) as products, sum(revenue) as revenue
            from (${soldLines(f)}) group by category_id having sum(lines) > 0`
    }) s
    left join (select category_id, sum(orders) as orders from (${categoryOrders(f)}) group by category_id) o
      on o.category_id = s.category_id
    order by s.revenue desc`);
  const names = new Map(
    (await db.select({ id: categories.id, name: categories.name }).from(categories)).map((c) => [
      c.id,
      c.name,
    ]),
  );
  return rows.map((r) => ({
    category: names.get(r.category_id) ?? 'Other',
    total_revenue: toRupees(r.revenue),
    total_quantity: r.quantity,
    unique_products: r.products,
    order_count: r.orders ?? 0,
  }));
}
