import { createFileRoute } from '@tanstack/react-router';
import { SubAdminsPage } from '../../features/accounts/sub-admins-page.tsx';
import { requireAccess } from '../../lib/guards.ts';

export const Route = createFileRoute('/admin/sub-admins')({
  beforeLoad: requireAccess('super'),
  component: SubAdminsPage,
});
