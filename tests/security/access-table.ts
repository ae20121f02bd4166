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
  | { kind: 'supplier_or_staff'; permission: Permission }
  /** Customers, suppliers and staff, signed in (riders have no API keys or webhooks). */
  | { kind: 'key_owner' };

const pub: Access = { kind: 'public' };
const authed: Access = { kind: 'authed' };
const customer: Access = { kind: 'role', roles: ['customer'] };
const supplier: Access = { kind: 'role', roles: ['supplier'] };
const delivery: Access = { kind: 'role', roles: ['delivery'] };
const staff = (permission?: Permission): Access => ({ kind: 'staff', permission });
const superAdmin: Access = { kind: 'super_admin' };
const keyOwner: Access = { kind: 'key_owner' };

export type MatrixRole =
  | 'visitor'
  | 'customer'
  | 'supplier'
  | 'delivery'
  | 'sub_admin_with'
  | 'sub_admin_without'
  | 'admin';

/** Expected refusal for a role, or null when the role may call (validation or not-found may still answer). */
export function expectedRefusal(access: Access, role: MatrixRole): 401 | 403 | null {
  if (access.kind === 'public') return null;
  if (role === 'visitor') return 401;
  switch (access.kind) {
    case 'authed':
      return null;
    case 'key_owner':
      return role === 'delivery' ? 403 : null;
    case 'role':
      return (access.roles as string[]).includes(role) ? null : 403;
    case 'staff':
      if (role === 'admin') return null;
      if (role === 'sub_admin_with') return null;
      if (role === 'sub_admin_without') return access.permission ? 403 : null;
      return 403;
    case 'super_admin':
      return role === 'admin' ? null : 403;
    case 'supplier_or_staff':
      return ['supplier', 'admin', 'sub_admin_with'].includes(role) ? null : 403;
  }
}

export const ACCESS: Record<string, Access> = {
  'accounts.register': pub,
  'accounts.login': pub,
  'accounts.logout': authed,
  'accounts.me': authed,
  'accounts.setPreferredLanguage': authed,
  'accounts.requestPasswordReset': pub,
  'accounts.resetPassword': pub,
  'accounts.verifyResetToken': pub,
  'site.config': pub,
  'site.stats': pub,
  'site.cities.list': pub,
  'site.cities.create': superAdmin,
  'site.cities.setActive': superAdmin,
  'catalog.categories.list': pub,
  'notifications.list': authed,
  'notifications.markRead': authed,
  'notifications.markAllRead': authed,
  'catalog.list': customer,
  'catalog.byId': customer,
  'catalog.items.list': customer,
  'cart.list': customer,
  'cart.add': customer,
  'cart.update': customer,
  'cart.remove': customer,
  'cart.reorder': customer,
  'cart.lists.list': customer,
  'cart.lists.byId': customer,
  'cart.lists.create': customer,
  'cart.lists.update': customer,
  'cart.lists.remove': customer,
  'cart.lists.toCart': customer,
  'orders.place': customer,
  'orders.list': customer,
  'orders.cancel': customer,
  'payments.create': customer,
  'payments.verify': customer,
  // Credit terms (decision 0070): the customer's own ledger; staff reach their city's customers
  // only, another city's is 404 (tests/api/credit-terms.test.ts).
  'credit.ledger': customer,
  'credit.statement': customer,
  'credit.staff.ledger': staff('manage_customers'),
  'credit.staff.statement': staff('manage_customers'),
  'credit.staff.setCredit': staff('manage_customers'),
  'credit.staff.recordPayment': staff('manage_customers'),
  // Any logged-in user reaches it; the order decides: its buyer, the super admin, or a sub-admin
  // with manage_orders in its city (tests/api/invoices.test.ts).
  'invoices.download': authed,
  'invoices.forOrder': authed,
  // Their own documents only (tests/api/gst-documents.test.ts).
  'invoices.mine': supplier,
  'invoices.list': staff('manage_orders'),
  // Their own part of each order only; another supplier's order is 404 (tests/api/supplier-orders.test.ts).
  'orders.supplier.list': supplier,
  'orders.supplier.setStatus': supplier,
  'orders.supplier.shortLine': supplier,
  'orders.supplier.packingSlip': supplier,
  'orders.supplier.performance': supplier,
  // Its seller, its buyer, or staff reaching its order (tests/api/e-invoice.test.ts,
  // tests/api/gst-documents-pdf.test.ts).
  'invoices.document': authed,
  'invoices.eInvoice': authed,
  // Their own settlements only; another supplier's statement is 404 (tests/api/settlements.test.ts).
  'settlements.mine': supplier,
  'settlements.statement': supplier,
  // Sub-admins reach their city's settlements only (tests/api/settlements.test.ts).
  'settlements.staff.list': staff('manage_suppliers'),
  'settlements.staff.statement': staff('manage_suppliers'),
  'settlements.staff.markPaid': staff('manage_suppliers'),
  'settlements.staff.commissions': staff('manage_suppliers'),
  'settlements.staff.setCommission': superAdmin,
  'invoices.tcs': superAdmin,
  'invoices.tcsCsv': superAdmin,
  'delivery.staff.overview': staff('manage_orders'),
  'delivery.staff.personnel': staff('manage_orders'),
  'delivery.staff.assignments': staff('manage_orders'),
  'delivery.staff.assign': staff('manage_orders'),
  'delivery.staff.proofPhoto': staff('manage_orders'),
  'delivery.staff.review': staff('manage_orders'),
  'delivery.staff.override': staff('manage_orders'),
  'delivery.mine': delivery,
  'delivery.portal': delivery,
  'delivery.advance': delivery,
  'delivery.collectPart': delivery,
  'delivery.deliverWithProof': delivery,
  'slots.open': customer,
  'slots.staff.list': staff('manage_orders'),
  'slots.staff.create': staff('manage_orders'),
  'slots.staff.update': staff('manage_orders'),
  // Their own cash only; staff reach their city's handovers (tests/api/cod-cash.test.ts).
  'delivery.cash': delivery,
  'delivery.handOverCash': delivery,
  'delivery.staff.cashReport': staff('manage_orders'),
  'delivery.staff.cashReportCsv': staff('manage_orders'),
  'delivery.staff.confirmCash': staff('manage_orders'),
  'catalog.supplier.list': supplier,
  'catalog.supplier.dashboard': supplier,
  'catalog.supplier.create': supplier,
  'catalog.supplier.update': supplier,
  'catalog.supplier.remove': supplier,
  'catalog.supplier.bulkUpload': supplier,
  'catalog.supplier.templateCsv': pub,
  'catalog.supplier.templateXlsx': pub,
  'catalog.uploads.productImage': { kind: 'supplier_or_staff', permission: 'manage_products' },
  'catalog.approval.listPending': staff('approve_products'),
  'catalog.approval.pendingCount': staff('approve_products'),
  'catalog.approval.approve': staff('approve_products'),
  'catalog.approval.reject': staff('approve_products'),
  'catalog.approval.remove': staff('approve_products'),
  'analytics.dashboard.counts': staff(),
  'accounts.customers.list': staff('manage_customers'),
  'accounts.customers.exportCsv': staff('manage_customers'),
  'accounts.customers.update': staff('manage_customers'),
  'accounts.customers.setStatus': staff('manage_customers'),
  'accounts.customers.remove': staff('manage_customers'),
  'accounts.suppliers.list': staff('manage_suppliers'),
  'accounts.suppliers.exportCsv': staff('manage_suppliers'),
  'accounts.suppliers.update': staff('manage_suppliers'),
  'accounts.suppliers.setStatus': staff('manage_suppliers'),
  'accounts.suppliers.remove': staff('manage_suppliers'),
  'accounts.suppliers.profile': staff('manage_suppliers'),
  'accounts.supplierProfile.get': supplier,
  'accounts.supplierProfile.update': supplier,
  'keys.list': keyOwner,
  'keys.create': keyOwner,
  'keys.revoke': keyOwner,
  'catalog.supplier.setStock': supplier,
  'catalog.staff.list': staff('manage_products'),
  'catalog.staff.supplierOptions': staff('manage_products'),
  'catalog.staff.create': staff('manage_products'),
  'catalog.staff.update': staff('manage_products'),
  'catalog.staff.remove': staff('manage_products'),
  'catalog.items.suggestions': staff('manage_products'),
  'catalog.items.confirm': staff('manage_products'),
  'catalog.items.move': staff('manage_products'),
  'catalog.items.rename': staff('manage_products'),
  'catalog.inventory.list': staff('manage_products'),
  'catalog.inventory.updateStock': staff('manage_products'),
  'orders.staff.list': staff('manage_orders'),
  'orders.staff.setStatus': staff('manage_orders'),
  'orders.staff.returnToStock': staff('manage_orders'),
  'analytics.sales.overview': staff('view_analytics'),
  'analytics.sales.cityWise': staff('view_analytics'),
  'analytics.sales.productWise': staff('view_analytics'),
  'analytics.sales.categoryWise': staff('view_analytics'),
  'analytics.sales.paymentMethods': staff('view_analytics'),
  'analytics.sales.daily': staff('view_analytics'),
  'analytics.traffic.overview': staff('view_analytics'),
  'analytics.traffic.sessions': staff('view_analytics'),
  'accounts.subAdmins.list': superAdmin,
  'accounts.subAdmins.create': superAdmin,
  'accounts.subAdmins.update': superAdmin,
  'accounts.subAdmins.remove': superAdmin,
  'audit.list': superAdmin,
  // Each account's own webhooks (decision 0071): the same people as keys, signed in.
  'webhooks.listEndpoints': keyOwner,
  'webhooks.createEndpoint': keyOwner,
  'webhooks.setEndpointActive': keyOwner,
  'webhooks.removeEndpoint': keyOwner,
  'webhooks.testEndpoint': keyOwner,
  'webhooks.deliveries': keyOwner,
  'webhooks.retryDelivery': keyOwner,
};

/**
 * The scope an API key needs for each procedure (decision 0069); `any` = any key. Every procedure
 * not listed is refused to keys: the key matrix test checks both halves against the real app.
 */
export const KEY_SCOPE: Record<string, string> = {
  'accounts.me': 'any',
  'catalog.list': 'products:read',
  'catalog.byId': 'products:read',
  'catalog.items.list': 'products:read',
  'catalog.items.suggestions': 'products:read',
  'catalog.supplier.list': 'products:read',
  'catalog.supplier.dashboard': 'products:read',
  'catalog.staff.list': 'products:read',
  'catalog.staff.supplierOptions': 'products:read',
  'catalog.inventory.list': 'products:read',
  'catalog.approval.listPending': 'products:read',
  'catalog.approval.pendingCount': 'products:read',
  'catalog.supplier.create': 'products:write',
  'catalog.supplier.update': 'products:write',
  'catalog.supplier.remove': 'products:write',
  'catalog.supplier.bulkUpload': 'products:write',
  'catalog.uploads.productImage': 'products:write',
  'catalog.staff.create': 'products:write',
  'catalog.staff.update': 'products:write',
  'catalog.staff.remove': 'products:write',
  'catalog.items.confirm': 'products:write',
  'catalog.items.move': 'products:write',
  'catalog.items.rename': 'products:write',
  'catalog.approval.approve': 'products:write',
  'catalog.approval.reject': 'products:write',
  'catalog.approval.remove': 'products:write',
  'catalog.supplier.setStock': 'stock:write',
  'catalog.inventory.updateStock': 'stock:write',
  'cart.list': 'orders:read',
  'cart.lists.list': 'orders:read',
  'cart.lists.byId': 'orders:read',
  'orders.list': 'orders:read',
  'orders.supplier.list': 'orders:read',
  'orders.supplier.packingSlip': 'orders:read',
  'orders.supplier.performance': 'orders:read',
  'orders.staff.list': 'orders:read',
  'slots.open': 'orders:read',
  'cart.add': 'orders:write',
  'cart.update': 'orders:write',
  'cart.remove': 'orders:write',
  'cart.reorder': 'orders:write',
  'cart.lists.create': 'orders:write',
  'cart.lists.update': 'orders:write',
  'cart.lists.remove': 'orders:write',
  'cart.lists.toCart': 'orders:write',
  'orders.place': 'orders:write',
  'orders.cancel': 'orders:write',
  'orders.supplier.setStatus': 'orders:write',
  'orders.supplier.shortLine': 'orders:write',
  'orders.staff.setStatus': 'orders:write',
  'invoices.download': 'invoices:read',
  'invoices.forOrder': 'invoices:read',
  'invoices.mine': 'invoices:read',
  'invoices.list': 'invoices:read',
  'invoices.document': 'invoices:read',
  'invoices.eInvoice': 'invoices:read',
  'settlements.mine': 'invoices:read',
  'credit.ledger': 'invoices:read',
  'credit.statement': 'invoices:read',
  'settlements.statement': 'invoices:read',
};
