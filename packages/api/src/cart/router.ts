import { customerProcedure } from '../trpc.ts';
import { addToCart, getCart, removeCartLine, updateCartLine } from './cart.ts';
import { cartAddInput, cartRemoveInput, cartUpdateInput } from './schemas.ts';

const buyer = (u: { id: string; cityId: string | null }) => ({ id: u.id, cityId: u.cityId });

/** The customer's own server-side cart; every call answers the whole cart. */
export const cartRouter = {
  /** Customers: own cart with current prices and totals. */
  list: customerProcedure.query(({ ctx }) => getCart(ctx.db, buyer(ctx.user))),
  /** Customers: adds a live product (merging with its line), never past the stock (409). */
  add: customerProcedure
    .input(cartAddInput)
    .mutation(({ ctx, input }) =>
      addToCart(ctx.db, buyer(ctx.user), input.product_id, input.quantity, ctx.clock.now()),
    ),
  /** Customers: sets an own line's quantity; 0 removes it. */
  update: customerProcedure
    .input(cartUpdateInput)
    .mutation(({ ctx, input }) => updateCartLine(ctx.db, buyer(ctx.user), input.id, input.quantity)),
  /** Customers: removes an own line (404 for anyone else's). */
  remove: customerProcedure
    .input(cartRemoveInput)
    .mutation(({ ctx, input }) => removeCartLine(ctx.db, buyer(ctx.user), input.id)),
};
