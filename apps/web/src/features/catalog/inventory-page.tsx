import type { RouterOutputs } from '@app/api';
import { stockInput } from '@app/api/schemas';
import { Badge } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { DataTable } from '@app/ui/data-table';
import { Dialog } from '@app/ui/dialog';
import { EmptyState } from '@app/ui/empty-state';
import { SelectField, TextField } from '@app/ui/field';
import { StatCard } from '@app/ui/stat-card';
import { keepPreviousData } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { Ban, Package, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { CityFilter } from '../../components/admin/city-filter.tsx';
import { PageHeader, QueryState } from '../../components/admin/page.tsx';
import { errorMessage, serverFieldErrors } from '../../lib/errors.ts';
import { useSchemaForm } from '../../lib/form.ts';
import { count } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { quantityText } from '../../lib/quantity.ts';
import { trpc } from '../../lib/trpc.ts';
import { useSearchBox, useSetSearch } from '../../lib/url-list.ts';
import measure from '../../locales/compiled/measure.ts';
import staffCatalog from '../../locales/compiled/staffCatalog.ts';
import { stockLevel } from './staff-stock.ts';
import { STOCK_TONE } from './stock-tone.ts';

type Item = RouterOutputs['catalog']['inventory']['list']['items'][number];
const col = createColumnHelper<Item>();

export function InventoryPage() {
  const { t } = useT(staffCatalog);
  const url = useSearch({ from: '/admin/inventory' });
  const set = useSetSearch<typeof url>();
  const box = useSearchBox(url.q, (q) => set({ q }, { replace: true }));
  const level = url.level ?? 'all';
  const pagination = { pageIndex: (url.page ?? 1) - 1, pageSize: 25 };
  const list = trpc.catalog.inventory.list.useQuery(
    {
      city_id: url.city,
      level,
      search: box.term,
      page: pagination.pageIndex + 1,
      page_size: pagination.pageSize,
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
    col.accessor('category_name', { header: t('staffCatalog.category') }),
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
          server={{
            total: list.data?.total ?? 0,
            pagination,
            onPaginationChange: (u) =>
              set({ page: (typeof u === 'function' ? u(pagination) : u).pageIndex + 1 }),
            sorting: [],
            onSortingChange: () => undefined,
          }}
          stale={list.isPlaceholderData}
          empty={<EmptyState icon={Package} title={t('staffCatalog.noItems')} />}
        />
      </QueryState>
      {editing && <StockDialog item={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

const stockForm = z.preprocess((v) => {
  const raw = (v as { stock_quantity: string }).stock_quantity;
  return { ...(v as object), stock_quantity: raw.trim() === '' ? undefined : Number(raw) };
}, stockInput);

function StockDialog({ item, onClose }: { item: Item; onClose: () => void }) {
  const { t } = useT(staffCatalog, measure);
  const byPack = item.sold_by === 'pack';
  const utils = trpc.useUtils();
  const form = useSchemaForm(stockForm, { id: item.id, stock_quantity: String(item.stock_quantity) });
  const update = trpc.catalog.inventory.updateStock.useMutation({
    onSuccess: () => {
      toast.success(t('staffCatalog.stockUpdated'));
      utils.catalog.inventory.list.invalidate();
      utils.catalog.staff.list.invalidate();
      onClose();
    },
    onError: (e) => {
      form.setErrors(serverFieldErrors(e));
      toast.error(errorMessage(e, t('staffCatalog.stockFailed')));
    },
  });
  return (
    <Dialog open onClose={onClose} title={t('staffCatalog.updateStock')}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          const data = form.validate();
          if (data) update.mutate(data);
        }}
      >
        <p className="text-sm text-stone-700">
          {t('staffCatalog.currently', {
            name: item.name,
            unit: item.unit,
            stock: quantityText(item.stock_quantity, item.sold_by),
          })}
        </p>
        <TextField
          label={
            item.sold_by === 'pack'
              ? t('staffCatalog.newStock')
              : t(`measure.amountIn.${item.sold_by}`, { label: t('staffCatalog.newStock') })
          }
          type="number"
          inputMode={byPack ? 'numeric' : 'decimal'}
          min="0"
          step={byPack ? '1' : '0.001'}
          required
          autoFocus
          {...form.text('stock_quantity')}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('staffCatalog.cancel')}
          </Button>
          <Button type="submit" busy={update.isPending}>
            {t(update.isPending ? 'staffCatalog.updating' : 'staffCatalog.updateStock')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
