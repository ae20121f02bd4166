import { formatRupees } from '@app/api/shared';
import { Button } from '@app/ui/button';
import { ConfirmDialog } from '@app/ui/confirm-dialog';
import { TextField } from '@app/ui/field';
import { useState } from 'react';
import { toast } from 'sonner';
import * as v from 'valibot';
import { errorMessage } from '../../lib/errors.ts';
import { useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import supplierOrders from '../../locales/compiled/supplierOrders.ts';
import type { SupplierOrder } from './supplier-orders-page.tsx';

type Line = SupplierOrder['items'][number];

/**
 * The supplier's lines of an order. While its part is still to be handed over it may ship less
 * of a line (never more): the customer is told and pays less.
 */
export function SupplierOrderLines({ order, editable }: { order: SupplierOrder; editable: boolean }) {
  const { t } = useT(supplierOrders);
  const [shorting, setShorting] = useState<Line>();
  return (
    <>
      <ul
        className="divide-y divide-stone-100 rounded-lg border border-stone-200 text-sm"
        aria-label={t('supplierOrders.yourLines')}
      >
        {order.items.map((i) => (
          <li key={i.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 px-3 py-2">
            <span className="min-w-0">
              {i.product_name} <span className="text-stone-500">({i.unit})</span>
              {i.supplied_quantity < i.quantity && (
                <span className="block text-xs text-amber-800">
                  {t('supplierOrders.shipping', { supplied: i.supplied_quantity, ordered: i.quantity })}
                </span>
              )}
            </span>
            <span className="flex shrink-0 items-baseline gap-3 tabular-nums">
              <span>
                {i.quantity} × {formatRupees(i.price)} ={' '}
                <span className="font-medium">{formatRupees(i.line_total)}</span>
              </span>
              {editable && i.supplied_quantity > 0 && (
                <Button variant="ghost" size="sm" onClick={() => setShorting(i)}>
                  {t('supplierOrders.shipLess')}
                </Button>
              )}
            </span>
          </li>
        ))}
      </ul>
      {shorting && <ShipLessDialog order={order} line={shorting} onClose={() => setShorting(undefined)} />}
    </>
  );
}

function ShipLessDialog({ order, line, onClose }: { order: SupplierOrder; line: Line; onClose: () => void }) {
  const { t } = useT(supplierOrders);
  const utils = trpc.useUtils();
  const [value, setValue] = useState(String(line.supplied_quantity - 1));
  const [error, setError] = useState<string>();
  const ship = trpc.orders.supplier.shortLine.useMutation({
    onSuccess(r) {
      toast.success(
        t('supplierOrders.shorted', {
          name: line.product_name,
          quantity: r.quantity,
          total: formatRupees(r.total),
        }),
      );
      onClose();
    },
    onError: (e) => setError(errorMessage(e, t('supplierOrders.shortFailed'))),
    onSettled: () => utils.orders.supplier.list.invalidate(),
  });
  const schema = v.pipe(
    v.string(),
    v.transform(Number),
    v.integer(t('supplierOrders.wholeNumber')),
    v.minValue(0, t('supplierOrders.zeroOrMore')),
    v.maxValue(line.supplied_quantity - 1, t('supplierOrders.fewerThan', { max: line.supplied_quantity })),
  );
  const submit = () => {
    const parsed = v.safeParse(schema, value.trim() || 'x');
    if (!parsed.success) return setError(parsed.issues[0].message);
    ship.mutate({ order_id: order.order_id, line_id: line.id, quantity: parsed.output });
  };
  return (
    <ConfirmDialog
      open
      tone="primary"
      title={t('supplierOrders.shipLessTitle', { name: line.product_name })}
      message={t('supplierOrders.shipLessMessage', { count: line.supplied_quantity, unit: line.unit })}
      confirmLabel={ship.isPending ? t('supplierOrders.saving') : t('supplierOrders.shipThisMany')}
      busy={ship.isPending}
      onCancel={onClose}
      onConfirm={submit}
    >
      <TextField
        className="mt-3"
        label={t('supplierOrders.quantity', { unit: line.unit })}
        type="number"
        inputMode="numeric"
        min={0}
        max={line.supplied_quantity - 1}
        value={value}
        error={error}
        onChange={(e) => {
          setValue(e.target.value);
          setError(undefined);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') submit();
        }}
      />
    </ConfirmDialog>
  );
}
