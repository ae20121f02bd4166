import type { RouterOutputs } from '@app/api';
import { formatRupees } from '@app/api/shared';
import { Button } from '@app/ui/button';
import { CircleCheck, ClipboardCheck } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import doorCheck from '../../locales/compiled/doorCheck.ts';
import type { InspectionStep } from './kept-steps.ts';

type Assignment = RouterOutputs['delivery']['portal']['active'][number];

// Opened at the door only; kept for offline use by the worker with the rest of the route.
const DoorCheckDialog = lazy(() => import('./door-check-dialog.tsx'));

/**
 * "Check goods at the door", after pick-up and before the drop: what the customer keeps of each
 * line, kept on the phone and sent like the status steps. Done once: then it says so, with the
 * cash to collect as the check lowered it.
 */
export function DoorCheck({
  a,
  waiting,
  sending,
  onInspect,
}: {
  a: Assignment;
  waiting?: InspectionStep;
  sending: boolean;
  onInspect: (lines: InspectionStep['lines']) => void;
}) {
  const { t } = useT(doorCheck);
  const [open, setOpen] = useState(false);
  const due = a.order_details.cash_to_collect;
  if (a.inspected_at)
    return (
      <div className="flex items-start gap-2 rounded-lg bg-green-50 p-3 text-sm text-green-900">
        <CircleCheck className="size-5 shrink-0" aria-hidden />
        <p>
          <span className="font-medium">{t('doorCheck.done')}</span>
          {due !== null && (
            <span className="block">{t('doorCheck.cashNow', { amount: formatRupees(due) })}</span>
          )}
        </p>
      </div>
    );
  if (waiting)
    return (
      <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
        <span className="block font-medium">{t(sending ? 'doorCheck.sending' : 'doorCheck.waiting')}</span>
        {due !== null && t('doorCheck.cashLater')}
      </p>
    );
  return (
    <div className="flex flex-col gap-1">
      <Button variant="secondary" size="lg" className="w-full" onClick={() => setOpen(true)}>
        <ClipboardCheck className="size-5 shrink-0" aria-hidden />
        {t('doorCheck.open')}
      </Button>
      <p className="text-xs text-stone-600">{t('doorCheck.openHint')}</p>
      {open && (
        <Suspense>
          <DoorCheckDialog a={a} onSave={onInspect} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
