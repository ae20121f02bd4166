import { formatRupees } from '@app/api/shared';
import { ConfirmDialog } from '@app/ui/confirm-dialog';
import { TextField } from '@app/ui/field';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage, refusal } from '../../lib/errors.ts';
import { useT } from '../../lib/i18n.ts';
import { quantityText } from '../../lib/quantity.ts';
import { trpc } from '../../lib/trpc.ts';
import { allowedRange } from '../../lib/weighing.ts';
import weighingText from '../../locales/compiled/weighing.ts';
import type { SupplierOrder } from './supplier-orders-page.tsx';

type Line = SupplierOrder['items'][number];

const kg = (q: number) => quantityText(q, 'kg');

/** A typed weight ('2.62' or '2,62') in kg, or why it cannot be one. */
function readWeight(text: string): number | 'positive' | 'decimals' {
  const q = Number(text.trim().replace(',', '.'));
  if (text.trim() === '' || !Number.isFinite(q) || q <= 0) return 'positive';
  return Math.abs(q * 1000 - Math.round(q * 1000)) < 1e-6 ? q : 'decimals';
}

/**
 * The weight packed of a line weighed when packed. Within the estimate's tolerance it stands; a
 * weight outside it is refused (409 outside_tolerance) and may then be put to the customer, who
 * accepts or declines it.
 */
export function WeighDialog({
  order,
  line,
  onClose,
}: {
  order: SupplierOrder;
  line: Line;
  onClose: () => void;
}) {
  const { t } = useT(weighingText);
  const utils = trpc.useUtils();
  const estimate = line.estimated_quantity ?? line.quantity;
  const range = allowedRange(estimate, line.tolerance_percent);
  const [value, setValue] = useState(line.estimated_quantity === null ? '' : String(line.quantity));
  const [error, setError] = useState<string>();
  // A weight the server found outside the tolerance: the next confirm asks the customer.
  const [outside, setOutside] = useState<number | null>(null);
  const weigh = trpc.orders.supplier.shortLine.useMutation({
    onSuccess(r) {
      toast.success(
        r.awaiting_customer
          ? t('weighing.asked', { quantity: kg(outside ?? r.quantity), name: line.product_name })
          : t('weighing.saved', {
              name: line.product_name,
              quantity: kg(r.quantity),
              total: formatRupees(r.total),
            }),
      );
      onClose();
    },
    onError(e, v) {
      if (refusal(e).code === 'outside_tolerance' && v.actual_quantity !== undefined) {
        setOutside(v.actual_quantity);
        return;
      }
      setError(errorMessage(e, t('weighing.failed')));
    },
    onSettled: () => utils.orders.supplier.list.invalidate(),
  });
  const submit = () => {
    const weight = readWeight(value);
    if (typeof weight === 'string') return setError(t(`weighing.${weight}`));
    weigh.mutate({
      order_id: order.order_id,
      line_id: line.id,
      actual_quantity: weight,
      ...(outside === weight && { ask_customer: true }),
    });
  };
  const limits = { min: kg(range.min), max: kg(range.max) };
  return (
    <ConfirmDialog
      open
      tone="primary"
      title={t('weighing.weighTitle', { name: line.product_name })}
      message={t('weighing.weighMessage', {
        estimate: kg(estimate),
        ...limits,
        tolerance: line.tolerance_percent,
      })}
      confirmLabel={
        weigh.isPending
          ? t('weighing.saving')
          : outside === null
            ? t('weighing.save')
            : t('weighing.ask', { quantity: kg(outside) })
      }
      busy={weigh.isPending}
      onCancel={onClose}
      onConfirm={submit}
    >
      <TextField
        className="mt-3"
        label={t('weighing.weightPacked')}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        error={error}
        onChange={(e) => {
          setValue(e.target.value);
          setError(undefined);
          setOutside(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') submit();
        }}
      />
      {outside !== null && (
        <p role="alert" className="mt-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
          {t('weighing.outside', { quantity: kg(outside), ...limits })}
        </p>
      )}
    </ConfirmDialog>
  );
}
