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
  'webhooks.listEndpoints': superAdmin,
  'webhooks.createEndpoint': superAdmin,
  'webhooks.setEndpointActive': superAdmin,
  'webhooks.removeEndpoint': superAdmin,
  'webhooks.deliveries': superAdmin,
  'webhooks.retryDelivery': superAdmin,
};
