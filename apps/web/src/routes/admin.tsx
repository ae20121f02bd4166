import { createFileRoute, redirect } from '@tanstack/react-router';
import { AdminShell } from '../components/admin/admin-shell.tsx';
import { isStaff, session } from '../lib/session.ts';

/** Admin routes: without a token, or for anyone but admin/sub_admin, go to /products (spec). */
export const Route = createFileRoute('/admin')({
  beforeLoad: () => {
    if (!session.token() || !isStaff(session.user())) throw redirect({ to: '/products' });
  },
  component: AdminShell,
});
