import { isSuperAdmin } from '@app/api/access';
import { Badge } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { ConfirmDialog } from '@app/ui/confirm-dialog';
import { EmptyState } from '@app/ui/empty-state';
import { SelectField, TextField } from '@app/ui/field';
import { Spinner } from '@app/ui/spinner';
import { keepPreviousData } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { Package, Search } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { toast } from 'sonner';
import { CityFilter } from '../../components/admin/city-filter.tsx';
import { PageHeader, QueryState } from '../../components/admin/page.tsx';
import { Pager } from '../../components/pager.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { rupees } from '../../lib/format.ts';
import { session } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { useSearchBox, useSetSearch } from '../../lib/url-list.ts';
import { ProductDialog, type StaffProduct } from './staff-product-dialog.tsx';

const ItemMergeSection = lazy(() =>
  import('./item-merge-section.tsx').then((m) => ({ default: m.ItemMergeSection })),
);

const PAGE_SIZE = 24;
const APPROVAL_TONE = { approved: 'green', pending: 'amber', rejected: 'red' } as const;

export function ProductsPage() {
  const user = session.user();
  const utils = trpc.useUtils();
  const url = useSearch({ from: '/admin/products' });
  const set = useSetSearch<typeof url>();
  const box = useSearchBox(url.q, (q) => set({ q }, { replace: true }));
  const page = url.page ?? 1;
  const status = url.status ?? 'all';
  const list = trpc.catalog.staff.list.useQuery(
    { search: box.term, city_id: url.city, status, page, page_size: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const [editing, setEditing] = useState<StaffProduct | 'new' | null>(null);
  const [grouping, setGrouping] = useState(false);
  const [toggling, setToggling] = useState<StaffProduct | null>(null);
  const [deleting, setDeleting] = useState<StaffProduct | null>(null);
  const refresh = () => {
    utils.catalog.staff.list.invalidate();
    utils.catalog.inventory.list.invalidate();
  };
  const update = trpc.catalog.staff.update.useMutation({
    onSuccess: (p) => {
      toast.success(p.is_active ? 'Product activated' : 'Product deactivated');
      setToggling(null);
      refresh();
    },
    onError: (e) => toast.error(errorMessage(e, 'Failed to update product')),
  });
  const remove = trpc.catalog.staff.remove.useMutation({
    onSuccess: () => {
      toast.success('Product deleted successfully');
      setDeleting(null);
      refresh();
    },
    onError: (e) => toast.error(errorMessage(e, 'Failed to delete product')),
  });
  const lockedCityId = isSuperAdmin(user) ? null : (user?.city_id ?? null);

  return (
    <>
      <PageHeader
        title="Manage Products"
        description={
          lockedCityId ? `Products listed for ${user?.city_name}.` : 'Every product on the marketplace.'
        }
        actions={
          <>
            <Button variant="secondary" aria-expanded={grouping} onClick={() => setGrouping(!grouping)}>
              Group Listings
            </Button>
            <Button onClick={() => setEditing('new')}>Add Product</Button>
          </>
        }
      />
      {grouping && (
        <Suspense fallback={<Spinner />}>
          <ItemMergeSection />
        </Suspense>
      )}
      <div className="mb-4 grid gap-3 sm:grid-cols-3">
        <TextField
          label="Search products"
          type="search"
          placeholder="Name, category or city"
          value={box.value}
          onChange={(e) => box.onChange(e.target.value)}
        />
        <CityFilter value={url.city ?? ''} onChange={(city) => set({ city })} />
        <SelectField
          label="Status"
          value={status}
          onChange={(e) => {
            const v = e.target.value as typeof status;
            set({ status: v === 'all' ? undefined : v });
          }}
        >
          <option value="all">All products</option>
          <option value="active">Active only</option>
          <option value="inactive">Inactive only</option>
        </SelectField>
      </div>
      <QueryState query={list} failed="Failed to load products">
        {list.data?.items.length === 0 ? (
          <EmptyState icon={Search} title="No products found matching your search criteria." />
        ) : (
          <ul
            className={`grid gap-4 sm:grid-cols-2 xl:grid-cols-3 ${list.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {list.data?.items.map((p) => (
              <li key={p.id}>
                <Card className="flex h-full flex-col gap-3 p-4">
                  <div className="flex gap-3">
                    {p.image_url ? (
                      <img
                        src={p.image_url}
                        alt=""
                        className="size-16 shrink-0 rounded-lg bg-stone-100 object-contain"
                        loading="lazy"
                      />
                    ) : (
                      <div
                        className="grid size-16 shrink-0 place-items-center rounded-lg bg-stone-100 text-stone-400"
                        aria-hidden
                      >
                        <Package className="size-7" />
                      </div>
                    )}
                    <div className="min-w-0">
                      <h2 className="font-semibold text-stone-900">{p.name}</h2>
                      <p className="text-sm text-stone-600">
                        {p.brand ? `${p.brand} · ` : ''}
                        {p.category_name}
                      </p>
                      <p className="text-sm text-stone-600">
                        {p.city_name} · {p.supplier_name}
                      </p>
                    </div>
                  </div>
                  <div className="flex flex-wrap items-center gap-2 text-sm">
                    <span className="font-semibold">
                      {rupees(p.price)} / {p.unit}
                    </span>
                    <Badge tone={p.stock_quantity === 0 ? 'red' : p.stock_quantity < 20 ? 'amber' : 'green'}>
                      {p.stock_label} ({p.stock_quantity})
                    </Badge>
                    <Badge tone={APPROVAL_TONE[p.approval_status]}>{p.approval_status}</Badge>
                    <Badge tone={p.is_active ? 'blue' : 'neutral'}>
                      {p.is_active ? 'Active' : 'Inactive'}
                    </Badge>
                  </div>
                  <div className="mt-auto flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setEditing(p)}
                      aria-label={`Edit ${p.name}`}
                    >
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setToggling(p)}
                      aria-label={`${p.is_active ? 'Deactivate' : 'Activate'} ${p.name}`}
                    >
                      {p.is_active ? 'Deactivate' : 'Activate'}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-red-700"
                      onClick={() => setDeleting(p)}
                      aria-label={`Delete ${p.name}`}
                    >
                      Delete
                    </Button>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
        <Pager
          page={page}
          pageSize={PAGE_SIZE}
          total={list.data?.total ?? 0}
          onPage={(p) => set({ page: p })}
        />
      </QueryState>
      {editing && (
        <ProductDialog
          product={editing === 'new' ? null : editing}
          lockedCityId={lockedCityId}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={!!toggling}
        title={toggling?.is_active ? 'Deactivate product?' : 'Activate product?'}
        message={
          toggling?.is_active
            ? `${toggling.name} will be hidden from customers.`
            : `${toggling?.name} will be visible to customers again (if approved).`
        }
        tone={toggling?.is_active ? 'danger' : 'primary'}
        confirmLabel={toggling?.is_active ? 'Deactivate' : 'Activate'}
        busy={update.isPending}
        onCancel={() => setToggling(null)}
        onConfirm={() => {
          if (!toggling) return;
          const { id, is_active, ...p } = toggling;
          update.mutate({
            id,
            name: p.name,
            category_id: p.category_id,
            city_id: p.city_id,
            description: p.description,
            price: p.price,
            unit: p.unit,
            stock_quantity: p.stock_quantity,
            image_url: p.image_url,
            brand: p.brand,
            manufacturing_date: p.manufacturing_date,
            expiry_date: p.expiry_date,
            is_active: !is_active,
          });
        }}
      />
      <ConfirmDialog
        open={!!deleting}
        title="Delete product?"
        message={`Are you sure you want to delete ${deleting?.name}? Past orders keep their copy of it.`}
        confirmLabel={remove.isPending ? 'Deleting...' : 'Delete'}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </>
  );
}
