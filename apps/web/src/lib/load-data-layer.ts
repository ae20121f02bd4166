import type { DataLayer, utils } from './data-layer.tsx';

let loading: Promise<{ DataLayer: typeof DataLayer; utils: typeof utils }> | undefined;

/** Starts (once) loading tRPC, React Query and the toaster; see lib/data-layer.tsx. */
export const loadDataLayer = () => {
  loading ??= import('./data-layer.tsx');
  return loading;
};

/**
 * A route loader's prefetch: the screen's queries start as soon as the data layer is in, alongside
 * the screen's code instead of after it renders, and on intent (hover, touch) before the click.
 * Not awaited: the screen shows its own loading state; its queries join the requests in flight.
 */
export function prefetch(start: (u: typeof utils) => Promise<unknown>) {
  void loadDataLayer()
    .then((m) => start(m.utils))
    .catch(() => undefined);
}

/** The notification bell's inbox query (components/notification-bell.tsx). */
export const INBOX = { limit: 30 };

/**
 * The customer header's own queries (cart badge, bell), fetched in the same batch as the screen's.
 * The badge's cart may be half a minute old; the cart screen asks for it anew (`cartStaleTime` 0).
 */
export const customerHeader = (u: typeof utils, cartStaleTime = 30_000) =>
  Promise.all([
    u.cart.list.prefetch(undefined, { staleTime: cartStaleTime }),
    u.notifications.list.prefetch(INBOX),
  ]);
