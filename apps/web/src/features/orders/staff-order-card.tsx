import type { RouterOutputs } from '@app/api';
import {
  ORDER_STATUS_TABLE,
  PART_STATUS_TABLE,
  type StaffSettable,
  staffChoices,
} from '@app/api/order-status';
import { formatPhone, lineAmount, toPaise, toRupees, toStored } from '@app/api/shared';
import { Badge } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { controlClass } from '@app/ui/field';
import { OrderOutlet } from '../../components/order-outlet.tsx';
import { SoldBy } from '../../components/sold-by.tsx';
import { rupees, slotText, when } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { quantityText } from '../../lib/quantity.ts';
import staffOps from '../../locales/compiled/staffOps.ts';
import statusText from '../../locales/compiled/status.ts';
import { MessagesFold } from '../channels/messages-fold.tsx';

type Order = RouterOutputs['orders']['staff']['list']['items'][number];
type Settable = StaffSettable;

/** An order on a phone: the status changed in the card, and a box to pick it for the bulk bar. */
export function OrderCard({
  order: o,
  busy,
  onChange,
  picked,
  onPick,
}: {
  order: Order;
  busy: boolean;
  onChange: (s: Settable) => void;
  picked: boolean;
  onPick: (on: boolean) => void;
}) {
  const { t } = useT(staffOps, statusText);
  const choices = staffChoices(o.status);
  return (
    <Card className="flex h-full flex-col gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex items-start gap-3">
          <input
            type="checkbox"
            className="mt-0.5 size-6 shrink-0 accent-brand-700"
            aria-label={t('staffOps.selectOrder', { order: o.order_number })}
            checked={picked}
            onChange={(e) => onPick(e.target.checked)}
          />
          <div>
            <h2 className="font-semibold text-stone-900" data-testid="order-number">
              {o.order_number}
            </h2>
            <p className="text-sm text-stone-600">{when(o.order_date)}</p>
          </div>
        </div>
        <Badge tone={ORDER_STATUS_TABLE[o.status].tone}>{t(`orderStatus.${o.status}`)}</Badge>
      </div>
      <div className="text-sm text-stone-700">
        <p className="font-medium">
          {o.restaurant_name} · {o.customer_name}
        </p>
        <OrderOutlet order={o} />
        <p>
          {o.delivery_address}
          {o.city_name ? `, ${o.city_name}` : ''} · {formatPhone(o.phone)}
        </p>
        {o.delivery_slot && (
          <p className="font-medium">{t('staffOps.slot', { slot: slotText(o.delivery_slot) })}</p>
        )}
      </div>
      <ul className="divide-y divide-stone-100 rounded-lg border border-stone-200 text-sm">
        {o.items.map((i, n) => (
          <li key={`${i.product_name}-${n}`} className="flex justify-between gap-2 px-3 py-1.5">
            {i.kind === 'charge' ? (
              <span>{t('staffOps.supplierCharge', { supplier: i.supplier_name })}</span>
            ) : (
              <span>
                {i.product_name}{' '}
                <span className="text-stone-500">× {quantityText(i.quantity, i.sold_by)}</span>
                <SoldBy brand={i.brand} supplier={i.supplier_name} />
              </span>
            )}
            <span className="tabular-nums">
              {rupees(toRupees(lineAmount(toPaise(i.price), toStored(i.quantity, i.sold_by)!, i.sold_by)))}
            </span>
          </li>
        ))}
      </ul>
      {o.parts.length > 0 && (
        <ul aria-label={t('staffOps.partsOf', { order: o.order_number })} className="flex flex-wrap gap-1.5">
          {o.parts.map((p) => (
            <li key={p.supplier_id}>
              <Badge tone={PART_STATUS_TABLE[p.status].tone} wrap>
                {t('staffOps.part', { supplier: p.supplier_name, status: t(`partStatus.${p.status}`) })}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      {o.confirm_deadline && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-50 p-3">
          <p className="text-sm text-amber-900">
            {t('staffOps.awaitsConfirm', { time: when(o.confirm_deadline) })}
          </p>
          <Button
            size="sm"
            busy={busy}
            aria-label={t('staffOps.confirmOrderOf', { order: o.order_number })}
            onClick={() => onChange('confirmed')}
          >
            {t('staffOps.confirmOrder')}
          </Button>
        </div>
      )}
      {o.delivery_info && (
        <p className="text-sm text-stone-600">
          {t('staffOps.deliveryBy', {
            rider: o.delivery_info.delivery_person_name,
            status: t(`deliveryStatus.${o.delivery_info.delivery_status}`),
          })}
        </p>
      )}
      <MessagesFold orderId={o.id} />
      <div className="mt-auto flex flex-wrap items-end justify-between gap-3">
        <p className="text-sm">
          <span className="text-stone-600">
            {t('staffOps.payment', { method: o.payment_method, status: o.payment_status })}
          </span>
          <br />
          <span className="text-lg font-bold tabular-nums" data-testid="order-total">
            {rupees(o.total_amount)}
          </span>
        </p>
        <label className="flex flex-col gap-1 text-sm font-medium text-stone-800">
          {t('staffOps.status')}
          <select
            className={`${controlClass} h-10 w-44`}
            value={o.status}
            disabled={busy || choices.length === 0}
            aria-label={t('staffOps.statusOf', { order: o.order_number })}
            onChange={(e) => onChange(e.target.value as Settable)}
          >
            {[o.status, ...choices].map((s) => (
              <option key={s} value={s}>
                {t(`orderStatus.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
    </Card>
  );
}
