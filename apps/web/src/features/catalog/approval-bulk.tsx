import { Button } from '@app/ui/button';
import { ConfirmDialog } from '@app/ui/confirm-dialog';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/errors.ts';
import { useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import staffCatalog from '../../locales/compiled/staffCatalog.ts';
import { useRejectReason } from './reject-reason.tsx';

/** At most this many listings in one bulk action: each is its own approve or reject call. */
export const BULK_MAX = 100;

interface Picked {
  id: string;
  name: string;
}

/**
 * Approve or reject the selected listings, after a confirmation (a reason for rejecting). Each one
 * goes through the same call as its own button, one after another, so every rule and audit entry
 * applies; those refused stay selected and the toast says why.
 */
export function BulkActions({
  picked,
  onDone,
  onClear,
}: {
  picked: Picked[];
  /** The ids that went through: they leave the selection. */
  onDone: (ids: string[]) => void;
  onClear: () => void;
}) {
  const { t } = useT(staffCatalog);
  const utils = trpc.useUtils();
  const approve = trpc.catalog.approval.approve.useMutation();
  const reject = trpc.catalog.approval.reject.useMutation();
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  const reason = useRejectReason();
  const [busy, setBusy] = useState(false);

  const run = async (one: (p: Picked) => Promise<unknown>, failed: string) => {
    setBusy(true);
    const done: string[] = [];
    const refused: string[] = [];
    for (const p of picked) {
      try {
        await one(p);
        done.push(p.id);
      } catch (e) {
        refused.push(t('staffCatalog.bulkRefused', { name: p.name, reason: errorMessage(e, failed) }));
      }
    }
    setBusy(false);
    setAsking(null);
    onDone(done);
    utils.catalog.approval.listPending.invalidate();
    utils.catalog.approval.pendingCount.invalidate();
    if (done.length) toast.success(t('staffCatalog.bulkDone', { done: done.length, count: picked.length }));
    if (refused.length) toast.error(refused.join('\n'));
  };

  return (
    <>
      <fieldset className="flex flex-wrap items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 p-2 text-sm">
        <legend className="sr-only">{t('staffCatalog.bulkActions')}</legend>
        <span className="font-medium" aria-live="polite">
          {t('staffCatalog.selectedCount', { count: picked.length })}
        </span>
        <Button size="sm" onClick={() => setAsking('approve')}>
          {t('staffCatalog.approveSelected')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            reason.reset();
            setAsking('reject');
          }}
        >
          {t('staffCatalog.rejectSelected')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onClear}>
          {t('staffCatalog.clearSelection')}
        </Button>
      </fieldset>
      <ConfirmDialog
        open={asking === 'approve'}
        tone="primary"
        title={t('staffCatalog.bulkApproveTitle', { count: picked.length })}
        message={t('staffCatalog.bulkApproveWhy')}
        confirmLabel={t('staffCatalog.approve')}
        busy={busy}
        onCancel={() => setAsking(null)}
        onConfirm={() => run((p) => approve.mutateAsync({ id: p.id }), t('staffCatalog.approveFailed'))}
      >
        <Names picked={picked} />
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'reject'}
        title={t('staffCatalog.bulkRejectTitle', { count: picked.length })}
        message={t('staffCatalog.bulkRejectWhy')}
        confirmLabel={t(busy ? 'staffCatalog.rejecting' : 'staffCatalog.reject')}
        busy={busy}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          const why = reason.take();
          if (why) run((p) => reject.mutateAsync({ id: p.id, reason: why }), t('staffCatalog.rejectFailed'));
        }}
      >
        <Names picked={picked} />
        {reason.field}
      </ConfirmDialog>
    </>
  );
}

function Names({ picked }: { picked: Picked[] }) {
  return (
    <ul className="mt-2 max-h-40 list-disc overflow-y-auto pl-5 text-sm text-stone-700">
      {picked.map((p) => (
        <li key={p.id}>{p.name}</li>
      ))}
    </ul>
  );
}
