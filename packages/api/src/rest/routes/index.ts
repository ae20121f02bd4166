import type { RestRoute } from '../route.ts';
import { authRoutes } from './auth.ts';
import { notificationRoutes } from './notifications.ts';
import { referenceRoutes } from './reference.ts';
import { siteRoutes } from './site.ts';

/** Every REST call, in the order the document lists them. */
export const restRoutes: RestRoute[] = [
  ...authRoutes,
  ...referenceRoutes,
  ...notificationRoutes,
  ...siteRoutes,
];
