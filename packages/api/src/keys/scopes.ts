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
