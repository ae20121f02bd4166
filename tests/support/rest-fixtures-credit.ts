import type { Fixture } from './rest-world.ts';

/** Credit terms (decision 0070): the customer's ledger and staff's calls on it. */
export const CREDIT_FIXTURES: Record<string, Fixture> = {
  'GET /account/ledger': async (_t, w) => ({ token: w.customer.token, path: '/api/account/ledger' }),
  'GET /account/ledger/statement': async (_t, w) => ({
    token: w.customer.token,
    path: '/api/account/ledger/statement',
  }),
  'GET /admin/customers/:id/ledger': async (_t, w) => ({
    token: w.subAdmin.token,
    path: `/api/admin/customers/${w.customer.id}/ledger`,
  }),
  'GET /admin/customers/:id/ledger/statement': async (_t, w) => ({
    token: w.subAdmin.token,
    path: `/api/admin/customers/${w.customer.id}/ledger/statement`,
  }),
  'PUT /admin/customers/:id/credit': async (_t, w) => ({
    token: w.subAdmin.token,
    path: `/api/admin/customers/${w.customer.id}/credit`,
    body: { limit: 50_000, period_days: 15 },
  }),
  'POST /admin/customers/:id/payments': async (_t, w) => ({
    token: w.subAdmin.token,
    path: `/api/admin/customers/${w.customer.id}/payments`,
    body: { amount: 500, paid_on: '2026-01-15', reference: 'UTR HDFC0001234' },
  }),
};
