import { cities, type Database, orders, pageViews, products, users } from '@app/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type AccessSubject, can, type Need, type StaffScope } from '../access/rules.ts';
import { inScope } from '../access/scope.ts';
import { LOW_STOCK_THRESHOLD } from '../shared/stock.ts';
import { salesOverview } from './sales.ts';
import { pageViewsWhere } from './traffic.ts';

const count = sql<number>`count(*)`;

/**
 * Live counts for the dashboard cards, each only when the caller may open that screen
 * (null otherwise), all within the caller's city.
 */
export async function dashboardCounts(db: Database, user: AccessSubject, scope: StaffScope, now: number) {
  const may = (need: Need) => can(user, need);
  const accounts = (type: 'customer' | 'supplier') =>
    db
      .select({ n: count })
      .from(users)
      .where(and(eq(users.userType, type), isNull(users.deletedAt), inScope(users.cityId, scope)))
      .then(([r]) => r?.n ?? 0);
  const productStats = () =>
    db
      .select({
        total: count,
        low: sql<number>`coalesce(sum(${products.stockQuantity} < ${LOW_STOCK_THRESHOLD}), 0)`,
        pending: sql<number>`coalesce(sum(${products.approvalStatus} = 'pending'), 0)`,
      })
      .from(products)
      .where(inScope(products.cityId, scope))
      .then(([r]) => r);
  const [customers, suppliers, stats, orderStats, sales, traffic, cityCount, subAdmins] = await Promise.all([
    may('manage_customers') ? accounts('customer') : null,
    may('manage_suppliers') ? accounts('supplier') : null,
    may('manage_products') || may('approve_products') ? productStats() : null,
    may('manage_orders')
      ? db
          .select({ total: count, pending: sql<number>`coalesce(sum(${orders.status} = 'pending'), 0)` })
          .from(orders)
          .where(inScope(orders.cityId, scope))
          .then(([r]) => r)
      : null,
    may('view_analytics') ? salesOverview(db, { scope }, now) : null,
    may('view_analytics')
      ? db
          .select({ n: count })
          .from(pageViews)
          .where(and(pageViewsWhere({ scope }), sql`${pageViews.createdAt} >= ${now - 30 * 86_400_000}`))
          .then(([r]) => r?.n ?? 0)
      : null,
    may('super')
      ? db
          .select({ n: count })
          .from(cities)
          .where(eq(cities.isActive, true))
          .then(([r]) => r?.n ?? 0)
      : null,
    may('super')
      ? db
          .select({ n: count })
          .from(users)
          .where(and(eq(users.userType, 'sub_admin'), isNull(users.deletedAt)))
          .then(([r]) => r?.n ?? 0)
      : null,
  ]);
  return {
    cities: cityCount,
    sub_admins: subAdmins,
    customers,
    suppliers,
    products: may('manage_products') ? (stats?.total ?? 0) : null,
    low_stock: may('manage_products') ? (stats?.low ?? 0) : null,
    pending_approvals: may('approve_products') ? (stats?.pending ?? 0) : null,
    orders: orderStats?.total ?? null,
    pending_orders: orderStats?.pending ?? null,
    total_revenue: sales?.total_revenue ?? null,
    recent_revenue: sales?.recent_revenue ?? null,
    page_views_30d: traffic,
  };
}

export type DashboardCounts = Awaited<ReturnType<typeof dashboardCounts>>;
