import { listStaffOrders, setStaffOrderStatus } from '../domain/order-admin.ts';
import { orderStatusSetOutput, staffOrderListOutput } from '../orders/outputs.ts';
import { orderStatusInput, staffOrderListInput } from '../schemas/admin.ts';
import { staffProcedure } from '../trpc.ts';

const orderStaff = staffProcedure('manage_orders');

/** The super admin (all orders), or a sub-admin with manage_orders (its city's orders). */
export const orderAdminRouter = {
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
      }),
    ),
};
