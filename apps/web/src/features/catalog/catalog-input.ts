import { CATALOG_PAGE } from '../../lib/page-sizes.ts';

/** The catalogue's address (routes/_authed/products.tsx): any text, read here for what it says. */
export interface ProductsSearch {
  search?: string;
  category?: string;
  /** `list`: the compact list; anything else, the cards. */
  view?: string;
  /** `unit_price`: lowest price per kg or litre first; anything else, by name. */
  sort?: string;
  brand?: string;
  /** `1`: only offers in stock. */
  in_stock?: string;
  supplier?: string;
  /** One product's page over the list: an item's id, or a listing's in no item. */
  item?: string;
}

/**
 * The list's input from the address. Without sort or filters it is the loader's own input (absent
 * fields are no part of a query's key), so the list the loader read is the one the screen shows.
 */
export function catalogInput(s: ProductsSearch) {
  return {
    search: s.search || undefined,
    category_id: s.category || undefined,
    order: s.sort === 'unit_price' ? ('unit_price' as const) : undefined,
    brand: s.brand || undefined,
    in_stock: s.in_stock === '1' || undefined,
    supplier_id: s.supplier || undefined,
    limit: CATALOG_PAGE,
  };
}
