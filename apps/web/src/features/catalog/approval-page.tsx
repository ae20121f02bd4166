import { ConfirmDialog } from '@app/ui/confirm-dialog';
import { DataTable } from '@app/ui/data-table';
import { EmptyState } from '@app/ui/empty-state';
import { SelectField, TextField } from '@app/ui/field';
import { LoadMore } from '@app/ui/load-more';
import { keepPreviousData } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { PartyPopper } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ExportCsvButton } from '../../components/admin/export-csv-button.tsx';
import { PageHeader, QueryState } from '../../components/admin/page.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useT } from '../../lib/i18n.ts';
import { listSearch, oneOf } from '../../lib/list-search.ts';
import { quantityText } from '../../lib/quantity.ts';
import { ALONE, trpc } from '../../lib/trpc.ts';
import { useSearchBox, useSetSearch } from '../../lib/url-list.ts';
import staffCatalog from '../../locales/compiled/staffCatalog.ts';
import { BULK_MAX, BulkActions } from './approval-bulk.tsx';
import {
  ActionsCell,
  type Pending,
  ProductCell,
  type RowActions,
  RowContext,
  SelectCell,
} from './approval-row.tsx';
import { listingPrice } from './listing-price.ts';
import { useRejectReason } from './reject-reason.tsx';

const PAGE = 48;
const col = createColumnHelper<Pending>();
// Read here rather than in the route's validateSearch: the route table loads with every page, the
// landing's included, and this screen's filters need not.
const approvalSearch = listSearch({ kind: oneOf(['new', 'changes']) });

/**
 * /admin/product-approval: pending products and approved listings' changes as a table filtered by
 * the address (search, kind), each with Approve, Reject (with a reason) and Delete, and the
 * selected ones approved or rejected together (approval-bulk.tsx).
 */
export function ProductApprovalPage() {
  const { t } = useT(staffCatalog);
  const utils = trpc.useUtils();
  const url = approvalSearch(useSearch({ strict: false }));
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
  const reason = useRejectReason();
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

  const rowActions: RowActions = {
    picked,
    toggle,
    approving: approve.isPending ? approve.variables?.id : undefined,
    approve: (p) =>
      approve.mutate(
        { id: p.id },
        {
          onSuccess: () =>
            toast.success(
              t(p.pending_changes ? 'staffCatalog.changesApproved' : 'staffCatalog.productApproved'),
            ),
        },
      ),
    reject: (p) => {
      reason.reset();
      setRejecting(p);
    },
    remove: setDeleting,
  };
  const columns = [
    col.display({
      id: 'select',
      header: () => <span className="sr-only">{t('staffCatalog.select')}</span>,
      meta: { card: 'plain' },
      cell: SelectCell,
    }),
    col.accessor('name', {
      header: t('staffCatalog.product'),
      meta: { card: 'title' },
      cell: ProductCell,
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
      cell: ActionsCell,
    }),
  ];

  return (
    <>
      <PageHeader
        title={t('staffCatalog.approvalTitle')}
        description={
          count.data ? t('staffCatalog.waiting', { count: count.data.count }) : t('staffCatalog.waitingAny')
        }
        actions={
          <ExportCsvButton
            file={() => utils.catalog.approval.exportCsv.fetch({ search: box.term, kind }, ALONE)}
          />
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
          <RowContext.Provider value={rowActions}>
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
          </RowContext.Provider>
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
          const why = reason.take();
          if (why && rejecting) reject.mutate({ id: rejecting.id, reason: why });
        }}
      >
        {reason.field}
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
