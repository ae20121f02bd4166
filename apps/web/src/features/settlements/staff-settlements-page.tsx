import { SETTLEMENT_STATUSES } from '@app/api/enums';
import { canMoveSettlement } from '@app/api/settlement-status';
import { formatRupees } from '@app/api/shared';
import { Button } from '@app/ui/button';
import { DataTable } from '@app/ui/data-table';
import { EmptyState } from '@app/ui/empty-state';
import { SelectField } from '@app/ui/field';
import { Spinner } from '@app/ui/spinner';
import { keepPreviousData } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { ReceiptText } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { CityFilter } from '../../components/admin/city-filter.tsx';
import { PageHeader, QueryState } from '../../components/admin/page.tsx';
import { StatementButton } from '../../components/statement-button.tsx';
import { useT } from '../../lib/i18n.ts';
import { ALONE, trpc } from '../../lib/trpc.ts';
import { serverPages, useSetSearch } from '../../lib/url-list.ts';
import money from '../../locales/compiled/money.ts';
import statusText from '../../locales/compiled/status.ts';
import { periodLabel, SettlementStatus, type StaffSettlement } from './settlement-parts.tsx';

// The rates section and the payment form check input with the API's schemas: they load after
// the list, or when a payment is recorded.
const CommissionRates = lazy(() =>
  import('./commission-rates.tsx').then((m) => ({ default: m.CommissionRates })),
);
const MarkPaidDialog = lazy(() =>
  import('./mark-paid-dialog.tsx').then((m) => ({ default: m.MarkPaidDialog })),
);

const PAGE_SIZE = 20;
const col = createColumnHelper<StaffSettlement>();
/** /admin/settlements: weekly payouts to suppliers, to pay by bank transfer and record; commission rates. */
export function StaffSettlementsPage() {
  const { t } = useT(money, statusText);
  const url = useSearch({ from: '/admin/settlements' });
  const set = useSetSearch<typeof url>();
  const utils = trpc.useUtils();
  const page = url.page ?? 1;
  const list = trpc.settlements.staff.list.useQuery(
    { page, page_size: PAGE_SIZE, status: url.status, city_id: url.city },
    { placeholderData: keepPreviousData },
  );
  const [paying, setPaying] = useState<StaffSettlement | null>(null);

  const columns = [
    col.accessor('supplier_name', {
      header: t('money.st.supplierWeek'),
      enableSorting: false,
      meta: { card: 'title' },
      cell: (c) => (
        <span className="block min-w-32">
          <span translate="no" className="block font-medium text-stone-900">
            {c.getValue()}
          </span>
          <span className="block text-xs text-stone-500">
            {periodLabel(c.row.original.period_start, c.row.original.period_end)}
          </span>
        </span>
      ),
    }),
    col.accessor('order_count', { header: t('money.orders'), enableSorting: false, meta: { numeric: true } }),
    col.accessor('gross_value', {
      header: t('money.st.gross'),
      enableSorting: false,
      meta: { numeric: true },
      cell: (c) => formatRupees(c.getValue()),
    }),
    col.accessor('commission', {
      header: t('money.commission'),
      enableSorting: false,
      meta: { numeric: true },
      cell: (c) => (
        <span className="whitespace-nowrap">
          {formatRupees(c.getValue())}
          <span className="block text-xs text-stone-500">
            {t('money.st.plusGst', { amount: formatRupees(c.row.original.commission_gst) })}
          </span>
        </span>
      ),
    }),
    col.accessor('tcs', {
      header: t('money.st.withheld'),
      enableSorting: false,
      meta: { numeric: true },
      cell: (c) => (
        <span className="whitespace-nowrap text-xs">
          {t('money.st.tcs', { amount: formatRupees(c.getValue()) })}
          <span className="block">{t('money.st.tds', { amount: formatRupees(c.row.original.tds) })}</span>
        </span>
      ),
    }),
    col.accessor('payable', {
      header: t('money.st.payable'),
      enableSorting: false,
      meta: { numeric: true },
      cell: (c) => <span className="font-semibold">{formatRupees(c.getValue())}</span>,
    }),
    col.accessor('status', {
      header: t('money.status'),
      enableSorting: false,
      cell: (c) => (
        // Narrow enough that a paid row's UTR goes under its label instead of widening the table.
        <div className="max-w-36">
          <SettlementStatus s={c.row.original} />
        </div>
      ),
    }),
    col.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('money.actions')}</span>,
      cell: ({ row: { original: s } }) => {
        const what = `${s.supplier_name}, ${periodLabel(s.period_start, s.period_end)}`;
        const payable = canMoveSettlement('staff', s.status, 'paid');
        return (
          <div className="flex flex-col items-stretch gap-2">
            <StatementButton
              size="sm"
              what={what}
              load={() => utils.settlements.staff.statement.fetch({ id: s.id }, ALONE)}
            />
            {payable && (
              <Button size="sm" onClick={() => setPaying(s)} aria-label={t('money.st.markPaidFor', { what })}>
                {t('money.st.markPaid')}
              </Button>
            )}
          </div>
        );
      },
    }),
  ];

  return (
    <>
      <PageHeader title={t('money.st.title')} description={t('money.st.description')} />
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
        <SelectField
          label={t('money.status')}
          value={url.status ?? ''}
          onChange={(e) => set({ status: (e.target.value || undefined) as StaffSettlement['status'] })}
        >
          <option value="">{t('money.st.allStatuses')}</option>
          {SETTLEMENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`settlementStatus.${s}`)}
            </option>
          ))}
        </SelectField>
        <CityFilter value={url.city ?? ''} onChange={(city) => set({ city })} />
      </div>
      <QueryState query={list} failed={t('money.st.loadFailed')}>
        <DataTable
          caption={t('money.st.title')}
          cards
          data={list.data?.items ?? []}
          columns={columns}
          getRowId={(s) => s.id}
          server={serverPages(list.data?.total ?? 0, page, PAGE_SIZE, (next) => set({ page: next }))}
          stale={list.isPlaceholderData}
          empty={<EmptyState icon={ReceiptText} title={t('money.st.empty')} />}
        />
      </QueryState>
      <Suspense fallback={<Spinner />}>
        <CommissionRates />
      </Suspense>
      <Suspense fallback={null}>
        {paying && <MarkPaidDialog settlement={paying} onClose={() => setPaying(null)} />}
      </Suspense>
    </>
  );
}
