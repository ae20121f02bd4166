import type { RouterOutputs } from '@app/api';
import { useT } from '../../lib/i18n.ts';
import rider from '../../locales/compiled/rider.ts';

type Stats = RouterOutputs['delivery']['portal']['stats'];

/** The rider's numbers in one row, so the first job shows on the first screen of a phone. */
export function RiderStats({ stats }: { stats: Stats }) {
  const { t } = useT(rider);
  const cells = [
    {
      label: t('rider.stats.active'),
      value: stats.active,
      hint: t('rider.stats.toPickUp', { count: stats.awaiting_pickup }),
    },
    { label: t('rider.stats.today'), value: stats.delivered_today, hint: t('rider.stats.deliveredToday') },
    { label: t('rider.stats.delivered'), value: stats.delivered, hint: t('rider.stats.allTime') },
    { label: t('rider.stats.failed'), value: stats.failed, hint: t('rider.stats.allTime') },
  ];
  return (
    <section aria-label={t('rider.stats.label')}>
      <dl className="grid grid-cols-4 divide-x divide-stone-200 rounded-xl border border-stone-200 bg-white text-center shadow-sm">
        {cells.map((c) => (
          <div key={c.label} className="flex flex-col px-1 py-2">
            <dt className="order-2 text-xs text-stone-600">{c.label}</dt>
            <dd className="order-1 text-lg font-bold tabular-nums leading-6 text-stone-900">{c.value}</dd>
            <dd className="order-3 text-[11px] leading-4 text-stone-500">{c.hint}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
