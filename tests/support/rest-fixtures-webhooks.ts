import type { TestApp } from './app.ts';
import { expectOk, type Fixture } from './rest-world.ts';

const BODY = { url: 'https://erp.spiceroute.in/hooks/marketplace', events: ['order_part.created'] };

/**
 * A fresh supplier holding one webhook endpoint: a new account each time, because some tests
 * replay every fixture against one world and an account may hold only ten endpoints.
 */
async function endpoint(t: TestApp) {
  const { token } = await t.userWithToken('supplier');
  const res = await t.call('POST', '/api/webhooks', { token, body: BODY });
  return { token, id: expectOk(res, 'create webhook').id as string };
}

/** A test delivery queued for a fresh supplier's endpoint. */
async function delivery(t: TestApp) {
  const e = await endpoint(t);
  const res = await t.call('POST', `/api/webhooks/${e.id}/test`, { token: e.token });
  return { token: e.token, id: expectOk(res, 'test webhook').id as string };
}

/** Valid calls for an account's own webhooks (decision 0071). */
export const WEBHOOK_FIXTURES: Record<string, Fixture> = {
  'GET /webhooks': async (t) => ({ token: (await endpoint(t)).token, path: '/api/webhooks' }),
  'POST /webhooks': async (t) => ({
    token: (await t.userWithToken('supplier')).token,
    path: '/api/webhooks',
    body: BODY,
  }),
  'PUT /webhooks/:id/active': async (t) => {
    const e = await endpoint(t);
    return { token: e.token, path: `/api/webhooks/${e.id}/active`, body: { is_active: false } };
  },
  'POST /webhooks/:id/resume': async (t) => {
    const e = await endpoint(t);
    return { token: e.token, path: `/api/webhooks/${e.id}/resume` };
  },
  'DELETE /webhooks/:id': async (t) => {
    const e = await endpoint(t);
    return { token: e.token, path: `/api/webhooks/${e.id}` };
  },
  'POST /webhooks/:id/test': async (t) => {
    const e = await endpoint(t);
    return { token: e.token, path: `/api/webhooks/${e.id}/test` };
  },
  'GET /webhooks/deliveries': async (t) => ({
    token: (await delivery(t)).token,
    path: '/api/webhooks/deliveries?limit=20',
  }),
  'POST /webhooks/deliveries/:id/redeliver': async (t) => {
    const d = await delivery(t);
    return { token: d.token, path: `/api/webhooks/deliveries/${d.id}/redeliver` };
  },
};
