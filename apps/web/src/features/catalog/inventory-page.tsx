import type { RouterOutputs } from '@app/api';
import { Badge } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { DataTable } from '@app/ui/data-table';
import { EmptyState } from '@app/ui/empty-state';
import { SelectField, TextField } from '@app/ui/field';
import { StatCard } from '@app/ui/stat-card';
import { keepPreviousData } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { Ban, Package, TriangleAlert } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { CityFilter } from '../../components/admin/city-filter.tsx';
import { PageHeader, QueryState } from '../../components/admin/page.tsx';
import { count } from '../../lib/format.ts';
import { translateSentence, useT } from '../../lib/i18n.ts';
import { quantityText } from '../../lib/quantity.ts';
import { trpc } from '../../lib/trpc.ts';
import { serverPages, useSearchBox, useSetSearch } from '../../lib/url-list.ts';
import staffCatalog from '../../locales/compiled/staffCatalog.ts';
import { stockLevel } from './staff-stock.ts';
import { STOCK_TONE } from './stock-tone.ts';

const PAGE_SIZE = 25;
type Item = RouterOutputs['catalog']['inventory']['list']['items'][number];
const col = createColumnHelper<Item>();
// The stock form (and the contract's validation it runs) loads when opened, not with the list.
const StockDialog = lazy(() => import('./stock-dialog.tsx').then((m) => ({ default: m.StockDialog })));

export function InventoryPage() {
  const { t } = useT(staffCatalog);
  const url = useSearch({ from: '/admin/inventory' });
  const set = useSetSearch<typeof url>();
  const box = useSearchBox(url.q, (q) => set({ q }, { replace: true }));
  const level = url.level ?? 'all';
  const page = url.page ?? 1;
  const list = trpc.catalog.inventory.list.useQuery(
    {
      city_id: url.city,
      level,
      search: box.term,
      page,
      page_size: PAGE_SIZE,
    },
    { placeholderData: keepPreviousData },
  );
  const [editing, setEditing] = useState<Item | null>(null);
  const stats = list.data?.stats;
  const columns = [
    col.accessor('name', {
      header: t('staffCatalog.product'),
      cell: (c) => (
        <span>
          <span className="font-medium text-stone-900">{c.getValue()}</span>
          <span className="block text-xs text-stone-500">
            {c.row.original.brand} · {c.row.original.unit}
          </span>
        </span>
      ),
    }),
    col.accessor('category_name', {
      header: t('staffCatalog.category'),
      cell: (c) => translateSentence(c.getValue()),
    }),
    col.accessor('city_name', { header: t('staffCatalog.city') }),
    col.accessor('supplier_name', { header: t('staffCatalog.supplier') }),
    col.accessor('stock_quantity', {
      header: t('staffCatalog.stock'),
      meta: { numeric: true },
      cell: (c) => (
        <Badge tone={STOCK_TONE[c.row.original.stock_label]}>
          {t('staffCatalog.stockLabel', { level: stockLevel(c.row.original.stock_label) })}:{' '}
          {quantityText(c.getValue(), c.row.original.sold_by)}
        </Badge>
      ),
    }),
    col.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('staffCatalog.actions')}</span>,
      cell: (c) => (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setEditing(c.row.original)}
          aria-label={t('staffCatalog.updateStockOf', { name: c.row.original.name })}
        >
          {t('staffCatalog.updateStock')}
        </Button>
      ),
    }),
  ];
  return (
    <>
      <PageHeader title={t('staffCatalog.inventory')} description={t('staffCatalog.lowUnder')} />
      <div className="mb-6 grid gap-3 sm:grid-cols-3">
        <StatCard label={t('staffCatalog.totalItems')} value={count(stats?.total_items)} icon={Package} />
        <StatCard
          label={t('staffCatalog.lowStock')}
          value={count(stats?.low_stock)}
          hint={t('staffCatalog.lowHint')}
          icon={TriangleAlert}
        />
        <StatCard label={t('staffCatalog.outOfStock')} value={count(stats?.out_of_stock)} icon={Ban} />
      </div>
      <div className="mb-4 grid gap-3 sm:grid-cols-3">
        <TextField
          label={t('staffCatalog.searchInventory')}
          type="search"
          placeholder={t('staffCatalog.inventoryPlaceholder')}
          value={box.value}
          onChange={(e) => box.onChange(e.target.value)}
        />
        <CityFilter value={url.city ?? ''} onChange={(city) => set({ city })} />
        <SelectField
          label={t('staffCatalog.stockLevel')}
          value={level}
          onChange={(e) => {
            const v = e.target.value as typeof level;
            set({ level: v === 'all' ? undefined : v });
          }}
        >
          <option value="all">{t('staffCatalog.allItems')}</option>
          <option value="low">{t('staffCatalog.lowStock')}</option>
          <option value="out">{t('staffCatalog.outOfStock')}</option>
        </SelectField>
      </div>
      <QueryState query={list} failed={t('staffCatalog.inventoryFailed')}>
        <DataTable
          caption={t('staffCatalog.inventory')}
          data={list.data?.items ?? []}
          columns={columns}
          getRowId={(r) => r.id}
          server={serverPages(list.data?.total ?? 0, page, PAGE_SIZE, (next) => set({ page: next }))}
          stale={list.isPlaceholderData}
          empty={<EmptyState icon={Package} title={t('staffCatalog.noItems')} />}
        />
      </QueryState>
      {editing && (
        <Suspense fallback={null}>
          <StockDialog item={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </>
  );
}
