import { orders } from '@app/db';
import { eq } from 'drizzle-orm';
import { listOwnOrders, orderDtos } from '../domain/order-views.ts';
import { cancelOwnOrder, placeOrder } from '../domain/orders.ts';
import { releaseExpiredOrders } from '../domain/payments.ts';
import { customerOrderOutput, orderPageOutput, placedOrderOutput } from '../orders/outputs.ts';
import { orderIdInput, orderListInput, placeOrderInput } from '../schemas/orders.ts';
import { customerProcedure } from '../trpc.ts';

async function orderById(db: Parameters<typeof orderDtos>[0], id: string) {
  const rows = await db.select().from(orders).where(eq(orders.id, id));
  const [dto] = await orderDtos(db, rows, { showOtp: true });
  return dto!;
}

export const ordersRouter = {
  /**
   * Customers: turns the own cart into an order (atomic; database prices; never oversells).
   * The same idempotency_key answers the same order.
   */
  place: customerProcedure
    .input(placeOrderInput)
    .output(placedOrderOutput)
    .mutation(async ({ ctx, input }) => {
      const now = ctx.clock.now();
      await releaseExpiredOrders(ctx, now);
      const placed = await placeOrder(ctx.db, ctx.user, input, now);
      return { ...(await orderById(ctx.db, placed.id)), replayed: placed.replayed };
    }),
  /** Customers: own orders, newest first, with lines, delivery tracking and the delivery OTP. */
  list: customerProcedure
    .input(orderListInput)
    .output(orderPageOutput)
    .query(async ({ ctx, input }) => {
      await releaseExpiredOrders(ctx, ctx.clock.now(), ctx.user.id);
      return listOwnOrders(ctx.db, ctx.user.id, input);
    }),
  /** Customers: cancels an own order while pending or confirmed; stock is restored. */
  cancel: customerProcedure
    .input(orderIdInput)
    .output(customerOrderOutput)
    .mutation(async ({ ctx, input }) => {
      await cancelOwnOrder(ctx.db, ctx.user.id, input.id, ctx.clock.now());
      return orderById(ctx.db, input.id);
    }),
};
