import type { CUSTOMER_SORTS } from '@app/api/schemas';
import { createFileRoute } from '@tanstack/react-router';
import { CustomersPage } from '../../features/accounts/customers-page.tsx';
import { requireAccess } from '../../lib/guards.ts';
import { tableSearch } from '../../lib/list-search.ts';

export const Route = createFileRoute('/admin/customers')({
  beforeLoad: requireAccess('manage_customers'),
  validateSearch: tableSearch([
    'restaurant_name',
    'name',
    'email',
    'order_count',
    'total_spent',
  ] satisfies (typeof CUSTOMER_SORTS)[number][]),
  component: CustomersPage,
});
