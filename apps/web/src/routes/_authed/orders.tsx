import { createFileRoute } from '@tanstack/react-router';
import { OrdersPage } from '../../features/orders/my-orders-page.tsx';
import { pageHead } from '../../lib/document-head.ts';
import { requireRole } from '../../lib/guards.ts';
import { customerHeader, prefetch } from '../../lib/load-data-layer.ts';
import { MY_ORDERS_PAGE } from '../../lib/page-sizes.ts';
import { optionalString } from '../../lib/search-params.ts';

export const Route = createFileRoute('/_authed/orders')({
  // One outlet of the business (decision 0119): the orders, the credit account and its statement.
  validateSearch: (search: Record<string, unknown>): { outlet?: string } => ({
    outlet: optionalString(search.outlet, 64),
  }),
  beforeLoad: requireRole('customer'),
  loader: () =>
    prefetch((u) =>
      Promise.all([u.orders.list.prefetchInfinite({ limit: MY_ORDERS_PAGE }), customerHeader(u)]),
    ),
  head: () => pageHead('My Orders'),
  component: OrdersPage,
});
