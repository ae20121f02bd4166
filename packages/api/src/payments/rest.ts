import type { RestRoute } from '../rest/route.ts';

export const paymentRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/orders/:id/create-payment',
    procedure: 'payments.create',
    summary: 'Hosted payment link for an own ONLINE order',
    tag: 'Payments',
    access: 'customer',
    input: (r) => ({ id: r.params.id }),
    answer: ['success', 'payment_link'],
  },
  {
    method: 'POST',
    path: '/orders/:id/verify-payment',
    procedure: 'payments.verify',
    summary: 'Payment result as the provider reports it (COD: confirms the order)',
    tag: 'Payments',
    access: 'customer',
    input: (r) => ({ id: r.params.id }),
    answer: ['payment_status', 'order_status', 'order_amount'],
  },
];
