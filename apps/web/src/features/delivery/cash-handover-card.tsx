import type { RouterOutputs } from '@app/api';
import { formatRupees } from '@app/api/shared';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { ConfirmDialog } from '@app/ui/confirm-dialog';
import { Banknote } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/errors.ts';
import { useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import rider from '../../locales/compiled/rider.ts';

type Cash = RouterOutputs['delivery']['portal']['cash'];

/**
 * The rider's cash collected on cash-on-delivery orders and not handed over yet, with the button
 * that hands it to staff of the city (decision 0065).
 */
export function CashHandoverCard({ cash }: { cash: Cash }) {
  const { t } = useT(rider);
  const utils = trpc.useUtils();
  const [asking, setAsking] = useState(false);
  const handOver = trpc.delivery.handOverCash.useMutation({
    onSuccess(res) {
      toast.success(t('rider.handover.done', { amount: formatRupees(res.amount), count: res.order_count }));
      setAsking(false);
      utils.delivery.portal.invalidate();
    },
    onError(e) {
      toast.error(errorMessage(e, t('rider.handover.failed')));
      setAsking(false);
      utils.delivery.portal.invalidate();
    },
  });
  const short = cash.amount !== cash.expected;
  return (
    <section aria-labelledby="cash-heading">
      <Card className="flex flex-col gap-3 p-4">
        <div className="flex items-start gap-3">
          <Banknote className="size-6 shrink-0 text-emerald-700" aria-hidden />
          <div className="min-w-0">
            <h2 id="cash-heading" className="text-base font-semibold">
              {t('rider.handover.title', { amount: formatRupees(cash.amount), count: cash.order_count })}
            </h2>
            {short && (
              <p className="text-sm text-amber-900">
                {t('rider.handover.short', { amount: formatRupees(cash.expected) })}
              </p>
            )}
          </div>
        </div>
        <details className="rounded-lg border border-stone-200">
          <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm">
            {t('rider.handover.orders')}
          </summary>
          <ul className="divide-y divide-stone-100 border-t border-stone-200 px-3 text-sm">
            {cash.orders.map((o) => (
              <li key={o.order_id} className="flex justify-between gap-2 py-2">
                <span>{o.order_number}</span>
                <span className="tabular-nums">
                  {formatRupees(o.collected)}
                  {o.collected !== o.expected && (
                    <span className="text-amber-900">
                      {t('rider.handover.of', { amount: formatRupees(o.expected) })}
                    </span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </details>
        <Button size="lg" className="w-full" onClick={() => setAsking(true)}>
          {t('rider.handover.button')}
        </Button>
      </Card>
      <ConfirmDialog
        open={asking}
        title={t('rider.handover.ask')}
        message={t('rider.handover.confirm', { amount: formatRupees(cash.amount), count: cash.order_count })}
        confirmLabel={t('rider.handover.button')}
        tone="primary"
        busy={handOver.isPending}
        onConfirm={() => handOver.mutate()}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
