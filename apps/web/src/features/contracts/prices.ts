import type { RouterOutputs } from '@app/api';
import { lineName } from '../../lib/lines.ts';
import { trpc } from '../../lib/trpc.ts';

// What the supplier's price list and the staff's view of it share (decision 0094).

export type Price = RouterOutputs['contracts']['supplierList']['items'][number];
/** A listing the price form offers: the supplier's own, or a supplier's as staff list them. */
export type PriceListing = RouterOutputs['contracts']['staff']['listings']['items'][number];

export const STATUS_TONE = { current: 'green', upcoming: 'blue', ended: 'neutral' } as const;
export const listingOf = (p: Price) => lineName(p.product_name, p);
/** The placeholders of the withdraw messages. */
export const named = (p: Price | null) => ({
  customer: p?.customer_name ?? '',
  listing: p ? listingOf(p) : '',
});

/** The supplier's own prices, or with `supplierId` a supplier's as staff see them. */
export function usePrices(supplierId?: string) {
  const mine = trpc.contracts.supplierList.useQuery(undefined, { enabled: !supplierId });
  const theirs = trpc.contracts.staff.list.useQuery(
    { supplier_id: supplierId ?? '' },
    { enabled: !!supplierId },
  );
  return supplierId ? theirs : mine;
}

/** Reads the price list again after a price is given or withdrawn. */
export function useRefreshPrices(supplierId?: string) {
  const utils = trpc.useUtils();
  return () =>
    supplierId
      ? utils.contracts.staff.list.invalidate({ supplier_id: supplierId })
      : utils.contracts.supplierList.invalidate();
}

/**
 * What the price form chooses from: the supplier's customers who have ordered from it and its
 * listings, or with `supplierId` that supplier's listings (staff name any customer in their reach
 * by e-mail, so `customers` is null). Rejected listings are not offered.
 */
export function usePriceChoices(supplierId?: string) {
  const customers = trpc.contracts.customers.useQuery(undefined, { staleTime: 0, enabled: !supplierId });
  const own = trpc.catalog.supplier.list.useQuery(undefined, { enabled: !supplierId });
  const theirs = trpc.contracts.staff.listings.useQuery(
    { supplier_id: supplierId ?? '' },
    { enabled: !!supplierId },
  );
  const listings: PriceListing[] | undefined = supplierId
    ? theirs.data?.items
    : own.data?.filter((l) => l.approval_status !== 'rejected').sort((a, b) => a.name.localeCompare(b.name));
  const queries = supplierId ? [theirs] : [customers, own];
  return {
    customers: supplierId ? null : customers.data?.items,
    listings,
    pending: queries.some((q) => q.isPending),
    failed: queries.some((q) => q.isError),
    retry: () => {
      for (const q of queries) void q.refetch();
    },
  };
}
