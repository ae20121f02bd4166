import type { RouterOutputs } from '@app/api';
import type { CashHandoverStatus } from '@app/api/enums';
import { formatRupees } from '@app/api/shared';
import { Badge, type BadgeTone } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { shortWhen } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { formatDay } from '../../lib/relative-time.ts';
import staffOps from '../../locales/compiled/staffOps.ts';

export type Handover = RouterOutputs['delivery']['staff']['cashReport']['items'][number];

const TONE: Record<CashHandoverStatus, BadgeTone> = {
  awaiting: 'amber',
  confirmed: 'green',
  mismatch: 'red',
};

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
  const { t } = useT(staffOps);
  const waiting = h.status === 'awaiting';
  const offOrders = h.orders.filter((o) => o.collected !== o.expected).length;
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`handover-${h.id}`} className="font-semibold">
            {h.rider_name} · {formatDay(h.day)}
          </h2>
          <p className="text-xs text-stone-500">
            {t('staffOps.handedOver', { when: shortWhen(h.handed_over_at) })}
            {h.city_name ? ` · ${h.city_name}` : ''}
          </p>
        </div>
        <Badge tone={TONE[h.status]}>{t('staffOps.handoverStatus', { status: h.status })}</Badge>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure
          label={t('staffOps.expectedOrders', { count: h.order_count })}
          value={formatRupees(h.expected)}
        />
        <Figure
          label={t('staffOps.collected')}
          value={formatRupees(h.collected)}
          tone={h.collected !== h.expected ? 'text-red-800' : undefined}
        />
        <Figure label={t('staffOps.received')} value={h.received === null ? '—' : formatRupees(h.received)} />
        <Figure
          label={t('staffOps.difference')}
          value={h.difference === null ? '—' : signed(h.difference)}
          tone={h.difference ? 'text-red-800' : undefined}
        />
      </dl>
      {offOrders > 0 && (
        <p className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {t('staffOps.offOrders', { count: offOrders })}
        </p>
      )}
      {h.confirmed_by_name && (
        <p className="text-sm text-stone-600">
          {t('staffOps.confirmedBy', { name: h.confirmed_by_name, when: shortWhen(h.confirmed_at) })}
          {h.note ? ` · ${h.note}` : ''}
        </p>
      )}
      <details className="rounded-lg border border-stone-200" open={offOrders > 0}>
        <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm">
          {t('staffOps.ordersBehind', { count: h.orders.length })}
        </summary>
        <ul className="divide-y divide-stone-100 border-t border-stone-200 px-3 text-sm">
          {h.orders.map((o) => (
            <li key={o.order_id} className="flex flex-wrap justify-between gap-2 py-2">
              <span>
                <span>{o.order_number}</span>{' '}
                <span className="text-xs text-stone-500">
                  {t(o.payment_status === 'paid' ? 'staffOps.paid' : 'staffOps.paymentPending')}
                </span>
              </span>
              <span className={`tabular-nums ${o.collected !== o.expected ? 'text-red-800' : ''}`}>
                {t('staffOps.collectedOf', {
                  collected: formatRupees(o.collected),
                  expected: formatRupees(o.expected),
                })}
              </span>
            </li>
          ))}
        </ul>
      </details>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" size="lg" onClick={onRider}>
          {t('staffOps.onlyRider', { rider: h.rider_name })}
        </Button>
        {waiting && (
          <Button size="lg" onClick={onConfirm}>
            {t('staffOps.confirmAmount')}
          </Button>
        )}
      </div>
    </Card>
  );
}
