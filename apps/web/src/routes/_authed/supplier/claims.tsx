import { createFileRoute } from '@tanstack/react-router';
import { SupplierClaimsPage } from '../../../features/claims/supplier-claims-page.tsx';
import { claimSearch } from '../../../lib/claim-search.ts';

export const Route = createFileRoute('/_authed/supplier/claims')({
  validateSearch: claimSearch,
  component: SupplierClaimsPage,
});
