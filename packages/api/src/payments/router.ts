import { orderIdInput } from '../orders/index.ts';
import { customerProcedure } from '../trpc.ts';
import { createPaymentSession, verifyPayment } from './payments.ts';

export const paymentsRouter = {
  /** Customers: the hosted-checkout link for an own unpaid ONLINE order (409 for COD or paid). */
  create: customerProcedure
    .input(orderIdInput)
    .mutation(({ ctx, input }) =>
      createPaymentSession(ctx, ctx.user.id, input.id, ctx.req.origin, ctx.clock.now()),
    ),
  /** Customers: payment result of an own order, asked of the provider (COD confirms at once). */
  verify: customerProcedure
    .input(orderIdInput)
    .mutation(({ ctx, input }) => verifyPayment(ctx, ctx.user.id, input.id, ctx.clock.now())),
};
