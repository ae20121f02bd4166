import { op, supplier } from '../operations/op.ts';
import { opt, page, paging, range, rangeDocs } from '../rest/route.ts';
import { fileAnswer } from '../shared/answers.ts';
import { checkedOnce } from '../shared/kept-answer.ts';
import { keptSupplierOrders } from './kept-pages.ts';
import {
  partStatusSetOutput,
  shortLineOutput,
  substituteChoicesOutput,
  substitutionOutput,
  supplierOrderListOutput,
  supplierPerformanceOutput,
} from './outputs.ts';
import { supplierPackingSlip } from './packing-slip.ts';
import { supplierPerformance } from './performance.ts';
import {
  offerSubstituteInput,
  partOrderInput,
  partStatusInput,
  shortLineInput,
  substituteChoicesInput,
  supplierOrderListInput,
} from './schemas.ts';
import { shortLine } from './short-lines.ts';
import { offerSubstitute, substituteChoices } from './substitutes.ts';
import { moveSupplierPart } from './supplier.ts';
import { weighLine } from './weighing.ts';

/** Suppliers: their own part of each order (only their lines); another supplier's order is 404. */
export const orderSupplierRouter = {
  list: op({
    access: supplier,
    keyScope: 'orders:read',
    rest: {
      method: 'GET',
      path: '/supplier/orders',
      summary: 'Orders holding your products, newest first, with only your lines and your part’s status',
      tag: 'Supplier',
      input: (r) => ({
        status: opt(r.query.status),
        ...paging(r),
        ...range(r),
      }),
      query: {
        status: { type: 'string', description: 'new, accepted, packed, handed_over or rejected' },
        ...rangeDocs,
        ...page,
      },
    },
  })
    .input(supplierOrderListInput)
    .output(checkedOnce(supplierOrderListOutput))
    .query(({ ctx, input }) => keptSupplierOrders(ctx.db, ctx.user.id, input)),
  setStatus: op({
    access: supplier,
    keyScope: 'orders:write',
    rest: {
      method: 'PUT',
      path: '/supplier/orders/:order_id/status',
      summary:
        'Move your part one step: accepted, packed, handed_over, or rejected with a reason (stock, ' +
        'your invoice and the customer’s total follow)',
      tag: 'Supplier',
      body: true,
      input: (r) => ({ ...r.body, order_id: r.params.order_id }),
    },
  })
    .input(partStatusInput)
    .output(partStatusSetOutput)
    .mutation(({ ctx, input }) =>
      moveSupplierPart(ctx.db, ctx.user.id, input, ctx.clock.now(), ctx.orderEnd),
    ),
  /** Ship less of one of its lines (lower only): stock, invoice and the customer's total follow. */
  shortLine: op({
    access: supplier,
    keyScope: 'orders:write',
    rest: {
      method: 'PUT',
      path: '/supplier/orders/:order_id/lines/:line_id',
      summary:
        'Ship less of one of your lines: {quantity}, lower than before; or enter the weight packed of a ' +
        'line weighed when packed: {actual_quantity} (kg; outside the tolerance 409 unless {ask_customer: ' +
        'true}). Stock, your invoice and the customer’s total follow',
      tag: 'Supplier',
      body: true,
      input: (r) => ({ ...r.body, order_id: r.params.order_id, line_id: r.params.line_id }),
    },
  })
    .input(shortLineInput)
    .output(shortLineOutput)
    .mutation(({ ctx, input }) =>
      input.actual_quantity === undefined
        ? shortLine(ctx.db, ctx.user.id, { ...input, quantity: input.quantity! }, ctx.clock.now())
        : weighLine(
            ctx.db,
            ctx.user.id,
            { ...input, actual_quantity: input.actual_quantity },
            ctx.clock.now(),
          ),
    ),
  /** The listings the supplier may offer instead of one of its lines: same category, live, in stock. */
  substituteChoices: op({
    access: supplier,
    keyScope: 'orders:read',
    rest: {
      method: 'GET',
      path: '/supplier/orders/:order_id/lines/:line_id/substitutes',
      summary: 'Your live listings in stock you may offer instead of one of your lines (same category)',
      tag: 'Supplier',
      input: (r) => ({ order_id: r.params.order_id, line_id: r.params.line_id }),
    },
  })
    .input(substituteChoicesInput)
    .output(substituteChoicesOutput)
    .query(({ ctx, input }) => substituteChoices(ctx.db, ctx.user.id, input)),
  /** Offer a substitute for a line it cannot fill; the customer accepts or declines it. */
  offerSubstitute: op({
    access: supplier,
    keyScope: 'orders:write',
    rest: {
      method: 'POST',
      path: '/supplier/orders/:order_id/lines/:line_id/substitute',
      summary:
        'Offer {product_id} (one of your live listings in the same category) instead of a line you cannot ' +
        'fill, optionally {quantity} and a lower {price}. The customer accepts or declines before hand-over ' +
        '(or its standing preference accepts it); unanswered at hand-over, the line is left out',
      tag: 'Supplier',
      body: true,
      input: (r) => ({ ...r.body, order_id: r.params.order_id, line_id: r.params.line_id }),
    },
  })
    .input(offerSubstituteInput)
    .output(substitutionOutput)
    .mutation(({ ctx, input }) => offerSubstitute(ctx.db, ctx.user.id, input, ctx.clock.now())),
  /** The dashboard's Performance tile: orders this week, acceptance and on-time hand-over rates. */
  performance: op({
    access: supplier,
    keyScope: 'orders:read',
    rest: {
      method: 'GET',
      path: '/supplier/performance',
      summary: 'Orders this week, and over 30 days your acceptance and on-time hand-over rates',
      tag: 'Supplier',
      input: () => undefined,
    },
  })
    .output(supplierPerformanceOutput)
    .query(({ ctx }) => supplierPerformance(ctx.db, ctx.user.id, ctx.clock.now())),
  /** The packing slip of the supplier's part (lines, quantities, pick-up code) as a PDF. */
  packingSlip: op({
    heavy: true,
    access: supplier,
    keyScope: 'orders:read',
    rest: {
      method: 'GET',
      path: '/supplier/orders/:order_id/packing-slip',
      summary:
        'The packing slip of your part as a PDF: lines, quantities and the pick-up code the rider shows',
      tag: 'Supplier',
      input: (r) => ({ order_id: r.params.order_id }),
      respond: 'file',
    },
  })
    .input(partOrderInput)
    .output(fileAnswer)
    .query(({ ctx, input }) => supplierPackingSlip(ctx.db, ctx.fonts, ctx.user.id, input.order_id)),
};
