import { z } from 'zod';
import { can, type StaffScope } from '../access/rules.ts';
import { op, staff } from '../operations/op.ts';
import { num } from '../rest/route.ts';
import { fileAnswer } from '../shared/answers.ts';
import { CSV_ROW_LIMIT } from '../shared/csv.ts';
import { id } from '../shared/schemas.ts';
import type { Context } from '../trpc.ts';
import {
  approveProduct,
  countPending,
  deleteProductAsStaff,
  listPending,
  rejectProduct,
  type StaffActor,
} from './approval.ts';
import { pendingCsv } from './approval-csv.ts';
import {
  pendingCountOutput,
  productRemovedOutput,
  supplierProductListOutput,
  supplierProductOutput,
} from './outputs.ts';
import { pendingExportInput, pendingListInput, productRejectInput } from './schemas.ts';

const reviewer = staff('approve_products');

const actorOf = (ctx: Pick<Context, 'user'> & { scope: StaffScope }) =>
  ({
    id: ctx.user!.id,
    cityId: ctx.scope.cityId,
    managesProducts: can(ctx.user, 'manage_products'),
  }) satisfies StaffActor;

export const productApprovalRouter = {
  /**
   * Super admin, or a sub-admin with approve_products: its city's pending products and approved
   * ones with pending_changes, oldest first.
   */
  listPending: op({
    access: reviewer,
    keyScope: 'products:read',
    rest: {
      method: 'GET',
      path: '/admin/products/pending',
      summary:
        'Products awaiting approval and approved ones with pending_changes (in a sub-admin’s city), oldest first',
      tag: 'Product approval',
      input: (r) => ({
        limit: num(r.query.limit) ?? 100,
        cursor: r.query.cursor || undefined,
        search: r.query.search ?? '',
        kind: r.query.kind || undefined,
      }),
      query: {
        limit: { type: 'integer', description: 'At most this many (1-500, default 100)' },
        cursor: { type: 'string', description: 'Id of the last product of the previous page' },
        search: { type: 'string', description: 'Name, brand or supplier contains this' },
        kind: {
          type: 'string',
          description: 'new (pending products), changes (approved ones’ pending changes) or all (default)',
        },
      },
    },
  })
    .input(pendingListInput)
    .output(supplierProductListOutput)
    .query(({ ctx, input }) => listPending(ctx.db, ctx.scope.cityId, input)),
  /** As listPending, as CSV: the same filters, the whole queue (decision 0108). */
  exportCsv: op({
    access: reviewer,
    keyScope: 'products:read',
    heavy: true,
    rest: {
      method: 'GET',
      path: '/admin/products/pending/export',
      summary: `The approval queue as CSV (same search and kind as the list; at most ${CSV_ROW_LIMIT} rows, then a note)`,
      tag: 'Product approval',
      input: (r) => ({ search: r.query.search ?? '', kind: r.query.kind || undefined }),
      query: {
        search: { type: 'string', description: 'Name, brand or supplier contains this' },
        kind: {
          type: 'string',
          description: 'new (pending products), changes (approved ones’ pending changes) or all (default)',
        },
      },
      respond: 'file',
      fileType: 'text/csv',
    },
  })
    .input(pendingExportInput)
    .output(fileAnswer)
    .query(({ ctx, input }) => pendingCsv(ctx.db, ctx.scope.cityId, input, ctx.clock.now())),
  /** As listPending: how many are waiting. */
  pendingCount: op({ access: reviewer, keyScope: 'products:read' })
    .output(pendingCountOutput)
    .query(({ ctx }) => countPending(ctx.db, ctx.scope.cityId)),
  /**
   * As listPending: makes the product live, or puts its pending_changes on sale, and tells the
   * supplier. 409 if there is nothing to review.
   */
  approve: op({
    access: reviewer,
    keyScope: 'products:write',
    rest: {
      method: 'POST',
      path: '/admin/products/:id/approve',
      summary: 'Approve a pending product, or its pending_changes (it goes live; the supplier is notified)',
      tag: 'Product approval',
      input: (r) => ({ id: r.params.id }),
    },
  })
    .input(z.object({ id }))
    .output(supplierProductOutput)
    .mutation(({ ctx, input }) =>
      approveProduct(ctx.db, ctx.images, actorOf(ctx), input.id, ctx.clock.now()),
    ),
  /**
   * As listPending: refuses the product, or drops its pending_changes (the approved values stay on
   * sale), with a reason the supplier sees. 409 if there is nothing to review.
   */
  reject: op({
    access: reviewer,
    keyScope: 'products:write',
    rest: {
      method: 'POST',
      path: '/admin/products/:id/reject',
      summary:
        'Reject a pending product, or its pending_changes (the approved version stays on sale), with a reason (the supplier is notified)',
      tag: 'Product approval',
    },
  })
    .input(productRejectInput)
    .output(supplierProductOutput)
    .mutation(({ ctx, input }) =>
      rejectProduct(ctx.db, ctx.images, actorOf(ctx), input.id, input.reason, ctx.clock.now()),
    ),
  /** As listPending; a live (approved) product also needs manage_products. Tells the supplier. */
  remove: op({
    access: reviewer,
    keyScope: 'products:write',
    rest: {
      method: 'DELETE',
      path: '/admin/products/:id',
      summary: 'Delete a product (approved ones need manage_products too; the supplier is notified)',
      tag: 'Product approval',
      input: (r) => ({ id: r.params.id }),
    },
  })
    .input(z.object({ id }))
    .output(productRemovedOutput)
    .mutation(({ ctx, input }) =>
      deleteProductAsStaff(ctx.db, ctx.images, actorOf(ctx), input.id, ctx.clock.now()),
    ),
};
