import { op, staff } from '../operations/op.ts';
import { num, type RestRequest } from '../rest/route.ts';
import { fileAnswer } from '../shared/answers.ts';
import { assignDelivery } from './assign.ts';
import { confirmCashHandover } from './cash.ts';
import { cashReport, cashReportCsv } from './cash-report.ts';
import {
  assignmentListOutput,
  assignmentOutput,
  cashConfirmedOutput,
  cashReportOutput,
  deliveryOverviewOutput,
  riderListOutput,
} from './outputs.ts';
import { overrideDelivery, proofPhoto, reviewDelivery } from './proof.ts';
import {
  assignDeliveryInput,
  assignmentIdInput,
  cashReportInput,
  confirmCashInput,
  overrideDeliveryInput,
  reviewDeliveryInput,
  staffAssignmentsInput,
} from './schemas.ts';
import { deliveryOverview, listPersonnel, listScopedAssignments } from './staff.ts';

const manageOrders = staff('manage_orders');

const cashFilters = (r: RestRequest) => ({
  from: r.query.from || undefined,
  to: r.query.to || undefined,
  rider_id: r.query.rider_id || undefined,
  status: r.query.status || undefined,
  city_id: r.query.city_id || undefined,
  limit: num(r.query.limit),
});
const cashQuery = {
  from: { type: 'string', description: 'First Indian day, YYYY-MM-DD' },
  to: { type: 'string', description: 'Last Indian day, YYYY-MM-DD' },
  rider_id: { type: 'string', description: 'Only this rider' },
  status: { type: 'string', description: 'awaiting, confirmed or mismatch' },
  city_id: { type: 'string', description: 'Super admin: only this city' },
  limit: { type: 'integer', description: 'At most this many handovers (1-500, default 200)' },
} as const;

/** Staff with manage_orders, within their city: riders, assignments, proofs and cash handovers. */
export const deliveryStaffRouter = {
  /** Staff with manage_orders, within their city: counts and lists of the delivery management screen. */
  overview: op({ access: manageOrders })
    .output(deliveryOverviewOutput)
    .query(({ ctx }) => deliveryOverview(ctx.db, ctx.scope)),
  /** Staff with manage_orders, within their city: active riders with their current load. */
  personnel: op({
    access: manageOrders,
    rest: {
      method: 'GET',
      path: '/admin/delivery-personnel',
      summary: 'Active delivery personnel with their active deliveries (manage_orders)',
      tag: 'Delivery',
      input: () => undefined,
    },
  })
    .output(riderListOutput)
    .query(({ ctx }) => listPersonnel(ctx.db, ctx.scope)),
  /** Staff with manage_orders, within their city: current assignments, optionally filtered. */
  assignments: op({
    access: manageOrders,
    rest: {
      method: 'GET',
      path: '/admin/delivery-assignments',
      summary: 'Current delivery assignments in your reach (manage_orders)',
      tag: 'Delivery',
      input: (r) => ({ status: r.query.status || undefined, limit: num(r.query.limit) }),
      query: {
        status: {
          type: 'string',
          description:
            'active, completed, failed (waiting for reassignment), review (delivered without the code, not yet reviewed) or all (default)',
        },
        limit: { type: 'integer', description: 'At most this many (1-500, default 200)' },
      },
    },
  })
    .input(staffAssignmentsInput)
    .output(assignmentListOutput)
    .query(({ ctx, input }) => listScopedAssignments(ctx.db, ctx.scope, input)),
  /** Staff with manage_orders, within their city: assign an order, or reassign a failed delivery. */
  assign: op({
    access: manageOrders,
    rest: {
      method: 'POST',
      path: '/admin/orders/:id/assign-delivery',
      summary: 'Assign an order to a delivery person, or reassign a failed delivery (manage_orders)',
      tag: 'Delivery',
    },
  })
    .input(assignDeliveryInput)
    .output(assignmentOutput)
    .mutation(({ ctx, input }) => assignDelivery(ctx, ctx.user, ctx.scope, input)),
  /** Staff with manage_orders, within their city: the photo proof of a drop. */
  proofPhoto: op({
    access: manageOrders,
    rest: {
      method: 'GET',
      path: '/admin/delivery-assignments/:id/proof-photo',
      summary: 'The rider’s photo proof of a drop made without the customer’s code (manage_orders)',
      tag: 'Delivery',
      input: (r) => ({ id: r.params.id }),
      respond: 'file',
      fileType: 'image/*',
    },
  })
    .input(assignmentIdInput)
    .output(fileAnswer)
    .query(({ ctx, input }) => proofPhoto(ctx, ctx.scope, input)),
  /** Staff with manage_orders, within their city: confirm a drop made without the customer's code. */
  review: op({
    access: manageOrders,
    rest: {
      method: 'POST',
      path: '/admin/delivery-assignments/:id/review',
      summary:
        'Confirm a drop made without the customer’s code (photo proof or staff’s dropdown); audit-logged',
      tag: 'Delivery',
    },
  })
    .input(reviewDeliveryInput)
    .output(assignmentOutput)
    .mutation(({ ctx, input }) =>
      reviewDelivery(ctx, { id: ctx.user.id, scope: ctx.scope, now: ctx.clock.now() }, input),
    ),
  /** Staff with manage_orders, within their city: mark a delivery on its way delivered, with a reason. */
  override: op({
    access: manageOrders,
    rest: {
      method: 'POST',
      path: '/admin/delivery-assignments/:id/override',
      summary: 'Mark a picked-up delivery delivered without the rider’s proof, with a reason; audit-logged',
      tag: 'Delivery',
    },
  })
    .input(overrideDeliveryInput)
    .output(assignmentOutput)
    .mutation(({ ctx, input }) =>
      overrideDelivery(ctx, { id: ctx.user.id, scope: ctx.scope, now: ctx.clock.now() }, input),
    ),
  /** Staff with manage_orders, within their city: riders' cash handovers with the orders behind them. */
  cashReport: op({
    access: manageOrders,
    rest: {
      method: 'GET',
      path: '/admin/cash-handovers',
      summary: 'Riders’ cash handovers per day with the orders behind them (manage_orders)',
      tag: 'Delivery',
      input: cashFilters,
      query: cashQuery,
    },
  })
    .input(cashReportInput)
    .output(cashReportOutput)
    .query(({ ctx, input }) => cashReport(ctx.db, ctx.scope, input)),
  /** The same report as CSV. */
  cashReportCsv: op({
    heavy: true,
    access: manageOrders,
    rest: {
      method: 'GET',
      path: '/admin/cash-handovers/csv',
      summary: 'The cash handover report as CSV (manage_orders)',
      tag: 'Delivery',
      input: cashFilters,
      query: cashQuery,
      respond: 'file',
      fileType: 'text/csv',
    },
  })
    .input(cashReportInput)
    .output(fileAnswer)
    .query(({ ctx, input }) => cashReportCsv(ctx.db, ctx.scope, input, ctx.clock.now())),
  /** Staff with manage_orders, within their city: confirm the cash received of a handover, once. */
  confirmCash: op({
    access: manageOrders,
    rest: {
      method: 'POST',
      path: '/admin/cash-handovers/:id/confirm',
      summary:
        'Confirm the cash received of a handover, once: {received, note}; its COD orders become paid, a difference is flagged (manage_orders)',
      tag: 'Delivery',
    },
  })
    .input(confirmCashInput)
    .output(cashConfirmedOutput)
    .mutation(({ ctx, input }) =>
      confirmCashHandover(ctx.db, ctx.scope, ctx.user.id, input, ctx.clock.now()),
    ),
};
