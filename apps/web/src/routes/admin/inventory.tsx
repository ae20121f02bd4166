import { createFileRoute } from '@tanstack/react-router';
import { InventoryPage } from '../../features/catalog/inventory-page.tsx';
import { requireAccess } from '../../lib/guards.ts';
import { listSearch, oneOf, text } from '../../lib/list-search.ts';

export const Route = createFileRoute('/admin/inventory')({
  beforeLoad: requireAccess('manage_products'),
  validateSearch: listSearch({ city: text(64), level: oneOf(['low', 'out']) }),
  component: InventoryPage,
});
