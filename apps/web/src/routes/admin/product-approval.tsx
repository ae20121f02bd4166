import { createFileRoute } from '@tanstack/react-router';
import { ProductApprovalPage } from '../../features/catalog/approval-page.tsx';
import { listSearch, oneOf } from '../../lib/list-search.ts';

export const Route = createFileRoute('/admin/product-approval')({
  validateSearch: listSearch({ kind: oneOf(['new', 'changes']) }),
  component: ProductApprovalPage,
});
