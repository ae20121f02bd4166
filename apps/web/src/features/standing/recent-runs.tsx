import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useT } from '../../lib/i18n.ts';
import standingText from '../../locales/compiled/standing.ts';
import { dayLabel, type Standing } from './standing-words.ts';

type Run = Standing['recent'][number];

/** What a standing order's latest runs did: the order placed, and every line it could not order. */
export function RecentRuns({ standing }: { standing: Standing }) {
  const { t } = useT(standingText);
  const headingId = useId();
  if (standing.recent.length === 0) return null;
  const outcome = (r: Run) =>
    r.status === 'placed'
      ? t('standing.run.placed', { number: r.order_number ?? '' })
      : r.status === 'failed'
        ? t('standing.run.failed')
        : r.status === 'skipped'
          ? t('standing.run.skipped')
          : t('standing.run.running');
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-sm font-semibold text-stone-800">
        {t('standing.recent')}
      </h3>
      <ul aria-label={t('standing.recentOf', { name: standing.name })} className="divide-y divide-stone-100">
        {standing.recent.map((r) => (
          <li key={r.date} className="py-2 text-sm">
            <p className="flex flex-wrap justify-between gap-x-2">
              <span className="text-stone-600">{dayLabel(r.date)}</span>
              {r.status === 'placed' ? (
                <Link to="/orders" className="font-medium text-brand-800 underline">
                  {outcome(r)}
                </Link>
              ) : (
                <span className={r.status === 'failed' ? 'font-medium text-red-700' : 'text-stone-700'}>
                  {outcome(r)}
                </span>
              )}
            </p>
            {r.not_ordered.length > 0 && (
              <ul aria-label={t('standing.run.notOrdered')} className="mt-1 list-disc pl-5 text-amber-900">
                {r.not_ordered.map((n) => (
                  <li key={`${n.name}:${n.reason}`}>
                    {n.name ? t('standing.run.line', { name: n.name, reason: n.reason }) : n.reason}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
