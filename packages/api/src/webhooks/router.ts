import { z } from 'zod';
import { id, withoutControl } from '../shared/schemas.ts';
import { superAdminProcedure } from '../trpc.ts';
import {
  endpointCreatedOutput,
  endpointListOutput,
  endpointOutput,
  endpointRemovedOutput,
  webhookDeliveryListOutput,
  webhookRetryOutput,
} from './outputs.ts';
import {
  createEndpoint,
  listDeliveries,
  listEndpoints,
  removeEndpoint,
  retryDelivery,
  setEndpointActive,
  WEBHOOK_EVENTS,
} from './webhooks.ts';

export const webhookEndpointInput = z.object({
  url: withoutControl(z.url('Enter a full URL').max(500)),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1, 'Choose at least one event'),
});

/** Outbound webhooks for integrators: configured and inspected by the super admin only. */
export const webhooksRouter = {
  listEndpoints: superAdminProcedure.output(endpointListOutput).query(({ ctx }) => listEndpoints(ctx.db)),
  createEndpoint: superAdminProcedure
    .input(webhookEndpointInput)
    .output(endpointCreatedOutput)
    .mutation(({ ctx, input }) => createEndpoint(ctx.db, input, ctx.config.production)),
  setEndpointActive: superAdminProcedure
    .input(z.object({ id, is_active: z.boolean() }))
    .output(endpointOutput)
    .mutation(({ ctx, input }) => setEndpointActive(ctx.db, input.id, input.is_active)),
  removeEndpoint: superAdminProcedure
    .input(z.object({ id }))
    .output(endpointRemovedOutput)
    .mutation(({ ctx, input }) => removeEndpoint(ctx.db, input.id)),
  deliveries: superAdminProcedure
    .input(z.object({ limit: z.number().int().min(1).max(200).default(100) }).default({ limit: 100 }))
    .output(webhookDeliveryListOutput)
    .query(({ ctx, input }) => listDeliveries(ctx.db, input.limit)),
  retryDelivery: superAdminProcedure
    .input(z.object({ id }))
    .output(webhookRetryOutput)
    .mutation(({ ctx, input }) => retryDelivery(ctx.db, input.id, ctx.clock.now())),
};
