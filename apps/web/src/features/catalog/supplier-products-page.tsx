import { Button } from '@app/ui/button';
import { cn } from '@app/ui/cn';
import { ConfirmDialog } from '@app/ui/confirm-dialog';
import { EmptyState } from '@app/ui/empty-state';
import { TextField } from '@app/ui/field';
import { Spinner } from '@app/ui/spinner';
import { useSearch } from '@tanstack/react-router';
import { TriangleAlert } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { trpc } from '../../lib/trpc.ts';
import { useSearchBox, useSetSearch } from '../../lib/url-list.ts';
import { ProductCard } from './supplier-product-card.tsx';
import { ProductDialog } from './supplier-product-dialog.tsx';
import type { SupplierProduct } from './supplier-product-form.ts';

// Opened now and then, and it brings the error table's engine: loaded on first open.
const BulkUploadDialog = lazy(() =>
  import('./bulk-upload-dialog.tsx').then((m) => ({ default: m.BulkUploadDialog })),
);

const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
] as const;
type Filter = (typeof FILTERS)[number]['value'];
const PAGE = 60;

/** /supplier/products: the supplier's own listings, with add, edit, delete and bulk upload. */
export function SupplierProductsPage() {
  const utils = trpc.useUtils();
  const list = trpc.catalog.supplier.list.useQuery();
  const url = useSearch({ from: '/_authed/supplier/products' });
  const set = useSetSearch<typeof url>();
  const filter: Filter = url.filter ?? 'all';
  const box = useSearchBox(url.q, (q) => set({ q }, { replace: true }));
  const [shown, setShown] = useState(PAGE);
  const [editing, setEditing] = useState<SupplierProduct | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SupplierProduct | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const remove = trpc.catalog.supplier.remove.useMutation({
    onSuccess() {
      toast.success('Product deleted successfully');
      setDeleting(null);
      utils.catalog.supplier.list.invalidate();
      utils.catalog.supplier.dashboard.invalidate();
    },
    onError() {
      toast.error('Failed to delete product');
    },
  });

  const all = list.data ?? [];
  const counts = useMemo(() => {
    const c: Record<Filter, number> = { all: 0, pending: 0, approved: 0, rejected: 0 };
    for (const p of list.data ?? []) {
      c.all += 1;
      c[p.approval_status] += 1;
    }
    return c;
  }, [list.data]);
  const q = box.value.trim().toLowerCase();
  const visible = all.filter(
    (p) =>
      (filter === 'all' || p.approval_status === filter) &&
      (!q || p.name.toLowerCase().includes(q) || p.brand.toLowerCase().includes(q)),
  );

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-4 p-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">My Products</h1>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setBulkOpen(true)}>
            Bulk Upload
          </Button>
          <Button onClick={() => setEditing('new')}>Add New Product</Button>
        </div>
      </header>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div role="tablist" aria-label="Approval status" className="flex flex-wrap gap-1">
          {FILTERS.map((f) => (
            <button
              key={f.value}
              type="button"
              role="tab"
              aria-selected={filter === f.value}
              onClick={() => {
                set({ filter: f.value === 'all' ? undefined : f.value });
                setShown(PAGE);
              }}
              className={cn(
                'rounded-full px-3 py-1.5 text-sm font-medium',
                filter === f.value
                  ? 'bg-brand-700 text-white'
                  : 'bg-white text-stone-700 ring-1 ring-stone-300',
              )}
            >
              {f.label} ({counts[f.value]})
            </button>
          ))}
        </div>
        <TextField
          label={<span className="sr-only">Search my products</span>}
          className="sm:w-72"
          type="search"
          placeholder="Search my products"
          value={box.value}
          onChange={(e) => {
            box.onChange(e.target.value);
            setShown(PAGE);
          }}
        />
      </div>

      {list.isPending ? (
        <Spinner label="Loading products…" />
      ) : list.isError ? (
        <EmptyState icon={TriangleAlert} title="Failed to load products">
          <Button variant="secondary" size="sm" onClick={() => list.refetch()}>
            Try again
          </Button>
        </EmptyState>
      ) : all.length === 0 ? (
        <EmptyState title="No products yet">
          Add your first product or upload many at once. Each one is reviewed by an admin before customers see
          it.
        </EmptyState>
      ) : visible.length === 0 ? (
        <EmptyState title="No products found" />
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {visible.slice(0, shown).map((p) => (
              <ProductCard
                key={p.id}
                product={p}
                onEdit={() => setEditing(p)}
                onDelete={() => setDeleting(p)}
              />
            ))}
          </div>
          {visible.length > shown && (
            <Button variant="secondary" className="self-center" onClick={() => setShown((n) => n + PAGE)}>
              Show more ({visible.length - shown} more)
            </Button>
          )}
        </>
      )}

      <ProductDialog
        open={editing !== null}
        product={editing === 'new' || editing === null ? undefined : editing}
        onClose={() => setEditing(null)}
      />
      {bulkOpen ? (
        <Suspense fallback={<Spinner label="Opening bulk upload…" />}>
          <BulkUploadDialog open onClose={() => setBulkOpen(false)} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete product"
        message="Are you sure you want to delete this product?"
        confirmLabel={remove.isPending ? 'Deleting...' : 'Delete'}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      >
        {deleting && <p className="mt-2 font-medium">{deleting.name}</p>}
      </ConfirmDialog>
    </main>
  );
}
