import type { RouterOutputs } from '@app/api';
import { isSuperAdmin } from '@app/api/access';
import { DataTable } from '@app/ui/data-table';
import { EmptyState } from '@app/ui/empty-state';
import { StatCard } from '@app/ui/stat-card';
import { createColumnHelper } from '@tanstack/react-table';
import { Eye, Repeat, Timer, User } from 'lucide-react';
import { PageHeader, QueryState, Section } from '../../components/admin/page.tsx';
import { count, duration, when } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { session } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import analytics from '../../locales/compiled/analytics.ts';
import { BarChart, DonutChart } from './charts.tsx';
import { DateRangeBar, useUrlRange } from './date-range.tsx';

type Visit = RouterOutputs['analytics']['traffic']['sessions'][number];
const col = createColumnHelper<Visit>();
const useColumns = () => {
  const { t } = useT(analytics);
  return [
    col.accessor('timestamp', {
      header: t('analytics.traffic.timestamp'),
      cell: (c) => <span className="whitespace-nowrap">{when(c.getValue())}</span>,
    }),
    col.accessor('page_url', {
      header: t('analytics.traffic.page'),
      cell: (c) => <span className="whitespace-nowrap">{c.getValue()}</span>,
    }),
    col.accessor('browser', { header: t('analytics.traffic.browser'), cell: (c) => c.getValue() || '—' }),
    col.accessor('device_type', { header: t('analytics.traffic.device'), cell: (c) => c.getValue() || '—' }),
    col.accessor('operating_system', { header: t('analytics.traffic.os'), cell: (c) => c.getValue() || '—' }),
    col.accessor('ip_address', { header: t('analytics.traffic.ip'), cell: (c) => c.getValue() || '—' }),
    col.accessor('screen_resolution', {
      header: t('analytics.traffic.resolution'),
      cell: (c) => c.getValue() || '—',
    }),
    col.accessor('time_spent', {
      header: t('analytics.traffic.timeSpent'),
      meta: { numeric: true },
      cell: (c) => duration(c.getValue()),
    }),
    col.accessor('referrer', {
      header: t('analytics.traffic.referrer'),
      cell: (c) => <span className="whitespace-nowrap">{c.getValue() || t('analytics.traffic.direct')}</span>,
    }),
  ];
};

const asSlices = (rows: { _id: string; count: number }[]) =>
  rows.map((r) => ({ name: r._id, value: r.count }));

export function TrafficPage() {
  const { t } = useT(analytics);
  const columns = useColumns();
  const user = session.user();
  const [range, setRange] = useUrlRange();
  const overview = trpc.analytics.traffic.overview.useQuery(range);
  const sessions = trpc.analytics.traffic.sessions.useQuery({ limit: 50, ...range });
  const o = overview.data;
  return (
    <>
      <PageHeader
        title={t('analytics.traffic.title')}
        description={
          user && !isSuperAdmin(user)
            ? t('analytics.traffic.aboutCity', { city: user.city_name ?? '' })
            : t('analytics.traffic.about')
        }
      />
      <DateRangeBar value={range} onChange={setRange} />
      <QueryState query={overview} failed={t('analytics.failed')}>
        <div className="mb-6 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          <StatCard label={t('analytics.traffic.views')} value={count(o?.total_views)} icon={Eye} />
          <StatCard label={t('analytics.traffic.visitors')} value={count(o?.unique_visitors)} icon={User} />
          <StatCard
            label={t('analytics.traffic.avgTime')}
            value={duration(o?.avg_time_spent ?? 0)}
            hint={t('analytics.traffic.perView')}
            icon={Timer}
          />
          <StatCard label={t('analytics.traffic.sessions')} value={count(o?.session_count)} icon={Repeat} />
        </div>
        <div className="mb-6 grid gap-4 lg:grid-cols-2">
          <Section title={t('analytics.traffic.topPages')}>
            {o?.top_pages.length ? (
              <BarChart
                label={t('analytics.traffic.viewsPerPage')}
                data={o.top_pages}
                categoryKey="_id"
                valueKey="count"
                valueLabel={t('analytics.traffic.viewsLabel')}
              />
            ) : (
              <p className="text-sm text-stone-600">{t('analytics.traffic.noViews')}</p>
            )}
          </Section>
          <Section title={t('analytics.traffic.topReferrers')}>
            {o?.top_referrers.length ? (
              <ul className="divide-y divide-stone-100 text-sm">
                {o.top_referrers.map((r) => (
                  <li key={r._id} className="flex justify-between gap-3 py-1.5">
                    <span className="break-all">{r._id}</span>
                    <span className="tabular-nums font-medium">{count(r.count)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-stone-600">{t('analytics.traffic.noReferrers')}</p>
            )}
          </Section>
          <Section title={t('analytics.traffic.browsers')}>
            {o?.browsers.length ? (
              <DonutChart label={t('analytics.traffic.byBrowser')} data={asSlices(o.browsers)} />
            ) : (
              <p className="text-sm text-stone-600">{t('analytics.traffic.noData')}</p>
            )}
          </Section>
          <Section title={t('analytics.traffic.devices')}>
            {o?.devices.length ? (
              <DonutChart label={t('analytics.traffic.byDevice')} data={asSlices(o.devices)} />
            ) : (
              <p className="text-sm text-stone-600">{t('analytics.traffic.noData')}</p>
            )}
          </Section>
        </div>
      </QueryState>
      <h2 className="mb-3 text-lg font-semibold text-stone-900">{t('analytics.traffic.recent')}</h2>
      <QueryState query={sessions} failed={t('analytics.failed')}>
        <DataTable
          caption={t('analytics.traffic.recentCaption')}
          cards
          data={sessions.data ?? []}
          columns={columns}
          getRowId={(r) => r.id}
          pageSize={50}
          empty={<EmptyState icon={Eye} title={t('analytics.traffic.noVisits')} />}
        />
      </QueryState>
    </>
  );
}
