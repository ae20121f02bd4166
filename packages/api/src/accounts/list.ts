import { users } from '@app/db';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { inScope, matchesAny, type StaffScope } from '../shared/query.ts';
import type { accountDto } from './staff.ts';

/** What the customer and supplier lists of the admin console share (spec section 6). */

/** Rows at most in one CSV export. */
export const EXPORT_LIMIT = 50_000;

/** Live accounts of one type within the staff member's city scope. */
export const accountsInScope = (type: 'customer' | 'supplier', scope: StaffScope) =>
  and(eq(users.userType, type), isNull(users.deletedAt), inScope(users.cityId, scope));

/** `accountsInScope` narrowed by the list's search box and status filter. */
export function filteredAccounts(
  type: 'customer' | 'supplier',
  scope: StaffScope,
  input: { search: string; status: 'all' | 'active' | 'inactive' },
): SQL | undefined {
  return and(
    accountsInScope(type, scope),
    matchesAny(input.search, [users.username, users.email, users.restaurantName]),
    input.status === 'all' ? undefined : eq(users.isActive, input.status === 'active'),
  );
}

/** Sort keys on the profile columns (case-insensitive names). */
export const profileSortKey = {
  restaurant_name: sql`lower(${users.restaurantName})`,
  name: sql`lower(${users.username})`,
  email: users.email,
};

/** The profile cells every account CSV starts with: name (restaurant/company), name, email, phone, FSSAI, city, status. */
export const profileCsvCells = (r: ReturnType<typeof accountDto>) => [
  r.restaurant_name,
  r.name,
  r.email,
  r.phone,
  r.fssai_number,
  r.city_name ?? '',
  r.is_active ? 'Active' : 'Inactive',
];
