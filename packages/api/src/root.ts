import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { customerAccountsRouter, supplierAccountsRouter } from './routers/account-admin.ts';
import {
  adminDashboardRouter,
  salesAnalyticsRouter,
  trafficAnalyticsRouter,
} from './routers/analytics-admin.ts';
import { auditLogRouter } from './routers/audit-log.ts';
import { authRouter } from './routers/auth.ts';
import { cartRouter } from './routers/cart.ts';
import { catalogRouter } from './routers/catalog.ts';
import { catalogAdminRouter, inventoryRouter } from './routers/catalog-admin.ts';
import { deliveryRouter } from './routers/delivery.ts';
import { invoicesRouter } from './routers/invoices.ts';
import { notificationsRouter } from './routers/notifications.ts';
import { orderAdminRouter } from './routers/order-admin.ts';
import { ordersRouter } from './routers/orders.ts';
import { paymentsRouter } from './routers/payments.ts';
import { productApprovalRouter } from './routers/product-approval.ts';
import { categoriesRouter, citiesRouter } from './routers/reference.ts';
import { siteRouter } from './routers/site.ts';
import { subAdminsRouter } from './routers/sub-admins.ts';
import { supplierProductsRouter } from './routers/supplier-products.ts';
import { uploadsRouter } from './routers/uploads.ts';
import { webhooksRouter } from './routers/webhooks.ts';
import { createCallerFactory, createTRPCRouter } from './trpc.ts';

/**
 * One router per domain. Callers of other roles are procedures (or a `staff`/`supplier`
 * sub-router) of the domain they act on, never routers of their own.
 */
export const appRouter = createTRPCRouter({
  accounts: {
    ...authRouter,
    customers: customerAccountsRouter,
    suppliers: supplierAccountsRouter,
    subAdmins: subAdminsRouter,
  },
  site: { ...siteRouter, cities: citiesRouter },
  notifications: notificationsRouter,
  catalog: {
    ...catalogRouter,
    categories: categoriesRouter,
    supplier: supplierProductsRouter,
    uploads: uploadsRouter,
    approval: productApprovalRouter,
    staff: catalogAdminRouter,
    inventory: inventoryRouter,
  },
  cart: cartRouter,
  orders: { ...ordersRouter, staff: orderAdminRouter },
  payments: paymentsRouter,
  invoices: invoicesRouter,
  delivery: deliveryRouter,
  webhooks: webhooksRouter,
  analytics: {
    dashboard: adminDashboardRouter,
    sales: salesAnalyticsRouter,
    traffic: trafficAnalyticsRouter,
  },
  audit: auditLogRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export const createCaller = createCallerFactory(appRouter);
