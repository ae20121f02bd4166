import { delivery, op } from '../operations/op.ts';
import { num } from '../rest/route.ts';
import { cashInHand, handOverCash } from './cash.ts';
import { inspectAtDoor } from './inspection.ts';
import {
  assignmentListOutput,
  assignmentOutput,
  cashHandedOverOutput,
  cashInHandOutput,
  riderPortalOutput,
} from './outputs.ts';
import { collectPart } from './pick-up.ts';
import { deliverWithProof } from './proof.ts';
import { advanceDelivery, listOwnAssignments, riderPortal } from './rider.ts';
import {
  collectPartInput,
  deliveryProofInput,
  deliveryStatusInput,
  inspectionInput,
  ownAssignmentsInput,
} from './schemas.ts';
import { deliveryStaffRouter } from './staff-router.ts';

/** What delivery personnel call, on their own assignments and cash only. */
const riderProcedures = {
  /** Delivery personnel: their own assignments only. */
  mine: op({
    access: delivery,
    rest: {
      method: 'GET',
      path: '/delivery/assignments',
      summary: 'Your own delivery assignments, active first',
      tag: 'Delivery',
      input: (r) => ({ status: r.query.status || undefined, limit: num(r.query.limit) }),
      query: {
        status: { type: 'string', description: 'active, completed or all (default)' },
        limit: { type: 'integer', description: 'At most this many (1-500, default 100)' },
      },
    },
  })
    .input(ownAssignmentsInput)
    .output(assignmentListOutput)
    .query(({ ctx, input }) => listOwnAssignments(ctx.db, ctx.user.id, input)),
  /** Delivery personnel: the portal's poll (own stats, active deliveries, 5 most recent finished). */
  portal: op({ access: delivery })
    .output(riderPortalOutput)
    .query(({ ctx }) => riderPortal(ctx.db, ctx.user.id, ctx.clock.now())),
  /** Delivery personnel: move their own delivery one legal step (403 for another's). */
  advance: op({
    access: delivery,
    rest: {
      method: 'PUT',
      path: '/delivery/assignments/:id/status',
      summary:
        'Move your delivery one step: assigned → picked_up (once every part is collected) → in_transit → delivered (with otp) | failed',
      tag: 'Delivery',
    },
  })
    .input(deliveryStatusInput)
    .output(assignmentOutput)
    .mutation(({ ctx, input }) => advanceDelivery(ctx, ctx.user, input)),
  /** Delivery personnel: deliver without the code, with a photo and the recipient's name (flagged for review). */
  deliverWithProof: op({
    access: delivery,
    rest: {
      method: 'POST',
      path: '/delivery/assignments/:id/proof',
      summary:
        'Deliver without the customer’s code: a photo of the drop (JPG, PNG, WebP or GIF, at most 5 MB) and who took it; flagged for staff’s review',
      tag: 'Delivery',
      multipart: true,
      formFields: {
        recipient_name: { description: 'Who took the goods (2-80 characters)' },
        cash_collected: {
          description: 'Rupees collected, for a cash-on-delivery order only',
          optional: true,
        },
      },
      input: (r) => ({
        id: r.params.id,
        recipient_name: r.body.recipient_name,
        notes: r.body.notes,
        cash_collected: r.body.cash_collected === undefined ? undefined : Number(r.body.cash_collected),
        file: r.file,
      }),
    },
  })
    .input(deliveryProofInput)
    .output(assignmentOutput)
    .mutation(({ ctx, input }) => deliverWithProof(ctx, ctx.user, input)),
  /** Delivery personnel: collect one supplier's part of their awaiting delivery with its pick-up code. */
  collectPart: op({
    access: delivery,
    rest: {
      method: 'POST',
      path: '/delivery/assignments/:id/parts/:part_id/collect',
      summary: 'Collect a supplier’s packed part of your delivery with the pick-up code on its packing slip',
      tag: 'Delivery',
    },
  })
    .input(collectPartInput)
    .output(assignmentOutput)
    .mutation(({ ctx, input }) => collectPart(ctx, ctx.user, input)),
  /** Delivery personnel: the goods checked at the door with the customer, before the drop. */
  inspect: op({
    access: delivery,
    rest: {
      method: 'POST',
      path: '/delivery/assignments/:id/inspection',
      summary:
        'Check the goods at the door before the drop: {lines: [{line_id, accepted_quantity, reason, ' +
        'photo_id}]} (unlisted lines are taken whole); refused goods are credited and the cash to collect ' +
        'falls at once; once per delivery, a replay with the same {change_id} is answered, not applied',
      tag: 'Delivery',
      body: true,
      input: (r) => ({ ...r.body, id: r.params.id }),
    },
  })
    .input(inspectionInput)
    .output(assignmentOutput)
    .mutation(({ ctx, input }) => inspectAtDoor(ctx, ctx.user, input)),
  /** Delivery personnel: their own cash in hand (delivered COD orders not handed over yet). */
  cash: op({
    access: delivery,
    rest: {
      method: 'GET',
      path: '/delivery/cash',
      summary: 'Your cash in hand: delivered cash-on-delivery orders not handed over yet',
      tag: 'Delivery',
    },
  })
    .output(cashInHandOutput)
    .query(({ ctx }) => cashInHand(ctx.db, ctx.user.id)),
  /** Delivery personnel: hand all their cash in hand to staff of their city (409 when there is none). */
  handOverCash: op({
    access: delivery,
    rest: {
      method: 'POST',
      path: '/delivery/cash/handover',
      summary: 'Hand all your cash in hand to staff of your city (409 when there is none)',
      tag: 'Delivery',
    },
  })
    .output(cashHandedOverOutput)
    .mutation(({ ctx }) => handOverCash(ctx.db, ctx.user, ctx.clock.now())),
};

export const deliveryRouter = { staff: deliveryStaffRouter, ...riderProcedures };
