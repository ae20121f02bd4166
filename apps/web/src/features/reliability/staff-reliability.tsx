import type { RouterOutputs } from '@app/api';
import { Badge } from '@app/ui/badge';
import { DataTable } from '@app/ui/data-table';
import { EmptyState } from '@app/ui/empty-state';
import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Store } from 'lucide-react';
import { useState } from 'react';
import { CityFilter } from '../../components/admin/city-filter.tsx';
import { QueryState, Section } from '../../components/admin/page.tsx';
import { useT } from '../../lib/i18n.ts';
import { formatDateTime, formatDay } from '../../lib/relative-time.ts';
import { trpc } from '../../lib/trpc.ts';
import { serverPages } from '../../lib/url-list.ts';
import reliability from '../../locales/compiled/reliability.ts';

type Row = RouterOutputs['reliability']['list']['items'][number];
type Figures = Pick<Row, 'status' | 'fill_rate' | 'on_time_rate'>;

const PAGE_SIZE = 20;
const col = createColumnHelper<Row>();
const rate = (r: number | null) => (r === null ? '—' : `${r}%`);
const isNew = (f: Pick<Row, 'status'>) => f.status === 'new';
const pair = (f: Figures) => (isNew(f) ? '—' : `${rate(f.fill_rate)} / ${rate(f.on_time_rate)}`);

/**
 * Staff with manage_suppliers: every supplier of their city with the figures customers see and
 * the last four weeks', the least reliable first (decision 0090).
 */
export function StaffReliability() {
  const { t } = useT(reliability);
  const [page, setPage] = useState(1);
  const [city, setCity] = useState('');
  const list = trpc.reliability.list.useQuery(
    { page, page_size: PAGE_SIZE, city_id: city || undefined },
    { placeholderData: keepPreviousData },
  );
  const figure = (key: 'fill_rate' | 'on_time_rate' | 'rejection_rate' | 'claim_rate', header: string) =>
    col.accessor(key, {
      header,
      enableSorting: false,
      meta: { numeric: true },
      cell: (c) => (isNew(c.row.original) ? '—' : rate(c.getValue())),
    });
  const columns = [
    col.accessor('supplier_name', {
      header: t('reliability.supplier'),
      enableSorting: false,
      cell: (c) => (
        <span className="block min-w-32">
          <span className="block font-medium text-stone-900">{c.getValue()}</span>
          <span className="block text-xs text-stone-500">{c.row.original.city_name}</span>
        </span>
      ),
    }),
    figure('fill_rate', t('reliability.fill')),
    figure('on_time_rate', t('reliability.onTime')),
    figure('rejection_rate', t('reliability.refusedCol')),
    figure('claim_rate', t('reliability.claimedCol')),
    col.accessor('parts', {
      header: t('reliability.orders'),
      enableSorting: false,
      meta: { numeric: true },
      cell: (c) => (
        <span className="inline-flex items-center gap-1">
          {isNew(c.row.original) && <Badge>{t('reliability.new')}</Badge>}
          {c.getValue()}
        </span>
      ),
    }),
    col.accessor('trend', {
      header: t('reliability.trend'),
      enableSorting: false,
      cell: (c) => (
        <ol className="flex gap-2 whitespace-nowrap text-xs tabular-nums">
          {c.getValue().map((w) => (
            <li key={w.week} title={t('reliability.week', { week: formatDay(w.week), figures: pair(w) })}>
              {pair(w)}
            </li>
          ))}
        </ol>
      ),
    }),
  ];
  const refreshed = list.data?.refreshed_at;
  return (
    <Section title={t('reliability.staffTitle')} className="mt-6">
      <p className="mb-3 text-sm text-stone-600">
        {t('reliability.staffIntro', {
          when: refreshed ? formatDateTime(refreshed) : t('reliability.notYet'),
        })}
      </p>
      <div className="mb-3 max-w-xs">
        <CityFilter
          value={city}
          onChange={(c) => {
            setCity(c);
            setPage(1);
          }}
        />
      </div>
      <QueryState query={list} failed={t('reliability.loadFailed')}>
        <DataTable
          caption={t('reliability.staffTitle')}
          cards
          data={list.data?.items ?? []}
          columns={columns}
          getRowId={(r) => r.supplier_id}
          server={serverPages(list.data?.total ?? 0, page, PAGE_SIZE, setPage)}
          stale={list.isPlaceholderData}
          empty={<EmptyState icon={Store} title={t('reliability.none')} />}
        />
      </QueryState>
    </Section>
  );
}
