import { op, staff } from '../operations/op.ts';
import { num, type RestSpec, range, rangeDocs } from '../rest/route.ts';
import { dashboardCounts } from './dashboard.ts';
import { needsAction } from './needs-action.ts';
import {
  dashboardCountsOutput,
  needsActionOutput,
  salesByCategoryOutput,
  salesByCityOutput,
  salesByDayOutput,
  salesByPaymentMethodOutput,
  salesByProductOutput,
  salesOverviewOutput,
  trafficOverviewOutput,
  trafficSessionsOutput,
} from './outputs.ts';
import {
  salesByCategory,
  salesByCity,
  salesByDay,
  salesByPaymentMethod,
  salesByProduct,
  salesOverview,
} from './sales.ts';
import { dateRangeInput, trafficSessionsInput } from './schemas.ts';
import { trafficOverview, trafficSessions } from './traffic.ts';

const analyticsStaff = staff('view_analytics');

/** A sales figure's REST row: a day range, revenue counted as everywhere in analytics. */
const salesRest = (path: string, summary: string): RestSpec => ({
  method: 'GET',
  path: `/analytics/${path}`,
  summary: `${summary}. Revenue: paid or delivered orders, not cancelled or refunded`,
  tag: 'Analytics',
  input: range,
  query: rangeDocs,
});

/** A ranged sales figure for the analytics staff. */
const sales = (path: string, summary: string) =>
  op({ access: analyticsStaff, rest: salesRest(path, summary) }).input(dateRangeInput);

/**
 * Sales figures (spec section 7) for the super admin (all cities) or a sub-admin with
 * view_analytics (its city). Revenue: paid or delivered orders, never cancelled or refunded.
 */
const salesAnalyticsRouter = {
  overview: sales('overview', 'Revenue, orders, paid and pending orders, last 30 days')
    .output(salesOverviewOutput)
    .query(({ ctx, input }) => salesOverview(ctx.db, { scope: ctx.scope, ...input }, ctx.clock.now())),
  cityWise: sales('city-wise', 'Orders and revenue per city')
    .output(salesByCityOutput)
    .query(({ ctx, input }) => salesByCity(ctx.db, { scope: ctx.scope, ...input })),
  productWise: sales('product-wise', 'Top 10 products by revenue')
    .output(salesByProductOutput)
    .query(({ ctx, input }) => salesByProduct(ctx.db, { scope: ctx.scope, ...input })),
  categoryWise: sales('category-wise', 'Revenue, quantity, products and orders per category')
    .output(salesByCategoryOutput)
    .query(({ ctx, input }) => salesByCategory(ctx.db, { scope: ctx.scope, ...input })),
  paymentMethods: sales('payment-methods', 'Orders and revenue per payment method')
    .output(salesByPaymentMethodOutput)
    .query(({ ctx, input }) => salesByPaymentMethod(ctx.db, { scope: ctx.scope, ...input })),
  daily: sales('daily', 'Orders and revenue per day (India time)')
    .output(salesByDayOutput)
    .query(({ ctx, input }) => salesByDay(ctx.db, { scope: ctx.scope, ...input })),
};

/** Page-view figures for the same callers; a sub-admin sees its city's logged-in visitors only. */
const trafficAnalyticsRouter = {
  overview: op({
    access: analyticsStaff,
    rest: {
      method: 'GET',
      path: '/admin/analytics/overview',
      summary: 'Page views, visitors, time spent, top pages, browsers, devices, referrers',
      tag: 'Analytics',
      input: range,
      query: rangeDocs,
    },
  })
    .input(dateRangeInput)
    .output(trafficOverviewOutput)
    .query(({ ctx, input }) => trafficOverview(ctx.db, { scope: ctx.scope, ...input })),
  sessions: op({
    access: analyticsStaff,
    rest: {
      method: 'GET',
      path: '/admin/analytics/sessions',
      summary: 'The most recent page views',
      tag: 'Analytics',
      input: (r) => ({ limit: num(r.query.limit) ?? 50, ...range(r) }),
      query: { limit: { type: 'integer', description: 'At most this many (default 50)' }, ...rangeDocs },
    },
  })
    .input(trafficSessionsInput)
    .output(trafficSessionsOutput)
    .query(({ ctx, input }) => trafficSessions(ctx.db, { scope: ctx.scope, ...input })),
};

/** Any staff member: counts for the dashboard cards it may open. */
const adminDashboardRouter = {
  counts: op({
    access: staff(),
    rest: {
      method: 'GET',
      path: '/admin/dashboard',
      summary: 'Counts for the dashboard cards the caller may open (null for the others)',
      tag: 'Admin',
      input: () => undefined,
    },
  })
    .output(dashboardCountsOutput)
    .query(({ ctx }) => dashboardCounts(ctx.db, ctx.user, ctx.scope, ctx.clock.now())),
  /** Any staff member: what needs action today in its city, topic by topic as its permissions read them. */
  needsAction: op({
    access: staff(),
    rest: {
      method: 'GET',
      path: '/admin/dashboard/needs-action',
      summary:
        'What needs action today: orders without a rider, overdue supplier parts, open claims, cash to count, products to review (each only with the permission that reads it)',
      tag: 'Admin',
      input: () => undefined,
    },
  })
    .output(needsActionOutput)
    .query(({ ctx }) => needsAction(ctx.db, ctx.user, ctx.scope, ctx.clock.now())),
};

export const analyticsRouter = {
  dashboard: adminDashboardRouter,
  sales: salesAnalyticsRouter,
  traffic: trafficAnalyticsRouter,
};
