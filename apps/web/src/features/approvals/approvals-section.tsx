import type { RouterOutputs } from '@app/api';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { TextField } from '@app/ui/field';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/errors.ts';
import { rupees } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import approvals from '../../locales/compiled/approvals.ts';

type Request = RouterOutputs['approvals']['list'][number];

/**
 * Orders waiting for the caller's approval, and its own sent for approval (decision 0113). Loaded
 * with the orders screen, apart from it; shows nothing to a customer with neither.
 */
export default function ApprovalsSection() {
  const { t } = useT(approvals);
  const decide = trpc.approvals.list.useQuery({ scope: 'decide' }, { refetchInterval: 60_000 });
  const mine = trpc.approvals.list.useQuery({ scope: 'mine' });
  const waiting = (decide.data ?? []).filter((r) => r.status === 'pending');
  const own = (mine.data ?? []).slice(0, 5);
  const shown = waiting.length > 0 || own.length > 0;
  // Opened from a notice (#approvals): brought into view once it has loaded.
  useEffect(() => {
    if (shown && location.hash === '#approvals') document.getElementById('approvals')?.scrollIntoView();
  }, [shown]);
  if (waiting.length === 0 && own.length === 0) return null;
  return (
    <section id="approvals" aria-labelledby="approvals-title" className="mb-6 flex flex-col gap-3">
      {waiting.length > 0 && (
        <>
          <h2 id="approvals-title" className="text-xl font-bold">
            {t('approvals.title')}
          </h2>
          <p className="text-sm text-stone-600">{t('approvals.intro')}</p>
          <ul className="flex flex-col gap-3">
            {waiting.map((r) => (
              <li key={r.id}>
                <RequestCard request={r} decides />
              </li>
            ))}
          </ul>
        </>
      )}
      {own.length > 0 && (
        <>
          <h2 id={waiting.length > 0 ? undefined : 'approvals-title'} className="text-lg font-semibold">
            {t('approvals.mineTitle')}
          </h2>
          <ul className="flex flex-col gap-3">
            {own.map((r) => (
              <li key={r.id}>
                <RequestCard request={r} decides={false} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function RequestCard({ request: r, decides }: { request: Request; decides: boolean }) {
  const { t } = useT(approvals);
  const utils = trpc.useUtils();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const after = () => {
    void utils.approvals.list.invalidate();
    void utils.orders.list.invalidate();
  };
  const approve = trpc.approvals.approve.useMutation({
    onSuccess: (done) => {
      toast.success(t('approvals.approved', { number: done.order_number }));
      after();
    },
    onError: (e) => toast.error(errorMessage(e, t('approvals.decideFailed'))),
  });
  const reject = trpc.approvals.reject.useMutation({
    onSuccess: () => {
      toast.success(t('approvals.rejected'));
      after();
    },
    onError: (e) => toast.error(errorMessage(e, t('approvals.decideFailed'))),
  });
  const reasons = r.reasons.map((x) => t(`approvals.reason.${x}`)).join(', ');
  const status = t(`approvals.status.${r.status}`);
  return (
    <Card className="flex flex-col gap-2 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">
          {t('approvals.by', { name: r.requester_name, outlet: r.outlet_name })}
        </p>
        <span className="text-sm text-stone-600">{status}</span>
      </div>
      <p className="text-sm text-stone-700">{t('approvals.total', { total: rupees(r.total) })}</p>
      <p className="text-sm text-amber-800">{reasons}</p>
      <ul className="text-sm text-stone-700">
        {r.lines.map((l) => (
          <li key={l.product_id}>
            {l.name} × {l.quantity}
          </li>
        ))}
      </ul>
      {r.decision_note && (
        <p className="text-sm text-stone-700">{t('approvals.note', { note: r.decision_note })}</p>
      )}
      {decides && !rejecting && (
        <div className="flex flex-wrap gap-2">
          <Button busy={approve.isPending} onClick={() => approve.mutate({ id: r.id })}>
            {t('approvals.approve')}
          </Button>
          <Button variant="secondary" onClick={() => setRejecting(true)}>
            {t('approvals.reject')}
          </Button>
        </div>
      )}
      {decides && rejecting && (
        <form
          className="flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            reject.mutate({ id: r.id, reason });
          }}
        >
          <TextField
            label={t('approvals.rejectReason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" busy={reject.isPending} disabled={reason.trim() === ''}>
              {t('approvals.confirmReject')}
            </Button>
            <Button variant="secondary" onClick={() => setRejecting(false)}>
              {t('approvals.cancel')}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
