import type { RouterOutputs } from '@app/api';
import { formatRupees } from '@app/api/shared';
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
import { trpc } from '../../lib/trpc.ts';
import { ChangesTable } from './pending-changes.tsx';

type Pending = RouterOutputs['catalog']['approval']['listPending'][number];
const PAGE = 48;

/**
 * /admin/product-approval: pending products, and approved listings' changes (current beside
 * proposed), with Approve, Reject (with a reason) and Delete.
 */
export function ProductApprovalPage() {
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
    onError: (e) => toast.error(errorMessage(e, 'Failed to approve product')),
  });
  const reject = trpc.catalog.approval.reject.useMutation({
    onSuccess() {
      toast.success(
        rejecting?.pending_changes ? 'Changes rejected: the listing stays as it was' : 'Product rejected',
      );
      setRejecting(null);
      refresh();
    },
    onError: (e) => toast.error(errorMessage(e, 'Failed to reject product')),
  });
  const remove = trpc.catalog.approval.remove.useMutation({
    onSuccess() {
      toast.success('Product deleted successfully');
      setDeleting(null);
      refresh();
    },
    onError: () => toast.error('Failed to delete product'),
  });
  const items = pending.data?.pages.flat() ?? [];

  return (
    <div className="flex flex-col gap-4">
      <header>
        <h1 className="text-2xl font-bold">Product Approval</h1>
        <p className="text-sm text-stone-600">
          {count.data ? `${count.data.count} product(s) waiting for review` : 'Products waiting for review'}
        </p>
      </header>
      {pending.isPending ? (
        <Spinner label="Loading pending products…" />
      ) : pending.isError ? (
        <EmptyState icon={TriangleAlert} title="Failed to load pending products">
          <Button variant="secondary" size="sm" onClick={() => pending.refetch()}>
            Try again
          </Button>
        </EmptyState>
      ) : items.length === 0 ? (
        <EmptyState icon={PartyPopper} title="All Caught Up!">
          No products pending approval at the moment
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
                        p.pending_changes
                          ? 'Changes approved: now on sale'
                          : 'Product approved successfully!',
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
        title={rejecting?.pending_changes ? 'Reject changes' : 'Reject product'}
        message={
          rejecting?.pending_changes
            ? `Tell the supplier why the changes to "${rejecting.name}" are rejected. The listing stays on sale as it was; they will see this reason.`
            : `Tell the supplier why "${rejecting?.name ?? ''}" is rejected. They will see this reason.`
        }
        confirmLabel={reject.isPending ? 'Rejecting...' : 'Reject'}
        busy={reject.isPending}
        onCancel={() => setRejecting(null)}
        onConfirm={() => {
          if (!reason.trim()) return setReasonError('Reason is required');
          if (rejecting) reject.mutate({ id: rejecting.id, reason: reason.trim() });
        }}
      >
        <TextAreaField
          className="mt-3"
          label="Reason"
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
        title="Delete product"
        message="Are you sure you want to delete this product?"
        confirmLabel={remove.isPending ? 'Deleting...' : 'Delete'}
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
          {p.pending_changes && <Badge tone="amber">Changes to a live listing</Badge>}
          <p className="text-xs uppercase tracking-wide text-stone-500">{p.category_name}</p>
          <h2 className="font-semibold">{p.name}</h2>
        </div>
        {p.pending_changes && <ChangesTable product={p} />}
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-stone-500">Supplier</dt>
          <dd>{p.supplier_name}</dd>
          <dt className="text-stone-500">Price</dt>
          <dd className="font-semibold">
            {p.price_needed
              ? 'Not set yet (the supplier prices it first)'
              : `${formatRupees(p.price)} / ${p.unit}`}
          </dd>
          <dt className="text-stone-500">Stock</dt>
          <dd>{p.stock_quantity}</dd>
          <dt className="text-stone-500">Brand</dt>
          <dd>{p.brand || '—'}</dd>
          <dt className="text-stone-500">City</dt>
          <dd>{p.city_name ?? 'All cities'}</dd>
        </dl>
        {p.description && <p className="text-sm text-stone-700">{p.description}</p>}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Button
            size="sm"
            className="flex-1"
            busy={busy}
            disabled={p.price_needed}
            onClick={onApprove}
            aria-label={p.pending_changes ? `Approve changes to ${p.name}` : `Approve ${p.name}`}
          >
            Approve
          </Button>
          <Button
            variant="secondary"
            size="sm"
            className="flex-1"
            onClick={onReject}
            aria-label={p.pending_changes ? `Reject changes to ${p.name}` : `Reject ${p.name}`}
          >
            Reject
          </Button>
          <Button variant="danger" size="sm" onClick={onDelete} aria-label={`Delete ${p.name}`}>
            Delete
          </Button>
        </div>
      </div>
    </Card>
  );
}
