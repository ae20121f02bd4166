import { onlineProvider } from '../payments/index.ts';
import { fileAnswer } from '../shared/answers.ts';
import { customerProcedure, staffProcedure, supplierProcedure } from '../trpc.ts';
import { placeOrder } from './checkout.ts';
import { cancelOwnOrder } from './orders.ts';
import {
  customerOrderOutput,
  orderPageOutput,
  orderStatusSetOutput,
  partStatusSetOutput,
  placedOrderOutput,
  returnToStockOutput,
  shortLineOutput,
  staffOrderListOutput,
  supplierOrderListOutput,
  supplierPerformanceOutput,
} from './outputs.ts';
import { listOwnOrders } from './own-list.ts';
import { supplierPackingSlip } from './packing-slip.ts';
import { supplierPerformance } from './performance.ts';
import { returnToStock } from './return-to-stock.ts';
import {
  orderIdInput,
  orderListInput,
  orderStatusInput,
  partOrderInput,
  partStatusInput,
  placeOrderInput,
  shortLineInput,
  staffOrderListInput,
  supplierOrderListInput,
} from './schemas.ts';
import { shortLine } from './short-lines.ts';
import { listStaffOrders, setStaffOrderStatus } from './staff.ts';
import { listSupplierOrders, moveSupplierPart } from './supplier.ts';
import { orderById } from './views.ts';

const orderProcedures = {
  /**
   * Customers: turns the own cart into an order (atomic; database prices; never oversells).
   * The same idempotency_key answers the same order.
   */
  place: customerProcedure
    .input(placeOrderInput)
    .output(placedOrderOutput)
    .mutation(async ({ ctx, input }) => {
      if (input.payment_method === 'ONLINE') onlineProvider(ctx);
      const placed = await placeOrder(ctx.db, ctx.user, input, ctx.clock.now());
      return { ...placed.order, replayed: placed.replayed };
    }),
  /** Customers: own orders, newest first, with lines, delivery tracking and the delivery OTP. */
  list: customerProcedure
    .input(orderListInput)
    .output(orderPageOutput)
    .query(({ ctx, input }) => listOwnOrders(ctx.db, ctx.user.id, input)),
  /** Customers: cancels an own order while pending or confirmed; stock is restored. */
  cancel: customerProcedure
    .input(orderIdInput)
    .output(customerOrderOutput)
    .mutation(async ({ ctx, input }) => {
      await cancelOwnOrder(ctx.db, ctx.user.id, input.id, ctx.clock.now());
      return orderById(ctx.db, input.id);
    }),
};

const orderStaff = staffProcedure('manage_orders');

/** The super admin (all orders), or a sub-admin with manage_orders (its city's orders). */
const orderAdminRouter = {
  list: orderStaff
    .input(staffOrderListInput)
    .output(staffOrderListOutput)
    .query(({ ctx, input }) => listStaffOrders(ctx.db, ctx.scope, input)),
  setStatus: orderStaff
    .input(orderStatusInput)
    .output(orderStatusSetOutput)
    .mutation(({ ctx, input }) =>
      setStaffOrderStatus(ctx.db, {
        scope: ctx.scope,
        actorId: ctx.user.id,
        now: ctx.clock.now(),
        id: input.id,
        status: input.status,
        expectedVersion: input.expected_version,
        operator: ctx.config.seller,
      }),
    ),
  /** Staff confirm a failed delivery's goods are back: stock released, order cancelled, credited. */
  returnToStock: orderStaff
    .input(orderIdInput)
    .output(returnToStockOutput)
    .mutation(({ ctx, input }) =>
      returnToStock(ctx.db, { scope: ctx.scope, actorId: ctx.user.id, now: ctx.clock.now(), id: input.id }),
    ),
};

/** Suppliers: their own part of each order (only their lines); another supplier's order is 404. */
const orderSupplierRouter = {
  list: supplierProcedure
    .input(supplierOrderListInput)
    .output(supplierOrderListOutput)
    .query(({ ctx, input }) => listSupplierOrders(ctx.db, ctx.user.id, input)),
  setStatus: supplierProcedure
    .input(partStatusInput)
    .output(partStatusSetOutput)
    .mutation(({ ctx, input }) => moveSupplierPart(ctx.db, ctx.user.id, input, ctx.clock.now())),
  /** Ship less of one of its lines (lower only): stock, invoice and the customer's total follow. */
  shortLine: supplierProcedure
    .input(shortLineInput)
    .output(shortLineOutput)
    .mutation(({ ctx, input }) => shortLine(ctx.db, ctx.user.id, input, ctx.clock.now())),
  /** The dashboard's Performance tile: orders this week, acceptance and on-time hand-over rates. */
  performance: supplierProcedure
    .output(supplierPerformanceOutput)
    .query(({ ctx }) => supplierPerformance(ctx.db, ctx.user.id, ctx.clock.now())),
  /** The packing slip of the supplier's part (lines, quantities, pick-up code) as a PDF. */
  packingSlip: supplierProcedure
    .input(partOrderInput)
    .output(fileAnswer)
    .query(({ ctx, input }) => supplierPackingSlip(ctx.db, ctx.fonts, ctx.user.id, input.order_id)),
};

export const ordersRouter = { ...orderProcedures, staff: orderAdminRouter, supplier: orderSupplierRouter };
