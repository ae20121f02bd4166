import { CASH_HANDOVER_STATUSES } from '@app/api/enums';
import { createFileRoute } from '@tanstack/react-router';
import { CashHandoversPage } from '../../features/cash/cash-handovers-page.tsx';
import { requireAccess } from '../../lib/guards.ts';
import { isoDate, oneOf, searchSchema, text } from '../../lib/list-search.ts';

export const Route = createFileRoute('/admin/cash')({
  beforeLoad: requireAccess('manage_orders'),
  validateSearch: searchSchema({
    from: isoDate,
    to: isoDate,
    status: oneOf(CASH_HANDOVER_STATUSES),
    rider: text(64),
    city: text(64),
  }),
  component: CashHandoversPage,
});
