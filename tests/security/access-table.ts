import type { ProcedurePath } from '@app/api';
import type { Permission } from '@app/db/enums';

/**
 * Who may call each tRPC procedure, written by hand apart from the operations' own declarations.
 * Typed by the router's paths: a procedure without a row, or a row naming no procedure, does not
 * compile (and the matrix test fails), so adding a procedure means deciding its access on purpose.
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

export const ACCESS: Record<ProcedurePath, Access> = {
  'accounts.register': pub,
  'accounts.login': pub,
  'accounts.logout': authed,
  'accounts.me': authed,
  'accounts.setPreferredLanguage': authed,
  'accounts.setSubstitutePreference': customer,
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
  'channels.preferences': authed,
  'channels.setPreferences': authed,
  'channels.staff.orderMessages': staff('manage_orders'),
  'channels.staff.resend': staff('manage_orders'),
  'channels.staff.monthlyCounts': staff('view_analytics'),
  'notifications.markAllRead': authed,
  'catalog.list': customer,
  'catalog.byId': customer,
  'catalog.items.list': customer,
  'catalog.items.byId': customer,
  'cart.list': customer,
  'cart.add': customer,
  'cart.update': customer,
  'cart.remove': customer,
  'cart.reorder': customer,
  // Customers buying for an outlet (X-Outlet): its lists only, another outlet's answer 404 (decision
  // 0117, tests/api/outlet-lists.test.ts).
  'cart.lists.list': customer,
  'cart.lists.byId': customer,
  'cart.lists.create': customer,
  'cart.lists.update': customer,
  'cart.lists.remove': customer,
  'cart.lists.toCart': customer,
  'orders.place': customer,
  'orders.list': customer,
  'orders.cancel': customer,
  'orders.answerWeight': customer,
  'orders.answerSubstitute': customer,
  'claims.uploadPhoto': authed,
  'claims.photo': authed,
  'claims.file': customer,
  'claims.ofOrder': customer,
  'claims.supplierList': supplier,
  'claims.answer': supplier,
  'claims.staffList': staff('manage_orders'),
  'claims.decide': staff('manage_orders'),
  'reliability.mine': supplier,
  'reliability.list': staff('manage_suppliers'),
  'payments.create': customer,
  'payments.verify': customer,
  // Credit terms (decision 0070): the customer's own ledger; staff reach their city's customers
  // only, another city's is 404 (tests/api/credit-terms.test.ts).
  'credit.ledger': customer,
  'credit.statement': customer,
  'credit.staff.ledger': staff('manage_customers'),
  'credit.staff.statement': staff('manage_customers'),
  'credit.staff.setCredit': staff('manage_customers'),
  'credit.staff.setOutletCredit': staff('manage_customers'),
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
  'orders.supplier.substituteChoices': supplier,
  'orders.supplier.offerSubstitute': supplier,
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
  // Customers only, then the business's owner for every outlet GSTIN, its purchase managers for their
  // outlets', outlet staff none (tests/api/purchase-register.test.ts, spend-by-outlet.test.ts).
  'invoices.purchaseGstins': customer,
  'invoices.purchaseRegister': customer,
  'invoices.purchaseRegisterCsv': customer,
  // Customers only, then by their role in the business (tests/api/business-*.test.ts): the owner
  // manages outlets and people, outlet staff see their own outlets, a removed person nothing.
  'approvals.rules': customer,
  'approvals.setRules': customer,
  'approvals.budget': customer,
  'approvals.request': customer,
  'approvals.list': customer,
  'approvals.approve': customer,
  'approvals.reject': customer,
  'business.list': customer,
  'business.byId': customer,
  'business.createOutlet': customer,
  'business.updateOutlet': customer,
  'business.invite': customer,
  'business.setRole': customer,
  'business.remove': customer,
  'business.accept': customer,
  // The token is the key: anyone holding the link reads it or registers with it.
  'business.invitation': pub,
  'business.register': pub,
  // Customers only, then the business's orders: its owner every outlet's, its purchase managers their
  // outlets', outlet staff none (tests/api/spend.test.ts, spend-by-outlet.test.ts).
  'spend.summary': customer,
  'spend.prices': customer,
  'spend.csv': customer,
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
  'delivery.inspect': delivery,
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
  'catalog.supplier.exportCsv': supplier,
  'catalog.supplier.dashboard': supplier,
  // Its own sales only (tests/api/supplier-sales.test.ts).
  'catalog.supplier.sales': supplier,
  'catalog.supplier.create': supplier,
  'catalog.supplier.update': supplier,
  'catalog.supplier.remove': supplier,
  'catalog.supplier.bulkUpload': supplier,
  'catalog.supplier.templateCsv': pub,
  'catalog.supplier.templateXlsx': pub,
  'catalog.uploads.productImage': { kind: 'supplier_or_staff', permission: 'manage_products' },
  'catalog.approval.listPending': staff('approve_products'),
  'catalog.approval.exportCsv': staff('approve_products'),
  'catalog.approval.pendingCount': staff('approve_products'),
  'catalog.approval.approve': staff('approve_products'),
  'catalog.approval.reject': staff('approve_products'),
  'catalog.approval.remove': staff('approve_products'),
  'analytics.dashboard.counts': staff(),
  'analytics.dashboard.needsAction': staff(),
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
  'catalog.supplier.setPrice': supplier,
  'catalog.supplier.bulkUpdate': supplier,
  'catalog.staff.list': staff('manage_products'),
  'catalog.staff.supplierOptions': staff('manage_products'),
  'catalog.staff.create': staff('manage_products'),
  'catalog.staff.update': staff('manage_products'),
  'catalog.staff.remove': staff('manage_products'),
  'catalog.items.suggestions': staff('manage_products'),
  'catalog.items.confirm': staff('manage_products'),
  'catalog.items.move': staff('manage_products'),
  'catalog.items.rename': staff('manage_products'),
  'contracts.supplierList': supplier,
  'contracts.customers': supplier,
  'contracts.create': supplier,
  'contracts.remove': supplier,
  'contracts.mine': customer,
  'contracts.staff.list': staff('manage_suppliers'),
  'contracts.staff.listings': staff('manage_suppliers'),
  'contracts.staff.create': staff('manage_suppliers'),
  'contracts.staff.remove': staff('manage_suppliers'),
  // Customers buying for an outlet (X-Outlet, the buyer rule since decision 0117): its standing orders
  // only, another outlet's answer 404 (tests/api/outlet-lists.test.ts).
  'standing.list': customer,
  'standing.get': customer,
  'standing.create': customer,
  'standing.update': customer,
  'standing.remove': customer,
  'standing.skip': customer,
  'standing.pause': customer,
  'standing.setDate': customer,
  'terms.mine': supplier,
  'terms.set': supplier,
  'terms.remove': supplier,
  'terms.staff.list': staff('manage_suppliers'),
  'terms.staff.set': staff('manage_suppliers'),
  'terms.staff.remove': staff('manage_suppliers'),
  'search.vocabulary.list': staff('manage_products'),
  'search.vocabulary.create': staff('manage_products'),
  'search.vocabulary.update': staff('manage_products'),
  'search.vocabulary.remove': staff('manage_products'),
  'catalog.inventory.list': staff('manage_products'),
  'catalog.inventory.updateStock': staff('manage_products'),
  'catalog.inventory.updatePrice': staff('manage_products'),
  'catalog.inventory.exportCsv': staff('manage_products'),
  'orders.staff.list': staff('manage_orders'),
  'orders.staff.exportCsv': staff('manage_orders'),
  'orders.staff.byId': staff('manage_orders'),
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
  'webhooks.resume': keyOwner,
  'webhooks.removeEndpoint': keyOwner,
  'webhooks.testEndpoint': keyOwner,
  'webhooks.deliveries': keyOwner,
  'webhooks.retryDelivery': keyOwner,
};
