import { PART_STATUSES } from '@app/api/enums';
import { createFileRoute } from '@tanstack/react-router';
import { SupplierOrdersPage } from '../../../features/orders/supplier-orders-page.tsx';
import { isoDate, oneOf, pageNumber, searchSchema } from '../../../lib/list-search.ts';

export const Route = createFileRoute('/_authed/supplier/orders')({
  validateSearch: searchSchema({
    status: oneOf(PART_STATUSES),
    from: isoDate,
    to: isoDate,
    page: pageNumber,
  }),
  component: SupplierOrdersPage,
});
