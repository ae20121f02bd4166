import { Badge } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { lazy, Suspense, useId, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/errors.ts';
import { istDay } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import standingText from '../../locales/compiled/standing.ts';
import { dayLabel, type Standing } from './standing-words.ts';
import { useReplaceStanding } from './use-standing.ts';

// Loaded when a customer first changes a date's quantities, not with the page.
const DateQuantities = lazy(() => import('./date-quantities.tsx'));

/** The next dates a standing order orders for, each skipped or changed on its own. */
export function UpcomingDates({ standing }: { standing: Standing }) {
  const { t } = useT(standingText);
  const headingId = useId();
  const replace = useReplaceStanding();
  const [changing, setChanging] = useState<string | null>(null);
  const skip = trpc.standing.skip.useMutation({
    onSuccess(next, input) {
      replace(next);
      const date = dayLabel(input.date);
      toast.success(input.skip ? t('standing.skipped', { date }) : t('standing.unskipped', { date }));
    },
    onError: (e) => toast.error(errorMessage(e, t('standing.skipFailed'))),
  });
  const [today, tomorrow] = [istDay(), istDay(-1)];
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-sm font-semibold text-stone-800">
        {t('standing.next')}
      </h3>
      {standing.status === 'paused' ? (
        <p className="mt-1 text-sm text-stone-600">{t('standing.pausedHint')}</p>
      ) : (
        <ul aria-label={t('standing.nextOf', { name: standing.name })} className="divide-y divide-stone-100">
          {standing.upcoming.map((u) => {
            const date = dayLabel(u.date);
            return (
              <li key={u.date} className="flex flex-wrap items-center gap-x-2 gap-y-1 py-2">
                <span className="min-w-0 flex-1 text-sm">
                  <span className={u.skipped ? 'text-stone-500 line-through' : 'font-medium text-stone-900'}>
                    {date}
                  </span>
                  {(u.date === today || u.date === tomorrow) && (
                    <span className="ml-1.5 text-xs text-stone-500">
                      {u.date === today ? t('standing.today') : t('standing.tomorrow')}
                    </span>
                  )}
                </span>
                {u.skipped ? (
                  <Badge tone="amber">{t('standing.skippedBadge')}</Badge>
                ) : (
                  u.lines && <Badge tone="blue">{t('standing.ownQuantities')}</Badge>
                )}
                <span className="flex w-full justify-end gap-2 sm:w-auto">
                  {!u.skipped && (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('standing.changeOn', { date })}
                      onClick={() => setChanging(u.date)}
                    >
                      {t('standing.change')}
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="secondary"
                    busy={skip.isPending && skip.variables?.date === u.date}
                    aria-label={u.skipped ? t('standing.orderOn', { date }) : t('standing.skipOn', { date })}
                    onClick={() => skip.mutate({ id: standing.id, date: u.date, skip: !u.skipped })}
                  >
                    {u.skipped ? t('standing.order') : t('standing.skip')}
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {changing && (
        <Suspense fallback={null}>
          <DateQuantities standing={standing} date={changing} onClose={() => setChanging(null)} />
        </Suspense>
      )}
    </section>
  );
}
