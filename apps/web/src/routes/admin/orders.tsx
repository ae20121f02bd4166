import { ORDER_STATUSES } from '@app/api/enums';
import { createFileRoute } from '@tanstack/react-router';
import { OrdersPage } from '../../features/orders/staff-orders-page.tsx';
import { requireAccess } from '../../lib/guards.ts';
import { isoDate, listSearch, oneOf, text } from '../../lib/list-search.ts';

export const Route = createFileRoute('/admin/orders')({
  beforeLoad: requireAccess('manage_orders'),
  validateSearch: listSearch({
    status: oneOf(ORDER_STATUSES),
    city: text(64),
    from: isoDate,
    to: isoDate,
  }),
  component: OrdersPage,
});
