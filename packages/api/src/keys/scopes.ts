import type { UserType } from '@app/db';

/** The fixed list of what a key may be allowed to do (decision 0069). */
export const KEY_SCOPES = [
  'products:read',
  'products:write',
  'stock:write',
  'orders:read',
  'orders:write',
  'invoices:read',
] as const;
export type KeyScope = (typeof KEY_SCOPES)[number];

/** The scopes each kind of account may give its keys; riders and others have no keys. */
export const SCOPES_FOR: Partial<Record<UserType, readonly KeyScope[]>> = {
  customer: ['products:read', 'orders:read', 'orders:write', 'invoices:read'],
  supplier: KEY_SCOPES,
  admin: KEY_SCOPES,
  sub_admin: KEY_SCOPES,
};

/**
 * The scope a key needs for each procedure it may call; `any` = any key of the account. A
 * procedure missing here is refused to every key (account, session, key and webhook management
 * among them): a new procedure is closed to keys until it is listed on purpose.
 */
export const KEY_SCOPE_OF: Record<string, KeyScope | 'any'> = {
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
