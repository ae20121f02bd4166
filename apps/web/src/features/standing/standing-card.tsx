import { Badge } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { ConfirmDialog } from '@app/ui/confirm-dialog';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/errors.ts';
import { slotTimesText } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { lineName } from '../../lib/lines.ts';
import { quantityText } from '../../lib/quantity.ts';
import { trpc } from '../../lib/trpc.ts';
import { WEEK } from '../../lib/week.ts';
import standingText from '../../locales/compiled/standing.ts';
import { RecentRuns } from './recent-runs.tsx';
import type { Standing } from './standing-words.ts';
import { UpcomingDates } from './upcoming-dates.tsx';
import { useReplaceStanding } from './use-standing.ts';

/** One standing order: what it orders and when, its next dates, its latest runs, and its actions. */
export function StandingCard({ standing, onEdit }: { standing: Standing; onEdit: () => void }) {
  const { t } = useT(standingText);
  const utils = trpc.useUtils();
  const replace = useReplaceStanding();
  const [deleting, setDeleting] = useState(false);
  const name = { name: standing.name };
  const paused = standing.status === 'paused';
  const pause = trpc.standing.pause.useMutation({
    onSuccess(next) {
      replace(next);
      toast.success(next.status === 'paused' ? t('standing.pausedToast', name) : t('standing.resumed', name));
    },
    onError: (e) => toast.error(errorMessage(e, t('standing.pauseFailed'))),
  });
  const remove = trpc.standing.remove.useMutation({
    onSuccess() {
      setDeleting(false);
      toast.success(t('standing.deleted', name));
      void utils.standing.list.invalidate();
    },
    onError: (e) => toast.error(errorMessage(e, t('standing.deleteFailed'))),
  });
  const days =
    standing.weekdays.length === WEEK.length
      ? t('standing.daily')
      : WEEK.filter((d) => standing.weekdays.includes(d))
          .map((d) => t(`standing.day.${d}`))
          .join(', ');
  const facts = [
    [
      t('standing.when'),
      standing.interval_weeks > 1 ? t('standing.everyWeeks', { days, count: standing.interval_weeks }) : days,
    ],
    ...(standing.slot
      ? [[t('standing.slot'), slotTimesText(standing.slot.start_minute, standing.slot.end_minute)]]
      : []),
    [t('standing.payment'), t(`standing.pay.${standing.payment_method}`)],
  ];
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="min-w-0 break-words text-base font-semibold text-stone-900">{standing.name}</h2>
        {paused && <Badge tone="amber">{t('standing.pausedBadge')}</Badge>}
      </div>
      <dl className="flex flex-col gap-1 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="flex flex-wrap justify-between gap-x-3">
            <dt className="text-stone-600">{term}</dt>
            <dd className="font-medium text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      <ul aria-label={t('standing.linesOf', name)} className="rounded-lg bg-stone-50 px-3 py-2 text-sm">
        {standing.lines.map((l) => (
          <li key={l.product_id} className="flex justify-between gap-3 py-0.5">
            <span className="min-w-0 break-words">{lineName(l.product_name, l)}</span>
            <span className="shrink-0 tabular-nums">× {quantityText(l.quantity, l.sold_by)}</span>
          </li>
        ))}
      </ul>
      <UpcomingDates standing={standing} />
      <RecentRuns standing={standing} />
      <div className="flex flex-wrap gap-2 border-t border-stone-100 pt-3">
        <Button
          variant="secondary"
          busy={pause.isPending}
          aria-label={paused ? t('standing.resumeOf', name) : t('standing.pauseOf', name)}
          onClick={() => pause.mutate({ id: standing.id, paused: !paused })}
        >
          {paused ? t('standing.resume') : t('standing.pause')}
        </Button>
        <Button variant="secondary" aria-label={t('standing.editOf', name)} onClick={onEdit}>
          {t('standing.edit')}
        </Button>
        <Button
          variant="ghost"
          className="text-red-700"
          aria-label={t('standing.deleteOf', name)}
          onClick={() => setDeleting(true)}
        >
          {t('standing.delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={deleting}
        title={t('standing.deleteTitle')}
        message={t('standing.deleteMessage', name)}
        confirmLabel={t('standing.deleteConfirm')}
        busy={remove.isPending}
        onConfirm={() => remove.mutate({ id: standing.id })}
        onCancel={() => setDeleting(false)}
      />
    </Card>
  );
}
