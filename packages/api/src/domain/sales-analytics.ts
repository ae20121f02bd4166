import { categories, cities, type Database, orderItems, orders, products } from '@app/db';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { toRupees } from '../shared/money.ts';
import { inScope, type StaffScope, withinRange } from './admin-query.ts';
import { isRevenueOrder } from './revenue.ts';

export interface SalesFilter {
  scope: StaffScope;
  from?: string;
  to?: string;
}

const DAY = 86_400_000;
export const RECENT_DAYS = 30;

const orderWhere = (f: SalesFilter): SQL | undefined =>
  and(inScope(orders.cityId, f.scope), withinRange(orders.createdAt, f));

const revenuePaise = sql<number>`coalesce(sum(case when ${isRevenueOrder} then ${orders.totalPaise} end), 0)`;

/** Spec section 7 overview. "Recent" is the last 30 days up to now, whatever the range. */
export async function salesOverview(db: Database, f: SalesFilter, now: number) {
  const [[all], [recent]] = await Promise.all([
    db
      .select({
        revenue: revenuePaise,
        orders: sql<number>`count(*)`,
        paid: sql<number>`coalesce(sum(${orders.paymentStatus} = 'paid'), 0)`,
        pending: sql<number>`coalesce(sum(${orders.status} = 'pending'), 0)`,
        revenueOrders: sql<number>`coalesce(sum(${isRevenueOrder}), 0)`,
      })
      .from(orders)
      .where(orderWhere(f)),
    db
      .select({ revenue: revenuePaise, orders: sql<number>`count(*)` })
      .from(orders)
      .where(and(inScope(orders.cityId, f.scope), sql`${orders.createdAt} >= ${now - RECENT_DAYS * DAY}`)),
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
  const rows = await db
    .select({
      cityId: orders.cityId,
      name: cities.name,
      state: cities.state,
      orders: sql<number>`count(*)`,
      revenue: revenuePaise,
    })
    .from(orders)
    .leftJoin(cities, eq(cities.id, orders.cityId))
    .where(orderWhere(f))
    .groupBy(orders.cityId)
    .orderBy(desc(revenuePaise));
  return rows.map((r) => ({
    city_id: r.cityId,
    city_name: r.name ?? 'No city',
    state: r.state ?? '',
    total_orders: r.orders,
    total_revenue: toRupees(r.revenue),
  }));
}

export async function salesByPaymentMethod(db: Database, f: SalesFilter) {
  const rows = await db
    .select({ method: orders.paymentMethod, orders: sql<number>`count(*)`, revenue: revenuePaise })
    .from(orders)
    .where(orderWhere(f))
    .groupBy(orders.paymentMethod)
    .orderBy(orders.paymentMethod);
  return rows.map((r) => ({
    payment_method: r.method,
    order_count: r.orders,
    total_revenue: toRupees(r.revenue),
  }));
}

/** Revenue and orders per Indian calendar day; days without orders inside the span answer 0. */
export async function salesByDay(db: Database, f: SalesFilter) {
  const day = sql<string>`date((${orders.createdAt} + 19800000) / 1000, 'unixepoch')`;
  const rows = await db
    .select({ day, orders: sql<number>`count(*)`, revenue: revenuePaise })
    .from(orders)
    .where(orderWhere(f))
    .groupBy(day)
    .orderBy(day);
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

/** Lines of revenue orders in scope; product and category figures are goods value (excl. GST and fees). */
const lineWhere = (f: SalesFilter) => and(orderWhere(f), isRevenueOrder);

export async function salesByProduct(db: Database, f: SalesFilter, limit = 10) {
  const lineRevenue = sql<number>`sum(${orderItems.lineTotalPaise})`;
  const rows = await db
    .select({
      productId: orderItems.productId,
      name: sql<string>`max(${orderItems.productName})`,
      unit: sql<string>`max(${orderItems.unit})`,
      quantity: sql<number>`sum(${orderItems.quantity})`,
      orders: sql<number>`count(distinct ${orderItems.orderId})`,
      revenue: lineRevenue,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(lineWhere(f))
    .groupBy(sql`coalesce(${orderItems.productId}, ${orderItems.productName})`)
    .orderBy(desc(lineRevenue))
    .limit(limit);
  const ids = rows.map((r) => r.productId).filter((id): id is string => !!id);
  const brands = ids.length
    ? new Map(
        (
          await db
            .select({ id: products.id, brand: products.brand })
            .from(products)
            .where(inArray(products.id, ids))
        ).map((p) => [p.id, p.brand]),
      )
    : new Map<string, string>();
  return rows.map((r) => ({
    product_id: r.productId,
    product_name: r.name,
    unit: r.unit,
    brand: (r.productId && brands.get(r.productId)) || '',
    total_quantity: r.quantity,
    order_count: r.orders,
    total_revenue: toRupees(r.revenue),
  }));
}

export async function salesByCategory(db: Database, f: SalesFilter) {
  const lineRevenue = sql<number>`sum(${orderItems.lineTotalPaise})`;
  const rows = await db
    .select({
      name: categories.name,
      quantity: sql<number>`sum(${orderItems.quantity})`,
      products: sql<number>`count(distinct coalesce(${orderItems.productId}, ${orderItems.productName}))`,
      orders: sql<number>`count(distinct ${orderItems.orderId})`,
      revenue: lineRevenue,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(categories, eq(categories.id, orderItems.categoryId))
    .where(lineWhere(f))
    .groupBy(orderItems.categoryId)
    .orderBy(desc(lineRevenue));
  return rows.map((r) => ({
    category: r.name ?? 'Other',
    total_revenue: toRupees(r.revenue),
    total_quantity: r.quantity,
    unique_products: r.products,
    order_count: r.orders,
  }));
}
