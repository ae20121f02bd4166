import { createFileRoute } from '@tanstack/react-router';
import { ProductsPage } from '../../features/catalog/products-page.tsx';
import { pageHead } from '../../lib/document-head.ts';
import { requireRole } from '../../lib/guards.ts';
import { customerHeader, prefetch } from '../../lib/load-data-layer.ts';
import { CATALOG_PAGE } from '../../lib/page-sizes.ts';
import { optionalString } from '../../lib/search-params.ts';

export const Route = createFileRoute('/_authed/products')({
  // The catalogue's other options (view, sort, filters, one product's page) stay in the address
  // unchecked here and are read by the screen (catalog-input.ts): route options load with the
  // entry every page pays for, the landing's budget (decision 0078).
  validateSearch: (search: Record<string, unknown>): { search?: string; category?: string } => ({
    search: optionalString(search.search, 100),
    category: optionalString(search.category, 64),
  }),
  beforeLoad: requireRole('customer'),
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
