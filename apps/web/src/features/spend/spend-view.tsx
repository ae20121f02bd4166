import type { RouterOutputs } from '@app/api';
import { formatRupees } from '@app/api/shared';
import { Button } from '@app/ui/button';
import { SelectField, TextField } from '@app/ui/field';
import { Spinner } from '@app/ui/spinner';
import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useState } from 'react';
import { toast } from 'sonner';
import { ResponsiveTable } from '../../components/responsive-table.tsx';
import { saveFile } from '../../lib/download.ts';
import { errorMessage } from '../../lib/errors.ts';
import { istDay } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { ALONE, trpc } from '../../lib/trpc.ts';
import spendText from '../../locales/compiled/spend.ts';
import { BarChart } from '../analytics/charts.tsx';
import { PriceTable } from './price-table.tsx';

type Summary = RouterOutputs['spend']['summary'];
type Row = Summary['rows'][number];
type Group = Summary['group_by'];
type Period = 'month' | 'three' | 'custom';

/** The first day of the month `back` months before this one (India), YYYY-MM-DD. */
function monthStart(back: number) {
  const [y, m] = istDay().split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 - back, 1));
  return d.toISOString().slice(0, 10);
}

const col = createColumnHelper<Row>();
const money = (k: 'goods_value' | 'gst' | 'fees' | 'total', header: string) =>
  col.accessor(k, { header, cell: (c) => formatRupees(c.getValue()), meta: { numeric: true } });

function SummaryTable({ summary, groupLabel }: { summary: Summary; groupLabel: string }) {
  const { t } = useT(spendText);
  const nameOf = useNameOf(summary.group_by);
  const table = useReactTable({
    data: summary.rows,
    columns: [
      col.accessor('key', { header: groupLabel, cell: (c) => nameOf(c.row.original) }),
      money('goods_value', t('spend.goods')),
      money('gst', t('spend.gst')),
      money('fees', t('spend.feesColumn')),
      money('total', t('spend.total')),
      col.accessor('orders', { header: t('spend.orders'), meta: { numeric: true } }),
    ],
    getRowId: (r) => r.key,
    getCoreRowModel: getCoreRowModel(),
  });
  if (summary.rows.length === 0) return <p className="text-sm text-stone-600">{t('spend.empty')}</p>;
  return (
    <ResponsiveTable
      table={table}
      caption={t('spend.caption', { from: summary.from, to: summary.to, group: groupLabel })}
      listLabel={t('spend.listLabel', { group: groupLabel })}
    />
  );
}

function useNameOf(group: Group) {
  const { t } = useT(spendText);
  return (r: Row) =>
    r.key === 'fees'
      ? t('spend.fees')
      : r.key === 'operator'
        ? t('spend.operator')
        : r.key === 'none' && group === 'outlet'
          ? t('spend.noOutlet')
          : (r.name ?? r.key);
}

/**
 * Range, grouping, chart, table, totals with what was recovered, the CSV; then the prices. With
 * several outlets, one can be chosen and the spend grouped by outlet.
 */
export default function SpendView({ outlets }: { outlets: { id: string; name: string }[] }) {
  const { t } = useT(spendText);
  const [period, setPeriod] = useState<Period>('month');
  const [custom, setCustom] = useState({ from: monthStart(0), to: istDay() });
  const [group, setGroup] = useState<Group>('month');
  const [outlet, setOutlet] = useState('');
  const nameOf = useNameOf(group);
  const several = outlets.length > 1;
  const outletId = several && outlet ? outlet : undefined;
  const [saving, setSaving] = useState(false);
  const utils = trpc.useUtils();
  const choosing = period === 'custom';
  const range = choosing ? custom : { from: monthStart(period === 'month' ? 0 : 2), to: istDay() };
  const valid = range.from <= range.to;
  const summary = trpc.spend.summary.useQuery(
    { ...range, group_by: group, outlet_id: outletId },
    { enabled: valid, placeholderData: keepPreviousData },
  );
  const groups: [Group, string][] = [
    ['month', t('spend.byMonth')],
    ...(several ? [['outlet', t('spend.byOutlet')] as [Group, string]] : []),
    ['category', t('spend.byCategory')],
    ['supplier', t('spend.bySupplier')],
  ];
  const groupLabel = groups.find(([g]) => g === group)![1];
  const data = summary.data;
  return (
    <div className="flex flex-col gap-4">
      <div
        className={`grid gap-3 sm:items-end ${several ? 'sm:grid-cols-[1fr_1fr_1fr_auto]' : 'sm:grid-cols-[1fr_1fr_auto]'}`}
      >
        <SelectField
          label={t('spend.range')}
          value={period}
          onChange={(e) => setPeriod(e.target.value as Period)}
        >
          <option value="month">{t('spend.thisMonth')}</option>
          <option value="three">{t('spend.lastThree')}</option>
          <option value="custom">{t('spend.custom')}</option>
        </SelectField>
        <SelectField
          label={t('spend.groupBy')}
          value={group}
          onChange={(e) => setGroup(e.target.value as Group)}
        >
          {groups.map(([g, label]) => (
            <option key={g} value={g}>
              {label}
            </option>
          ))}
        </SelectField>
        {several && (
          <SelectField label={t('spend.outlet')} value={outlet} onChange={(e) => setOutlet(e.target.value)}>
            <option value="">{t('spend.allOutlets')}</option>
            {outlets.map((o) => (
              <option key={o.id} value={o.id} translate="no">
                {o.name}
              </option>
            ))}
          </SelectField>
        )}
        <Button
          variant="secondary"
          disabled={saving || !data?.rows.length}
          onClick={async () => {
            setSaving(true);
            try {
              saveFile(
                await utils.spend.csv.fetch({ ...range, group_by: group, outlet_id: outletId }, ALONE),
              );
            } catch (e) {
              toast.error(errorMessage(e, t('spend.downloadFailed')));
            } finally {
              setSaving(false);
            }
          }}
        >
          {saving ? t('spend.preparing') : t('spend.download')}
        </Button>
      </div>
      {choosing && (
        <div className="grid grid-cols-2 gap-3 sm:max-w-md">
          {(['from', 'to'] as const).map((end) => (
            <TextField
              key={end}
              type="date"
              label={t(`spend.${end}`)}
              value={custom[end]}
              max={istDay()}
              onChange={(e) =>
                /^\d{4}-\d{2}-\d{2}$/.test(e.target.value) && setCustom({ ...custom, [end]: e.target.value })
              }
            />
          ))}
        </div>
      )}
      {summary.isPending ? (
        <Spinner label={t('spend.loading')} />
      ) : summary.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(summary.error, t('spend.failed'))}{' '}
          <Button size="sm" variant="secondary" onClick={() => summary.refetch()}>
            {t('spend.tryAgain')}
          </Button>
        </p>
      ) : (
        <div className={`flex flex-col gap-4 ${summary.isPlaceholderData ? 'opacity-60' : ''}`}>
          <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
            <div className="rounded-lg border border-stone-200 bg-white p-3">
              <dt className="text-stone-500">{t('spend.totalSpend')}</dt>
              <dd className="text-xl font-semibold tabular-nums" data-testid="spend-total">
                {formatRupees(summary.data.totals.total)}
              </dd>
            </div>
            <div className="rounded-lg border border-stone-200 bg-white p-3">
              <dt className="text-stone-500">{t('spend.creditNotes')}</dt>
              <dd className="tabular-nums">
                {t('spend.recovered', {
                  amount: formatRupees(summary.data.credit_notes.amount),
                  count: summary.data.credit_notes.count,
                })}
              </dd>
            </div>
            <div className="rounded-lg border border-stone-200 bg-white p-3">
              <dt className="text-stone-500">{t('spend.claims')}</dt>
              <dd className="tabular-nums">
                {t('spend.claimsRecovered', {
                  amount: formatRupees(summary.data.claims.amount),
                  count: summary.data.claims.count,
                })}
              </dd>
            </div>
          </dl>
          {summary.data.rows.length > 0 && (
            <BarChart
              data={summary.data.rows.map((r) => ({ name: nameOf(r), total: r.total }))}
              categoryKey="name"
              valueKey="total"
              valueLabel={t('spend.total')}
              format={formatRupees}
              label={t('spend.chartLabel', { group: groupLabel })}
            />
          )}
          <SummaryTable summary={summary.data} groupLabel={groupLabel} />
        </div>
      )}
      {valid && <PriceTable range={{ ...range, outlet_id: outletId }} />}
    </div>
  );
}
