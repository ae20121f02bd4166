import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { customerAccountsRouter, supplierAccountsRouter } from './routers/account-admin.ts';
import {
  adminDashboardRouter,
  salesAnalyticsRouter,
  trafficAnalyticsRouter,
} from './routers/analytics-admin.ts';
import { auditLogRouter } from './routers/audit-log.ts';
import { authRouter } from './routers/auth.ts';
import { catalogAdminRouter, inventoryRouter } from './routers/catalog-admin.ts';
import { notificationsRouter } from './routers/notifications.ts';
import { orderAdminRouter } from './routers/order-admin.ts';
import { categoriesRouter, citiesRouter } from './routers/reference.ts';
import { subAdminsRouter } from './routers/sub-admins.ts';
import { createCallerFactory, createTRPCRouter } from './trpc.ts';

/** One router per domain; roles are procedures, never routers. */
export const appRouter = createTRPCRouter({
  auth: authRouter,
  cities: citiesRouter,
  categories: categoriesRouter,
  notifications: notificationsRouter,
  // Admin console (issue 7).
  adminDashboard: adminDashboardRouter,
  customerAccounts: customerAccountsRouter,
  supplierAccounts: supplierAccountsRouter,
  catalogAdmin: catalogAdminRouter,
  inventory: inventoryRouter,
  orderAdmin: orderAdminRouter,
  salesAnalytics: salesAnalyticsRouter,
  trafficAnalytics: trafficAnalyticsRouter,
  subAdmins: subAdminsRouter,
  auditLog: auditLogRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export const createCaller = createCallerFactory(appRouter);
