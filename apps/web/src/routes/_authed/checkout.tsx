import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '../../features/cart/checkout-page.tsx';
import { pageHead } from '../../lib/document-head.ts';
import { requireRole } from '../../lib/guards.ts';
import { optionalString } from '../../lib/search-params.ts';

export const Route = createFileRoute('/_authed/checkout')({
  // One supplier's goods alone: a cart split into deliveries by supplier (decision 0095).
  validateSearch: (search: Record<string, unknown>): { supplier?: string } => ({
    supplier: optionalString(search.supplier, 64),
  }),
  beforeLoad: requireRole('customer'),
  head: () => pageHead('Checkout'),
  component: CheckoutPage,
});
