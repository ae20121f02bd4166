import type { RouterOutputs } from '@app/api';
import { formatRupees } from '@app/api/shared';
import { Button } from '@app/ui/button';
import { DataTable } from '@app/ui/data-table';
import { EmptyState } from '@app/ui/empty-state';
import { TextField } from '@app/ui/field';
import { keepPreviousData } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { PageHeader, QueryState } from '../../components/admin/page.tsx';
import { saveFile } from '../../lib/download.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useT } from '../../lib/i18n.ts';
import { ALONE, trpc } from '../../lib/trpc.ts';
import { useSetSearch } from '../../lib/url-list.ts';
import money from '../../locales/compiled/money.ts';

type Row = RouterOutputs['invoices']['tcs']['suppliers'][number];

/** The current month in India, YYYY-MM. */
export const thisMonth = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);

const amount = (k: keyof Omit<Row, 'supplier_gstin' | 'supplier_name'>, header: string) =>
  col.accessor(k, {
    header,
    cell: (c) => <span className="tabular-nums">{formatRupees(c.getValue())}</span>,
    meta: { numeric: true },
  });
const col = createColumnHelper<Row>();
const useColumns = () => {
  const { t } = useT(money);
  return [
    col.accessor('supplier_gstin', {
      header: t('money.tcs.gstin'),
      cell: (c) => (
        <span>
          <span className="font-mono text-xs">{c.getValue()}</span>
          <span className="block text-stone-600">{c.row.original.supplier_name}</span>
        </span>
      ),
    }),
    amount('gross_value', t('money.tcs.gross')),
    amount('returns_value', t('money.tcs.returns')),
    amount('net_value', t('money.tcs.net')),
    amount('igst', t('money.tcs.igst')),
    amount('cgst', t('money.tcs.cgst')),
    amount('sgst', t('money.tcs.sgst')),
  ];
};

/** The operator's monthly TCS statement (section 52): what to file and pay for each supplier GSTIN. */
export function TcsPage() {
  const { t } = useT(money);
  const columns = useColumns();
  const url = useSearch({ from: '/admin/tax' });
  const set = useSetSearch<typeof url>();
  const month = url.month ?? thisMonth();
  const report = trpc.invoices.tcs.useQuery({ month }, { placeholderData: keepPreviousData });
  const utils = trpc.useUtils();
  const [saving, setSaving] = useState(false);
  const totals = report.data?.totals;
  return (
    <>
      <PageHeader
        title={t('money.tcs.title')}
        description={t('money.tcs.description')}
        actions={
          <Button
            variant="secondary"
            disabled={saving || !report.data?.suppliers.length}
            onClick={async () => {
              setSaving(true);
              try {
                saveFile(await utils.invoices.tcsCsv.fetch({ month }, ALONE));
              } catch (e) {
                toast.error(errorMessage(e, t('money.tcs.downloadFailed')));
              } finally {
                setSaving(false);
              }
            }}
          >
            {saving ? t('money.tcs.preparing') : t('money.tcs.download')}
          </Button>
        }
      />
      <TextField
        type="month"
        label={t('money.tcs.month')}
        className="mb-4 max-w-xs"
        value={month}
        max={thisMonth()}
        onChange={(e) => /^\d{4}-\d{2}$/.test(e.target.value) && set({ month: e.target.value })}
      />
      <QueryState query={report} failed={t('money.tcs.loadFailed')}>
        <DataTable
          caption={t('money.tcs.caption', { month })}
          cards
          data={report.data?.suppliers ?? []}
          columns={columns}
          getRowId={(r) => r.supplier_gstin}
          stale={report.isPlaceholderData}
          empty={<EmptyState icon={ReceiptText} title={t('money.tcs.empty')} />}
        />
        {totals && report.data?.suppliers.length ? (
          <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
            {(
              [
                [t('money.tcs.net'), totals.net_value],
                [t('money.tcs.igst'), totals.igst],
                [t('money.tcs.cgst'), totals.cgst],
                [t('money.tcs.sgst'), totals.sgst],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="rounded-lg border border-stone-200 bg-white p-3">
                <dt className="text-stone-500">{label}</dt>
                <dd className="text-base font-semibold tabular-nums">{formatRupees(value)}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </QueryState>
    </>
  );
}
