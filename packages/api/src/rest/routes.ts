import { authRoutes, staffAccountRoutes, supplierProfileRoutes } from '../accounts/rest.ts';
import { analyticsRoutes, dashboardRoutes } from '../analytics/rest.ts';
import { auditRoutes } from '../audit/rest.ts';
import { cartRoutes, listRoutes } from '../cart/rest.ts';
import { itemRoutes } from '../catalog/items/rest.ts';
import {
  approvalRoutes,
  catalogRoutes,
  catalogStaffRoutes,
  categoryRoutes,
  supplierProductRoutes,
} from '../catalog/rest.ts';
import { creditRoutes } from '../credit/rest.ts';
import { deliveryRoutes } from '../delivery/rest.ts';
import { invoiceRoutes } from '../invoices/rest.ts';
import { keyRoutes } from '../keys/rest.ts';
import { notificationRoutes } from '../notifications/rest.ts';
import { orderRoutes, orderStaffRoutes, orderSupplierRoutes } from '../orders/rest.ts';
import { paymentRoutes } from '../payments/rest.ts';
import { settlementRoutes } from '../settlements/rest.ts';
import { cityRoutes, siteRoutes } from '../site/rest.ts';
import { slotRoutes } from '../slots/rest.ts';
import { webhookRoutes } from '../webhooks/rest.ts';
import type { RestRoute } from './route.ts';

/** Every REST call, in the order the document lists them. */
export const restRoutes: RestRoute[] = [
  ...authRoutes,
  ...cityRoutes,
  ...categoryRoutes,
  ...notificationRoutes,
  ...catalogRoutes,
  ...itemRoutes,
  ...cartRoutes,
  ...listRoutes,
  ...orderRoutes,
  ...paymentRoutes,
  ...creditRoutes,
  ...invoiceRoutes,
  ...deliveryRoutes,
  ...slotRoutes,
  ...supplierProductRoutes,
  ...supplierProfileRoutes,
  ...orderSupplierRoutes,
  ...settlementRoutes,
  ...keyRoutes,
  ...webhookRoutes,
  ...approvalRoutes,
  ...siteRoutes,
  ...dashboardRoutes,
  ...staffAccountRoutes,
  ...auditRoutes,
  ...catalogStaffRoutes,
  ...orderStaffRoutes,
  ...analyticsRoutes,
];
