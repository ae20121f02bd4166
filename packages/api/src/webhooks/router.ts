import { integratorProcedure } from '../trpc.ts';
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
  retryDelivery,
  setEndpointActive,
  testEndpoint,
} from './webhooks.ts';

/**
 * Outbound webhooks: each customer, supplier and staff member keeps its own endpoints and log
 * (the super admin the platform's), signed in; an API key cannot manage webhooks (decision 0071).
 */
export const webhooksRouter = {
  listEndpoints: integratorProcedure
    .output(endpointListOutput)
    .query(({ ctx }) => listEndpoints(ctx.db, ctx.user)),
  createEndpoint: integratorProcedure
    .input(webhookEndpointInput)
    .output(endpointCreatedOutput)
    .mutation(({ ctx, input }) => createEndpoint(ctx.db, ctx.user, input, ctx.config.production)),
  setEndpointActive: integratorProcedure
    .input(endpointActiveInput)
    .output(endpointOutput)
    .mutation(({ ctx, input }) => setEndpointActive(ctx.db, ctx.user, input.id, input.is_active)),
  removeEndpoint: integratorProcedure
    .input(webhookIdInput)
    .output(endpointRemovedOutput)
    .mutation(({ ctx, input }) => removeEndpoint(ctx.db, ctx.user, input.id)),
  testEndpoint: integratorProcedure
    .input(webhookIdInput)
    .output(webhookTestOutput)
    .mutation(({ ctx, input }) => testEndpoint(ctx.db, ctx.user, input.id, ctx.clock.now())),
  deliveries: integratorProcedure
    .input(deliveriesInput)
    .output(webhookDeliveryListOutput)
    .query(({ ctx, input }) => listDeliveries(ctx.db, ctx.user, input.limit)),
  retryDelivery: integratorProcedure
    .input(webhookIdInput)
    .output(webhookRetryOutput)
    .mutation(({ ctx, input }) => retryDelivery(ctx.db, ctx.user, input.id, ctx.clock.now())),
};
