import type { RouterOutputs } from '@app/api';

type Stats = RouterOutputs['delivery']['portal']['stats'];

/** The rider's numbers in one row, so the first job shows on the first screen of a phone. */
export function RiderStats({ stats }: { stats: Stats }) {
  const cells = [
    { label: 'Active', value: stats.active, hint: `${stats.awaiting_pickup} to pick up` },
    { label: 'Today', value: stats.delivered_today, hint: 'delivered' },
    { label: 'Delivered', value: stats.delivered, hint: 'all time' },
    { label: 'Failed', value: stats.failed, hint: 'all time' },
  ];
  return (
    <section aria-label="Your numbers">
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
