import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireRole } from '../../lib/guards.ts';

export const Route = createFileRoute('/_authed/supplier')({
  beforeLoad: requireRole('supplier'),
  component: Outlet,
});
