import { ConfirmDialog } from '@app/ui/confirm-dialog';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/errors.ts';
import { useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import priceLists from '../../locales/compiled/priceLists.ts';
import { named, type Price, useRefreshPrices } from './prices.ts';

/**
 * Asks before withdrawing `price` (none while null): the supplier its own, or staff with
 * `supplierId` a supplier's. The customer pays the listing's price again at once.
 */
export function WithdrawPrice({
  price,
  supplierId,
  onClose,
}: {
  price: Price | null;
  supplierId?: string;
  onClose: () => void;
}) {
  const { t } = useT(priceLists);
  const refresh = useRefreshPrices(supplierId);
  const handlers = {
    onSuccess() {
      toast.success(t('priceLists.withdrawn', named(price)));
      onClose();
      void refresh();
    },
    onError: (e: unknown) => toast.error(errorMessage(e, t('priceLists.withdrawFailed'))),
  };
  const own = trpc.contracts.remove.useMutation(handlers);
  const theirs = trpc.contracts.staff.remove.useMutation(handlers);
  return (
    <ConfirmDialog
      open={price !== null}
      title={t('priceLists.withdrawTitle')}
      message={t('priceLists.withdrawMessage', named(price))}
      confirmLabel={t('priceLists.withdrawConfirm')}
      busy={own.isPending || theirs.isPending}
      onCancel={onClose}
      onConfirm={() => price && (supplierId ? theirs : own).mutate({ id: price.id })}
    />
  );
}
