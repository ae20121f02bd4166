import type { Permission } from '@app/db/enums';
import { redirect } from '@tanstack/react-router';
import { type SessionUser, session } from '../../lib/session.ts';

/** What a screen needs: a permission, the super admin, or any staff member (null). */
export type Need = Permission | 'super' | null;

export const isSuperAdmin = (u: Pick<SessionUser, 'user_type' | 'is_admin'> | null) =>
  !!u && u.user_type === 'admin' && u.is_admin;

/** The same rule the server applies (staffProcedure / superAdminProcedure); the server is the authority. */
export function canUse(u: Pick<SessionUser, 'user_type' | 'is_admin' | 'permissions'> | null, need: Need) {
  if (!u) return false;
  if (isSuperAdmin(u)) return true;
  if (u.user_type !== 'sub_admin' || need === 'super') return false;
  return need === null || u.permissions.includes(need);
}

/** beforeLoad of an admin screen: a sub-admin without the right goes back to the dashboard. */
export const requireAccess = (need: Need) => () => {
  if (!canUse(session.user(), need)) throw redirect({ to: '/admin' });
};
