import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '../../features/cart/checkout-page.tsx';
import { pageHead } from '../../lib/document-head.ts';
import { requireRole } from '../../lib/guards.ts';

export const Route = createFileRoute('/_authed/checkout')({
  beforeLoad: requireRole('customer'),
  head: () => pageHead('Checkout'),
  component: CheckoutPage,
});
