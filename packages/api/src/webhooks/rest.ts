import { num, type RestRoute } from '../rest/route.ts';

const tag = 'Webhooks';
const access = 'authenticated';

/** An account's own webhooks, signed in (an API key cannot manage webhooks; decision 0071). */
export const webhookRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/webhooks',
    procedure: 'webhooks.listEndpoints',
    summary: 'Your webhook endpoints, newest first (the super admin: the platform’s)',
    tag,
    access,
    input: () => undefined,
  },
  {
    method: 'POST',
    path: '/webhooks',
    procedure: 'webhooks.createEndpoint',
    summary: 'Subscribe an endpoint to events your role may hear; the signing secret is answered this once',
    tag,
    access,
    status: 201,
  },
  {
    method: 'PUT',
    path: '/webhooks/:id/active',
    procedure: 'webhooks.setEndpointActive',
    summary: 'Pause or resume one of your webhook endpoints',
    tag,
    access,
  },
  {
    method: 'DELETE',
    path: '/webhooks/:id',
    procedure: 'webhooks.removeEndpoint',
    summary: 'Delete one of your webhook endpoints and its delivery log',
    tag,
    access,
    input: (r) => ({ id: r.params.id }),
  },
  {
    method: 'POST',
    path: '/webhooks/:id/test',
    procedure: 'webhooks.testEndpoint',
    summary: 'Queue a signed `webhook.test` delivery to one of your endpoints',
    tag,
    access,
    status: 202,
    input: (r) => ({ id: r.params.id }),
  },
  {
    method: 'GET',
    path: '/webhooks/deliveries',
    procedure: 'webhooks.deliveries',
    summary: 'Your endpoints’ delivery log, newest first',
    tag,
    access,
    query: { limit: { type: 'integer', description: 'How many, 1–200 (default 100)' } },
    input: (r) => ({ limit: num(r.query.limit) }),
  },
  {
    method: 'POST',
    path: '/webhooks/deliveries/:id/redeliver',
    procedure: 'webhooks.retryDelivery',
    summary: 'Send one of your deliveries again (its attempts start over)',
    tag,
    access,
    input: (r) => ({ id: r.params.id }),
  },
];
