import type { RouterOutputs } from '@app/api';
import { Badge } from '@app/ui/badge';
import { DataTable } from '@app/ui/data-table';
import { EmptyState } from '@app/ui/empty-state';
import { SelectField, TextField } from '@app/ui/field';
import { StatCard } from '@app/ui/stat-card';
import { keepPreviousData } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { type CellContext, createColumnHelper } from '@tanstack/react-table';
import { Ban, Package, TriangleAlert } from 'lucide-react';
import { toast } from 'sonner';
import { CityFilter } from '../../components/admin/city-filter.tsx';
import { ExportCsvButton } from '../../components/admin/export-csv-button.tsx';
import { PageHeader, QueryState } from '../../components/admin/page.tsx';
import { InlineNumber } from '../../components/inline-number.tsx';
import { errorMessage, serverFieldErrors } from '../../lib/errors.ts';
import { count, rupees } from '../../lib/format.ts';
import { translateSentence, useT } from '../../lib/i18n.ts';
import { quantityText } from '../../lib/quantity.ts';
import { ALONE, trpc } from '../../lib/trpc.ts';
import { serverPages, useSearchBox, useSetSearch } from '../../lib/url-list.ts';
import measure from '../../locales/compiled/measure.ts';
import staffCatalog from '../../locales/compiled/staffCatalog.ts';
import { stockLevel } from './staff-stock.ts';
import { STOCK_TONE } from './stock-tone.ts';

const PAGE_SIZE = 25;
type Item = RouterOutputs['catalog']['inventory']['list']['items'][number];
const col = createColumnHelper<Item>();

export function InventoryPage() {
  const { t } = useT(staffCatalog, measure);
  const url = useSearch({ from: '/admin/inventory' });
  const set = useSetSearch<typeof url>();
  const box = useSearchBox(url.q, (q) => set({ q }, { replace: true }));
  const level = url.level ?? 'all';
  const page = url.page ?? 1;
  const utils = trpc.useUtils();
  const filters = { city_id: url.city, level, search: box.term } as const;
  const list = trpc.catalog.inventory.list.useQuery(
    { ...filters, page, page_size: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const stats = list.data?.stats;
  const columns = [
    col.accessor('name', {
      header: t('staffCatalog.product'),
      meta: { card: 'title' },
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
    col.accessor('price', {
      header: t('staffCatalog.price'),
      meta: { numeric: true },
      cell: PriceCell,
    }),
    col.accessor('stock_quantity', {
      header: t('staffCatalog.stock'),
      meta: { numeric: true },
      cell: StockCell,
    }),
  ];
  return (
    <>
      <PageHeader
        title={t('staffCatalog.inventory')}
        description={t('staffCatalog.lowUnder')}
        actions={<ExportCsvButton file={() => utils.catalog.inventory.exportCsv.fetch(filters, ALONE)} />}
      />
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
          cards
          empty={<EmptyState icon={Package} title={t('staffCatalog.noItems')} />}
        />
      </QueryState>
    </>
  );
}

/**
 * A row's stock and its box, saved on its own; a refusal shows the server's sentence under the box.
 * A component of its own (the table renders a cell function as one): written inline it would be a
 * new component each render, remounting and losing what is being typed.
 */
function StockCell({ row: { original: item } }: CellContext<Item, number>) {
  const { t } = useT(staffCatalog, measure);
  const utils = trpc.useUtils();
  const update = trpc.catalog.inventory.updateStock.useMutation();
  const save = (stock: number) =>
    update.mutateAsync({ id: item.id, stock_quantity: stock }).then(
      () => {
        toast.success(t('staffCatalog.stockSavedFor', { name: item.name }));
        utils.catalog.inventory.list.invalidate();
        utils.catalog.staff.list.invalidate();
      },
      (e) => {
        throw new Error(
          serverFieldErrors(e).stock_quantity ?? errorMessage(e, t('staffCatalog.stockFailed')),
        );
      },
    );
  return (
    <div className="flex flex-col items-end gap-1">
      <Badge tone={STOCK_TONE[item.stock_label]}>
        {t('staffCatalog.stockLabel', { level: stockLevel(item.stock_label) })}:{' '}
        {quantityText(item.stock_quantity, item.sold_by)}
      </Badge>
      <InlineNumber
        value={item.stock_quantity}
        decimals={item.sold_by === 'pack' ? 0 : 3}
        suffix={item.sold_by === 'pack' ? undefined : t(`measure.unit.${item.sold_by}`)}
        label={t('staffCatalog.stockOf', { name: item.name })}
        saveLabel={t('staffCatalog.save')}
        saveName={t('staffCatalog.saveStockOf', { name: item.name })}
        invalidText={t('staffCatalog.stockInvalid')}
        onSave={save}
      />
    </div>
  );
}

/** A row's price and its box, saved alone like the stock (decision 0108): volume prices are kept. */
function PriceCell({ row: { original: item } }: CellContext<Item, number>) {
  const { t } = useT(staffCatalog, measure);
  const utils = trpc.useUtils();
  const update = trpc.catalog.inventory.updatePrice.useMutation();
  const save = (price: number) =>
    update.mutateAsync({ id: item.id, price }).then(
      () => {
        toast.success(t('staffCatalog.priceSavedFor', { name: item.name }));
        utils.catalog.inventory.list.invalidate();
        utils.catalog.staff.list.invalidate();
      },
      (e) => {
        throw new Error(serverFieldErrors(e).price ?? errorMessage(e, t('staffCatalog.priceFailed')));
      },
    );
  const perUnit = item.sold_by === 'pack' ? undefined : `/${t(`measure.unit.${item.sold_by}`)}`;
  return (
    <div className="flex flex-col items-end gap-1">
      <span className="tabular-nums">{rupees(item.price)}</span>
      <InlineNumber
        value={item.price}
        decimals={2}
        suffix={perUnit}
        label={t('staffCatalog.priceOf', { name: item.name })}
        saveLabel={t('staffCatalog.save')}
        saveName={t('staffCatalog.savePriceOf', { name: item.name })}
        invalidText={t('staffCatalog.priceInvalid')}
        onSave={save}
      />
    </div>
  );
}
