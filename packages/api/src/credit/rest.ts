import type { RestRequest, RestRoute } from '../rest/route.ts';

const byId = (r: RestRequest) => ({ id: r.params.id });

export const creditRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/account/ledger',
    procedure: 'credit.ledger',
    summary: 'Your credit account: limit, available credit, entries, balance, overdue and ageing',
    tag: 'Credit',
    access: 'customer',
    input: () => undefined,
  },
  {
    method: 'GET',
    path: '/account/ledger/statement',
    procedure: 'credit.statement',
    summary: 'Your account statement as a PDF',
    tag: 'Credit',
    access: 'customer',
    input: () => undefined,
    respond: 'file',
  },
  {
    method: 'GET',
    path: '/admin/customers/:id/ledger',
    procedure: 'credit.staff.ledger',
    summary: "A customer's credit account (sub-admins: their city's customers)",
    tag: 'Credit',
    access: 'staff',
    input: byId,
  },
  {
    method: 'GET',
    path: '/admin/customers/:id/ledger/statement',
    procedure: 'credit.staff.statement',
    summary: "A customer's account statement as a PDF",
    tag: 'Credit',
    access: 'staff',
    input: byId,
    respond: 'file',
  },
  {
    method: 'PUT',
    path: '/admin/customers/:id/credit',
    procedure: 'credit.staff.setCredit',
    summary:
      'Grant or change a customer’s credit limit and period (7, 15 or 30 days); limit 0 stops new credit orders',
    tag: 'Credit',
    access: 'staff',
  },
  {
    method: 'POST',
    path: '/admin/customers/:id/payments',
    procedure: 'credit.staff.recordPayment',
    summary: 'Record a payment received from a customer; it pays the oldest due orders first',
    tag: 'Credit',
    access: 'staff',
  },
];
