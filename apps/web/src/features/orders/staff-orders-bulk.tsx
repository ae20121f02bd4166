import type { RouterOutputs } from '@app/api';
import type { StaffSettable } from '@app/api/order-status';
import { Button } from '@app/ui/button';
import { ConfirmDialog } from '@app/ui/confirm-dialog';
import { controlClass } from '@app/ui/field';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/errors.ts';
import { useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import staffOps from '../../locales/compiled/staffOps.ts';
import statusText from '../../locales/compiled/status.ts';
import { BulkRider, PickedOrders } from './staff-orders-bulk-rider.tsx';

type Order = RouterOutputs['orders']['staff']['list']['items'][number];

/**
 * Statuses a selection may be moved to together. Cancelling stays one order at a time (it restores
 * stock and refunds, and its own dialog names the order); pending is a step back, not a batch job.
 */
export const BULK_STATUSES = [
  'confirmed',
  'processing',
  'shipped',
  'delivered',
] as const satisfies readonly StaffSettable[];
type BulkStatus = (typeof BULK_STATUSES)[number];

/**
 * Move the selected orders to one status, or give them to one rider (BulkRider), after a confirmation. Each goes through the row's own
 * call (`orders.staff.setStatus` with the version seen), one after another, so the status table,
 * audit entries and customer notices apply to each; those refused stay selected and the toast says why.
 */
export function OrdersBulk({
  picked,
  onDone,
  onClear,
  onNarrow,
}: {
  picked: Order[];
  /** The ids that went through: they leave the selection. */
  onDone: (ids: string[]) => void;
  onClear: () => void;
  /** Filter the list (and the selection) to one city. */
  onNarrow: (cityId: string) => void;
}) {
  const { t } = useT(staffOps, statusText);
  const utils = trpc.useUtils();
  const setStatus = trpc.orders.staff.setStatus.useMutation();
  const [target, setTarget] = useState<BulkStatus>('confirmed');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    const done: string[] = [];
    const refused: string[] = [];
    for (const o of picked) {
      try {
        await setStatus.mutateAsync({ id: o.id, status: target, expected_version: o.version });
        done.push(o.id);
      } catch (e) {
        refused.push(
          t('staffOps.bulkRefused', {
            order: o.order_number,
            reason: errorMessage(e, t('staffOps.statusFailed')),
          }),
        );
      }
    }
    setBusy(false);
    setAsking(false);
    onDone(done);
    utils.orders.staff.list.invalidate();
    if (done.length) toast.success(t('staffOps.bulkDone', { done: done.length, count: picked.length }));
    if (refused.length) toast.error(refused.join('\n'));
  };

  return (
    <>
      <fieldset className="flex w-full flex-col gap-2 rounded-lg border border-brand-200 bg-brand-50 p-2 text-sm">
        <legend className="sr-only">{t('staffOps.bulkActions')}</legend>
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium" aria-live="polite">
            {t('staffOps.selectedCount', { count: picked.length })}
          </span>
          <span className="w-full sm:w-44">
            <select
              className={`${controlClass} h-9`}
              value={target}
              aria-label={t('staffOps.bulkStatus')}
              onChange={(e) => setTarget(e.target.value as BulkStatus)}
            >
              {BULK_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`orderStatus.${s}`)}
                </option>
              ))}
            </select>
          </span>
          <Button size="sm" onClick={() => setAsking(true)}>
            {t('staffOps.bulkApply')}
          </Button>
          <Button size="sm" variant="ghost" onClick={onClear}>
            {t('staffOps.clearSelection')}
          </Button>
        </div>
        <BulkRider picked={picked} onDone={onDone} onNarrow={onNarrow} />
      </fieldset>
      <ConfirmDialog
        open={asking}
        tone="primary"
        title={t('staffOps.bulkTitle', { count: picked.length, status: t(`orderStatus.${target}`) })}
        message={t('staffOps.bulkWhy')}
        confirmLabel={t('staffOps.bulkApply')}
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={run}
      >
        <PickedOrders picked={picked} />
      </ConfirmDialog>
    </>
  );
}
