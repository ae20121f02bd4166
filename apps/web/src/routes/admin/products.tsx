import { createFileRoute } from '@tanstack/react-router';
import { ProductsPage } from '../../features/catalog/staff-products-page.tsx';
import { requireAccess } from '../../lib/guards.ts';
import { listSearch, oneOf, text } from '../../lib/list-search.ts';

export const Route = createFileRoute('/admin/products')({
  beforeLoad: requireAccess('manage_products'),
  validateSearch: listSearch({ city: text(64), status: oneOf(['active', 'inactive']) }),
  component: ProductsPage,
});
