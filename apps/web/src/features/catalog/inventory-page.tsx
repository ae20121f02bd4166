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
import { errorMessage } from '../../lib/errors.ts';
import { useSchemaForm } from '../../lib/form.ts';
import { count } from '../../lib/format.ts';
import { trpc } from '../../lib/trpc.ts';
import { useSearchBox, useSetSearch } from '../../lib/url-list.ts';

type Item = RouterOutputs['catalog']['inventory']['list']['items'][number];
const col = createColumnHelper<Item>();

export function InventoryPage() {
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
      header: 'Product',
      cell: (c) => (
        <span>
          <span className="font-medium text-stone-900">{c.getValue()}</span>
          <span className="block text-xs text-stone-500">
            {c.row.original.brand} · {c.row.original.unit}
          </span>
        </span>
      ),
    }),
    col.accessor('category_name', { header: 'Category' }),
    col.accessor('city_name', { header: 'City' }),
    col.accessor('supplier_name', { header: 'Supplier' }),
    col.accessor('stock_quantity', {
      header: 'Stock',
      meta: { numeric: true },
      cell: (c) => (
        <Badge tone={c.getValue() === 0 ? 'red' : c.getValue() < 20 ? 'amber' : 'green'}>
          {c.row.original.stock_label}: {c.getValue()}
        </Badge>
      ),
    }),
    col.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: (c) => (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setEditing(c.row.original)}
          aria-label={`Update stock of ${c.row.original.name}`}
        >
          Update Stock
        </Button>
      ),
    }),
  ];
  return (
    <>
      <PageHeader title="Inventory" description="Low stock is under 20 units." />
      <div className="mb-6 grid gap-3 sm:grid-cols-3">
        <StatCard label="Total items" value={count(stats?.total_items)} icon={Package} />
        <StatCard
          label="Low stock"
          value={count(stats?.low_stock)}
          hint="1 to 19 units"
          icon={TriangleAlert}
        />
        <StatCard label="Out of stock" value={count(stats?.out_of_stock)} icon={Ban} />
      </div>
      <div className="mb-4 grid gap-3 sm:grid-cols-3">
        <TextField
          label="Search inventory"
          type="search"
          placeholder="Name, brand or category"
          value={box.value}
          onChange={(e) => box.onChange(e.target.value)}
        />
        <CityFilter value={url.city ?? ''} onChange={(city) => set({ city })} />
        <SelectField
          label="Stock level"
          value={level}
          onChange={(e) => {
            const v = e.target.value as typeof level;
            set({ level: v === 'all' ? undefined : v });
          }}
        >
          <option value="all">All items</option>
          <option value="low">Low stock</option>
          <option value="out">Out of stock</option>
        </SelectField>
      </div>
      <QueryState query={list} failed="Failed to load inventory">
        <DataTable
          caption="Inventory"
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
          empty={<EmptyState icon={Package} title="No items found" />}
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
  const utils = trpc.useUtils();
  const form = useSchemaForm(stockForm, { id: item.id, stock_quantity: String(item.stock_quantity) });
  const update = trpc.catalog.inventory.updateStock.useMutation({
    onSuccess: () => {
      toast.success('Stock updated successfully');
      utils.catalog.inventory.list.invalidate();
      utils.catalog.staff.list.invalidate();
      onClose();
    },
    onError: (e) => toast.error(errorMessage(e, 'Failed to update stock')),
  });
  return (
    <Dialog open onClose={onClose} title="Update Stock">
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
          {item.name} ({item.unit}) — currently {item.stock_quantity}
        </p>
        <TextField
          label="New stock quantity"
          type="number"
          inputMode="numeric"
          min="0"
          step="1"
          required
          autoFocus
          {...form.text('stock_quantity')}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={update.isPending}>
            {update.isPending ? 'Updating...' : 'Update Stock'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
