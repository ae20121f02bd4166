import { ConfirmDialog } from '@app/ui/confirm-dialog';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import type { Assignment } from './delivery-lists.tsx';

/** Staff confirm a failed delivery's goods are back: stock released, order cancelled for good. */
export function ReturnToStockDialog({
  assignment,
  onClose,
}: {
  assignment: Assignment;
  onClose: () => void;
}) {
  const utils = trpc.useUtils();
  const returnToStock = trpc.orders.staff.returnToStock.useMutation({
    onSuccess(res) {
      toast.success(
        `Order ${assignment.order_number} cancelled; its goods are back in stock${
          res.credit_notes.length ? ` (credit notes ${res.credit_notes.join(', ')})` : ''
        }.`,
      );
      utils.delivery.staff.overview.invalidate();
      onClose();
    },
    onError(e) {
      toast.error(errorMessage(e, 'Failed to return the goods to stock'));
      utils.delivery.staff.overview.invalidate();
    },
  });
  return (
    <ConfirmDialog
      open
      title="Return to stock?"
      message={`Confirm only once the goods of order ${assignment.order_number} are back with you. Their stock is restored, the order is cancelled (credit notes cancel its invoices) and the customer is told. This cannot be undone.`}
      confirmLabel="Goods are back: return to stock"
      busy={returnToStock.isPending}
      onCancel={onClose}
      onConfirm={() => returnToStock.mutate({ id: assignment.order_id })}
    />
  );
}
