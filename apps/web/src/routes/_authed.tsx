import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { session } from '../lib/session.ts';

/** Every route that needs a token (spec route table); without one, go to /login. */
export const Route = createFileRoute('/_authed')({
  beforeLoad: ({ location }) => {
    if (!session.token() || !session.user())
      throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  component: Outlet,
});
