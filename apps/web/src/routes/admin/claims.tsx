import { createFileRoute } from '@tanstack/react-router';
import { StaffClaimsPage } from '../../features/claims/staff-claims-page.tsx';
import { claimSearch } from '../../lib/claim-search.ts';
import { requireAccess } from '../../lib/guards.ts';

export const Route = createFileRoute('/admin/claims')({
  beforeLoad: requireAccess('manage_orders'),
  validateSearch: claimSearch,
  component: StaffClaimsPage,
});
