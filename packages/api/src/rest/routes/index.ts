import type { RestRoute } from '../route.ts';
import { adminAccountRoutes } from './admin-accounts.ts';
import { adminOperationRoutes, analyticsAdminRoutes } from './admin-operations.ts';
import { authRoutes } from './auth.ts';
import { customerRoutes } from './customer.ts';
import { deliveryRoutes } from './delivery.ts';
import { notificationRoutes } from './notifications.ts';
import { productApprovalRoutes } from './product-approval.ts';
import { referenceRoutes } from './reference.ts';
import { siteRoutes } from './site.ts';
import { supplierRoutes } from './supplier.ts';

/** Every REST call, in the order the document lists them. */
export const restRoutes: RestRoute[] = [
  ...authRoutes,
  ...referenceRoutes,
  ...notificationRoutes,
  ...customerRoutes,
  ...deliveryRoutes,
  ...supplierRoutes,
  ...productApprovalRoutes,
  ...siteRoutes,
  ...adminAccountRoutes,
  ...adminOperationRoutes,
  ...analyticsAdminRoutes,
];
