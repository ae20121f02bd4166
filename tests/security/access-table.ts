import type { Permission } from '@app/db/enums';

/**
 * Who may call each tRPC procedure. The matrix test fails when a procedure has no row here,
 * so adding a procedure means deciding its access on purpose.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'authed' }
  | { kind: 'role'; roles: ('customer' | 'supplier' | 'delivery')[] }
  | { kind: 'staff'; permission?: Permission }
  | { kind: 'super_admin' }
  | { kind: 'supplier_or_staff'; permission: Permission };

const pub: Access = { kind: 'public' };
const authed: Access = { kind: 'authed' };
const customer: Access = { kind: 'role', roles: ['customer'] };
const supplier: Access = { kind: 'role', roles: ['supplier'] };
const delivery: Access = { kind: 'role', roles: ['delivery'] };
const staff = (permission?: Permission): Access => ({ kind: 'staff', permission });
const superAdmin: Access = { kind: 'super_admin' };

export const ACCESS: Record<string, Access> = {
  'auth.register': pub,
  'auth.login': pub,
  'auth.logout': authed,
  'auth.me': authed,
  'auth.requestPasswordReset': pub,
  'auth.resetPassword': pub,
  'auth.verifyResetToken': pub,
  'site.config': pub,
  'site.stats': pub,
  'cities.list': pub,
  'cities.create': superAdmin,
  'cities.setActive': superAdmin,
  'categories.list': pub,
  'notifications.list': authed,
  'notifications.markRead': authed,
  'notifications.markAllRead': authed,
  'catalog.list': customer,
  'catalog.byId': customer,
  'cart.list': customer,
  'cart.add': customer,
  'cart.update': customer,
  'cart.remove': customer,
  'orders.place': customer,
  'orders.list': customer,
  'orders.cancel': customer,
  'payments.create': customer,
  'payments.verify': customer,
  // Any logged-in user reaches it; the order decides: its buyer, the super admin, or a sub-admin
  // with manage_orders in its city (tests/api/invoices.test.ts).
  'invoices.download': authed,
  'delivery.overview': staff('manage_orders'),
  'delivery.personnel': staff('manage_orders'),
  'delivery.assignments': staff('manage_orders'),
  'delivery.assign': staff('manage_orders'),
  'delivery.mine': delivery,
  'delivery.portal': delivery,
  'delivery.advance': delivery,
  'supplierProducts.list': supplier,
  'supplierProducts.dashboard': supplier,
  'supplierProducts.create': supplier,
  'supplierProducts.update': supplier,
  'supplierProducts.remove': supplier,
  'supplierProducts.bulkUpload': supplier,
  'supplierProducts.templateCsv': pub,
  'supplierProducts.templateXlsx': pub,
  'uploads.productImage': { kind: 'supplier_or_staff', permission: 'manage_products' },
  'productApproval.listPending': staff('approve_products'),
  'productApproval.pendingCount': staff('approve_products'),
  'productApproval.approve': staff('approve_products'),
  'productApproval.reject': staff('approve_products'),
  'productApproval.remove': staff('approve_products'),
  'adminDashboard.counts': staff(),
  'customerAccounts.list': staff('manage_customers'),
  'customerAccounts.exportCsv': staff('manage_customers'),
  'customerAccounts.update': staff('manage_customers'),
  'customerAccounts.setStatus': staff('manage_customers'),
  'customerAccounts.remove': staff('manage_customers'),
  'supplierAccounts.list': staff('manage_suppliers'),
  'supplierAccounts.exportCsv': staff('manage_suppliers'),
  'supplierAccounts.update': staff('manage_suppliers'),
  'supplierAccounts.setStatus': staff('manage_suppliers'),
  'supplierAccounts.remove': staff('manage_suppliers'),
  'catalogAdmin.list': staff('manage_products'),
  'catalogAdmin.supplierOptions': staff('manage_products'),
  'catalogAdmin.create': staff('manage_products'),
  'catalogAdmin.update': staff('manage_products'),
  'catalogAdmin.remove': staff('manage_products'),
  'inventory.list': staff('manage_products'),
  'inventory.updateStock': staff('manage_products'),
  'orderAdmin.list': staff('manage_orders'),
  'orderAdmin.setStatus': staff('manage_orders'),
  'salesAnalytics.overview': staff('view_analytics'),
  'salesAnalytics.cityWise': staff('view_analytics'),
  'salesAnalytics.productWise': staff('view_analytics'),
  'salesAnalytics.categoryWise': staff('view_analytics'),
  'salesAnalytics.paymentMethods': staff('view_analytics'),
  'salesAnalytics.daily': staff('view_analytics'),
  'trafficAnalytics.overview': staff('view_analytics'),
  'trafficAnalytics.sessions': staff('view_analytics'),
  'subAdmins.list': superAdmin,
  'subAdmins.create': superAdmin,
  'subAdmins.update': superAdmin,
  'subAdmins.remove': superAdmin,
  'auditLog.list': superAdmin,
  'webhooks.listEndpoints': superAdmin,
  'webhooks.createEndpoint': superAdmin,
  'webhooks.setEndpointActive': superAdmin,
  'webhooks.removeEndpoint': superAdmin,
  'webhooks.deliveries': superAdmin,
  'webhooks.retryDelivery': superAdmin,
};
