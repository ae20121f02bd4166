import { can, type Need } from '@app/api/access';
import { redirect } from '@tanstack/react-router';
import { session } from '../../lib/session.ts';

export type { Need };

/** beforeLoad of an admin screen: a sub-admin without the right goes back to the dashboard. */
export const requireAccess = (need: Need) => () => {
  if (!can(session.user(), need)) throw redirect({ to: '/admin' });
};
