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
import { formatDay } from '../../lib/relative-time.ts';
import { trpc } from '../../lib/trpc.ts';
import { useSetSearch } from '../../lib/url-list.ts';
import { periodLabel, SettlementStatus } from './settlement-parts.tsx';

type Mine = RouterOutputs['settlements']['mine'];
type Settlement = Mine['items'][number];

const PAGE_SIZE = 20;
const orders = (n: number) => `${n} order${n === 1 ? '' : 's'}`;

/** /supplier/settlements: the open week so far, then each weekly settlement with its statement. */
export function SupplierSettlementsPage() {
  const { page = 1 } = useSearch({ from: '/_authed/supplier/settlements' });
  const set = useSetSearch<{ page?: number }>();
  const list = trpc.settlements.mine.useQuery(
    { page, page_size: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-4 p-4">
      <header>
        <h1 className="text-2xl font-bold">My settlements</h1>
        <p className="mt-1 text-sm text-stone-600">
          Every Monday your deliveries of the week before are settled: the goods' value less the marketplace's
          commission with its GST, and the TCS and TDS the law has us withhold.
        </p>
      </header>
      {list.isPending ? (
        <Spinner label="Loading your settlements…" />
      ) : list.isError ? (
        <EmptyState icon={TriangleAlert} title="Failed to load your settlements">
          <Button variant="secondary" size="sm" onClick={() => list.refetch()}>
            Try again
          </Button>
        </EmptyState>
      ) : (
        <>
          <ThisWeek week={list.data.upcoming} />
          <h2 className="mt-2 text-lg font-semibold">Past weeks</h2>
          {list.data.items.length === 0 ? (
            <EmptyState icon={ReceiptText} title="No settlements yet">
              Your first one is drawn up the Monday after your first delivered order.
            </EmptyState>
          ) : (
            <>
              <ul className="flex flex-col gap-3" aria-label="Settlements" aria-busy={list.isPlaceholderData}>
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
  const figures: [string, string][] = [
    ['Orders', String(week.order_count)],
    ['Gross', formatRupees(week.gross_value)],
    ['Commission + GST', `${formatRupees(week.commission)} + ${formatRupees(week.commission_gst)}`],
    ['TCS', formatRupees(week.tcs)],
    ['TDS', formatRupees(week.tds)],
  ];
  if (week.returns_value > 0) figures.splice(2, 0, ['Returns', formatRupees(week.returns_value)]);
  return (
    <Card role="region" aria-labelledby="this-week" className="p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id="this-week" className="font-semibold">
          This week so far
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
          Payable <span className="text-xl font-bold tabular-nums">{formatRupees(week.payable)}</span>
        </span>
        <span className="text-sm text-stone-600">settled on {formatDay(week.settles_on)}</span>
      </p>
    </Card>
  );
}

function SettlementRow({ s }: { s: Settlement }) {
  const utils = trpc.useUtils();
  const period = periodLabel(s.period_start, s.period_end);
  const deductions = s.commission + s.commission_gst + s.tcs + s.tds;
  return (
    <li>
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">{period}</span>
            <span className="text-sm text-stone-600">{orders(s.order_count)}</span>
          </p>
          <p className="mt-1 text-sm tabular-nums text-stone-700">
            Gross {formatRupees(s.gross_value)}
            {s.returns_value > 0 ? ` · Returns ${formatRupees(s.returns_value)}` : ''} · Deductions{' '}
            {formatRupees(deductions)}
          </p>
          <p className="mt-1 font-semibold tabular-nums">Payable {formatRupees(s.payable)}</p>
        </div>
        <div className="flex shrink-0 flex-wrap items-end justify-between gap-3 sm:flex-col">
          <SettlementStatus s={s} />
          <StatementButton
            size="sm"
            what={period}
            load={() => utils.settlements.statement.fetch({ id: s.id })}
          />
        </div>
      </Card>
    </li>
  );
}
