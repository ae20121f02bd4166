import { createFileRoute } from '@tanstack/react-router';
import { ReportsPage } from '../../features/analytics/reports-page.tsx';
import { requireAccess } from '../../lib/guards.ts';
import { rangeSearch } from '../../lib/list-search.ts';

export const Route = createFileRoute('/admin/reports')({
  beforeLoad: requireAccess('view_analytics'),
  validateSearch: rangeSearch(),
  component: ReportsPage,
});
