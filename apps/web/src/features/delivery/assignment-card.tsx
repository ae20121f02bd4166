import type { RouterOutputs } from '@app/api';
import { DELIVERY_STATUS_TABLE } from '@app/api/delivery-status';
import { formatPhone, formatRupees, phoneE164 } from '@app/api/shared';
import { Badge } from '@app/ui/badge';
import { Card } from '@app/ui/card';
import { cn } from '@app/ui/cn';
import { MapPinned, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { PackUnit } from '../../components/pack-unit.tsx';
import { shortWhen, slotText } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { unitCount } from '../../lib/lines.ts';
import { quantityText } from '../../lib/quantity.ts';
import rider from '../../locales/compiled/rider.ts';
import statusText from '../../locales/compiled/status.ts';
import { PickupStops } from './pickup-stops.tsx';

type Assignment = RouterOutputs['delivery']['portal']['active'][number];

/** Google Maps search for a free-text address (spec: the map-search button). */
const mapsSearchUrl = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

const bigLink =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white px-4 font-medium text-stone-800 hover:bg-stone-100';

/**
 * One active delivery, laid out for a phone: collect, call, navigate, check the goods, then the
 * next step (`action`). `opened`: the job a notification opened, scrolled to and outlined.
 */
export function ActiveDeliveryCard({
  a,
  opened,
  action,
}: {
  a: Assignment;
  opened: boolean;
  action: ReactNode;
}) {
  const { t } = useT(rider, statusText);
  const d = a.order_details;
  const units = unitCount(d.items);
  const cashDue = d.payment_method === 'COD' && d.payment_status !== 'paid';
  return (
    <Card
      id={`job-${a.id}`}
      className={cn('flex scroll-mt-20 flex-col gap-3 p-4', opened && 'ring-2 ring-brand-600')}
    >
      <div className="flex items-start justify-between gap-2">
        <div>
          <h3 id={`order-${a.id}`} className="font-semibold">
            {t('rider.card.order', { number: a.order_number })}
          </h3>
          <p className="text-xs text-stone-500">
            {t('rider.card.assigned', { when: shortWhen(a.assigned_at) })}
          </p>
          {a.delivery_slot && (
            <p className="text-sm font-medium text-stone-900">
              {t('rider.card.slot', { slot: slotText(a.delivery_slot) })}
            </p>
          )}
        </div>
        <Badge tone={DELIVERY_STATUS_TABLE[a.delivery_status].tone}>
          {t(`deliveryStatus.${a.delivery_status}`)}
        </Badge>
      </div>

      {a.pickup_stops.length > 0 && <PickupStops a={a} />}

      {/* Named with its order, as the pick-up stops are: the screen holds one card per order. */}
      <section aria-labelledby={`drop-${a.id} order-${a.id}`} className="flex flex-col gap-3">
        <h4 id={`drop-${a.id}`} className="text-sm font-semibold">
          {t('rider.card.deliverTo')}
        </h4>
        <div>
          <p translate="no" className="font-medium">
            {a.customer_name}
          </p>
          {a.restaurant_name && (
            <p translate="no" className="text-sm text-stone-600">
              {a.restaurant_name}
            </p>
          )}
        </div>
        <div className="grid grid-cols-1 gap-2 min-[380px]:grid-cols-2">
          <a href={`tel:${phoneE164(a.customer_phone)}`} className={bigLink}>
            <Phone className="size-5 shrink-0" aria-hidden />{' '}
            {t('rider.card.call', { phone: formatPhone(a.customer_phone) })}
          </a>
          {a.alternate_phone && (
            <a href={`tel:${phoneE164(a.alternate_phone)}`} className={bigLink}>
              <Phone className="size-5 shrink-0" aria-hidden />{' '}
              {t('rider.card.altCall', { phone: formatPhone(a.alternate_phone) })}
            </a>
          )}
        </div>

        <div className="rounded-lg bg-stone-50 p-3">
          <p translate="no" className="text-sm">
            {a.delivery_address}
          </p>
          {a.landmark && (
            <p className="text-sm text-stone-600">{t('rider.card.landmark', { landmark: a.landmark })}</p>
          )}
          <a
            href={mapsSearchUrl([a.delivery_address, a.landmark, a.city_name].filter(Boolean).join(', '))}
            target="_blank"
            rel="noopener noreferrer"
            className={`${bigLink} mt-2 w-full`}
          >
            <MapPinned className="size-5 shrink-0" aria-hidden /> {t('rider.card.maps')}
          </a>
        </div>
        {a.delivery_instructions && (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
            <span className="font-medium">{t('rider.card.instructions')}</span> {a.delivery_instructions}
          </p>
        )}
      </section>

      <details className="rounded-lg border border-stone-200">
        <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 px-3 text-sm">
          <span>
            {t('rider.card.items', { count: d.items.length, units, total: formatRupees(d.total_amount) })}
          </span>
          <Badge tone={d.payment_method === 'COD' ? 'amber' : 'green'}>
            {t(
              d.payment_method === 'COD'
                ? 'rider.card.cod'
                : d.payment_method === 'CREDIT'
                  ? 'rider.card.credit'
                  : 'rider.card.paid',
            )}
          </Badge>
        </summary>
        <ul className="divide-y divide-stone-100 border-t border-stone-200 px-3 text-sm">
          {d.items.map((i) => (
            <li key={`${i.product_name}-${i.unit}`} className="flex justify-between gap-2 py-2">
              <span>
                <span translate="no">{i.product_name}</span>
                <PackUnit line={i} />
              </span>
              <span className="tabular-nums">
                {t('rider.card.quantity', { count: quantityText(i.quantity, i.sold_by) })}
              </span>
            </li>
          ))}
        </ul>
      </details>
      {cashDue && (
        <p className="text-sm font-medium text-amber-900">
          {t('rider.card.collectCash', { amount: formatRupees(d.total_amount) })}
        </p>
      )}
      {a.delivery_notes && (
        <p className="text-sm text-stone-600">{t('rider.card.note', { note: a.delivery_notes })}</p>
      )}

      {action}
    </Card>
  );
}

/** A finished delivery, compact. */
export function CompletedDeliveryRow({ a }: { a: Assignment }) {
  const { t } = useT(rider, statusText);
  // The rider's own words when the delivery failed: data, as typed.
  const failedNote = a.delivery_status === 'failed' ? a.delivery_notes : null;
  return (
    <li className="flex items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium break-words">
          <span className="whitespace-nowrap">{a.order_number}</span> ·{' '}
          <span translate="no">{a.customer_name}</span>
        </p>
        <p className="text-xs text-stone-500">
          {shortWhen(a.delivery_time)}
          {failedNote && (
            <>
              {' · '}
              <span translate="no">{failedNote}</span>
            </>
          )}
        </p>
      </div>
      <Badge tone={DELIVERY_STATUS_TABLE[a.delivery_status].tone}>
        {t(`deliveryStatus.${a.delivery_status}`)}
      </Badge>
    </li>
  );
}
