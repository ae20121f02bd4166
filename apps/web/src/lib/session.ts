import type { RouterOutputs } from '@app/api';
import { scopeOf } from '@app/api/access';
import { OUTLET_KEY, storedToken, TOKEN_KEY } from './stored-token.ts';

export type SessionUser = RouterOutputs['accounts']['me'];

const USER_TYPES: readonly unknown[] = ['customer', 'supplier', 'delivery', 'sub_admin', 'admin'];
const isText = (x: unknown) => typeof x === 'string';

/**
 * The spec keeps token, user and user_id in local storage; the user is re-validated on read, by
 * hand (this file loads with the entry, where a schema library would cost every page).
 */
function isStoredUser(u: unknown): u is SessionUser {
  if (typeof u !== 'object' || u === null) return false;
  const r = u as Record<string, unknown>;
  return (
    isText(r.id) &&
    isText(r.username) &&
    isText(r.email) &&
    USER_TYPES.includes(r.user_type) &&
    typeof r.is_admin === 'boolean' &&
    isText(r.restaurant_name) &&
    (r.city_id === null || isText(r.city_id)) &&
    (r.city_name === null || isText(r.city_name)) &&
    Array.isArray(r.permissions) &&
    r.permissions.every(isText)
  );
}

const listeners = new Set<() => void>();

export const session = {
  token: storedToken,
  user(): SessionUser | null {
    try {
      const stored: unknown = JSON.parse(localStorage.getItem('user') ?? 'null');
      return isStoredUser(stored) ? stored : null;
    } catch {
      return null;
    }
  },
  save(token: string, user: SessionUser) {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('user_id', user.id);
    for (const l of listeners) l();
  },
  clear() {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem('user');
    localStorage.removeItem('user_id');
    localStorage.removeItem(OUTLET_KEY);
    for (const l of listeners) l();
  },
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};

export const isStaff = (u: SessionUser | null) => scopeOf(u) !== null;

/** Where a user lands after login or registration (spec section 2). */
export function homeFor(u: SessionUser): string {
  if (isStaff(u)) return '/admin';
  if (u.user_type === 'supplier') return '/supplier';
  if (u.user_type === 'delivery') return '/delivery';
  return '/products';
}
