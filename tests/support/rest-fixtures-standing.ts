import { DAY, istDayOf } from '../../packages/api/src/shared/query.ts';
import type { TestApp } from './app.ts';
import { makeProduct } from './catalog.ts';
import { expectOk, type Fixture } from './rest-world.ts';

const EVERY_DAY = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const tomorrow = () => istDayOf(Date.now() + DAY);

/** A standing order's body: one new listing, every day, cash on delivery (Indore has no slots here). */
export const standingBody = (productId: string) => ({
  name: 'Morning milk',
  lines: [{ product_id: productId, quantity: 1 }],
  weekdays: EVERY_DAY,
  payment_method: 'COD',
  delivery_address: '14 Palasia Square, Indore',
  phone: '9876543210',
});

/** A standing order of a customer of its own (a customer keeps at most 20), made through the API. */
async function standing(t: TestApp) {
  const product = await makeProduct(t);
  const owner = await t.userWithToken('customer');
  const res = await t.call('POST', '/api/standing-orders', {
    token: owner.token,
    body: standingBody(product),
  });
  const made = expectOk(res, 'create standing order');
  return { id: made.id as string, product, token: owner.token };
}

export const STANDING_FIXTURES: Record<string, Fixture> = {
  'GET /standing-orders': async (_t, w) => ({ token: w.customer.token, path: '/api/standing-orders' }),
  'POST /standing-orders': async (t, w) => ({
    token: w.customer.token,
    path: '/api/standing-orders',
    body: standingBody(await makeProduct(t)),
  }),
  'GET /standing-orders/:id': async (t) => {
    const s = await standing(t);
    return { token: s.token, path: `/api/standing-orders/${s.id}` };
  },
  'PUT /standing-orders/:id': async (t) => {
    const s = await standing(t);
    return { token: s.token, path: `/api/standing-orders/${s.id}`, body: standingBody(s.product) };
  },
  'DELETE /standing-orders/:id': async (t) => {
    const s = await standing(t);
    return { token: s.token, path: `/api/standing-orders/${s.id}` };
  },
  'POST /standing-orders/:id/skip': async (t) => {
    const s = await standing(t);
    return { token: s.token, path: `/api/standing-orders/${s.id}/skip`, body: { date: tomorrow() } };
  },
  'POST /standing-orders/:id/pause': async (t) => {
    const s = await standing(t);
    return { token: s.token, path: `/api/standing-orders/${s.id}/pause`, body: {} };
  },
  'PUT /standing-orders/:id/dates/:date': async (t) => {
    const s = await standing(t);
    return {
      token: s.token,
      path: `/api/standing-orders/${s.id}/dates/${tomorrow()}`,
      body: { lines: [{ product_id: s.product, quantity: 2 }] },
    };
  },
};
