import type { AnyProcedure, inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { accountsRouter } from './accounts/router.ts';
import { analyticsRouter } from './analytics/router.ts';
import { approvalsRouter } from './approvals/router.ts';
import { auditLogRouter } from './audit/router.ts';
import { businessRouter } from './business/router.ts';
import { cartRouter } from './cart/router.ts';
import { catalogRouter } from './catalog/router.ts';
import { channelsRouter } from './channels/router.ts';
import { claimsRouter } from './claims/router.ts';
import { contractsRouter } from './contracts/router.ts';
import { creditRouter } from './credit/router.ts';
import { deliveryRouter } from './delivery/router.ts';
import { invoicesRouter } from './invoices/router.ts';
import { keysRouter } from './keys/router.ts';
import { notificationsRouter } from './notifications/router.ts';
import { ordersRouter } from './orders/router.ts';
import { paymentsRouter } from './payments/router.ts';
import { reliabilityRouter } from './reliability/router.ts';
import { searchRouter } from './search/router.ts';
import { settlementsRouter } from './settlements/router.ts';
import { siteRouter } from './site/router.ts';
import { slotsRouter } from './slots/router.ts';
import { spendRouter } from './spend/router.ts';
import { standingRouter } from './standing/router.ts';
import { termsRouter } from './terms/router.ts';
import { createCallerFactory, createTRPCRouter } from './trpc.ts';
import { webhooksRouter } from './webhooks/router.ts';

/**
 * One router per domain. Callers of other roles are procedures (or a `staff`/`supplier`
 * sub-router) of the domain they act on, never routers of their own.
 */
export const appRouter = createTRPCRouter({
  accounts: accountsRouter,
  business: businessRouter,
  approvals: approvalsRouter,
  site: siteRouter,
  notifications: notificationsRouter,
  channels: channelsRouter,
  catalog: catalogRouter,
  search: searchRouter,
  cart: cartRouter,
  contracts: contractsRouter,
  orders: ordersRouter,
  standing: standingRouter,
  spend: spendRouter,
  claims: claimsRouter,
  reliability: reliabilityRouter,
  payments: paymentsRouter,
  credit: creditRouter,
  invoices: invoicesRouter,
  settlements: settlementsRouter,
  keys: keysRouter,
  delivery: deliveryRouter,
  slots: slotsRouter,
  terms: termsRouter,
  webhooks: webhooksRouter,
  analytics: analyticsRouter,
  audit: auditLogRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export const createCaller = createCallerFactory(appRouter);

type PathsOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends AnyProcedure ? `${Prefix}${K}` : PathsOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
/** Every procedure's dotted path (`orders.staff.list`): a misspelt one does not compile. */
export type ProcedurePath = PathsOf<AppRouter['_def']['record']>;
