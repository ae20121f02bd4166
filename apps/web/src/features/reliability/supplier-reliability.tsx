import type { RouterOutputs } from '@app/api';
import { formatRupees } from '@app/api/shared';
import { Card } from '@app/ui/card';
import { StatCard } from '@app/ui/stat-card';
import { Ban, PackageCheck, ThumbsDown, Timer } from 'lucide-react';
import { useT } from '../../lib/i18n.ts';
import { formatDate } from '../../lib/relative-time.ts';
import { trpc } from '../../lib/trpc.ts';
import reliability from '../../locales/compiled/reliability.ts';

type Behind = RouterOutputs['reliability']['mine']['orders'][number];

const rate = (r: number | null) => (r === null ? '—' : `${r}%`);

/**
 * The supplier dashboard's reliability: the figures customers see on its offers (decision 0090),
 * what they divide, and every order of the 30 days that lowered one.
 */
export function SupplierReliability() {
  const { t } = useT(reliability);
  const query = trpc.reliability.mine.useQuery();
  const r = query.data;
  if (query.isError) return <p className="text-sm text-red-700">{t('reliability.loadFailed')}</p>;
  if (!r) return null;
  return (
    <section aria-labelledby="reliability-title" className="flex flex-col gap-3">
      <div>
        <h2 id="reliability-title" className="text-lg font-semibold">
          {t('reliability.title', { days: r.window_days })}
        </h2>
        <p className="text-sm text-stone-600">
          {r.status === 'new'
            ? t('reliability.newIntro', { min: r.min_parts, parts: r.parts })
            : t('reliability.intro')}
        </p>
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label={t('reliability.fill')}
          value={rate(r.fill_rate)}
          icon={PackageCheck}
          hint={t('reliability.fillHint', {
            supplied: formatRupees(r.totals.supplied),
            ordered: formatRupees(r.totals.ordered),
          })}
        />
        <StatCard
          label={t('reliability.onTime')}
          value={rate(r.on_time_rate)}
          icon={Timer}
          hint={t('reliability.onTimeHint', { onTime: r.totals.on_time, handed: r.totals.handed_over })}
        />
        <StatCard
          label={t('reliability.refused')}
          value={rate(r.rejection_rate)}
          icon={Ban}
          hint={t('reliability.refusedHint', { amount: formatRupees(r.totals.refused) })}
        />
        <StatCard
          label={t('reliability.claims')}
          value={rate(r.claim_rate)}
          icon={ThumbsDown}
          hint={t('reliability.claimsHint', { amount: formatRupees(r.totals.claimed) })}
        />
      </div>
      <Card className="p-4">
        <h3 className="font-semibold">{t('reliability.behind')}</h3>
        {r.orders.length === 0 ? (
          <p className="mt-1 text-sm text-stone-600">{t('reliability.noneBehind')}</p>
        ) : (
          <div className="mt-2 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-xs text-stone-500">
                <tr>
                  <th className="py-1 pr-3 font-medium">{t('reliability.orderNumber')}</th>
                  <th className="py-1 pr-3 font-medium">{t('reliability.placed')}</th>
                  <th className="py-1 pr-3 text-right font-medium">{t('reliability.ordered')}</th>
                  <th className="py-1 pr-3 text-right font-medium">{t('reliability.supplied')}</th>
                  <th className="py-1 pr-3 font-medium">{t('reliability.onTime')}</th>
                  <th className="py-1 pr-3 text-right font-medium">{t('reliability.refusedCol')}</th>
                  <th className="py-1 text-right font-medium">{t('reliability.claimedCol')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100 tabular-nums">
                {r.orders.map((o) => (
                  <BehindRow key={o.order_id} o={o} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </section>
  );
}

function BehindRow({ o }: { o: Behind }) {
  const { t } = useT(reliability);
  const low = 'font-medium text-red-700';
  return (
    <tr>
      <td className="py-1.5 pr-3 font-medium">{o.order_number}</td>
      <td className="py-1.5 pr-3 text-stone-600">{formatDate(o.placed_at)}</td>
      <td className="py-1.5 pr-3 text-right">{formatRupees(o.ordered)}</td>
      <td className={`py-1.5 pr-3 text-right ${o.supplied < o.ordered ? low : ''}`}>
        {o.outcome === 'rejected' ? t('reliability.rejected') : formatRupees(o.supplied)}
      </td>
      <td className={`py-1.5 pr-3 ${o.on_time === false ? low : ''}`}>
        {o.on_time === null ? '—' : t(o.on_time ? 'reliability.inTime' : 'reliability.late')}
      </td>
      <td className={`py-1.5 pr-3 text-right ${o.refused > 0 ? low : ''}`}>{formatRupees(o.refused)}</td>
      <td className={`py-1.5 text-right ${o.claimed > 0 ? low : ''}`}>{formatRupees(o.claimed)}</td>
    </tr>
  );
}
