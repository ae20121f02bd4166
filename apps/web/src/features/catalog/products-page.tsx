import { Button } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { SelectField, TextField } from '@app/ui/field';
import { LoadMore } from '@app/ui/load-more';
import { Spinner } from '@app/ui/spinner';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Search, TriangleAlert } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { CustomerLayout } from '../../components/customer-header.tsx';
import { translateSentence, useT } from '../../lib/i18n.ts';
import { CATALOG_PAGE, EAGER_PICTURES } from '../../lib/page-sizes.ts';
import { trpc } from '../../lib/trpc.ts';
import catalog from '../../locales/compiled/catalog.ts';
import { type CatalogRow, ItemCard } from './item-card.tsx';

// The cards a phone shows first: their pictures are the ones loaded eagerly.
const FIRST_SCREEN = EAGER_PICTURES;
const BATCH = 2;

/** An item, or a listing not grouped yet (its one offer). */
const rowKey = (r: CatalogRow) => r.id ?? r.offers[0]!.product_id;

/**
 * A new list renders a phone's first screenful (two cards) at once and the rest two at a time,
 * each in a task of its own, so a slow phone's main thread is never blocked for long (48 cards in
 * one render blocked it for over 150 ms; six, then eight, for 50-160 ms; four for 60-75 ms). A list
 * that grew (Load more) keeps what it showed.
 */
function useProgressive(items: CatalogRow[]): CatalogRow[] {
  const first = items[0] ? rowKey(items[0]) : undefined;
  const [shown, setShown] = useState({ first, limit: FIRST_SCREEN });
  if (shown.first !== first) setShown({ first, limit: FIRST_SCREEN });
  const { limit } = shown;
  useEffect(() => {
    if (limit >= items.length) return;
    const timer = setTimeout(() => setShown((s) => ({ ...s, limit: s.limit + BATCH })));
    return () => clearTimeout(timer);
  }, [limit, items.length]);
  return items.length > limit ? items.slice(0, limit) : items;
}

export function ProductsPage() {
  const { t } = useT(catalog);
  const { search = '', category = '' } = useSearch({ from: '/_authed/products' });
  const navigate = useNavigate({ from: '/products' });
  const [typed, setTyped] = useState(search);
  useEffect(() => setTyped(search), [search]);
  // The search box waits for a pause in typing before it asks the server (and updates the URL).
  useEffect(() => {
    const value = typed.trim();
    if (value === search) return;
    const timer = setTimeout(
      () => navigate({ search: (s) => ({ ...s, search: value || undefined }), replace: true }),
      300,
    );
    return () => clearTimeout(timer);
  }, [typed, search, navigate]);

  const categories = trpc.catalog.categories.list.useQuery(undefined, {
    staleTime: Number.POSITIVE_INFINITY,
  });
  const list = trpc.catalog.items.list.useInfiniteQuery(
    { search: search || undefined, category_id: category || undefined, limit: CATALOG_PAGE },
    { getNextPageParam: (last) => last.next_cursor ?? undefined, placeholderData: (prev) => prev },
  );
  const products = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  // Set when nothing matched as typed: what is shown matched the words corrected.
  const corrected = list.data?.pages[0]?.did_you_mean;
  const shown = useProgressive(products);
  // Results of an earlier search, while the one typed waits or loads: dimmed and said so, never shown as its answer.
  const stale = list.isPlaceholderData || typed.trim() !== search;

  return (
    <CustomerLayout title={t('catalog.title')}>
      <search>
        <form
          className="mb-5 grid gap-3 sm:grid-cols-[1fr_16rem]"
          onSubmit={(e) => {
            e.preventDefault();
            navigate({ search: (s) => ({ ...s, search: typed.trim() || undefined }), replace: true });
          }}
        >
          <TextField
            label={t('catalog.searchLabel')}
            type="search"
            placeholder={t('catalog.searchPlaceholder')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            maxLength={100}
          />
          <SelectField
            label={t('catalog.category')}
            value={category}
            onChange={(e) =>
              navigate({ search: (s) => ({ ...s, category: e.target.value || undefined }), replace: true })
            }
          >
            <option value="">{t('catalog.allCategories')}</option>
            {categories.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {translateSentence(c.name)}
              </option>
            ))}
          </SelectField>
        </form>
      </search>

      {list.isPending ? (
        <Spinner label={t('catalog.loading')} />
      ) : list.isError ? (
        <EmptyState icon={TriangleAlert} title={t('catalog.failed')}>
          <Button variant="secondary" className="mt-2" onClick={() => list.refetch()}>
            {t('catalog.tryAgain')}
          </Button>
        </EmptyState>
      ) : products.length === 0 ? (
        <EmptyState icon={Search} title={t('catalog.noneFound')}>
          {search || category ? t('catalog.tryAnother') : t('catalog.checkBack')}
        </EmptyState>
      ) : (
        <>
          <p role="status" className="mb-3 text-sm text-stone-700 empty:hidden">
            {stale ? t('catalog.stale') : corrected && t('catalog.showingFor', { words: corrected })}
          </p>
          <ul
            aria-label={t('catalog.listLabel')}
            aria-busy={stale || (list.isFetching && !list.isFetchingNextPage)}
            className={`${stale ? 'opacity-50 ' : ''}grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4`}
          >
            {shown.map((row, i) => (
              <li key={rowKey(row)} className="flex">
                <ItemCard row={row} priority={i < EAGER_PICTURES} />
              </li>
            ))}
          </ul>
          <LoadMore query={list} />
        </>
      )}
    </CustomerLayout>
  );
}
