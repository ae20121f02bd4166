import type { RouterOutputs } from '@app/api';
import { Badge } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { ConfirmDialog } from '@app/ui/confirm-dialog';
import { DataTable } from '@app/ui/data-table';
import { EmptyState } from '@app/ui/empty-state';
import { SelectField, TextAreaField, TextField } from '@app/ui/field';
import { LoadMore } from '@app/ui/load-more';
import { keepPreviousData } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { Package, PartyPopper } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { PageHeader, QueryState } from '../../components/admin/page.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { translateSentence, useT } from '../../lib/i18n.ts';
import { quantityText } from '../../lib/quantity.ts';
import { trpc } from '../../lib/trpc.ts';
import { useSearchBox, useSetSearch } from '../../lib/url-list.ts';
import staffCatalog from '../../locales/compiled/staffCatalog.ts';
import { BULK_MAX, BulkActions } from './approval-bulk.tsx';
import { listingPrice } from './listing-price.ts';
import { ChangesTable } from './pending-changes.tsx';

type Pending = RouterOutputs['catalog']['approval']['listPending'][number];
const PAGE = 48;
const col = createColumnHelper<Pending>();

/**
 * /admin/product-approval: pending products and approved listings' changes as a table filtered by
 * the address (search, kind), each with Approve, Reject (with a reason) and Delete, and the
 * selected ones approved or rejected together (approval-bulk.tsx).
 */
export function ProductApprovalPage() {
  const { t } = useT(staffCatalog);
  const utils = trpc.useUtils();
  const url = useSearch({ from: '/admin/product-approval' });
  const set = useSetSearch<typeof url>();
  const box = useSearchBox(url.q, (q) => set({ q }, { replace: true }));
  const kind = url.kind ?? 'all';
  const pending = trpc.catalog.approval.listPending.useInfiniteQuery(
    { limit: PAGE, search: box.term, kind },
    {
      getNextPageParam: (last) => (last.length === PAGE ? last.at(-1)?.id : undefined),
      placeholderData: keepPreviousData,
    },
  );
  const count = trpc.catalog.approval.pendingCount.useQuery();
  const [picked, setPicked] = useState<Map<string, string>>(new Map());
  const [rejecting, setRejecting] = useState<Pending | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [deleting, setDeleting] = useState<Pending | null>(null);
  const refresh = () => {
    utils.catalog.approval.listPending.invalidate();
    utils.catalog.approval.pendingCount.invalidate();
  };
  const approve = trpc.catalog.approval.approve.useMutation({
    onSuccess: refresh,
    onError: (e) => toast.error(errorMessage(e, t('staffCatalog.approveFailed'))),
  });
  const reject = trpc.catalog.approval.reject.useMutation({
    onSuccess() {
      toast.success(
        t(rejecting?.pending_changes ? 'staffCatalog.changesRejected' : 'staffCatalog.productRejected'),
      );
      setRejecting(null);
      refresh();
    },
    onError: (e) => toast.error(errorMessage(e, t('staffCatalog.rejectFailed'))),
  });
  const remove = trpc.catalog.approval.remove.useMutation({
    onSuccess() {
      toast.success(t('staffCatalog.deleted'));
      setDeleting(null);
      refresh();
    },
    onError: () => toast.error(t('staffCatalog.deleteFailed')),
  });
  const items = pending.data?.pages.flat() ?? [];
  const toggle = (p: Pending, on: boolean) =>
    setPicked((old) => {
      const next = new Map(old);
      if (on && next.size < BULK_MAX) next.set(p.id, p.name);
      else next.delete(p.id);
      return next;
    });
  const allPicked = items.length > 0 && items.every((p) => picked.has(p.id));

  const columns = [
    col.display({
      id: 'select',
      header: () => <span className="sr-only">{t('staffCatalog.select')}</span>,
      meta: { card: 'plain' },
      cell: (c) => (
        <input
          type="checkbox"
          className="size-5 accent-brand-700"
          aria-label={t('staffCatalog.selectName', { name: c.row.original.name })}
          checked={picked.has(c.row.original.id)}
          onChange={(e) => toggle(c.row.original, e.target.checked)}
        />
      ),
    }),
    col.accessor('name', {
      header: t('staffCatalog.product'),
      meta: { card: 'title' },
      cell: (c) => <ProductCell product={c.row.original} />,
    }),
    col.accessor('supplier_name', { header: t('staffCatalog.supplier') }),
    col.accessor('city_name', {
      header: t('staffCatalog.city'),
      cell: (c) => c.getValue() ?? t('staffCatalog.allCities'),
    }),
    col.display({
      id: 'price',
      header: t('staffCatalog.price'),
      meta: { numeric: true },
      cell: (c) =>
        c.row.original.price_needed ? t('staffCatalog.priceNeeded') : listingPrice(c.row.original),
    }),
    col.accessor('stock_quantity', {
      header: t('staffCatalog.stock'),
      meta: { numeric: true },
      cell: (c) => quantityText(c.getValue(), c.row.original.sold_by),
    }),
    col.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('staffCatalog.actions')}</span>,
      meta: { card: 'plain' },
      cell: (c) => {
        const p = c.row.original;
        const changes = Boolean(p.pending_changes);
        return (
          <div className="flex flex-wrap justify-end gap-1.5">
            <Button
              size="sm"
              busy={(approve.isPending && approve.variables?.id === p.id) || undefined}
              disabled={p.price_needed}
              aria-label={t(changes ? 'staffCatalog.approveChangesTo' : 'staffCatalog.approveName', {
                name: p.name,
              })}
              onClick={() =>
                approve.mutate(
                  { id: p.id },
                  {
                    onSuccess: () =>
                      toast.success(
                        t(changes ? 'staffCatalog.changesApproved' : 'staffCatalog.productApproved'),
                      ),
                  },
                )
              }
            >
              {t('staffCatalog.approve')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              aria-label={t(changes ? 'staffCatalog.rejectChangesTo' : 'staffCatalog.rejectName', {
                name: p.name,
              })}
              onClick={() => {
                setReason('');
                setReasonError('');
                setRejecting(p);
              }}
            >
              {t('staffCatalog.reject')}
            </Button>
            <Button
              variant="danger"
              size="sm"
              aria-label={t('staffCatalog.deleteName', { name: p.name })}
              onClick={() => setDeleting(p)}
            >
              {t('staffCatalog.delete')}
            </Button>
          </div>
        );
      },
    }),
  ];

  return (
    <>
      <PageHeader
        title={t('staffCatalog.approvalTitle')}
        description={
          count.data ? t('staffCatalog.waiting', { count: count.data.count }) : t('staffCatalog.waitingAny')
        }
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('staffCatalog.approvalSearch')}
          type="search"
          value={box.value}
          onChange={(e) => box.onChange(e.target.value)}
        />
        <SelectField
          label={t('staffCatalog.approvalKind')}
          value={kind}
          onChange={(e) => {
            const v = e.target.value as typeof kind;
            set({ kind: v === 'all' ? undefined : v });
          }}
        >
          <option value="all">{t('staffCatalog.kindAll')}</option>
          <option value="new">{t('staffCatalog.kindNew')}</option>
          <option value="changes">{t('staffCatalog.kindChanges')}</option>
        </SelectField>
      </div>
      <QueryState query={pending} failed={t('staffCatalog.pendingFailed')}>
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                checked={allPicked}
                disabled={items.length === 0}
                onChange={(e) =>
                  setPicked(
                    e.target.checked
                      ? new Map(items.slice(0, BULK_MAX).map((p) => [p.id, p.name]))
                      : new Map(),
                  )
                }
              />
              {t('staffCatalog.selectAll')}
            </label>
            {picked.size > 0 && (
              <BulkActions
                picked={[...picked].map(([id, name]) => ({ id, name }))}
                onClear={() => setPicked(new Map())}
                onDone={(ids) => setPicked((old) => new Map([...old].filter(([id]) => !ids.includes(id))))}
              />
            )}
          </div>
          <DataTable
            caption={t('staffCatalog.approvalTitle')}
            data={items}
            columns={columns}
            getRowId={(p) => p.id}
            pageSize={10_000}
            stale={pending.isPlaceholderData}
            cards
            rowTestId="pending-product"
            empty={
              <EmptyState icon={PartyPopper} title={t('staffCatalog.caughtUp')}>
                {t('staffCatalog.nonePending')}
              </EmptyState>
            }
          />
          <LoadMore query={pending} />
        </div>
      </QueryState>

      <ConfirmDialog
        open={rejecting !== null}
        title={t(rejecting?.pending_changes ? 'staffCatalog.rejectChanges' : 'staffCatalog.rejectProduct')}
        message={t(rejecting?.pending_changes ? 'staffCatalog.rejectChangesWhy' : 'staffCatalog.rejectWhy', {
          name: rejecting?.name ?? '',
        })}
        confirmLabel={t(reject.isPending ? 'staffCatalog.rejecting' : 'staffCatalog.reject')}
        busy={reject.isPending}
        onCancel={() => setRejecting(null)}
        onConfirm={() => {
          if (!reason.trim()) return setReasonError(t('staffCatalog.reasonRequired'));
          if (rejecting) reject.mutate({ id: rejecting.id, reason: reason.trim() });
        }}
      >
        <TextAreaField
          className="mt-3"
          label={t('staffCatalog.reason')}
          maxLength={500}
          value={reason}
          error={reasonError || undefined}
          onChange={(e) => {
            setReason(e.target.value);
            setReasonError('');
          }}
        />
      </ConfirmDialog>
      <ConfirmDialog
        open={deleting !== null}
        title={t('staffCatalog.deleteProduct')}
        message={t('staffCatalog.deleteSure')}
        confirmLabel={t(remove.isPending ? 'staffCatalog.deleting' : 'staffCatalog.delete')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      >
        {deleting && <p className="mt-2 font-medium">{deleting.name}</p>}
      </ConfirmDialog>
    </>
  );
}

/** Picture, name, category and brand; a live listing's changes below, current beside proposed. */
function ProductCell({ product: p }: { product: Pending }) {
  const { t } = useT(staffCatalog);
  return (
    <div className="flex min-w-0 items-start gap-3">
      {p.image_url ? (
        <img
          src={p.image_url}
          alt=""
          loading="lazy"
          className="size-12 shrink-0 rounded bg-stone-100 object-contain"
        />
      ) : (
        <span
          className="flex size-12 shrink-0 items-center justify-center rounded bg-stone-100 text-stone-400"
          aria-hidden
        >
          <Package className="size-6" />
        </span>
      )}
      <div className="min-w-0">
        <p className="font-medium text-stone-900">{p.name}</p>
        <p className="text-xs text-stone-500">
          {translateSentence(p.category_name)}
          {p.brand ? ` · ${p.brand}` : ''}
        </p>
        {p.pending_changes && (
          <div className="mt-1 max-w-md">
            <Badge tone="amber">{t('staffCatalog.liveChanges')}</Badge>
            <ChangesTable product={p} />
          </div>
        )}
        {p.description && !p.pending_changes && (
          <p className="mt-1 line-clamp-2 max-w-md text-xs text-stone-600">{p.description}</p>
        )}
      </div>
    </div>
  );
}
