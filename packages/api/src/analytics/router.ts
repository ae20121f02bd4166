import { staffProcedure } from '../trpc.ts';
import { dashboardCounts } from './dashboard.ts';
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

const analyticsStaff = staffProcedure('view_analytics');
const ranged = analyticsStaff.input(dateRangeInput);

/**
 * Sales figures (spec section 7) for the super admin (all cities) or a sub-admin with
 * view_analytics (its city). Revenue: paid or delivered orders, never cancelled or refunded.
 */
const salesAnalyticsRouter = {
  overview: ranged.query(({ ctx, input }) =>
    salesOverview(ctx.db, { scope: ctx.scope, ...input }, ctx.clock.now()),
  ),
  cityWise: ranged.query(({ ctx, input }) => salesByCity(ctx.db, { scope: ctx.scope, ...input })),
  productWise: ranged.query(({ ctx, input }) => salesByProduct(ctx.db, { scope: ctx.scope, ...input })),
  categoryWise: ranged.query(({ ctx, input }) => salesByCategory(ctx.db, { scope: ctx.scope, ...input })),
  paymentMethods: ranged.query(({ ctx, input }) =>
    salesByPaymentMethod(ctx.db, { scope: ctx.scope, ...input }),
  ),
  daily: ranged.query(({ ctx, input }) => salesByDay(ctx.db, { scope: ctx.scope, ...input })),
};

/** Page-view figures for the same callers; a sub-admin sees its city's logged-in visitors only. */
const trafficAnalyticsRouter = {
  overview: ranged.query(({ ctx, input }) => trafficOverview(ctx.db, { scope: ctx.scope, ...input })),
  sessions: analyticsStaff
    .input(trafficSessionsInput)
    .query(({ ctx, input }) => trafficSessions(ctx.db, { scope: ctx.scope, ...input })),
};

/** Any staff member: counts for the dashboard cards it may open. */
const adminDashboardRouter = {
  counts: staffProcedure().query(({ ctx }) =>
    dashboardCounts(ctx.db, ctx.scope, ctx.user.permissions, ctx.clock.now()),
  ),
};

export const analyticsRouter = {
  dashboard: adminDashboardRouter,
  sales: salesAnalyticsRouter,
  traffic: trafficAnalyticsRouter,
};
