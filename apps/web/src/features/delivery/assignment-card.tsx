import type { RouterOutputs } from '@app/api';
import { awaitsPickup } from '@app/api/order-status';
import { formatRupees } from '@app/api/shared';
import { Badge } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import {
  DELIVERY_STATUS_LABEL,
  DELIVERY_STATUS_TONE,
  formatDateTime,
  mapsSearchUrl,
} from '../../lib/delivery-status.ts';
import { PickupStops } from './pickup-stops.tsx';

type Assignment = RouterOutputs['delivery']['portal']['active'][number];

const bigLink =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white px-4 font-medium text-stone-800 hover:bg-stone-100';

/** One active delivery, laid out for a phone: collect, call, navigate, check the goods, update. */
export function ActiveDeliveryCard({ a, onUpdate }: { a: Assignment; onUpdate: () => void }) {
  const d = a.order_details;
  const units = d.items.reduce((n, i) => n + i.quantity, 0);
  // The server refuses picked up until then (decision 0059).
  const toCollect =
    a.delivery_status === 'assigned' ? a.pickup_stops.filter((s) => awaitsPickup(s.status)).length : 0;
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex items-start justify-between gap-2">
        <div>
          <h3 id={`order-${a.id}`} className="font-semibold">
            Order {a.order_number}
          </h3>
          <p className="text-xs text-stone-500">Assigned {formatDateTime(a.assigned_at)}</p>
          {a.delivery_slot && (
            <p className="text-sm font-medium text-stone-900">Delivery {a.delivery_slot.label}</p>
          )}
        </div>
        <Badge tone={DELIVERY_STATUS_TONE[a.delivery_status]}>
          {DELIVERY_STATUS_LABEL[a.delivery_status]}
        </Badge>
      </div>

      {a.pickup_stops.length > 0 && <PickupStops a={a} />}

      <section aria-labelledby={`drop-${a.id}`} className="flex flex-col gap-3">
        <h4 id={`drop-${a.id}`} className="text-sm font-semibold">
          Deliver to
        </h4>
        <div>
          <p className="font-medium">{a.customer_name}</p>
          {a.restaurant_name && <p className="text-sm text-stone-600">{a.restaurant_name}</p>}
        </div>
        <div className="grid grid-cols-1 gap-2 min-[380px]:grid-cols-2">
          <a href={`tel:${a.customer_phone}`} className={bigLink}>
            <span aria-hidden>📞</span> Call {a.customer_phone}
          </a>
          {a.alternate_phone && (
            <a href={`tel:${a.alternate_phone}`} className={bigLink}>
              <span aria-hidden>📞</span> Alt. {a.alternate_phone}
            </a>
          )}
        </div>

        <div className="rounded-lg bg-stone-50 p-3">
          <p className="text-sm">{a.delivery_address}</p>
          {a.landmark && <p className="text-sm text-stone-600">Landmark: {a.landmark}</p>}
          <a
            href={mapsSearchUrl([a.delivery_address, a.landmark, a.city_name].filter(Boolean).join(', '))}
            target="_blank"
            rel="noopener noreferrer"
            className={`${bigLink} mt-2 w-full`}
          >
            <span aria-hidden>🗺️</span> Open in Maps
          </a>
        </div>
        {a.delivery_instructions && (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
            <span className="font-medium">Customer instructions:</span> {a.delivery_instructions}
          </p>
        )}
      </section>

      <details className="rounded-lg border border-stone-200">
        <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 px-3 text-sm">
          <span>
            {d.items.length} item{d.items.length === 1 ? '' : 's'} ({units} units) ·{' '}
            {formatRupees(d.total_amount)}
          </span>
          <Badge tone={d.payment_method === 'COD' ? 'amber' : 'green'}>
            {d.payment_method === 'COD' ? 'Cash on delivery' : 'Paid online'}
          </Badge>
        </summary>
        <ul className="divide-y divide-stone-100 border-t border-stone-200 px-3 text-sm">
          {d.items.map((i) => (
            <li key={`${i.product_name}-${i.unit}`} className="flex justify-between gap-2 py-2">
              <span>
                {i.product_name} <span className="text-stone-500">({i.unit})</span>
              </span>
              <span className="tabular-nums">× {i.quantity}</span>
            </li>
          ))}
        </ul>
      </details>
      {d.payment_method === 'COD' && d.payment_status !== 'paid' && (
        <p className="text-sm font-medium text-amber-900">Collect {formatRupees(d.total_amount)} in cash.</p>
      )}
      {a.delivery_notes && <p className="text-sm text-stone-600">Your note: {a.delivery_notes}</p>}

      {a.next_statuses.length > 0 && toCollect > 0 ? (
        <div className="flex flex-col gap-1">
          <Button size="lg" className="w-full" disabled aria-describedby={`collect-first-${a.id}`}>
            Picked up
          </Button>
          <p id={`collect-first-${a.id}`} className="text-sm text-stone-600">
            Collect {toCollect === 1 ? 'the last part' : `all ${toCollect} parts`} above with their pick-up
            codes first.
          </p>
        </div>
      ) : a.next_statuses.length > 0 ? (
        <Button size="lg" className="w-full" onClick={onUpdate}>
          Update Status
        </Button>
      ) : (
        <p className="text-sm text-red-800">This order was cancelled. Do not deliver it.</p>
      )}
    </Card>
  );
}

/** A finished delivery, compact. */
export function CompletedDeliveryRow({ a }: { a: Assignment }) {
  return (
    <li className="flex items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="truncate font-medium">
          {a.order_number} · {a.customer_name}
        </p>
        <p className="text-xs text-stone-500">
          {formatDateTime(a.delivery_time)}
          {a.delivery_status === 'failed' && a.delivery_notes ? ` · ${a.delivery_notes}` : ''}
        </p>
      </div>
      <Badge tone={DELIVERY_STATUS_TONE[a.delivery_status]}>{DELIVERY_STATUS_LABEL[a.delivery_status]}</Badge>
    </li>
  );
}
