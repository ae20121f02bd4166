import { checkoutForOutlet } from '../approvals/index.ts';
import { narrowedTo, orderInReach } from '../business/index.ts';
import { buyer, op } from '../operations/op.ts';
import { onlineProvider } from '../payments/index.ts';
import { num } from '../rest/route.ts';
import { checkedOnce } from '../shared/kept-answer.ts';
import { keptOwnOrders } from './kept-pages.ts';
import { cancelOwnOrder } from './orders.ts';
import { answerWeightOutput, customerOrderOutput, orderPageOutput, placedOrderOutput } from './outputs.ts';
import {
  answerSubstituteInput,
  answerWeightInput,
  orderIdInput,
  orderListInput,
  placeOrderInput,
} from './schemas.ts';
import { orderStaffRouter } from './staff-router.ts';
import { answerSubstitute } from './substitute-answer.ts';
import { orderSupplierRouter } from './supplier-router.ts';
import { orderById } from './views.ts';
import { answerWeight } from './weighing.ts';

const orderProcedures = {
  /**
   * Customers: turns the own cart into an order (atomic; database prices; never oversells).
   * The same idempotency_key answers the same order. Caps per buyer (orders/limits.ts) and a
   * price rise over seen_total answer 409. An order the outlet's rules send for approval is
   * refused, 409 approval_required naming why; approvals.request sends it (decision 0113).
   */
  place: op({
    access: buyer,
    keyScope: 'orders:write',
    rest: {
      method: 'POST',
      path: '/orders',
      summary:
        'Place an order from the cart. Send an Idempotency-Key header (8-100 of A-Z a-z 0-9 - _): ' +
        'a repeat with the same key answers the same order.',
      tag: 'Orders',
      body: true,
      headers: {
        'Idempotency-Key': { description: 'Generated once per checkout; a repeat answers the same order' },
      },
      input: (r) => ({
        ...r.body,
        idempotency_key: r.headers.get('idempotency-key') ?? r.body.idempotency_key,
      }),
      status: 201,
    },
  })
    .input(placeOrderInput)
    .output(placedOrderOutput)
    .mutation(async ({ ctx, input }) => {
      if (input.payment_method === 'ONLINE') onlineProvider(ctx);
      const placed = await checkoutForOutlet(
        ctx.db,
        ctx.buying,
        input,
        ctx.clock.now(),
        ctx.config.orderLimits,
      );
      return { ...placed.order, replayed: placed.replayed };
    }),
  /** Customers: own orders, newest first, with lines, delivery tracking and the delivery OTP. */
  list: op({
    access: buyer,
    keyScope: 'orders:read',
    rest: {
      method: 'GET',
      path: '/orders',
      summary: 'Own orders, newest first (next_cursor pages on; ETag, If-None-Match answers 304)',
      tag: 'Orders',
      etag: true,
      input: (r) => ({
        cursor: r.query.cursor || undefined,
        limit: num(r.query.limit) ?? 50,
        outlet_id: r.query.outlet_id || undefined,
      }),
      query: {
        cursor: { type: 'string', description: 'next_cursor of the previous page' },
        limit: { type: 'integer', description: 'Page size, 1-100 (default 50)' },
        outlet_id: {
          type: 'string',
          description: 'Only the orders of this outlet of your business (one you reach; another is 403)',
        },
      },
    },
  })
    .input(orderListInput)
    .output(checkedOnce(orderPageOutput))
    .query(async ({ ctx, input }) => {
      const customerId = ctx.buying.buyer.id;
      const reach = await narrowedTo(
        ctx.db,
        { customerId, outletIds: ctx.buying.outletIds },
        input.outlet_id,
      );
      return keptOwnOrders(ctx.db, customerId, input, reach.outletIds);
    }),
  /** Customers: cancels an own order while pending or confirmed; stock is restored. */
  cancel: op({
    access: buyer,
    keyScope: 'orders:write',
    rest: {
      method: 'POST',
      path: '/orders/:id/cancel',
      summary: 'Cancel an own order while pending or confirmed (stock is restored)',
      tag: 'Orders',
      input: (r) => ({ id: r.params.id }),
    },
  })
    .input(orderIdInput)
    .output(customerOrderOutput)
    .mutation(async ({ ctx, input }) => {
      await orderInReach(ctx.db, ctx.buying, input.id);
      await cancelOwnOrder(ctx.db, ctx.buying.buyer.id, input.id, ctx.clock.now(), ctx.orderEnd);
      return orderById(ctx.db, input.id);
    }),
  /** Customers: accept or decline a weight a supplier packed outside the line's tolerance. */
  answerWeight: op({
    access: buyer,
    keyScope: 'orders:write',
    rest: {
      method: 'PUT',
      path: '/orders/:id/lines/:line_id/weight',
      summary:
        'Accept or decline ({accept}) the weight a supplier packed of a line weighed when packed, outside ' +
        'its tolerance; accepted, the line and the total follow it',
      tag: 'Orders',
      body: true,
      input: (r) => ({ ...r.body, id: r.params.id, line_id: r.params.line_id }),
    },
  })
    .input(answerWeightInput)
    .output(answerWeightOutput)
    .mutation(async ({ ctx, input }) => {
      await orderInReach(ctx.db, ctx.buying, input.id);
      return answerWeight(ctx.db, ctx.buying.buyer.id, input, ctx.clock.now());
    }),
  /** Customers: accept or decline the substitute a supplier offered for a line it cannot fill. */
  answerSubstitute: op({
    access: buyer,
    keyScope: 'orders:write',
    rest: {
      method: 'PUT',
      path: '/orders/:id/lines/:line_id/substitute',
      summary:
        'Accept or decline ({accept}) the substitute a supplier offered for a line, before it is handed ' +
        'over; declined, the line is left out. Answers the order as it now stands',
      tag: 'Orders',
      body: true,
      input: (r) => ({ ...r.body, id: r.params.id, line_id: r.params.line_id }),
    },
  })
    .input(answerSubstituteInput)
    .output(customerOrderOutput)
    .mutation(async ({ ctx, input }) => {
      await orderInReach(ctx.db, ctx.buying, input.id);
      await answerSubstitute(ctx.db, ctx.buying.buyer.id, input, ctx.clock.now(), ctx.orderEnd);
      return orderById(ctx.db, input.id);
    }),
};

export const ordersRouter = { ...orderProcedures, staff: orderStaffRouter, supplier: orderSupplierRouter };
