import { Button } from '@app/ui/button';
import { cn } from '@app/ui/cn';
import { ConfirmDialog } from '@app/ui/confirm-dialog';
import { useWide } from '@app/ui/data-table';
import { EmptyState } from '@app/ui/empty-state';
import { TextField } from '@app/ui/field';
import { Spinner } from '@app/ui/spinner';
import { keepPreviousData } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { TriangleAlert } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { useT } from '../../lib/i18n.ts';
import { ALONE, trpc } from '../../lib/trpc.ts';
import { useSearchBox, useSetSearch } from '../../lib/url-list.ts';
import listing from '../../locales/compiled/listing.ts';
import { ProductCard } from './supplier-product-card.tsx';
import type { SupplierProduct } from './supplier-product-form.ts';

// Opened now and then, and it brings the error table's engine: loaded on first open.
const BulkUploadDialog = lazy(() =>
  import('./bulk-upload-dialog.tsx').then((m) => ({ default: m.BulkUploadDialog })),
);
// The form brings the API's product schema (zod): loaded when a product is added or edited, so
// the list paints sooner and the screen keeps within its budget with its messages.
const ProductDialog = lazy(() =>
  import('./supplier-product-dialog.tsx').then((m) => ({ default: m.ProductDialog })),
);

// The staff lists' button, with its catalogue: loaded after the list, off this screen's chunk.
// The dense table with its bulk changes (decision 0115), for wide windows only: phones keep cards.
const SupplierProductsTable = lazy(() =>
  import('./supplier-products-table.tsx').then((m) => ({ default: m.SupplierProductsTable })),
);

const ExportCsvButton = lazy(() =>
  import('../../components/admin/export-csv-button.tsx').then((m) => ({ default: m.ExportCsvButton })),
);

const FILTERS = ['all', 'pending', 'approved', 'rejected'] as const;
type Filter = (typeof FILTERS)[number];
const PAGE = 60;

/** /supplier/products: the supplier's own listings, with add, edit, delete and bulk upload. */
export function SupplierProductsPage() {
  const { t } = useT(listing);
  const utils = trpc.useUtils();
  const url = useSearch({ from: '/_authed/supplier/products' });
  // The words are searched as a buyer's would be ("pyaz" finds "Onion Nashik"), on the server.
  const list = trpc.catalog.supplier.list.useQuery(
    { search: url.q ?? '' },
    { placeholderData: keepPreviousData },
  );
  const set = useSetSearch<typeof url>();
  const filter: Filter = url.filter ?? 'all';
  const box = useSearchBox(url.q, (q) => set({ q }, { replace: true }));
  const [shown, setShown] = useState(PAGE);
  const [editing, setEditing] = useState<SupplierProduct | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SupplierProduct | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const wide = useWide();
  const remove = trpc.catalog.supplier.remove.useMutation({
    onSuccess() {
      toast.success(t('listing.deleted'));
      setDeleting(null);
      utils.catalog.supplier.list.invalidate();
      utils.catalog.supplier.dashboard.invalidate();
    },
    onError() {
      toast.error(t('listing.deleteFailed'));
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
  const visible = all.filter((p) => filter === 'all' || p.approval_status === filter);

  return (
    <main className="mx-auto flex max-w-7xl flex-col gap-4 p-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t('listing.myProducts')}</h1>
        </div>
        <div className="flex flex-wrap gap-2">
          <Suspense fallback={null}>
            <ExportCsvButton
              file={() =>
                utils.catalog.supplier.exportCsv.fetch(
                  { search: url.q ?? '', approval_status: url.filter },
                  ALONE,
                )
              }
            />
          </Suspense>
          <Button variant="secondary" onClick={() => setBulkOpen(true)}>
            {t('listing.bulkUpload')}
          </Button>
          <Button onClick={() => setEditing('new')}>{t('listing.addNew')}</Button>
        </div>
      </header>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div role="tablist" aria-label={t('listing.approvalStatus')} className="flex flex-wrap gap-1">
          {FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              role="tab"
              aria-selected={filter === f}
              onClick={() => {
                set({ filter: f === 'all' ? undefined : f });
                setShown(PAGE);
              }}
              className={cn(
                'rounded-full px-3 py-1.5 text-sm font-medium',
                filter === f ? 'bg-brand-700 text-white' : 'bg-white text-stone-700 ring-1 ring-stone-300',
              )}
            >
              {t(`listing.filter.${f}`)} ({counts[f]})
            </button>
          ))}
        </div>
        <TextField
          label={<span className="sr-only">{t('listing.search')}</span>}
          className="sm:w-72"
          type="search"
          placeholder={t('listing.search')}
          value={box.value}
          onChange={(e) => {
            box.onChange(e.target.value);
            setShown(PAGE);
          }}
        />
      </div>

      {list.isPending ? (
        <Spinner label={t('listing.loading')} />
      ) : list.isError ? (
        <EmptyState icon={TriangleAlert} title={t('listing.loadFailed')}>
          <Button variant="secondary" size="sm" onClick={() => list.refetch()}>
            {t('listing.tryAgain')}
          </Button>
        </EmptyState>
      ) : all.length === 0 ? (
        <EmptyState title={t('listing.noneYet')}>{t('listing.noneYetText')}</EmptyState>
      ) : visible.length === 0 ? (
        <EmptyState title={t('listing.noneFound')} />
      ) : (
        <>
          {wide ? (
            <Suspense fallback={<Spinner label={t('listing.loading')} />}>
              <SupplierProductsTable
                products={visible.slice(0, shown)}
                onEdit={setEditing}
                onDelete={setDeleting}
              />
            </Suspense>
          ) : (
            <div className="grid gap-4">
              {visible.slice(0, shown).map((p) => (
                <ProductCard
                  key={p.id}
                  product={p}
                  onEdit={() => setEditing(p)}
                  onDelete={() => setDeleting(p)}
                />
              ))}
            </div>
          )}
          {visible.length > shown && (
            <Button variant="secondary" className="self-center" onClick={() => setShown((n) => n + PAGE)}>
              {t('listing.showMore', { count: visible.length - shown })}
            </Button>
          )}
        </>
      )}

      {editing !== null && (
        <Suspense fallback={<Spinner label={t('listing.openingForm')} />}>
          <ProductDialog
            open
            product={editing === 'new' ? undefined : editing}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
      {bulkOpen ? (
        <Suspense fallback={<Spinner label={t('listing.openingBulk')} />}>
          <BulkUploadDialog open onClose={() => setBulkOpen(false)} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('listing.deleteTitle')}
        message={t('listing.deleteConfirm')}
        confirmLabel={remove.isPending ? t('listing.deleting') : t('listing.delete')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      >
        {deleting && <p className="mt-2 font-medium">{deleting.name}</p>}
      </ConfirmDialog>
    </main>
  );
}
