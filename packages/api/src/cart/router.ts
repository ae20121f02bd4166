import type { Buying } from '../business/index.ts';
import { orderInReach } from '../business/index.ts';
import { buyer as buying, op } from '../operations/op.ts';
import { orderIdInput } from '../orders/index.ts';
import { bool, num } from '../rest/route.ts';
import { okId } from '../shared/answers.ts';
import { callerLanguage } from '../trpc.ts';
import { getCart } from './cart.ts';
import { createList, deleteList, listDto, listLists, ownList, updateList } from './lists.ts';
import { cartOutput, listToCartOutput, parListOutput, parListsOutput, reorderOutput } from './outputs.ts';
import { reorder } from './reorder.ts';
import {
  cartAddInput,
  cartRemoveInput,
  cartUpdateInput,
  listCreateInput,
  listIdInput,
  listsInput,
  listUpdateInput,
} from './schemas.ts';
import { listToCart } from './top-up.ts';
import { addToCart, removeCartLine, updateCartLine } from './writes.ts';

type Caller = Parameters<typeof callerLanguage>[0] & { buying: Buying };
/**
 * The account holder as the outlet buys (its city), the outlet's cart, and the language its
 * line issues are answered in (decision 0112).
 */
const buyer = (ctx: Caller) => ({
  id: ctx.buying.buyer.id,
  cityId: ctx.buying.buyer.cityId,
  outletId: ctx.buying.outletId,
  language: callerLanguage(ctx),
});

/**
 * Par lists: named lists of products with how many to keep on hand, each an outlet's (decision
 * 0117). A list is read, changed and used for the outlet bought for; another's answers 404.
 */
const listsRouter = {
  list: op({
    access: buying,
    keyScope: 'orders:read',
    rest: {
      method: 'GET',
      path: '/lists',
      summary:
        'The par lists of the outlet ordered for, last changed first; ?all_outlets=true: of every ' +
        'outlet the caller orders for',
      tag: 'Par lists',
      input: (r) =>
        r.query.all_outlets === undefined ? undefined : { all_outlets: bool(r.query.all_outlets) },
      query: { all_outlets: { type: 'boolean', description: 'true: every outlet the caller orders for' } },
    },
  })
    .input(listsInput)
    .output(parListsOutput)
    .query(({ ctx, input }) =>
      listLists(ctx.db, buyer(ctx), input?.all_outlets ? ctx.buying.outletIds : undefined),
    ),
  byId: op({
    access: buying,
    keyScope: 'orders:read',
    rest: {
      method: 'GET',
      path: '/lists/:id',
      summary: 'An own par list with its items at today’s prices and stock',
      tag: 'Par lists',
      input: (r) => ({ id: r.params.id }),
    },
  })
    .input(listIdInput)
    .output(parListOutput)
    .query(async ({ ctx, input }) =>
      listDto(ctx.db, buyer(ctx), await ownList(ctx.db, buyer(ctx), input.id)),
    ),
  /** From an own order, from the cart, or item by item; names are unique per customer (409). */
  create: op({
    access: buying,
    keyScope: 'orders:write',
    rest: {
      method: 'POST',
      path: '/lists',
      summary:
        'New par list {name} of the outlet ordered for, with one of {from_order_id}, {from_cart: true} or {items: [{product_id, ' +
        'par_quantity}]}; a name already used answers 409; at most 50 lists of 200 products',
      tag: 'Par lists',
      status: 201,
    },
  })
    .input(listCreateInput)
    .output(parListOutput)
    .mutation(async ({ ctx, input }) => {
      if (input.from_order_id) await orderInReach(ctx.db, ctx.buying, input.from_order_id);
      return createList(ctx.db, buyer(ctx), input, ctx.clock.now());
    }),
  /** Replaces the name, the items (with their par quantities), or both. */
  update: op({
    access: buying,
    keyScope: 'orders:write',
    rest: {
      method: 'PUT',
      path: '/lists/:id',
      summary: 'Replace the name, the items (with par quantities), or both',
      tag: 'Par lists',
    },
  })
    .input(listUpdateInput)
    .output(parListOutput)
    .mutation(({ ctx, input }) => updateList(ctx.db, buyer(ctx), input, ctx.clock.now())),
  remove: op({
    access: buying,
    keyScope: 'orders:write',
    rest: {
      method: 'DELETE',
      path: '/lists/:id',
      summary: 'Delete an own par list',
      tag: 'Par lists',
      input: (r) => ({ id: r.params.id }),
    },
  })
    .input(listIdInput)
    .output(okId)
    .mutation(({ ctx, input }) => deleteList(ctx.db, buyer(ctx), input.id)),
  /** Tops the cart up to par, never above par nor the stock; says per item what was added or why not. */
  toCart: op({
    access: buying,
    keyScope: 'orders:write',
    rest: {
      method: 'POST',
      path: '/lists/:id/to-cart',
      summary:
        'Top the outlet’s cart up to par: adds par minus what the cart holds, never above par nor the stock; ' +
        'each item says what was added or why not',
      tag: 'Par lists',
      input: (r) => ({ id: r.params.id }),
    },
  })
    .input(listIdInput)
    .output(listToCartOutput)
    .mutation(({ ctx, input }) => listToCart(ctx.db, buyer(ctx), input.id, ctx.clock.now())),
};

/** The customer's own server-side cart; every call answers the whole cart. */
export const cartRouter = {
  /** Customers: own cart with current prices and totals. */
  list: op({
    access: buying,
    keyScope: 'orders:read',
    rest: {
      method: 'GET',
      path: '/cart',
      summary: 'The own cart: lines at current prices, count (units) and totals',
      tag: 'Cart',
      input: () => undefined,
    },
  })
    .output(cartOutput)
    .query(({ ctx }) => getCart(ctx.db, buyer(ctx))),
  /** Customers: adds a live product (merging with its line), never past the stock (409). */
  add: op({
    access: buying,
    keyScope: 'orders:write',
    rest: {
      method: 'POST',
      path: '/cart',
      summary:
        'Add a product (merges with its line; 409 past the stock). Send an Idempotency-Key header ' +
        '(8-100 of A-Z a-z 0-9 - _) to retry safely: a repeat with the same key answers the cart without adding again.',
      tag: 'Cart',
      body: true,
      headers: {
        'Idempotency-Key': { description: 'Generated once per add and kept across its retries' },
      },
      input: (r) => ({
        ...r.body,
        idempotency_key: r.headers.get('idempotency-key') ?? r.body.idempotency_key,
      }),
    },
  })
    .input(cartAddInput)
    .output(cartOutput)
    .mutation(({ ctx, input }) =>
      addToCart(ctx.db, buyer(ctx), input.product_id, input.quantity, ctx.clock.now(), input.idempotency_key),
    ),
  /** Customers: sets an own line's quantity; 0 removes it. */
  update: op({
    access: buying,
    keyScope: 'orders:write',
    rest: {
      method: 'PUT',
      path: '/cart/:id',
      summary: 'Set a line quantity (?quantity=n); 0 removes the line',
      tag: 'Cart',
      input: (r) => ({ id: r.params.id, quantity: num(r.query.quantity) ?? r.body.quantity }),
      query: { quantity: { type: 'integer', description: 'New quantity (0 removes)', required: true } },
    },
  })
    .input(cartUpdateInput)
    .output(cartOutput)
    .mutation(({ ctx, input }) => updateCartLine(ctx.db, buyer(ctx), input.id, input.quantity)),
  /** Customers: removes an own line (404 for anyone else's). */
  remove: op({
    access: buying,
    keyScope: 'orders:write',
    rest: {
      method: 'DELETE',
      path: '/cart/:id',
      summary: 'Remove a line',
      tag: 'Cart',
      input: (r) => ({ id: r.params.id }),
    },
  })
    .input(cartRemoveInput)
    .output(cartOutput)
    .mutation(({ ctx, input }) => removeCartLine(ctx.db, buyer(ctx), input.id)),
  /** Customers: order again — what of an own order is still sold goes into the cart at today's prices. */
  reorder: op({
    access: buying,
    keyScope: 'orders:write',
    rest: {
      method: 'POST',
      path: '/orders/:id/reorder',
      summary:
        'Order again: what of an own order is still sold goes into the cart at today’s prices, within ' +
        'the stock; each line says what changed (price, stock, no longer sold, offered by another supplier)',
      tag: 'Cart',
      input: (r) => ({ id: r.params.id }),
    },
  })
    .input(orderIdInput)
    .output(reorderOutput)
    .mutation(async ({ ctx, input }) => {
      await orderInReach(ctx.db, ctx.buying, input.id);
      return reorder(ctx.db, buyer(ctx), input.id, ctx.clock.now());
    }),
  lists: listsRouter,
};
