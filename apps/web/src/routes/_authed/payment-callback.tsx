import { createFileRoute } from '@tanstack/react-router';
import { PaymentCallback } from '../../features/payments/payment-callback-page.tsx';
import { pageHead } from '../../lib/document-head.ts';
import { requireRole } from '../../lib/guards.ts';
import { optionalString } from '../../lib/search-params.ts';

export const Route = createFileRoute('/_authed/payment-callback')({
  validateSearch: (search: Record<string, unknown>): { order_id?: string } => ({
    order_id: optionalString(search.order_id),
  }),
  beforeLoad: requireRole('customer'),
  head: () => pageHead('Payment'),
  component: PaymentCallback,
});
