import { useNavigate, useSearch } from '@tanstack/react-router';
import { oneOf, searchSchema, text } from '../../lib/list-search.ts';
import { CATALOG_PAGE } from '../../lib/page-sizes.ts';

/**
 * The catalogue's address. The route checks only search and category (its options load with every
 * page's entry); the rest is checked here, with the screen, and an invalid value reads as absent.
 */
const readShelf = searchSchema({
  search: text(),
  category: text(64),
  /** `list`: the compact list; absent, the cards. */
  view: oneOf(['list']),
  /** `unit_price`: lowest price per kg or litre first; absent, by name. */
  sort: oneOf(['unit_price']),
  brand: text(80),
  /** `1`: only offers in stock. */
  in_stock: oneOf(['1']),
  supplier: text(64),
  /** One product's page over the list: an item's id, or a listing's in no item. */
  item: text(64),
});
export type ProductsSearch = ReturnType<typeof readShelf>;

/** The catalogue's address, checked, and a change to it (kept in the history as a replacement). */
export function useShelf() {
  const shelf = readShelf(useSearch({ strict: false }));
  const navigate = useNavigate();
  const set = (change: ProductsSearch) =>
    navigate({ to: '/products', search: (old) => ({ ...old, ...change }) as never, replace: true });
  return [shelf, set] as const;
}

/**
 * The list's input from the address. Without sort or filters it is the loader's own input (absent
 * fields are no part of a query's key), so the list the loader read is the one the screen shows.
 */
export function catalogInput(s: ProductsSearch) {
  return {
    search: s.search || undefined,
    category_id: s.category || undefined,
    order: s.sort,
    brand: s.brand || undefined,
    in_stock: s.in_stock === '1' || undefined,
    supplier_id: s.supplier || undefined,
    limit: CATALOG_PAGE,
  };
}
