import { Button } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { SelectField, TextField } from '@app/ui/field';
import { LoadMore } from '@app/ui/load-more';
import { Spinner } from '@app/ui/spinner';
import { useNavigate } from '@tanstack/react-router';
import { Search, TriangleAlert } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { CustomerLayout } from '../../components/customer-header.tsx';
import { translateSentence, useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import catalog from '../../locales/compiled/catalog.ts';
import { catalogInput, useShelf } from './catalog-input.ts';
import { ShelfControls } from './shelf-controls.tsx';

// Both views load apart from the screen's own code but start with it, beside the list's data:
// neither waits for the other, and the screen stays within its budget.
const cardList = import('./card-list.tsx');
const itemRows = import('./item-rows.tsx');
const CardList = lazy(() => cardList);
const ItemRows = lazy(() => itemRows);
// A product's page is opened from the list, never on its first paint.
const ItemPage = lazy(() => import('./item-page.tsx'));

export function ProductsPage() {
  const [{ item }] = useShelf();
  return item ? (
    <Suspense fallback={null}>
      <ItemPage itemId={item} />
    </Suspense>
  ) : (
    <CatalogueList />
  );
}

function CatalogueList() {
  const { t } = useT(catalog);
  const [address] = useShelf();
  const { search = '', category = '', view } = address;
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
  const list = trpc.catalog.items.list.useInfiniteQuery(catalogInput(address), {
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: (prev) => prev,
  });
  const products = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  // Set when nothing matched as typed: what is shown matched the words corrected.
  const corrected = list.data?.pages[0]?.did_you_mean;
  const narrowed = !!(search || category || address.brand || address.supplier || address.in_stock);
  // Results of an earlier search, while the one typed waits or loads: dimmed and said so, never shown as its answer.
  const stale = list.isPlaceholderData || typed.trim() !== search;
  const List = view === 'list' ? ItemRows : CardList;

  return (
    <CustomerLayout title={t('catalog.title')}>
      <search>
        <form
          className="mb-3 grid gap-3 sm:grid-cols-[1fr_16rem]"
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
      <ShelfControls rows={products} />

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
          {narrowed ? t('catalog.tryAnother') : t('catalog.checkBack')}
        </EmptyState>
      ) : (
        <>
          <p role="status" className="mb-3 text-sm text-stone-700 empty:hidden">
            {stale ? t('catalog.stale') : corrected && t('catalog.showingFor', { words: corrected })}
          </p>
          <div className={stale ? 'opacity-50' : undefined}>
            <Suspense fallback={<Spinner label={t('catalog.loading')} />}>
              <List
                rows={products}
                label={t('catalog.listLabel')}
                busy={stale || (list.isFetching && !list.isFetchingNextPage)}
              />
            </Suspense>
          </div>
          <LoadMore query={list} />
        </>
      )}
    </CustomerLayout>
  );
}
