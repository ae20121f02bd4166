import { orderIdInput } from '../orders/index.ts';
import { okId } from '../shared/answers.ts';
import { callerLanguage, customerProcedure } from '../trpc.ts';
import { addToCart, getCart, removeCartLine, updateCartLine } from './cart.ts';
import { createList, deleteList, listDto, listLists, ownList, updateList } from './lists.ts';
import { cartOutput, listToCartOutput, parListOutput, parListsOutput, reorderOutput } from './outputs.ts';
import { reorder } from './reorder.ts';
import {
  cartAddInput,
  cartRemoveInput,
  cartUpdateInput,
  listCreateInput,
  listIdInput,
  listUpdateInput,
} from './schemas.ts';
import { listToCart } from './top-up.ts';

type Caller = Parameters<typeof callerLanguage>[0] & { user: { id: string; cityId: string | null } };
/** The customer, and the language their cart's line issues are answered in. */
const buyer = (ctx: Caller) => ({ id: ctx.user.id, cityId: ctx.user.cityId, language: callerLanguage(ctx) });

/** Par lists: named lists of products with how many to keep on hand; own lists only (404 otherwise). */
const listsRouter = {
  list: customerProcedure.output(parListsOutput).query(({ ctx }) => listLists(ctx.db, buyer(ctx))),
  byId: customerProcedure
    .input(listIdInput)
    .output(parListOutput)
    .query(async ({ ctx, input }) =>
      listDto(ctx.db, buyer(ctx), await ownList(ctx.db, buyer(ctx), input.id)),
    ),
  /** From an own order, from the cart, or item by item; names are unique per customer (409). */
  create: customerProcedure
    .input(listCreateInput)
    .output(parListOutput)
    .mutation(({ ctx, input }) => createList(ctx.db, buyer(ctx), input, ctx.clock.now())),
  /** Replaces the name, the items (with their par quantities), or both. */
  update: customerProcedure
    .input(listUpdateInput)
    .output(parListOutput)
    .mutation(({ ctx, input }) => updateList(ctx.db, buyer(ctx), input, ctx.clock.now())),
  remove: customerProcedure
    .input(listIdInput)
    .output(okId)
    .mutation(({ ctx, input }) => deleteList(ctx.db, buyer(ctx), input.id)),
  /** Tops the cart up to par, never above par nor the stock; says per item what was added or why not. */
  toCart: customerProcedure
    .input(listIdInput)
    .output(listToCartOutput)
    .mutation(({ ctx, input }) => listToCart(ctx.db, buyer(ctx), input.id, ctx.clock.now())),
};

/** The customer's own server-side cart; every call answers the whole cart. */
export const cartRouter = {
  /** Customers: own cart with current prices and totals. */
  list: customerProcedure.output(cartOutput).query(({ ctx }) => getCart(ctx.db, buyer(ctx))),
  /** Customers: adds a live product (merging with its line), never past the stock (409). */
  add: customerProcedure
    .input(cartAddInput)
    .output(cartOutput)
    .mutation(({ ctx, input }) =>
      addToCart(ctx.db, buyer(ctx), input.product_id, input.quantity, ctx.clock.now()),
    ),
  /** Customers: sets an own line's quantity; 0 removes it. */
  update: customerProcedure
    .input(cartUpdateInput)
    .output(cartOutput)
    .mutation(({ ctx, input }) => updateCartLine(ctx.db, buyer(ctx), input.id, input.quantity)),
  /** Customers: removes an own line (404 for anyone else's). */
  remove: customerProcedure
    .input(cartRemoveInput)
    .output(cartOutput)
    .mutation(({ ctx, input }) => removeCartLine(ctx.db, buyer(ctx), input.id)),
  /** Customers: order again — what of an own order is still sold goes into the cart at today's prices. */
  reorder: customerProcedure
    .input(orderIdInput)
    .output(reorderOutput)
    .mutation(({ ctx, input }) => reorder(ctx.db, buyer(ctx), input.id, ctx.clock.now())),
  lists: listsRouter,
};
