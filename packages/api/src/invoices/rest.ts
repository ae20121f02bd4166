import type { RestRoute } from '../rest/route.ts';

export const invoiceRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/orders/:id/invoice',
    procedure: 'invoices.download',
    summary: 'GST tax invoice (application/pdf, Invoice_{order number}.pdf)',
    tag: 'Orders',
    access: 'authenticated',
    input: (r) => ({ id: r.params.id }),
    respond: 'file',
  },
];
