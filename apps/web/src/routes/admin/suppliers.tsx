import type { SUPPLIER_SORTS } from '@app/api/schemas';
import { createFileRoute } from '@tanstack/react-router';
import { SuppliersPage } from '../../features/accounts/suppliers-page.tsx';
import { requireAccess } from '../../lib/guards.ts';
import { tableSearch } from '../../lib/list-search.ts';

export const Route = createFileRoute('/admin/suppliers')({
  beforeLoad: requireAccess('manage_suppliers'),
  validateSearch: tableSearch([
    'restaurant_name',
    'name',
    'email',
    'total_products',
    'approved_products',
    'pending_products',
  ] satisfies (typeof SUPPLIER_SORTS)[number][]),
  component: SuppliersPage,
});
