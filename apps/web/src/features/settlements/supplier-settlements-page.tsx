import type { RouterOutputs } from '@app/api';
import { formatRupees } from '@app/api/shared';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { EmptyState } from '@app/ui/empty-state';
import { Spinner } from '@app/ui/spinner';
import { keepPreviousData } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { ReceiptText, TriangleAlert } from 'lucide-react';
import { Pager } from '../../components/pager.tsx';
import { StatementButton } from '../../components/statement-button.tsx';
import { useT } from '../../lib/i18n.ts';
import { formatDay } from '../../lib/relative-time.ts';
import { ALONE, trpc } from '../../lib/trpc.ts';
import { useSetSearch } from '../../lib/url-list.ts';
import supplierMoney from '../../locales/compiled/supplierMoney.ts';
import { periodLabel, SettlementStatus } from './settlement-parts.tsx';

type Mine = RouterOutputs['settlements']['mine'];
type Settlement = Mine['items'][number];

const PAGE_SIZE = 20;

/** /supplier/settlements: the open week so far, then each weekly settlement with its statement. */
export function SupplierSettlementsPage() {
  const { t } = useT(supplierMoney);
  const { page = 1 } = useSearch({ from: '/_authed/supplier/settlements' });
  const set = useSetSearch<{ page?: number }>();
  const list = trpc.settlements.mine.useQuery(
    { page, page_size: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-4 p-4">
      <header>
        <h1 className="text-2xl font-bold">{t('supplierMoney.settlements')}</h1>
        <p className="mt-1 text-sm text-stone-600">{t('supplierMoney.settlementsIntro')}</p>
      </header>
      {list.isPending ? (
        <Spinner label={t('supplierMoney.loadingSettlements')} />
      ) : list.isError ? (
        <EmptyState icon={TriangleAlert} title={t('supplierMoney.settlementsFailed')}>
          <Button variant="secondary" size="sm" onClick={() => list.refetch()}>
            {t('supplierMoney.tryAgain')}
          </Button>
        </EmptyState>
      ) : (
        <>
          <ThisWeek week={list.data.upcoming} />
          <h2 className="mt-2 text-lg font-semibold">{t('supplierMoney.pastWeeks')}</h2>
          {list.data.items.length === 0 ? (
            <EmptyState icon={ReceiptText} title={t('supplierMoney.noSettlements')}>
              {t('supplierMoney.noSettlementsText')}
            </EmptyState>
          ) : (
            <>
              <ul
                className="flex flex-col gap-3"
                aria-label={t('supplierMoney.settlementList')}
                aria-busy={list.isPlaceholderData}
              >
                {list.data.items.map((s) => (
                  <SettlementRow key={s.id} s={s} />
                ))}
              </ul>
              <Pager
                page={page}
                pageSize={PAGE_SIZE}
                total={list.data.total}
                onPage={(p) => set({ page: p > 1 ? p : undefined })}
              />
            </>
          )}
        </>
      )}
    </main>
  );
}

function ThisWeek({ week }: { week: Mine['upcoming'] }) {
  const { t } = useT(supplierMoney);
  const figures: [string, string][] = [
    [t('supplierMoney.orders'), String(week.order_count)],
    [t('supplierMoney.gross'), formatRupees(week.gross_value)],
    [
      t('supplierMoney.commissionGst'),
      `${formatRupees(week.commission)} + ${formatRupees(week.commission_gst)}`,
    ],
    [t('supplierMoney.tcs'), formatRupees(week.tcs)],
    [t('supplierMoney.tds'), formatRupees(week.tds)],
  ];
  if (week.returns_value > 0)
    figures.splice(2, 0, [t('supplierMoney.returns'), formatRupees(week.returns_value)]);
  return (
    <Card role="region" aria-labelledby="this-week" className="p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id="this-week" className="font-semibold">
          {t('supplierMoney.thisWeek')}
        </h2>
        <p className="text-sm text-stone-600">{periodLabel(week.period_start, week.period_end)}</p>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-stone-600">{label}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 flex flex-wrap items-baseline justify-between gap-x-3 border-t border-stone-200 pt-3">
        <span>
          {t('supplierMoney.payable')}{' '}
          <span className="text-xl font-bold tabular-nums">{formatRupees(week.payable)}</span>
        </span>
        <span className="text-sm text-stone-600">
          {week.payable > 0
            ? t('supplierMoney.paidOn', { day: formatDay(week.settles_on) })
            : t('supplierMoney.nothingPayable')}
        </span>
      </p>
    </Card>
  );
}

function SettlementRow({ s }: { s: Settlement }) {
  const { t } = useT(supplierMoney);
  const utils = trpc.useUtils();
  const period = periodLabel(s.period_start, s.period_end);
  const deductions = s.commission + s.commission_gst + s.tcs + s.tds;
  const amounts = { gross: formatRupees(s.gross_value), deductions: formatRupees(deductions) };
  return (
    <li>
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">{period}</span>
            <span className="text-sm text-stone-600">
              {t('supplierMoney.orderCount', { count: s.order_count })}
            </span>
          </p>
          <p className="mt-1 text-sm tabular-nums text-stone-700">
            {s.returns_value > 0
              ? t('supplierMoney.rowAmountsReturns', { ...amounts, returns: formatRupees(s.returns_value) })
              : t('supplierMoney.rowAmounts', amounts)}
          </p>
          <p className="mt-1 font-semibold tabular-nums">
            {t('supplierMoney.payableAmount', { amount: formatRupees(s.payable) })}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap items-end justify-between gap-3 sm:flex-col">
          <SettlementStatus s={s} />
          <StatementButton
            size="sm"
            what={period}
            load={() => utils.settlements.statement.fetch({ id: s.id }, ALONE)}
          />
        </div>
      </Card>
    </li>
  );
}
