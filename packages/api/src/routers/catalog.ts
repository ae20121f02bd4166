import { catalogPageOutput, catalogProductOutput } from '../catalog/outputs.ts';
import { listProducts, productById } from '../domain/catalog.ts';
import { productByIdInput, productListInput } from '../schemas/catalog.ts';
import { customerProcedure } from '../trpc.ts';

export const catalogRouter = {
  /** Customers: live products of their city and all-city ones; search, category, keyset pages. */
  list: customerProcedure
    .input(productListInput)
    .output(catalogPageOutput)
    .query(({ ctx, input }) =>
      listProducts(ctx.db, {
        cityId: ctx.user.cityId,
        search: input.search,
        categoryId: input.category_id,
        cursor: input.cursor,
        limit: input.limit,
      }),
    ),
  /** Customers: one live product they may buy; 404 otherwise. */
  byId: customerProcedure
    .input(productByIdInput)
    .output(catalogProductOutput)
    .query(({ ctx, input }) => productById(ctx.db, ctx.user.cityId, input.id)),
};
