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
import { trpc } from '../../lib/trpc.ts';
import { useSetSearch } from '../../lib/url-list.ts';
import { ConfirmCashDialog } from './confirm-cash-dialog.tsx';
import { type Handover, HandoverCard } from './handover-card.tsx';

const STATUS_OPTIONS: { value: CashHandoverStatus; label: string }[] = [
  { value: 'awaiting', label: 'Awaiting confirmation' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'mismatch', label: 'Mismatch' },
];

/** /admin/cash: riders' cash-on-delivery handovers per day, to count and confirm (decision 0065). */
export function CashHandoversPage() {
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
      saveFile(await utils.delivery.staff.cashReportCsv.fetch(filters));
    } catch (e) {
      toast.error(errorMessage(e, 'Failed to export the report'));
    } finally {
      setExporting(false);
    }
  }

  const data = report.data;
  return (
    <>
      <PageHeader
        title="Cash"
        description="Cash riders collected on cash-on-delivery orders and handed over. Count it, then confirm the amount received: the orders become paid, a difference is flagged."
        actions={
          <Button variant="secondary" busy={exporting} disabled={bad} onClick={exportCsv}>
            {exporting ? 'Preparing…' : 'Export CSV'}
          </Button>
        }
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label="From"
          type="date"
          value={url.from ?? ''}
          onChange={(e) => set({ from: e.target.value || undefined })}
        />
        <TextField
          label="To"
          type="date"
          value={url.to ?? ''}
          error={bad ? 'The start date must not be after the end date' : undefined}
          onChange={(e) => set({ to: e.target.value || undefined })}
        />
        <SelectField
          label="Status"
          value={url.status ?? ''}
          onChange={(e) => set({ status: (e.target.value || undefined) as CashHandoverStatus | undefined })}
        >
          <option value="">All statuses</option>
          {STATUS_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </SelectField>
        <CityFilter value={url.city ?? ''} onChange={(city) => set({ city: city || undefined })} />
      </div>
      {url.rider && (
        <p className="mb-4 flex flex-wrap items-center gap-2 text-sm text-stone-700">
          Showing one rider's handovers.
          <Button size="sm" variant="secondary" onClick={() => set({ rider: undefined })}>
            Show every rider
          </Button>
        </p>
      )}
      <QueryState query={report} failed="Failed to load cash handovers">
        {data && (
          <>
            <section aria-label="Totals" className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
              <StatCard label="Expected" value={formatRupees(data.totals.expected)} />
              <StatCard label="Collected" value={formatRupees(data.totals.collected)} />
              <StatCard label="To confirm" value={data.totals.awaiting} />
              <StatCard label="Mismatches" value={data.totals.mismatches} />
            </section>
            {data.items.length === 0 ? (
              <EmptyState icon={Banknote} title="No cash handovers found">
                Riders' handovers appear here once they hand over the cash they collected.
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
