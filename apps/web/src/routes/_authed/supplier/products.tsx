import { createFileRoute } from '@tanstack/react-router';
import { SupplierProductsPage } from '../../../features/catalog/supplier-products-page.tsx';
import { oneOf, searchSchema, text } from '../../../lib/list-search.ts';

export const Route = createFileRoute('/_authed/supplier/products')({
  validateSearch: searchSchema({ q: text(), filter: oneOf(['pending', 'approved', 'rejected']) }),
  component: SupplierProductsPage,
});
