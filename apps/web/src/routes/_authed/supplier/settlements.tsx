import { createFileRoute } from '@tanstack/react-router';
import { SupplierSettlementsPage } from '../../../features/settlements/supplier-settlements-page.tsx';
import { pageNumber, searchSchema } from '../../../lib/list-search.ts';

export const Route = createFileRoute('/_authed/supplier/settlements')({
  validateSearch: searchSchema({ page: pageNumber }),
  component: SupplierSettlementsPage,
});
