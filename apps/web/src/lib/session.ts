import type { RouterOutputs } from '@app/api';

export type SessionUser = RouterOutputs['auth']['me'];

// The spec keeps token, user and user_id in local storage; the user is re-validated on read.
const USER_TYPES: readonly string[] = ['customer', 'supplier', 'delivery', 'sub_admin', 'admin'];
const isNullableString = (x: unknown) => x === null || typeof x === 'string';

/** A hand-written check (no schema library) because every guard runs it in the initial bundle. */
function isStoredUser(u: unknown): u is SessionUser {
  if (typeof u !== 'object' || u === null) return false;
  const r = u as Record<string, unknown>;
  return (
    ['id', 'username', 'email', 'restaurant_name'].every((k) => typeof r[k] === 'string') &&
    USER_TYPES.includes(r.user_type as string) &&
    typeof r.is_admin === 'boolean' &&
    isNullableString(r.city_id) &&
    isNullableString(r.city_name) &&
    Array.isArray(r.permissions) &&
    r.permissions.every((p) => typeof p === 'string')
  );
}

const listeners = new Set<() => void>();

export const session = {
  token: () => localStorage.getItem('token'),
  user(): SessionUser | null {
    try {
      const stored: unknown = JSON.parse(localStorage.getItem('user') ?? 'null');
      return isStoredUser(stored) ? stored : null;
    } catch {
      return null;
    }
  },
  save(token: string, user: SessionUser) {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('user_id', user.id);
    for (const l of listeners) l();
  },
  clear() {
    localStorage.removeItem('token');
    localStorage.removeItem('user');
    localStorage.removeItem('user_id');
    for (const l of listeners) l();
  },
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};

export const isStaff = (u: SessionUser | null) =>
  !!u && ((u.user_type === 'admin' && u.is_admin) || u.user_type === 'sub_admin');

/** Where a user lands after login or registration (spec section 2). */
export function homeFor(u: SessionUser): string {
  if (isStaff(u)) return '/admin';
  if (u.user_type === 'supplier') return '/supplier';
  if (u.user_type === 'delivery') return '/delivery';
  return '/products';
}
