import { trpc } from '../../lib/trpc.ts';

/**
 * The customer's own prices that apply today, by listing (decision 0094): the catalogue's pages
 * are shared by every buyer, so a buyer's price is laid over them here, from one small query.
 */
export function useMyPrices() {
  const mine = trpc.contracts.mine.useQuery(undefined, { staleTime: 5 * 60_000 });
  return new Map(
    (mine.data?.items ?? []).filter((p) => p.status === 'current').map((p) => [p.product_id, p]),
  );
}
