import { createFileRoute } from '@tanstack/react-router';
import { TrafficPage } from '../../features/analytics/traffic-page.tsx';
import { requireAccess } from '../../lib/guards.ts';
import { rangeSearch } from '../../lib/list-search.ts';

export const Route = createFileRoute('/admin/analytics')({
  beforeLoad: requireAccess('view_analytics'),
  validateSearch: rangeSearch(),
  component: TrafficPage,
});
