import { fileAnswer } from '../shared/answers.ts';
import { deliveryProcedure, staffProcedure } from '../trpc.ts';
import { assignDelivery } from './assign.ts';
import { cashInHand, confirmCashHandover, handOverCash } from './cash.ts';
import { cashReport, cashReportCsv } from './cash-report.ts';
import {
  assignmentListOutput,
  assignmentOutput,
  cashConfirmedOutput,
  cashHandedOverOutput,
  cashInHandOutput,
  cashReportOutput,
  deliveryOverviewOutput,
  riderListOutput,
  riderPortalOutput,
} from './outputs.ts';
import { collectPart } from './pick-up.ts';
import { deliverWithProof, overrideDelivery, proofPhoto, reviewDelivery } from './proof.ts';
import { advanceDelivery, listOwnAssignments, riderPortal } from './rider.ts';
import {
  assignDeliveryInput,
  assignmentIdInput,
  cashReportInput,
  collectPartInput,
  confirmCashInput,
  deliveryProofInput,
  deliveryStatusInput,
  overrideDeliveryInput,
  ownAssignmentsInput,
  reviewDeliveryInput,
  staffAssignmentsInput,
} from './schemas.ts';
import { deliveryOverview, listPersonnel, listScopedAssignments } from './staff.ts';

const manageOrders = staffProcedure('manage_orders');

export const deliveryRouter = {
  staff: {
    /** Staff with manage_orders, within their city: counts and lists of the delivery management screen. */
    overview: manageOrders
      .output(deliveryOverviewOutput)
      .query(({ ctx }) => deliveryOverview(ctx.db, ctx.scope)),
    /** Staff with manage_orders, within their city: active riders with their current load. */
    personnel: manageOrders.output(riderListOutput).query(({ ctx }) => listPersonnel(ctx.db, ctx.scope)),
    /** Staff with manage_orders, within their city: current assignments, optionally filtered. */
    assignments: manageOrders
      .input(staffAssignmentsInput)
      .output(assignmentListOutput)
      .query(({ ctx, input }) => listScopedAssignments(ctx.db, ctx.scope, input)),
    /** Staff with manage_orders, within their city: assign an order, or reassign a failed delivery. */
    assign: manageOrders
      .input(assignDeliveryInput)
      .output(assignmentOutput)
      .mutation(({ ctx, input }) => assignDelivery(ctx, ctx.user, ctx.scope, input)),
    /** Staff with manage_orders, within their city: the photo proof of a drop. */
    proofPhoto: manageOrders
      .input(assignmentIdInput)
      .output(fileAnswer)
      .query(({ ctx, input }) => proofPhoto(ctx, ctx.scope, input)),
    /** Staff with manage_orders, within their city: confirm a drop made without the customer's code. */
    review: manageOrders
      .input(reviewDeliveryInput)
      .output(assignmentOutput)
      .mutation(({ ctx, input }) =>
        reviewDelivery(ctx, { id: ctx.user.id, scope: ctx.scope, now: ctx.clock.now() }, input),
      ),
    /** Staff with manage_orders, within their city: mark a delivery on its way delivered, with a reason. */
    override: manageOrders
      .input(overrideDeliveryInput)
      .output(assignmentOutput)
      .mutation(({ ctx, input }) =>
        overrideDelivery(ctx, { id: ctx.user.id, scope: ctx.scope, now: ctx.clock.now() }, input),
      ),
    /** Staff with manage_orders, within their city: riders' cash handovers with the orders behind them. */
    cashReport: manageOrders
      .input(cashReportInput)
      .output(cashReportOutput)
      .query(({ ctx, input }) => cashReport(ctx.db, ctx.scope, input)),
    /** The same report as CSV. */
    cashReportCsv: manageOrders
      .input(cashReportInput)
      .output(fileAnswer)
      .query(({ ctx, input }) => cashReportCsv(ctx.db, ctx.scope, input, ctx.clock.now())),
    /** Staff with manage_orders, within their city: confirm the cash received of a handover, once. */
    confirmCash: manageOrders
      .input(confirmCashInput)
      .output(cashConfirmedOutput)
      .mutation(({ ctx, input }) =>
        confirmCashHandover(ctx.db, ctx.scope, ctx.user.id, input, ctx.clock.now()),
      ),
  },
  /** Delivery personnel: their own assignments only. */
  mine: deliveryProcedure
    .input(ownAssignmentsInput)
    .output(assignmentListOutput)
    .query(({ ctx, input }) => listOwnAssignments(ctx.db, ctx.user.id, input)),
  /** Delivery personnel: the portal's poll (own stats, active deliveries, 5 most recent finished). */
  portal: deliveryProcedure
    .output(riderPortalOutput)
    .query(({ ctx }) => riderPortal(ctx.db, ctx.user.id, ctx.clock.now())),
  /** Delivery personnel: move their own delivery one legal step (403 for another's). */
  advance: deliveryProcedure
    .input(deliveryStatusInput)
    .output(assignmentOutput)
    .mutation(({ ctx, input }) => advanceDelivery(ctx, ctx.user, input)),
  /** Delivery personnel: deliver without the code, with a photo and the recipient's name (flagged for review). */
  deliverWithProof: deliveryProcedure
    .input(deliveryProofInput)
    .output(assignmentOutput)
    .mutation(({ ctx, input }) => deliverWithProof(ctx, ctx.user, input)),
  /** Delivery personnel: collect one supplier's part of their awaiting delivery with its pick-up code. */
  collectPart: deliveryProcedure
    .input(collectPartInput)
    .output(assignmentOutput)
    .mutation(({ ctx, input }) => collectPart(ctx, ctx.user, input)),
  /** Delivery personnel: their own cash in hand (delivered COD orders not handed over yet). */
  cash: deliveryProcedure.output(cashInHandOutput).query(({ ctx }) => cashInHand(ctx.db, ctx.user.id)),
  /** Delivery personnel: hand all their cash in hand to staff of their city (409 when there is none). */
  handOverCash: deliveryProcedure
    .output(cashHandedOverOutput)
    .mutation(({ ctx }) => handOverCash(ctx.db, ctx.user, ctx.clock.now())),
};
