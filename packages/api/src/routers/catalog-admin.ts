import { z } from 'zod';
import {
  inventoryListOutput,
  staffProductListOutput,
  staffProductOutput,
  staffProductRemovedOutput,
  supplierOptionsOutput,
} from '../catalog/outputs-staff.ts';
import {
  createStaffProduct,
  deleteStaffProduct,
  listStaffProducts,
  supplierOptions,
  updateStaffProduct,
} from '../domain/catalog-admin.ts';
import { listInventory, updateStock } from '../domain/inventory.ts';
import { inventoryListInput, stockInput } from '../schemas/admin.ts';
import {
  staffProductInput,
  staffProductListInput,
  staffProductUpdateInput,
} from '../schemas/admin-products.ts';
import { id } from '../schemas/common.ts';
import { staffProcedure } from '../trpc.ts';

const productStaff = staffProcedure('manage_products');

/** The super admin (every product), or a sub-admin with manage_products (its city's products). */
export const catalogAdminRouter = {
  list: productStaff
    .input(staffProductListInput)
    .output(staffProductListOutput)
    .query(({ ctx, input }) => listStaffProducts(ctx.db, ctx.scope, input)),
  /** Suppliers to choose from in the product form. */
  supplierOptions: productStaff
    .output(supplierOptionsOutput)
    .query(({ ctx }) => supplierOptions(ctx.db, ctx.scope)),
  create: productStaff
    .input(staffProductInput)
    .output(staffProductOutput)
    .mutation(({ ctx, input }) =>
      createStaffProduct(ctx.db, ctx.images, {
        scope: ctx.scope,
        actorId: ctx.user.id,
        now: ctx.clock.now(),
        input,
      }),
    ),
  /** A full update; flipping is_active (de)activates (spec section 4). */
  update: productStaff
    .input(staffProductUpdateInput)
    .output(staffProductOutput)
    .mutation(({ ctx, input: { id, ...input } }) =>
      updateStaffProduct(ctx.db, ctx.images, {
        scope: ctx.scope,
        actorId: ctx.user.id,
        now: ctx.clock.now(),
        id,
        input,
      }),
    ),
  remove: productStaff
    .input(z.object({ id }))
    .output(staffProductRemovedOutput)
    .mutation(({ ctx, input }) =>
      deleteStaffProduct(ctx.db, {
        scope: ctx.scope,
        actorId: ctx.user.id,
        now: ctx.clock.now(),
        id: input.id,
      }),
    ),
};

/** Same callers as catalogAdmin: stock levels and corrections. */
export const inventoryRouter = {
  list: productStaff
    .input(inventoryListInput)
    .output(inventoryListOutput)
    .query(({ ctx, input }) => listInventory(ctx.db, ctx.scope, input)),
  updateStock: productStaff
    .input(stockInput)
    .output(staffProductOutput)
    .mutation(({ ctx, input }) =>
      updateStock(ctx.db, {
        scope: ctx.scope,
        actorId: ctx.user.id,
        now: ctx.clock.now(),
        id: input.id,
        stockQuantity: input.stock_quantity,
      }),
    ),
};
