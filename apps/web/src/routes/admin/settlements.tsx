import { SETTLEMENT_STATUSES } from '@app/api/enums';
import { createFileRoute } from '@tanstack/react-router';
import { StaffSettlementsPage } from '../../features/settlements/staff-settlements-page.tsx';
import { requireAccess } from '../../lib/guards.ts';
import { oneOf, pageNumber, searchSchema, text } from '../../lib/list-search.ts';

export const Route = createFileRoute('/admin/settlements')({
  beforeLoad: requireAccess('manage_suppliers'),
  validateSearch: searchSchema({ page: pageNumber, status: oneOf(SETTLEMENT_STATUSES), city: text(64) }),
  component: StaffSettlementsPage,
});
