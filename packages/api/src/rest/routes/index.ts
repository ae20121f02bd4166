import type { RestRoute } from '../route.ts';
import { adminAccountRoutes } from './admin-accounts.ts';
import { adminOperationRoutes, analyticsAdminRoutes } from './admin-operations.ts';
import { authRoutes } from './auth.ts';
import { notificationRoutes } from './notifications.ts';
import { referenceRoutes } from './reference.ts';

/** Every REST call, in the order the document lists them. */
export const restRoutes: RestRoute[] = [
  ...authRoutes,
  ...referenceRoutes,
  ...notificationRoutes,
  ...adminAccountRoutes,
  ...adminOperationRoutes,
  ...analyticsAdminRoutes,
];
