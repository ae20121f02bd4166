import {
  isFinalPart,
  ORDER_STATUS_TABLE,
  PART_STATUS_TABLE,
  PART_WORK_STATUSES,
} from '@app/api/order-status';
import { formatRupees } from '@app/api/shared';
import { Badge } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { ConfirmDialog } from '@app/ui/confirm-dialog';
import { TextAreaField } from '@app/ui/field';
import { useState } from 'react';
import { toast } from 'sonner';
import { NAME, named } from '../../components/named.tsx';
import { OrderOutlet } from '../../components/order-outlet.tsx';
import { saveFile } from '../../lib/download.ts';
import { errorMessage } from '../../lib/errors.ts';
import { slotText } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { formatDateTime, formatDay } from '../../lib/relative-time.ts';
import { ALONE, trpc } from '../../lib/trpc.ts';
import statusText from '../../locales/compiled/status.ts';
import supplierOrders from '../../locales/compiled/supplierOrders.ts';
import { SupplierOrderLines } from './supplier-order-lines.tsx';
import type { SupplierOrder } from './supplier-orders-page.tsx';

type Step = SupplierOrder['next'][number];
const REJECT = 'rejected' satisfies Step;

/** One order as its supplier sees it: its lines, its part's status and the next steps. */
export function SupplierOrderCard({ order: o }: { order: SupplierOrder }) {
  const { t } = useT(supplierOrders, statusText);
  const utils = trpc.useUtils();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const move = trpc.orders.supplier.setStatus.useMutation({
    onSuccess(_r, v) {
      setRejecting(false);
      toast.success(t(`supplierOrders.done.${v.status}`, { number: o.order_number }));
    },
    onError: (e) => toast.error(errorMessage(e, t('supplierOrders.updateFailed'))),
    onSettled: () => utils.orders.supplier.list.invalidate(),
  });
  const step = (status: Step, why?: string) =>
    move.mutate({ order_id: o.order_id, status, reason: why, expected_version: o.version });
  const [printing, setPrinting] = useState(false);
  const printSlip = async () => {
    setPrinting(true);
    try {
      saveFile(await utils.orders.supplier.packingSlip.fetch({ order_id: o.order_id }, ALONE));
    } catch (e) {
      toast.error(errorMessage(e, t('supplierOrders.slipFailed')));
    } finally {
      setPrinting(false);
    }
  };
  const awaiting = o.order_status === 'pending';
  const packed = o.status === 'packed';
  const rejectedBecause = o.status === 'rejected' && o.reason;
  const editable = !isFinalPart(o.status) && PART_WORK_STATUSES.includes(o.order_status);
  // A substitute is offered while packing (decision 0091); once packed, the goods wait for the rider.
  const substitutable = editable && o.status !== 'packed';
  const orderClosed = o.order_status !== 'pending' && !PART_WORK_STATUSES.includes(o.order_status);
  // As the server serves it: once confirmed, unless the order was cancelled or the part rejected.
  const slipReady = o.status !== 'rejected' && o.order_status !== 'pending' && o.order_status !== 'cancelled';
  return (
    <li>
      <Card className="flex flex-col gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-mono font-semibold">{o.order_number}</span>
              <Badge tone={PART_STATUS_TABLE[o.status].tone}>{t(`partStatus.${o.status}`)}</Badge>
              {awaiting && <Badge>{t('supplierOrders.awaiting')}</Badge>}
              {o.overdue && <Badge tone="red">{t('supplierOrders.overdue')}</Badge>}
              {orderClosed && (
                <Badge tone={ORDER_STATUS_TABLE[o.order_status].tone}>
                  {t('supplierOrders.orderStatus', { status: t(`orderStatus.${o.order_status}`) })}
                </Badge>
              )}
            </p>
            <p className="mt-1 text-sm text-stone-600">
              {formatDateTime(o.order_date)} · <span translate="no">{o.restaurant_name}</span>
              {o.city_name && (
                <>
                  , <span translate="no">{o.city_name}</span>
                </>
              )}
            </p>
            <OrderOutlet order={o} />
          </div>
          <p className="text-sm text-stone-600">
            {o.delivery_slot ? (
              <>
                {t('supplierOrders.delivery')}{' '}
                <span className="font-medium text-stone-900">{slotText(o.delivery_slot)}</span>
              </>
            ) : (
              <>
                {t('supplierOrders.deliverBy')}{' '}
                <span className="font-medium text-stone-900">{formatDay(o.expected_by)}</span>
              </>
            )}
          </p>
        </div>

        <SupplierOrderLines order={o} editable={editable} substitutable={substitutable} />

        <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
          <p className="tabular-nums text-stone-700">
            {t('supplierOrders.subtotalGst', {
              subtotal: formatRupees(o.subtotal),
              gst: formatRupees(o.gst_amount),
            })}{' '}
            <span className="font-semibold text-stone-900">
              {t('supplierOrders.total', { total: formatRupees(o.total) })}
            </span>
          </p>
          <p className="text-stone-700">
            {t('supplierOrders.pickupCode')}{' '}
            <span className="font-mono text-base font-bold tracking-widest">{o.pickup_code}</span>
            {' · '}
            {o.rider
              ? named(t('supplierOrders.rider', { name: NAME }), o.rider.name)
              : t('supplierOrders.noRider')}
          </p>
        </div>

        {packed && !orderClosed && (
          <p className="rounded-lg bg-violet-50 px-3 py-2 text-sm text-violet-950">
            {t('supplierOrders.handNote')}
          </p>
        )}
        {rejectedBecause && (
          <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {t('supplierOrders.youRejected', { reason: rejectedBecause })}
          </p>
        )}

        {(o.next.length > 0 || slipReady) && (
          <div className="flex flex-wrap gap-2">
            {o.next.map((s) =>
              s === REJECT ? (
                <Button
                  key={s}
                  variant="ghost"
                  size="sm"
                  disabled={move.isPending}
                  onClick={() => setRejecting(true)}
                >
                  {t('supplierOrders.reject')}
                </Button>
              ) : (
                <Button
                  key={s}
                  size="sm"
                  busy={move.isPending && move.variables?.status === s}
                  onClick={() => step(s)}
                >
                  {t(`supplierOrders.action.${s}`)}
                </Button>
              ),
            )}
            {slipReady && (
              <Button variant="secondary" size="sm" busy={printing} onClick={printSlip}>
                {t('supplierOrders.slip')}
              </Button>
            )}
          </div>
        )}
      </Card>

      <ConfirmDialog
        open={rejecting}
        title={t('supplierOrders.rejectTitle', { number: o.order_number })}
        message={t('supplierOrders.rejectMessage')}
        confirmLabel={move.isPending ? t('supplierOrders.rejecting') : t('supplierOrders.rejectPart')}
        busy={move.isPending}
        onCancel={() => setRejecting(false)}
        onConfirm={() => {
          if (!reason.trim()) return setReasonError(t('supplierOrders.sayWhy'));
          step(REJECT, reason.trim());
        }}
      >
        <TextAreaField
          className="mt-3"
          label={t('supplierOrders.reason')}
          maxLength={300}
          value={reason}
          error={reasonError}
          onChange={(e) => {
            setReason(e.target.value);
            setReasonError(undefined);
          }}
        />
      </ConfirmDialog>
    </li>
  );
}
