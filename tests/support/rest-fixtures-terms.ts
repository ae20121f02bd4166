import type { TestApp } from './app.ts';
import type { Fixture, RestWorld } from './rest-world.ts';

const TERMS = { minimum_order: 1000, delivery_days: ['mon', 'wed', 'fri'], order_by: '18:00', lead_days: 2 };

// Terms live in Bhopal here: terms in Indore would hold every other fixture's checkout to them.
/** The world's supplier with terms in Bhopal, set through the API. */
async function withTerms(t: TestApp, w: RestWorld) {
  await t.call('PUT', '/api/supplier/terms/city_bhopal', { token: w.supplier.token, body: TERMS });
}

export const TERMS_FIXTURES: Record<string, Fixture> = {
  'GET /supplier/terms': async (_t, w) => ({ token: w.supplier.token, path: '/api/supplier/terms' }),
  'PUT /supplier/terms/:city_id': async (_t, w) => ({
    token: w.supplier.token,
    path: '/api/supplier/terms/city_bhopal',
    body: TERMS,
  }),
  'DELETE /supplier/terms/:city_id': async (t, w) => {
    await withTerms(t, w);
    return { token: w.supplier.token, path: '/api/supplier/terms/city_bhopal' };
  },
  'GET /admin/suppliers/:supplier_id/terms': async (_t, w) => ({
    token: w.admin.token,
    path: `/api/admin/suppliers/${w.supplier.id}/terms`,
  }),
  'PUT /admin/suppliers/:supplier_id/terms/:city_id': async (_t, w) => ({
    token: w.admin.token,
    path: `/api/admin/suppliers/${w.supplier.id}/terms/city_bhopal`,
    body: TERMS,
  }),
  'DELETE /admin/suppliers/:supplier_id/terms/:city_id': async (t, w) => {
    await withTerms(t, w);
    return { token: w.admin.token, path: `/api/admin/suppliers/${w.supplier.id}/terms/city_bhopal` };
  },
};
