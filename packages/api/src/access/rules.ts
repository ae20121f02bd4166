/**
 * Who may do what, as pure rules shared by the server (the authority) and the SPA (which only
 * hides what the server would refuse). No database, no framework: both sides import this file.
 */
import type { Permission, UserType } from '@app/db/enums';

/** The fields the rules read, in the server's (camelCase) or the API's (snake_case) shape. */
export type AccessSubject =
  | { userType: UserType; isAdmin: boolean; permissions: readonly string[]; cityId: string | null }
  | {
      user_type: UserType;
      is_admin: boolean;
      permissions: readonly string[];
      city_id: string | null;
    };

/** What a staff call needs: a permission, the super admin, or any staff member (null). */
export type Need = Permission | 'super' | null;

/**
 * The city a staff member works in: null for the super admin (every city). Whether a scope is the
 * super admin's is `reaches`' business, and what it may do `can`'s: nothing else reads a flag.
 */
export interface StaffScope {
  cityId: string | null;
}

const fields = (u: AccessSubject) =>
  'userType' in u
    ? { type: u.userType, admin: u.isAdmin, permissions: u.permissions, cityId: u.cityId }
    : { type: u.user_type, admin: u.is_admin, permissions: u.permissions, cityId: u.city_id };

export const isSuperAdmin = (u: AccessSubject | null | undefined): boolean => {
  if (!u) return false;
  const f = fields(u);
  return f.type === 'admin' && f.admin;
};

/**
 * The super admin may do everything; a sub-admin with a city may do what its permissions name;
 * nobody else is staff. `'super'` is for the super admin only.
 */
export function can(u: AccessSubject | null | undefined, need: Need): boolean {
  if (!u) return false;
  if (isSuperAdmin(u)) return true;
  const f = fields(u);
  if (f.type !== 'sub_admin' || !f.cityId || need === 'super') return false;
  return need === null || f.permissions.includes(need);
}

/** The staff scope of `u`, or null when `u` is not staff (or a sub-admin without a city). */
export function scopeOf(u: AccessSubject | null | undefined): StaffScope | null {
  if (!u) return null;
  if (isSuperAdmin(u)) return { cityId: null };
  const f = fields(u);
  if (f.type !== 'sub_admin' || !f.cityId) return null;
  return { cityId: f.cityId };
}

/**
 * The city-scope rule: a record of city `cityId` lies within the scope when it is the sub-admin's
 * own city; the super admin's scope (cityId null) holds every city. access/scope.ts is its SQL form.
 */
export const reaches = (scope: Pick<StaffScope, 'cityId'>, cityId: string | null | undefined): boolean =>
  scope.cityId === null || cityId === scope.cityId;

/** Whether `u` may do `need` to a record of city `cityId`: staff holding it, within its scope. */
export function canInCity(
  u: AccessSubject | null | undefined,
  need: Need,
  cityId: string | null | undefined,
) {
  const scope = scopeOf(u);
  return scope !== null && can(u, need) && reaches(scope, cityId);
}

/**
 * What a notification or an outbound event is about, for staff, and the permissions that read it
 * through the API (any one is enough): the `staff(...)` access of the staff procedures that show
 * the same data. Orders stand for their parts, lines, documents, deliveries and cash; products
 * for listings and their approval; settlements for supplier payouts.
 */
export const STAFF_READS = {
  orders: ['manage_orders'],
  products: ['manage_products', 'approve_products'],
  settlements: ['manage_suppliers'],
} as const satisfies Record<string, readonly Permission[]>;
export type StaffTopic = keyof typeof STAFF_READS;

/** Whether staff member `u` may read `topic` (in its scope: see `canReadInCity`). */
export const canRead = (u: AccessSubject | null | undefined, topic: StaffTopic): boolean =>
  STAFF_READS[topic].some((p) => can(u, p));

/** Whether `u` may read `topic` about a record of city `cityId`: staff holding a reading permission, within its scope. */
export function canReadInCity(
  u: AccessSubject | null | undefined,
  topic: StaffTopic,
  cityId: string | null | undefined,
) {
  const scope = scopeOf(u);
  return scope !== null && canRead(u, topic) && reaches(scope, cityId);
}
