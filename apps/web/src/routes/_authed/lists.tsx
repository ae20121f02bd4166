import { createFileRoute } from '@tanstack/react-router';
import { ListsPage } from '../../features/cart/lists-page.tsx';
import { pageHead } from '../../lib/document-head.ts';
import { requireRole } from '../../lib/guards.ts';
import { customerHeader, prefetch } from '../../lib/load-data-layer.ts';

export const Route = createFileRoute('/_authed/lists')({
  beforeLoad: requireRole('customer'),
  loader: () =>
    prefetch((u) =>
      Promise.all([u.cart.lists.list.prefetch(), u.contracts.mine.prefetch(), customerHeader(u)]),
    ),
  head: () => pageHead('My Lists'),
  component: ListsPage,
});
