import type { RouterOutputs } from '@app/api';
import type { CashHandoverStatus } from '@app/api/enums';
import { formatRupees } from '@app/api/shared';
import { Badge, type BadgeTone } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { formatDateTime } from '../../lib/delivery-status.ts';

export type Handover = RouterOutputs['delivery']['staff']['cashReport']['items'][number];

const STATUS: Record<CashHandoverStatus, { label: string; tone: BadgeTone }> = {
  awaiting: { label: 'Awaiting confirmation', tone: 'amber' },
  confirmed: { label: 'Confirmed', tone: 'green' },
  mismatch: { label: 'Mismatch', tone: 'red' },
};

const orders = (n: number) => `${n} order${n === 1 ? '' : 's'}`;
const signed = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : ''}${formatRupees(Math.abs(n))}`;

function Figure({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <div>
      <dt className="text-xs text-stone-500">{label}</dt>
      <dd className={`font-semibold tabular-nums ${tone ?? 'text-stone-900'}`}>{value}</dd>
    </div>
  );
}

/** One rider's handover of a day: the figures, the orders behind it, and Confirm while it waits. */
export function HandoverCard({
  h,
  onConfirm,
  onRider,
}: {
  h: Handover;
  onConfirm: () => void;
  onRider: () => void;
}) {
  const status = STATUS[h.status];
  const offOrders = h.orders.filter((o) => o.collected !== o.expected).length;
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`handover-${h.id}`} className="font-semibold">
            {h.rider_name} · {h.day}
          </h2>
          <p className="text-xs text-stone-500">
            Handed over {formatDateTime(h.handed_over_at)}
            {h.city_name ? ` · ${h.city_name}` : ''}
          </p>
        </div>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label={`Expected · ${orders(h.order_count)}`} value={formatRupees(h.expected)} />
        <Figure
          label="Collected"
          value={formatRupees(h.collected)}
          tone={h.collected !== h.expected ? 'text-red-800' : undefined}
        />
        <Figure label="Received" value={h.received === null ? '—' : formatRupees(h.received)} />
        <Figure
          label="Difference"
          value={h.difference === null ? '—' : signed(h.difference)}
          tone={h.difference ? 'text-red-800' : undefined}
        />
      </dl>
      {offOrders > 0 && (
        <p className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {offOrders === 1 ? 'One order was' : `${offOrders} orders were`} collected short or over: see the
          orders below.
        </p>
      )}
      {h.confirmed_by_name && (
        <p className="text-sm text-stone-600">
          Confirmed by {h.confirmed_by_name} {formatDateTime(h.confirmed_at)}
          {h.note ? ` · ${h.note}` : ''}
        </p>
      )}
      <details className="rounded-lg border border-stone-200" open={offOrders > 0}>
        <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm">
          Orders behind it ({h.orders.length})
        </summary>
        <ul className="divide-y divide-stone-100 border-t border-stone-200 px-3 text-sm">
          {h.orders.map((o) => (
            <li key={o.order_id} className="flex flex-wrap justify-between gap-2 py-2">
              <span>
                <span>{o.order_number}</span>{' '}
                <span className="text-xs text-stone-500">
                  {o.payment_status === 'paid' ? 'paid' : 'payment pending'}
                </span>
              </span>
              <span className={`tabular-nums ${o.collected !== o.expected ? 'text-red-800' : ''}`}>
                {formatRupees(o.collected)} of {formatRupees(o.expected)}
              </span>
            </li>
          ))}
        </ul>
      </details>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" size="lg" onClick={onRider}>
          Only {h.rider_name}
        </Button>
        {h.status === 'awaiting' && (
          <Button size="lg" onClick={onConfirm}>
            Confirm amount received
          </Button>
        )}
      </div>
    </Card>
  );
}
