import type { RouterInputs, RouterOutputs } from '@app/api';
import { lineAmount, type PriceLine, toPaise, toRupees, toStored } from '@app/api/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getMutationKey, getQueryKey } from '@trpc/react-query';
import { toast } from 'sonner';
// Registers the toasts' English (an area of their own: the catalogue carries no more of the cart's words).
import '../locales/compiled/cartToast.ts';
import { errorMessage, errorStatus } from './errors.ts';
import { translate } from './i18n.ts';
import { unitCount } from './lines.ts';
import { quantityText } from './quantity.ts';
import { trpc, trpcClient } from './trpc.ts';

export type Cart = RouterOutputs['cart']['list'];
export type CartItem = Cart['items'][number];

/**
 * A cart line as the shared price rule takes it (the price in paise, the quantity in grams or
 * millilitres when sold by weight or volume), so the screens total as the server does.
 */
export const priceLine = (i: CartItem): PriceLine => ({
  pricePaise: toPaise(i.product_price),
  // The API's quantities are whole grams or millilitres, so always whole in stored units.
  quantity: toStored(i.quantity, i.sold_by)!,
  soldBy: i.sold_by,
  gstRate: i.gst_rate,
});

/**
 * The line at another quantity, its total as the server computes it (weight rounds once per line).
 * Reaching the next volume price pays it at once; the server's answer settles any other price.
 */
function withQuantity(i: CartItem, quantity: number): CartItem {
  const next = i.next_price_break;
  const at: CartItem =
    next && quantity - i.quantity > next.add_quantity - 1e-9
      ? { ...i, product_price: next.price, price_rule: 'volume', next_price_break: null }
      : i;
  const line = priceLine({ ...at, quantity });
  return { ...at, quantity, line_total: toRupees(lineAmount(line.pricePaise, line.quantity, line.soldBy)) };
}

/** tRPC keys mutations by path: this matches every cart.* mutation. */
const CART_MUTATIONS = { mutationKey: [['cart']] };

/**
 * The own cart; the header badge and the cart and checkout screens share this one query. A screen
 * that shows the lines (`fresh`) asks the server again whenever it opens: lines change behind it
 * (another device, a failed payment putting its lines back), and a route's preload may be older.
 */
export const useCart = (fresh = false) =>
  trpc.cart.list.useQuery(undefined, { staleTime: 30_000, refetchOnMount: fresh ? 'always' : true });

const CART_KEY = getQueryKey(trpc.cart.list, undefined, 'query');
const ADD_KEY = getMutationKey(trpc.cart.add);
/** An add not answered by then fails, with Retry, rather than spin on a dead connection. */
const ADD_TIMEOUT_MS = 8000;

type AddInput = RouterInputs['cart']['add'];
/**
 * One idempotency key per add, kept by the add's own input object: Retry sends that object again,
 * so an add that timed out but reached the server is not added twice (decision 0109).
 */
const addKeys = new WeakMap<AddInput, string>();
function keyOf(input: AddInput) {
  let key = addKeys.get(input);
  if (!key) {
    const bytes = crypto.getRandomValues(new Uint8Array(12));
    key = `add-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
    addKeys.set(input, key);
  }
  return key;
}

/**
 * Add to Cart, as `trpc.cart.add.useMutation` would be (same keys, so `CART_MUTATIONS` counts it)
 * but with React Query's own hook: every catalogue card has one, and tRPC's wrapper and its
 * `useUtils` cost a slow phone more than the rest of the card. Offline it fails at once, and when
 * no answer comes it fails fast; either way the toast's Retry sends the same line again (decision 0107)
 * with the same idempotency key, so an add that did reach the server is not added twice (0109).
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationKey: ADD_KEY,
    // Sent even offline (React Query would hold it, "Adding…", until the connection returns): the
    // browser refuses it at once, and the customer sees why.
    networkMode: 'always',
    mutationFn: (input: AddInput) =>
      trpcClient.cart.add.mutate(
        { ...input, idempotency_key: input.idempotency_key ?? keyOf(input) },
        { signal: AbortSignal.timeout(ADD_TIMEOUT_MS) },
      ),
    onSuccess(cart: Cart, input) {
      queryClient.setQueryData(CART_KEY, cart);
      const line = cart.items.find((i) => i.product_id === input.product_id);
      const quantity = input.quantity ?? line?.minimum ?? 1;
      toast.success(
        !line || line.sold_by === 'pack'
          ? translate('cartToast.added', { count: quantity })
          : translate('cartToast.addedMeasure', { quantity: quantityText(quantity, line.sold_by) }),
      );
    },
    onError(e, input) {
      const status = errorStatus(e);
      // No answer (offline, timed out) or the server's fault: the same add may well work again.
      const again = (status ?? 500) >= 500;
      toast.error(
        status ? errorMessage(e, translate('cartToast.addFailed')) : translate('cartToast.addUnsent'),
        again
          ? { action: { label: translate('cartToast.retry'), onClick: () => add.mutate(input) } }
          : undefined,
      );
    },
  });
  return add;
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
      return { ...old, items, count: unitCount(items), line_count: items.length };
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
          : items.map((i) => (i.id === id ? withQuantity(i, quantity) : i)),
      ),
    onSuccess: settle,
    onError(e, _v, ctx) {
      rollback(ctx);
      toast.error(errorMessage(e, translate('cartToast.updateFailed')));
    },
  });
  const remove = trpc.cart.remove.useMutation({
    onMutate: ({ id }) => optimistic((items) => items.filter((i) => i.id !== id)),
    onSuccess(cart) {
      settle(cart);
      toast.success(translate('cartToast.removed'));
    },
    onError(e, _v, ctx) {
      rollback(ctx);
      toast.error(errorMessage(e, translate('cartToast.removeFailed')));
    },
  });
  return { update, remove };
}
