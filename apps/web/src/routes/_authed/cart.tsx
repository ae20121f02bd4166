import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '../../features/cart/cart-page.tsx';
import { pageHead } from '../../lib/document-head.ts';
import { requireRole } from '../../lib/guards.ts';
import { customerHeader, prefetch } from '../../lib/load-data-layer.ts';

export const Route = createFileRoute('/_authed/cart')({
  beforeLoad: requireRole('customer'),
  loader: () => prefetch(customerHeader),
  head: () => pageHead('Shopping Cart'),
  component: CartPage,
});
