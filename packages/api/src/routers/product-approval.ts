import { z } from 'zod';
import {
  pendingCountOutput,
  productRemovedOutput,
  supplierProductListOutput,
  supplierProductOutput,
} from '../catalog/outputs.ts';
import {
  approveProduct,
  countPending,
  deleteProductAsStaff,
  listPending,
  rejectProduct,
  type StaffActor,
} from '../domain/product-approval.ts';
import { id } from '../schemas/common.ts';
import { pendingListInput, productRejectInput } from '../schemas/products.ts';
import { type Context, staffProcedure } from '../trpc.ts';

const reviewer = staffProcedure('approve_products');

const actorOf = (ctx: Pick<Context, 'user'> & { scope: { cityId: string | null; superAdmin: boolean } }) =>
  ({
    id: ctx.user!.id,
    cityId: ctx.scope.cityId,
    managesProducts: ctx.scope.superAdmin || ctx.user!.permissions.includes('manage_products'),
  }) satisfies StaffActor;

export const productApprovalRouter = {
  /** Super admin, or a sub-admin with approve_products: pending products of its city, oldest first. */
  listPending: reviewer
    .input(pendingListInput)
    .output(supplierProductListOutput)
    .query(({ ctx, input }) => listPending(ctx.db, ctx.scope.cityId, input)),
  /** As listPending: how many are waiting. */
  pendingCount: reviewer
    .output(pendingCountOutput)
    .query(({ ctx }) => countPending(ctx.db, ctx.scope.cityId)),
  /** As listPending: makes the product live and tells the supplier. 409 if it is not pending. */
  approve: reviewer
    .input(z.object({ id }))
    .output(supplierProductOutput)
    .mutation(({ ctx, input }) => approveProduct(ctx.db, actorOf(ctx), input.id, ctx.clock.now())),
  /** As listPending: refuses the product with a reason the supplier sees. 409 if it is not pending. */
  reject: reviewer
    .input(productRejectInput)
    .output(supplierProductOutput)
    .mutation(({ ctx, input }) =>
      rejectProduct(ctx.db, actorOf(ctx), input.id, input.reason, ctx.clock.now()),
    ),
  /** As listPending; a live (approved) product also needs manage_products. Tells the supplier. */
  remove: reviewer
    .input(z.object({ id }))
    .output(productRemovedOutput)
    .mutation(({ ctx, input }) =>
      deleteProductAsStaff(ctx.db, ctx.images, actorOf(ctx), input.id, ctx.clock.now()),
    ),
};
