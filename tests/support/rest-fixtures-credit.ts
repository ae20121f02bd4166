import { gstinOf } from './catalog.ts';
import { shippedOrder } from './rest-orders.ts';
import type { Fixture } from './rest-world.ts';

const BUYER_GSTIN = gstinOf('23', 'AAKCS5678B');
const month = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);

/** A customer whose shipped order was billed to BUYER_GSTIN: its register has rows. */
const registerCall = async (t: Parameters<Fixture>[0], w: Parameters<Fixture>[1], path: string) => {
  const { me } = await shippedOrder(t, w, { gstin: BUYER_GSTIN });
  return { token: me.token, path: `/api${path}?gstin=${BUYER_GSTIN}&month=${month()}` };
};

/** Credit terms (decision 0070): the customer's ledger and staff's calls on it; its purchase register (0097). */
export const CREDIT_FIXTURES: Record<string, Fixture> = {
  'GET /account/ledger': async (_t, w) => ({ token: w.customer.token, path: '/api/account/ledger' }),
  'GET /account/ledger/statement': async (_t, w) => ({
    token: w.customer.token,
    path: '/api/account/ledger/statement',
  }),
  'GET /account/purchase-register/gstins': async (t, w) => {
    const { me } = await shippedOrder(t, w, { gstin: BUYER_GSTIN });
    return { token: me.token, path: '/api/account/purchase-register/gstins' };
  },
  'GET /account/purchase-register': (t, w) => registerCall(t, w, '/account/purchase-register'),
  'GET /account/purchase-register/csv': (t, w) => registerCall(t, w, '/account/purchase-register/csv'),
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
  'PUT /admin/customers/:id/outlets/:outlet_id/credit': async (t, w) => {
    const [business] = (await t.call('GET', '/api/account/businesses', { token: w.customer.token })).data;
    return {
      token: w.subAdmin.token,
      path: `/api/admin/customers/${w.customer.id}/outlets/${business.outlets[0].id}/credit`,
      body: { limit: 20_000 },
    };
  },
  'POST /admin/customers/:id/payments': async (_t, w) => ({
    token: w.subAdmin.token,
    path: `/api/admin/customers/${w.customer.id}/payments`,
    body: { amount: 500, paid_on: '2026-01-15', reference: 'UTR HDFC0001234' },
  }),
};
