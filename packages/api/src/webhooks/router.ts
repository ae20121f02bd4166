import { keyOwner, op } from '../operations/op.ts';
import { num } from '../rest/route.ts';
import {
  endpointCreatedOutput,
  endpointListOutput,
  endpointOutput,
  endpointRemovedOutput,
  webhookDeliveryListOutput,
  webhookRetryOutput,
  webhookTestOutput,
} from './outputs.ts';
import { deliveriesInput, endpointActiveInput, webhookEndpointInput, webhookIdInput } from './schemas.ts';
import {
  createEndpoint,
  listDeliveries,
  listEndpoints,
  removeEndpoint,
  resumeEndpoint,
  retryDelivery,
  setEndpointActive,
  testEndpoint,
} from './webhooks.ts';

const tag = 'Webhooks';

/**
 * Outbound webhooks: each customer, supplier and staff member keeps its own endpoints and log
 * (the super admin the platform's), signed in; an API key cannot manage webhooks (decision 0071).
 */
export const webhooksRouter = {
  listEndpoints: op({
    access: keyOwner,
    rest: {
      method: 'GET',
      path: '/webhooks',
      summary: 'Your webhook endpoints, newest first (the super admin: the platform’s)',
      tag,
      input: () => undefined,
    },
  })
    .output(endpointListOutput)
    .query(({ ctx }) => listEndpoints(ctx.db, ctx.user)),
  createEndpoint: op({
    access: keyOwner,
    rest: {
      method: 'POST',
      path: '/webhooks',
      summary: 'Subscribe an endpoint to events your role may hear; the signing secret is answered this once',
      tag,
      status: 201,
    },
  })
    .input(webhookEndpointInput)
    .output(endpointCreatedOutput)
    .mutation(({ ctx, input }) => createEndpoint(ctx.db, ctx.user, input, ctx.config.production)),
  setEndpointActive: op({
    access: keyOwner,
    rest: {
      method: 'PUT',
      path: '/webhooks/:id/active',
      summary: 'Pause or resume one of your webhook endpoints',
      tag,
    },
  })
    .input(endpointActiveInput)
    .output(endpointOutput)
    .mutation(({ ctx, input }) => setEndpointActive(ctx.db, ctx.user, input.id, input.is_active)),
  resume: op({
    access: keyOwner,
    rest: {
      method: 'POST',
      path: '/webhooks/:id/resume',
      summary:
        'Resume one of your webhook endpoints the system paused (credentials changed, or no answers); waiting deliveries go out',
      tag,
      input: (r) => ({ id: r.params.id }),
    },
  })
    .input(webhookIdInput)
    .output(endpointOutput)
    .mutation(({ ctx, input }) => resumeEndpoint(ctx.db, ctx.user, input.id)),
  removeEndpoint: op({
    access: keyOwner,
    rest: {
      method: 'DELETE',
      path: '/webhooks/:id',
      summary: 'Delete one of your webhook endpoints and its delivery log',
      tag,
      input: (r) => ({ id: r.params.id }),
    },
  })
    .input(webhookIdInput)
    .output(endpointRemovedOutput)
    .mutation(({ ctx, input }) => removeEndpoint(ctx.db, ctx.user, input.id)),
  testEndpoint: op({
    access: keyOwner,
    rest: {
      method: 'POST',
      path: '/webhooks/:id/test',
      summary: 'Queue a signed `webhook.test` delivery to one of your endpoints',
      tag,
      status: 202,
      input: (r) => ({ id: r.params.id }),
    },
  })
    .input(webhookIdInput)
    .output(webhookTestOutput)
    .mutation(({ ctx, input }) => testEndpoint(ctx.db, ctx.limiter, ctx.user, input.id, ctx.clock.now())),
  deliveries: op({
    access: keyOwner,
    rest: {
      method: 'GET',
      path: '/webhooks/deliveries',
      summary: 'Your endpoints’ delivery log, newest first',
      tag,
      query: { limit: { type: 'integer', description: 'How many, 1–200 (default 100)' } },
      input: (r) => ({ limit: num(r.query.limit) }),
    },
  })
    .input(deliveriesInput)
    .output(webhookDeliveryListOutput)
    .query(({ ctx, input }) => listDeliveries(ctx.db, ctx.user, input.limit)),
  retryDelivery: op({
    access: keyOwner,
    rest: {
      method: 'POST',
      path: '/webhooks/deliveries/:id/redeliver',
      summary: 'Send one of your deliveries again (its attempts start over)',
      tag,
      input: (r) => ({ id: r.params.id }),
    },
  })
    .input(webhookIdInput)
    .output(webhookRetryOutput)
    .mutation(({ ctx, input }) => retryDelivery(ctx.db, ctx.user, input.id, ctx.clock.now())),
};
