import { z } from 'zod';
import { money, orderStatus, paymentMethod } from '../shared/answers.ts';

const orderId = z.string().meta({ example: 'ord_4m2x' });

export const paymentLinkOutput = z.union([
  z.object({
    order_id: orderId,
    success: z.boolean(),
    payment_link: z.string().meta({ example: 'https://pay.example.in/pl_9x2k' }),
  }),
  z.object({
    order_id: orderId,
    success: z.boolean(),
    payment_link: z.null(),
    detail: z
      .string()
      .describe('Why no link could be made')
      .meta({ example: 'The payment provider is down.' }),
  }),
]);

export const paymentResultOutput = z.object({
  order_id: orderId,
  order_number: z.string().meta({ example: 'SB-261122-MJHZB' }),
  payment_method: paymentMethod,
  payment_status: z.enum(['pending', 'failed', 'success']).meta({ example: 'success' }),
  order_status: orderStatus,
  order_amount: money.meta({ example: 1380.06 }),
});
