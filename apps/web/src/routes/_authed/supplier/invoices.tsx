import { createFileRoute } from '@tanstack/react-router';
import { SupplierInvoicesPage } from '../../../features/invoices/supplier-invoices-page.tsx';
import { pageNumber, searchSchema } from '../../../lib/list-search.ts';

export const Route = createFileRoute('/_authed/supplier/invoices')({
  validateSearch: searchSchema({ page: pageNumber }),
  component: SupplierInvoicesPage,
});
