import type { RouterInputs, RouterOutputs } from '@app/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getMutationKey, getQueryKey } from '@trpc/react-query';
import { toast } from 'sonner';
// Registers the cart area's English, which the toasts below are worded from.
import '../locales/compiled/cart.ts';
import { errorMessage } from './errors.ts';
import { translate } from './i18n.ts';
import { trpc, trpcClient } from './trpc.ts';

export type Cart = RouterOutputs['cart']['list'];
export type CartItem = Cart['items'][number];

/** tRPC keys mutations by path: this matches every cart.* mutation. */
const CART_MUTATIONS = { mutationKey: [['cart']] };

/** The own cart; the header badge and the cart and checkout screens share this one query. */
export const useCart = () => trpc.cart.list.useQuery(undefined, { staleTime: 30_000 });

const CART_KEY = getQueryKey(trpc.cart.list, undefined, 'query');
const ADD_KEY = getMutationKey(trpc.cart.add);

/**
 * Add to Cart, as `trpc.cart.add.useMutation` would be (same keys, so `CART_MUTATIONS` counts it)
 * but with React Query's own hook: every catalogue card has one, and tRPC's wrapper and its
 * `useUtils` cost a slow phone more than the rest of the card.
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ADD_KEY,
    mutationFn: (input: RouterInputs['cart']['add']) => trpcClient.cart.add.mutate(input),
    onSuccess(cart: Cart, input) {
      queryClient.setQueryData(CART_KEY, cart);
      toast.success(translate('cart.toast.added', { count: input.quantity }));
    },
    onError: (e) => toast.error(errorMessage(e, translate('cart.toast.addFailed'))),
  });
}

/**
 * Quantity changes and removals show at once and roll back if the server refuses. Only the
 * answer to the last change in flight is applied, so quick taps never flicker backwards.
 */
export function useCartLine() {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const optimistic = async (change: (items: CartItem[]) => CartItem[]) => {
    await utils.cart.list.cancel();
    const previous = utils.cart.list.getData();
    utils.cart.list.setData(undefined, (old) => {
      if (!old) return old;
      const items = change(old.items);
      return { ...old, items, count: items.reduce((n, i) => n + i.quantity, 0), line_count: items.length };
    });
    return { previous };
  };
  const settle = (cart: Cart) => {
    // The finishing mutation still counts itself while its onSuccess runs.
    if (queryClient.isMutating(CART_MUTATIONS) <= 1) utils.cart.list.setData(undefined, cart);
  };
  const rollback = (ctx: { previous?: Cart } | undefined) => {
    if (ctx?.previous) utils.cart.list.setData(undefined, ctx.previous);
    void utils.cart.list.invalidate();
  };
  const update = trpc.cart.update.useMutation({
    onMutate: ({ id, quantity }) =>
      optimistic((items) =>
        quantity === 0
          ? items.filter((i) => i.id !== id)
          : items.map((i) =>
              i.id === id
                ? { ...i, quantity, line_total: Math.round(i.product_price * quantity * 100) / 100 }
                : i,
            ),
      ),
    onSuccess: settle,
    onError(e, _v, ctx) {
      rollback(ctx);
      toast.error(errorMessage(e, translate('cart.toast.updateFailed')));
    },
  });
  const remove = trpc.cart.remove.useMutation({
    onMutate: ({ id }) => optimistic((items) => items.filter((i) => i.id !== id)),
    onSuccess(cart) {
      settle(cart);
      toast.success(translate('cart.toast.removed'));
    },
    onError(e, _v, ctx) {
      rollback(ctx);
      toast.error(errorMessage(e, translate('cart.toast.removeFailed')));
    },
  });
  return { update, remove };
}
