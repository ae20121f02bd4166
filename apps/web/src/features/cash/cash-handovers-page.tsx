import type { CashHandoverStatus } from '@app/api/enums';
import { formatRupees } from '@app/api/shared';
import { Button } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { SelectField, TextField } from '@app/ui/field';
import { StatCard } from '@app/ui/stat-card';
import { keepPreviousData } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { Banknote } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { CityFilter } from '../../components/admin/city-filter.tsx';
import { PageHeader, QueryState } from '../../components/admin/page.tsx';
import { saveFile } from '../../lib/download.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useT } from '../../lib/i18n.ts';
import { ALONE, trpc } from '../../lib/trpc.ts';
import { useSetSearch } from '../../lib/url-list.ts';
import staffOps from '../../locales/compiled/staffOps.ts';
import { ConfirmCashDialog } from './confirm-cash-dialog.tsx';
import { type Handover, HandoverCard } from './handover-card.tsx';

const STATUSES: CashHandoverStatus[] = ['awaiting', 'confirmed', 'mismatch'];

/** /admin/cash: riders' cash-on-delivery handovers per day, to count and confirm (decision 0065). */
export function CashHandoversPage() {
  const { t } = useT(staffOps);
  const url = useSearch({ from: '/admin/cash' });
  const set = useSetSearch<typeof url>();
  const utils = trpc.useUtils();
  const filters = {
    from: url.from,
    to: url.to,
    status: url.status,
    rider_id: url.rider,
    city_id: url.city,
  };
  const bad = Boolean(url.from && url.to && url.from > url.to);
  const report = trpc.delivery.staff.cashReport.useQuery(filters, {
    placeholderData: keepPreviousData,
    enabled: !bad,
  });
  const [confirming, setConfirming] = useState<Handover | null>(null);
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      saveFile(await utils.delivery.staff.cashReportCsv.fetch(filters, ALONE));
    } catch (e) {
      toast.error(errorMessage(e, t('staffOps.exportFailed')));
    } finally {
      setExporting(false);
    }
  }

  const data = report.data;
  return (
    <>
      <PageHeader
        title={t('staffOps.cashTitle')}
        description={t('staffOps.cashIntro')}
        actions={
          <Button variant="secondary" busy={exporting} disabled={bad} onClick={exportCsv}>
            {t(exporting ? 'staffOps.preparing' : 'staffOps.exportCsv')}
          </Button>
        }
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label={t('staffOps.from')}
          type="date"
          value={url.from ?? ''}
          onChange={(e) => set({ from: e.target.value || undefined })}
        />
        <TextField
          label={t('staffOps.to')}
          type="date"
          value={url.to ?? ''}
          error={bad ? t('staffOps.badRange') : undefined}
          onChange={(e) => set({ to: e.target.value || undefined })}
        />
        <SelectField
          label={t('staffOps.status')}
          value={url.status ?? ''}
          onChange={(e) => set({ status: (e.target.value || undefined) as CashHandoverStatus | undefined })}
        >
          <option value="">{t('staffOps.allStatuses')}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t('staffOps.handoverStatus', { status: s })}
            </option>
          ))}
        </SelectField>
        <CityFilter value={url.city ?? ''} onChange={(city) => set({ city: city || undefined })} />
      </div>
      {url.rider && (
        <p className="mb-4 flex flex-wrap items-center gap-2 text-sm text-stone-700">
          {t('staffOps.oneRider')}
          <Button size="sm" variant="secondary" onClick={() => set({ rider: undefined })}>
            {t('staffOps.everyRider')}
          </Button>
        </p>
      )}
      <QueryState query={report} failed={t('staffOps.cashFailed')}>
        {data && (
          <>
            <section aria-label={t('staffOps.totals')} className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
              <StatCard label={t('staffOps.expected')} value={formatRupees(data.totals.expected)} />
              <StatCard label={t('staffOps.collected')} value={formatRupees(data.totals.collected)} />
              <StatCard label={t('staffOps.toConfirm')} value={data.totals.awaiting} />
              <StatCard label={t('staffOps.mismatches')} value={data.totals.mismatches} />
            </section>
            {data.items.length === 0 ? (
              <EmptyState icon={Banknote} title={t('staffOps.noHandovers')}>
                {t('staffOps.handoversAppear')}
              </EmptyState>
            ) : (
              <ul className={`flex flex-col gap-3 ${report.isPlaceholderData ? 'opacity-60' : ''}`}>
                {data.items.map((h) => (
                  <li key={h.id}>
                    <HandoverCard
                      h={h}
                      onConfirm={() => setConfirming(h)}
                      onRider={() => set({ rider: h.rider_id })}
                    />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
      {confirming && <ConfirmCashDialog handover={confirming} onClose={() => setConfirming(null)} />}
    </>
  );
}
