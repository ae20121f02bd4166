import { can, type Need } from '@app/api/access';
import { redirect } from '@tanstack/react-router';
import { homeFor, type SessionUser, session } from './session.ts';

export type { Need };

/**
 * The spec leaves role enforcement on /supplier and /delivery open; we enforce it: a user of
 * another role is sent to their own home screen. The server enforces it regardless.
 */
export function requireRole(...types: SessionUser['user_type'][]) {
  return () => {
    const user = session.user();
    if (user && !types.includes(user.user_type)) throw redirect({ to: homeFor(user) });
  };
}

/** beforeLoad of an admin screen: a sub-admin without the right goes back to the dashboard. */
export const requireAccess = (need: Need) => () => {
  if (!can(session.user(), need)) throw redirect({ to: '/admin' });
};
