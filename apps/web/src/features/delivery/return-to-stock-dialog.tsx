import { ConfirmDialog } from '@app/ui/confirm-dialog';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/errors.ts';
import { useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import staffDelivery from '../../locales/compiled/staffDelivery.ts';
import type { Assignment } from './delivery-lists.tsx';

/** Staff confirm a failed delivery's goods are back: stock released, order cancelled for good. */
export function ReturnToStockDialog({
  assignment,
  onClose,
}: {
  assignment: Assignment;
  onClose: () => void;
}) {
  const { t } = useT(staffDelivery);
  const order = assignment.order_number;
  const utils = trpc.useUtils();
  const returnToStock = trpc.orders.staff.returnToStock.useMutation({
    onSuccess(res) {
      toast.success(
        res.credit_notes.length
          ? t('staffDelivery.returnedNotes', { order, notes: res.credit_notes.join(', ') })
          : t('staffDelivery.returned', { order }),
      );
      utils.delivery.staff.overview.invalidate();
      onClose();
    },
    onError(e) {
      toast.error(errorMessage(e, t('staffDelivery.returnFailed')));
      utils.delivery.staff.overview.invalidate();
    },
  });
  return (
    <ConfirmDialog
      open
      title={t('staffDelivery.returnQ')}
      message={t('staffDelivery.returnWhen', { order })}
      confirmLabel={t('staffDelivery.goodsBack')}
      busy={returnToStock.isPending}
      onCancel={onClose}
      onConfirm={() => returnToStock.mutate({ id: assignment.order_id })}
    />
  );
}
