import type { RouterOutputs } from '@app/api';
import { Badge } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { ConfirmDialog } from '@app/ui/confirm-dialog';
import { EmptyState } from '@app/ui/empty-state';
import { TextAreaField } from '@app/ui/field';
import { LoadMore } from '@app/ui/load-more';
import { Spinner } from '@app/ui/spinner';
import { Package, PartyPopper, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/errors.ts';
import { translateSentence, useT } from '../../lib/i18n.ts';
import { quantityText } from '../../lib/quantity.ts';
import { trpc } from '../../lib/trpc.ts';
import staffCatalog from '../../locales/compiled/staffCatalog.ts';
import { listingPrice } from './listing-price.ts';
import { ChangesTable } from './pending-changes.tsx';

type Pending = RouterOutputs['catalog']['approval']['listPending'][number];
const PAGE = 48;

/**
 * /admin/product-approval: pending products, and approved listings' changes (current beside
 * proposed), with Approve, Reject (with a reason) and Delete.
 */
export function ProductApprovalPage() {
  const { t } = useT(staffCatalog);
  const utils = trpc.useUtils();
  const pending = trpc.catalog.approval.listPending.useInfiniteQuery(
    { limit: PAGE },
    { getNextPageParam: (last) => (last.length === PAGE ? last.at(-1)?.id : undefined) },
  );
  const count = trpc.catalog.approval.pendingCount.useQuery();
  const [rejecting, setRejecting] = useState<Pending | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [deleting, setDeleting] = useState<Pending | null>(null);
  const refresh = () => {
    utils.catalog.approval.listPending.invalidate();
    utils.catalog.approval.pendingCount.invalidate();
  };
  const approve = trpc.catalog.approval.approve.useMutation({
    onSuccess() {
      refresh();
    },
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

  return (
    <div className="flex flex-col gap-4">
      <header>
        <h1 className="text-2xl font-bold">{t('staffCatalog.approvalTitle')}</h1>
        <p className="text-sm text-stone-600">
          {count.data ? t('staffCatalog.waiting', { count: count.data.count }) : t('staffCatalog.waitingAny')}
        </p>
      </header>
      {pending.isPending ? (
        <Spinner label={t('staffCatalog.loadingPending')} />
      ) : pending.isError ? (
        <EmptyState icon={TriangleAlert} title={t('staffCatalog.pendingFailed')}>
          <Button variant="secondary" size="sm" onClick={() => pending.refetch()}>
            {t('staffCatalog.tryAgain')}
          </Button>
        </EmptyState>
      ) : items.length === 0 ? (
        <EmptyState icon={PartyPopper} title={t('staffCatalog.caughtUp')}>
          {t('staffCatalog.nonePending')}
        </EmptyState>
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {items.map((p) => (
            <PendingCard
              key={p.id}
              product={p}
              busy={(approve.isPending && approve.variables?.id === p.id) || undefined}
              onApprove={() =>
                approve.mutate(
                  { id: p.id },
                  {
                    onSuccess: () =>
                      toast.success(
                        t(
                          p.pending_changes ? 'staffCatalog.changesApproved' : 'staffCatalog.productApproved',
                        ),
                      ),
                  },
                )
              }
              onReject={() => {
                setReason('');
                setReasonError('');
                setRejecting(p);
              }}
              onDelete={() => setDeleting(p)}
            />
          ))}
        </div>
      )}
      <LoadMore query={pending} />

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
    </div>
  );
}

function PendingCard({
  product: p,
  busy,
  onApprove,
  onReject,
  onDelete,
}: {
  product: Pending;
  busy?: boolean;
  onApprove: () => void;
  onReject: () => void;
  onDelete: () => void;
}) {
  const { t } = useT(staffCatalog);
  return (
    <Card className="flex flex-col" data-testid="pending-product">
      {p.image_url ? (
        <img
          src={p.image_url}
          alt={p.name}
          loading="lazy"
          className="h-40 w-full rounded-t-xl bg-stone-100 object-contain p-2"
        />
      ) : (
        <div
          className="flex h-40 items-center justify-center rounded-t-xl bg-stone-100 text-stone-400"
          aria-hidden
        >
          <Package className="size-10" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div>
          {p.pending_changes && <Badge tone="amber">{t('staffCatalog.liveChanges')}</Badge>}
          <p className="text-xs uppercase tracking-wide text-stone-500">
            {translateSentence(p.category_name)}
          </p>
          <h2 className="font-semibold">{p.name}</h2>
        </div>
        {p.pending_changes && <ChangesTable product={p} />}
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-stone-500">{t('staffCatalog.supplier')}</dt>
          <dd>{p.supplier_name}</dd>
          <dt className="text-stone-500">{t('staffCatalog.price')}</dt>
          <dd className="font-semibold">
            {p.price_needed ? t('staffCatalog.priceNeeded') : listingPrice(p)}
          </dd>
          <dt className="text-stone-500">{t('staffCatalog.stock')}</dt>
          <dd>{quantityText(p.stock_quantity, p.sold_by)}</dd>
          <dt className="text-stone-500">{t('staffCatalog.brand')}</dt>
          <dd>{p.brand || '—'}</dd>
          <dt className="text-stone-500">{t('staffCatalog.city')}</dt>
          <dd>{p.city_name ?? t('staffCatalog.allCities')}</dd>
        </dl>
        {p.description && <p className="text-sm text-stone-700">{p.description}</p>}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Button
            size="sm"
            className="flex-1"
            busy={busy}
            disabled={p.price_needed}
            onClick={onApprove}
            aria-label={t(p.pending_changes ? 'staffCatalog.approveChangesTo' : 'staffCatalog.approveName', {
              name: p.name,
            })}
          >
            {t('staffCatalog.approve')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            className="flex-1"
            onClick={onReject}
            aria-label={t(p.pending_changes ? 'staffCatalog.rejectChangesTo' : 'staffCatalog.rejectName', {
              name: p.name,
            })}
          >
            {t('staffCatalog.reject')}
          </Button>
          <Button
            variant="danger"
            size="sm"
            onClick={onDelete}
            aria-label={t('staffCatalog.deleteName', { name: p.name })}
          >
            {t('staffCatalog.delete')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
