import type { RouterOutputs } from '@app/api';
import { scopeOf } from '@app/api/access';
import * as v from 'valibot';

export type SessionUser = RouterOutputs['accounts']['me'];

// The spec keeps token, user and user_id in local storage; the user is re-validated on read.
const StoredUser = v.object({
  id: v.string(),
  username: v.string(),
  email: v.string(),
  user_type: v.picklist(['customer', 'supplier', 'delivery', 'sub_admin', 'admin']),
  is_admin: v.boolean(),
  restaurant_name: v.string(),
  city_id: v.nullable(v.string()),
  city_name: v.nullable(v.string()),
  permissions: v.array(v.string()),
});

const listeners = new Set<() => void>();

export const session = {
  token: () => localStorage.getItem('token'),
  user(): SessionUser | null {
    try {
      const parsed = v.safeParse(StoredUser, JSON.parse(localStorage.getItem('user') ?? 'null'));
      return parsed.success ? (parsed.output as SessionUser) : null;
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

export const isStaff = (u: SessionUser | null) => scopeOf(u) !== null;

/** Where a user lands after login or registration (spec section 2). */
export function homeFor(u: SessionUser): string {
  if (isStaff(u)) return '/admin';
  if (u.user_type === 'supplier') return '/supplier';
  if (u.user_type === 'delivery') return '/delivery';
  return '/products';
}
