import type { RestRoute } from '../route.ts';
import { authRoutes } from './auth.ts';
import { customerRoutes } from './customer.ts';
import { notificationRoutes } from './notifications.ts';
import { referenceRoutes } from './reference.ts';

/** Every REST call, in the order the document lists them. */
export const restRoutes: RestRoute[] = [
  ...authRoutes,
  ...referenceRoutes,
  ...notificationRoutes,
  ...customerRoutes,
];
