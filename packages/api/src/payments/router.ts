import { answerLanguage } from '../messages/index.ts';
import { customer, op } from '../operations/op.ts';
import { orderIdInput } from '../orders/index.ts';
import { paymentLinkOutput, paymentResultOutput } from './outputs.ts';
import { createPaymentSession, verifyPayment } from './payments.ts';

export const paymentsRouter = {
  /** Customers: the hosted-checkout link for an own unpaid ONLINE order (409 for COD or paid). */
  create: op({
    access: customer,
    rest: {
      method: 'POST',
      path: '/orders/:id/create-payment',
      summary: 'Hosted payment link for an own ONLINE order',
      tag: 'Payments',
      input: (r) => ({ id: r.params.id }),
    },
  })
    .input(orderIdInput)
    .output(paymentLinkOutput)
    .mutation(({ ctx, input }) =>
      createPaymentSession(
        ctx,
        ctx.user.id,
        input.id,
        ctx.req.origin,
        ctx.clock.now(),
        answerLanguage(ctx.req.headers.get('accept-language'), ctx.user.preferredLanguage),
      ),
    ),
  /** Customers: payment result of an own order, asked of the provider (COD confirms at once). */
  verify: op({
    access: customer,
    rest: {
      method: 'POST',
      path: '/orders/:id/verify-payment',
      summary: 'Payment result as the provider reports it (COD: confirms the order)',
      tag: 'Payments',
      input: (r) => ({ id: r.params.id }),
    },
  })
    .input(orderIdInput)
    .output(paymentResultOutput)
    .mutation(({ ctx, input }) => verifyPayment(ctx, ctx.user.id, input.id, ctx.clock.now())),
};
