import { customerProcedure, staffProcedure } from '../trpc.ts';
import { openSlots } from './booking.ts';
import { createSlot, listSlots, updateSlot } from './manage.ts';
import { openSlotsOutput, slotListOutput, slotOutput } from './outputs.ts';
import { slotCreateInput, slotListInput, slotUpdateInput } from './schemas.ts';

// Slots plan the city's deliveries: the permission that runs orders and riders manages them.
const manageOrders = staffProcedure('manage_orders');

export const slotsRouter = {
  /** Customers: the slots of their city checkout can still book (today and the next two days). */
  open: customerProcedure
    .output(openSlotsOutput)
    .query(({ ctx }) => openSlots(ctx.db, ctx.user.cityId, ctx.clock.now())),
  staff: {
    /** Staff with manage_orders: the slots of their reach, or of one city in it. */
    list: manageOrders
      .input(slotListInput)
      .output(slotListOutput)
      .query(({ ctx, input }) => listSlots(ctx.db, ctx.scope, input.city_id)),
    /** Staff with manage_orders: a new slot in a city of their reach (another city: 404). */
    create: manageOrders
      .input(slotCreateInput)
      .output(slotOutput)
      .mutation(({ ctx, input }) =>
        createSlot(ctx.db, { id: ctx.user.id, scope: ctx.scope, now: ctx.clock.now() }, input),
      ),
    /** Staff with manage_orders: change or deactivate a slot of their reach (another city: 404). */
    update: manageOrders
      .input(slotUpdateInput)
      .output(slotOutput)
      .mutation(({ ctx, input }) =>
        updateSlot(ctx.db, { id: ctx.user.id, scope: ctx.scope, now: ctx.clock.now() }, input),
      ),
  },
};
