import type { RouterOutputs } from '@app/api';
import { isFinalOrderStatus, ORDER_STATUS_TABLE } from '@app/api/order-status';
import { formatPhone, formatRupees } from '@app/api/shared';
import { Badge } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { ConfirmDialog } from '@app/ui/confirm-dialog';
import { useState } from 'react';
import { toast } from 'sonner';
import { OrderOutlet } from '../../components/order-outlet.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { slotText } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { formatDateTime, formatDay } from '../../lib/relative-time.ts';
import { downloadFile } from '../../lib/rest.ts';
import { trpc } from '../../lib/trpc.ts';
import ordersText from '../../locales/compiled/orders.ts';
import statusText from '../../locales/compiled/status.ts';
import substitutesText from '../../locales/compiled/substitutes.ts';
import weighingText from '../../locales/compiled/weighing.ts';
import { OrderAgainButton } from '../cart/order-again.tsx';
import { SaveListButton } from '../cart/save-list.tsx';
import { OrderClaims } from '../claims/order-claims.tsx';
import { OrderLines } from './order-lines.tsx';

export type Order = RouterOutputs['orders']['list']['orders'][number];

/** The delivery code matters while the order may still reach the customer. */
const awaitsDelivery = (s: Order['status']) => !isFinalOrderStatus(s) && s !== 'delivery_failed';

export function OrderCard({ order: o }: { order: Order }) {
  const { t } = useT(ordersText, statusText, weighingText, substitutesText);
  const utils = trpc.useUtils();
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const tone = ORDER_STATUS_TABLE[o.status].tone;
  const cancel = trpc.orders.cancel.useMutation({
    onSuccess() {
      setConfirming(false);
      toast.success(t('orders.cancelled'));
      void utils.orders.list.invalidate();
      void utils.catalog.items.list.invalidate();
    },
    onError: (e) => toast.error(errorMessage(e, t('orders.cancelFailed'))),
  });
  const pay = trpc.payments.create.useMutation({
    onSuccess(s) {
      if (s.success && s.payment_link) {
        toast.info(t('orders.redirecting'));
        window.location.assign(s.payment_link);
      } else toast.error(t('orders.sessionFailed'));
    },
    onError: (e) => toast.error(errorMessage(e, t('orders.sessionFailed'))),
  });
  const unpaidOnline =
    o.payment_method === 'ONLINE' && o.payment_status === 'pending' && o.status === 'pending';
  const d = o.delivery_info;
  const invoiced = o.status !== 'cancelled';
  const estimated = o.items.some((i) => i.estimated && !i.rejected);
  // A supplier offered a substitute: the customer answers on its line before hand-over.
  const toAnswer = o.items.some((i) => i.substitution?.status === 'offered' && !i.rejected);

  return (
    <Card className="p-4">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={`order-${o.id}`} className="font-semibold text-stone-900">
            {t('orders.number', { number: o.order_number })}
          </h2>
          <p className="text-sm text-stone-500">
            <time dateTime={o.order_date}>{formatDateTime(o.order_date)}</time>
          </p>
          <OrderOutlet order={o} gstin={false} />
        </div>
        <span className="flex flex-wrap gap-1.5">
          {toAnswer && <Badge tone="blue">{t('substitutes.toAnswer')}</Badge>}
          <Badge tone={tone}>{t(`orderStatus.${o.status}`)}</Badge>
        </span>
      </header>

      <OrderLines order={o} />
      <OrderClaims order={o} />

      <div className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
        {/* Named with its order: the list holds one such region per order. */}
        <section aria-labelledby={`tracking-${o.id} order-${o.id}`} className="rounded-lg bg-stone-50 p-3">
          <h3 id={`tracking-${o.id}`} className="font-medium text-stone-900">
            {t('orders.tracking')}
          </h3>
          {o.delivery_slot && (
            <p className="mt-1 font-medium text-stone-900">
              {t('orders.slot', { slot: slotText(o.delivery_slot) })}
            </p>
          )}
          {d ? (
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-stone-700">
              <dt className="text-stone-500">{t('orders.courier')}</dt>
              <dd>{d.delivery_person_name}</dd>
              <dt className="text-stone-500">{t('orders.deliveryStatus')}</dt>
              <dd>{t(`deliveryStatus.${d.delivery_status}`)}</dd>
              {d.assigned_at && (
                <>
                  <dt className="text-stone-500">{t('orders.assigned')}</dt>
                  <dd>{formatDateTime(d.assigned_at)}</dd>
                </>
              )}
              {d.pickup_time && (
                <>
                  <dt className="text-stone-500">{t('orders.pickedUp')}</dt>
                  <dd>{formatDateTime(d.pickup_time)}</dd>
                </>
              )}
              {d.delivery_time && (
                <>
                  <dt className="text-stone-500">
                    {t(d.delivery_status === 'failed' ? 'orders.attempted' : 'orders.deliveredAt')}
                  </dt>
                  <dd>{formatDateTime(d.delivery_time)}</dd>
                </>
              )}
              {d.delivery_notes && (
                <>
                  <dt className="text-stone-500">{t('orders.notes')}</dt>
                  <dd translate="no">{d.delivery_notes}</dd>
                </>
              )}
            </dl>
          ) : (
            <p className="mt-1 text-stone-600">
              {t(o.status === 'cancelled' ? 'orders.notShipped' : 'orders.courierSoon')}
            </p>
          )}
          {o.delivery_otp && awaitsDelivery(o.status) && (
            <p className="mt-2 rounded-md border border-dashed border-brand-600 bg-white p-2">
              {t('orders.code')}{' '}
              <strong className="font-mono text-lg tracking-widest">{o.delivery_otp}</strong>
              <span className="block text-xs text-stone-500">{t('orders.codeHint')}</span>
            </p>
          )}
        </section>
        <dl className="grid grid-cols-[auto_1fr] content-start gap-x-3 gap-y-1 text-stone-700">
          <dt className="text-stone-500">{t('orders.address')}</dt>
          <dd>
            <span translate="no">{o.delivery_address}</span>
            {o.landmark && (
              <span className="block text-stone-500">{t('orders.landmark', { landmark: o.landmark })}</span>
            )}
          </dd>
          <dt className="text-stone-500">{t('orders.phone')}</dt>
          <dd>
            {formatPhone(o.phone)}
            {o.alternate_phone && `, ${formatPhone(o.alternate_phone)}`}
          </dd>
          <dt className="text-stone-500">{t('orders.paymentLabel')}</dt>
          <dd>
            {o.payment_method === 'CREDIT'
              ? t('orders.payLater', { date: o.credit_due_date ? formatDay(o.credit_due_date) : '' })
              : t('orders.paidBy', {
                  method: o.payment_method,
                  status: t(`orders.payment.${o.payment_status}`),
                })}
          </dd>
          <dt className="font-semibold text-stone-900">
            {t(estimated ? 'weighing.estimatedTotal' : 'orders.total')}
          </dt>
          <dd className="font-semibold text-stone-900">
            {formatRupees(o.total_amount)}
            {estimated && (
              <span className="block text-xs font-normal text-amber-800">{t('weighing.orderNote')}</span>
            )}
          </dd>
        </dl>
      </div>

      <footer className="mt-4 flex flex-wrap gap-2">
        <OrderAgainButton orderId={o.id} orderNumber={o.order_number} />
        <SaveListButton
          source={{ from_order_id: o.id }}
          label={t('orders.saveAsList', { number: o.order_number })}
        />
        {unpaidOnline && (
          <Button size="sm" busy={pay.isPending} onClick={() => pay.mutate({ id: o.id })}>
            {t('orders.payNow')}
          </Button>
        )}
        {invoiced && (
          <Button
            size="sm"
            variant="secondary"
            busy={downloading}
            onClick={async () => {
              setDownloading(true);
              try {
                await downloadFile(
                  `/orders/${encodeURIComponent(o.id)}/invoice`,
                  `Invoice_${o.order_number}.pdf`,
                );
                toast.success(t('orders.invoiceDone'));
              } catch {
                toast.error(t('orders.invoiceFailed'));
              } finally {
                setDownloading(false);
              }
            }}
          >
            {downloading ? t('orders.downloading') : t('orders.invoice')}
          </Button>
        )}
        {o.can_cancel && (
          <Button size="sm" variant="ghost" className="text-red-700" onClick={() => setConfirming(true)}>
            {t('orders.cancel')}
          </Button>
        )}
      </footer>
      <ConfirmDialog
        open={confirming}
        title={t('orders.cancelTitle')}
        message={t('orders.cancelMessage', { number: o.order_number })}
        confirmLabel={cancel.isPending ? t('orders.cancelling') : t('orders.cancel')}
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate({ id: o.id })}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
