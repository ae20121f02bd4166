import { buyer, op, staff } from '../operations/op.ts';
import { opt } from '../rest/route.ts';
import { slotsForCart } from './for-cart.ts';
import { createSlot, listSlots, updateSlot } from './manage.ts';
import { openSlotsOutput, slotListOutput, slotOutput } from './outputs.ts';
import { openSlotsInput, slotCreateInput, slotListInput, slotUpdateInput } from './schemas.ts';

// Slots plan the city's deliveries: the permission that runs orders and riders manages them.
const manageOrders = staff('manage_orders');

export const slotsRouter = {
  /** Customers: the slots of their city checkout can still book for the suppliers in their cart. */
  open: op({
    access: buyer,
    keyScope: 'orders:read',
    rest: {
      method: 'GET',
      path: '/delivery-slots',
      summary:
        'Delivery slots of your city still open at checkout (today and the next two days, or a week when a supplier in your cart delivers on some weekdays only; before their cut-off, not full, on a day every supplier in your cart delivers and still takes orders for)',
      tag: 'Orders',
      input: (r) => ({ supplier_id: opt(r.query.supplier_id) }),
      query: {
        supplier_id: {
          type: 'string',
          description: 'Only this supplier’s lines of the cart, for an order of their own',
        },
      },
    },
  })
    .input(openSlotsInput)
    .output(openSlotsOutput)
    .query(({ ctx, input }) =>
      slotsForCart(
        ctx.db,
        { ...ctx.buying.buyer, outletId: ctx.buying.outletId },
        ctx.clock.now(),
        input?.supplier_id,
      ),
    ),
  staff: {
    /** Staff with manage_orders: the slots of their reach, or of one city in it. */
    list: op({
      access: manageOrders,
      rest: {
        method: 'GET',
        path: '/admin/delivery-slots',
        summary: 'Delivery slots of the cities in your reach (manage_orders)',
        tag: 'Delivery',
        input: (r) => ({ city_id: opt(r.query.city_id) }),
        query: { city_id: { type: 'string', description: 'Only this city' } },
      },
    })
      .input(slotListInput)
      .output(slotListOutput)
      .query(({ ctx, input }) => listSlots(ctx.db, ctx.scope, input.city_id)),
    /** Staff with manage_orders: a new slot in a city of their reach (another city: 404). */
    create: op({
      access: manageOrders,
      rest: {
        method: 'POST',
        path: '/admin/delivery-slots',
        summary: 'Add a delivery slot to a city: times, cut-off and capacity (manage_orders)',
        tag: 'Delivery',
        status: 201,
      },
    })
      .input(slotCreateInput)
      .output(slotOutput)
      .mutation(({ ctx, input }) =>
        createSlot(ctx.db, { id: ctx.user.id, scope: ctx.scope, now: ctx.clock.now() }, input),
      ),
    /** Staff with manage_orders: change or deactivate a slot of their reach (another city: 404). */
    update: op({
      access: manageOrders,
      rest: {
        method: 'PUT',
        path: '/admin/delivery-slots/:id',
        summary: 'Change a delivery slot or deactivate it; orders keep the times they booked (manage_orders)',
        tag: 'Delivery',
      },
    })
      .input(slotUpdateInput)
      .output(slotOutput)
      .mutation(({ ctx, input }) =>
        updateSlot(ctx.db, { id: ctx.user.id, scope: ctx.scope, now: ctx.clock.now() }, input),
      ),
  },
};
