import type { RouterOutputs } from '@app/api';
import { Button } from '@app/ui/button';
import { MessageSquareWarning } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { PackUnit } from '../../components/pack-unit.tsx';
import { useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import claims from '../../locales/compiled/claims.ts';
import { type Claim, ClaimView } from './claim-view.tsx';

type Order = RouterOutputs['orders']['list']['orders'][number];
type Line = Order['items'][number];

const ClaimDialog = lazy(() => import('./claim-dialog.tsx'));

// Quantities have at most 3 decimals: sums are kept in thousandths, free of float noise.
const milli = (q: number) => Math.round(q * 1000);

/** What is left to claim of a line: supplied, less what its open and approved claims hold (as the server counts). */
function claimable(line: Line, filed: Claim[]) {
  const held = filed
    .filter((c) => c.line_id === line.id)
    .reduce((n, c) => n + milli(c.status === 'open' ? c.quantity : (c.approved_quantity ?? 0)), 0);
  return Math.max(0, milli(line.supplied_quantity) - held) / 1000;
}

/** A delivered order's claims and, folded away until wanted, "Report a problem" for each line supplied. */
export default function ClaimsOnOrder({ order: o }: { order: Order }) {
  const { t } = useT(claims);
  const filed = trpc.claims.ofOrder.useQuery({ id: o.id });
  const [reporting, setReporting] = useState<Line | null>(null);
  const lines = o.items.filter((i) => i.kind === 'goods' && !i.rejected && i.supplied_quantity > 0);
  const list = filed.data?.claims ?? [];
  return (
    // Named with its order (the card's heading): the list holds one such region per delivered order.
    <section aria-labelledby={`claims-${o.id} order-${o.id}`} className="mt-3 flex flex-col gap-3">
      <details className="rounded-lg border border-stone-200">
        <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-3 text-sm font-medium text-stone-900">
          <MessageSquareWarning className="size-5 shrink-0 text-amber-700" aria-hidden />
          <span id={`claims-${o.id}`}>{t('claims.heading')}</span>
        </summary>
        <div className="flex flex-col gap-2 border-t border-stone-200 p-3">
          <p className="text-sm text-stone-600">{t('claims.intro')}</p>
          <ul aria-label={t('claims.lines')} className="divide-y divide-stone-100">
            {lines.map((l) => (
              <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span className="min-w-0 break-words">
                  {l.product_name}
                  <PackUnit line={l} />
                </span>
                {filed.data && claimable(l, list) === 0 ? (
                  <span className="text-xs text-stone-500">{t('claims.nothingLeft')}</span>
                ) : (
                  <Button
                    size="sm"
                    variant="secondary"
                    className="min-h-11"
                    aria-label={t('claims.reportOn', { item: l.product_name })}
                    disabled={!filed.data}
                    onClick={() => setReporting(l)}
                  >
                    {t('claims.report')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </div>
      </details>
      {filed.isPending ? (
        <p role="status" className="text-sm text-stone-500">
          {t('claims.loading')}
        </p>
      ) : filed.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-800">
          {t('claims.failed')}
          <Button size="sm" variant="secondary" onClick={() => filed.refetch()}>
            {t('claims.tryAgain')}
          </Button>
        </div>
      ) : (
        list.length > 0 && (
          <div>
            <h3 className="mb-2 text-sm font-semibold text-stone-900">{t('claims.filedHeading')}</h3>
            <ul className="flex flex-col gap-3">
              {list.map((c) => (
                <li key={c.id} className="rounded-lg border border-stone-200 p-3">
                  <ClaimView claim={c} />
                </li>
              ))}
            </ul>
          </div>
        )
      )}
      {reporting && (
        <Suspense fallback={null}>
          <ClaimDialog
            orderId={o.id}
            line={reporting}
            max={claimable(reporting, list)}
            onClose={() => setReporting(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
