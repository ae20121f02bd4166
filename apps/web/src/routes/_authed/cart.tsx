import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '../../features/cart/cart-page.tsx';
import { pageHead } from '../../lib/document-head.ts';
import { requireRole } from '../../lib/guards.ts';
import { customerHeader, prefetch } from '../../lib/load-data-layer.ts';

export const Route = createFileRoute('/_authed/cart')({
  beforeLoad: requireRole('customer'),
  // The cart as the server has it now, not as the header's badge last read it: a failed online
  // payment puts lines back, and "Try Again" must find them.
  loader: () => prefetch((u) => customerHeader(u, 0)),
  head: () => pageHead('Shopping Cart'),
  component: CartPage,
});
