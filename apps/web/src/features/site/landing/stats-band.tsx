import type { RouterOutputs } from '@app/api';
import { formatCount } from '../../../lib/format-count.ts';
import { useT } from '../../../lib/i18n.ts';
import site from '../../../locales/compiled/site.ts';

type Stats = RouterOutputs['site']['stats'];

const FIGURES = [
  { key: 'categories', label: 'stats.categories' },
  { key: 'products', label: 'stats.products' },
  { key: 'cities', label: 'stats.cities' },
  { key: 'restaurants', label: 'stats.restaurants' },
] as const;

/** Counted by the server from live data; nothing here is a hard-coded claim. */
export function StatsBand({ stats, failed }: { stats?: Stats; failed: boolean }) {
  const { t } = useT(site);
  if (failed) return null;
  return (
    <section aria-label={t('stats.label')} className="border-y border-stone-200 bg-white">
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-y-8 px-4 py-10 sm:px-6 lg:grid-cols-4">
        {FIGURES.map((f) => (
          <div key={f.key} className="flex flex-col items-center text-center">
            <dt className="order-2 mt-1 text-sm text-stone-600">{t(f.label)}</dt>
            <dd className="order-1 text-3xl font-extrabold tabular-nums text-brand-800 sm:text-4xl">
              {stats ? (
                formatCount(stats[f.key])
              ) : (
                <span className="inline-block h-9 w-20 animate-pulse rounded-lg bg-stone-100 align-middle" />
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
