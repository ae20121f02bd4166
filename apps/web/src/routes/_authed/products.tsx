import { createFileRoute } from '@tanstack/react-router';
import type { ProductsSearch } from '../../features/catalog/catalog-input.ts';
import { ProductsPage } from '../../features/catalog/products-page.tsx';
import { pageHead } from '../../lib/document-head.ts';
import { requireRole } from '../../lib/guards.ts';
import { searchSchema, text } from '../../lib/list-search.ts';
import { customerHeader, prefetch } from '../../lib/load-data-layer.ts';
import { CATALOG_PAGE } from '../../lib/page-sizes.ts';

export const Route = createFileRoute('/_authed/products')({
  // Hand-written checks, not valibot: route options load with the entry every page pays for
  // (decision 0078), so the screen reads the words of view, sort and in_stock (catalog-input.ts).
  // `item` opens one product's page over the list: no route of its own, for the same reason.
  validateSearch: searchSchema({
    search: text(),
    category: text(64),
    view: text(),
    sort: text(),
    brand: text(),
    in_stock: text(),
    supplier: text(),
    item: text(),
  }) as (search: Record<string, unknown>) => ProductsSearch,
  beforeLoad: requireRole('customer'),
  // The loader reads the plain list (most visits' first paint); a sorted or filtered one the screen
  // asks for itself, under the same key when nothing narrows (catalog-input.ts): the entry every
  // page loads carries none of the catalogue's options (the landing's budget).
  loaderDeps: ({ search }) => ({ search: search.search, category: search.category }),
  loader: ({ deps }) =>
    prefetch((u) =>
      Promise.all([
        u.catalog.items.list.prefetchInfinite({
          search: deps.search || undefined,
          category_id: deps.category || undefined,
          limit: CATALOG_PAGE,
        }),
        u.catalog.categories.list.prefetch(undefined, { staleTime: Number.POSITIVE_INFINITY }),
        customerHeader(u),
      ]),
    ),
  head: () => pageHead('Products'),
  component: ProductsPage,
});
