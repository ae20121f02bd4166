import { createFileRoute } from '@tanstack/react-router';
import { DeliveryPortal } from '../../features/delivery/rider-portal.tsx';
import { requireRole } from '../../lib/guards.ts';
import { optionalString } from '../../lib/search-params.ts';

export const Route = createFileRoute('/_authed/delivery')({
  beforeLoad: requireRole('delivery'),
  // ?job=<assignment id>: the job a notification opened.
  validateSearch: (search: Record<string, unknown>) => ({ job: optionalString(search.job, 64) }),
  component: DeliveryPortal,
});
