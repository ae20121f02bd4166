import type { RouterOutputs } from '@app/api';
import { isSuperAdmin } from '@app/api/access';
import { DataTable } from '@app/ui/data-table';
import { EmptyState } from '@app/ui/empty-state';
import { StatCard } from '@app/ui/stat-card';
import { createColumnHelper } from '@tanstack/react-table';
import { Eye, Repeat, Timer, User } from 'lucide-react';
import { PageHeader, QueryState, Section } from '../../components/admin/page.tsx';
import { count, duration, when } from '../../lib/format.ts';
import { session } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { BarChart, DonutChart } from './charts.tsx';
import { DateRangeBar, useUrlRange } from './date-range.tsx';

type Visit = RouterOutputs['analytics']['traffic']['sessions'][number];
const col = createColumnHelper<Visit>();
const columns = [
  col.accessor('timestamp', {
    header: 'Timestamp',
    cell: (c) => <span className="whitespace-nowrap">{when(c.getValue())}</span>,
  }),
  col.accessor('page_url', {
    header: 'Page',
    cell: (c) => <span className="whitespace-nowrap">{c.getValue()}</span>,
  }),
  col.accessor('browser', { header: 'Browser', cell: (c) => c.getValue() || '—' }),
  col.accessor('device_type', { header: 'Device', cell: (c) => c.getValue() || '—' }),
  col.accessor('operating_system', { header: 'OS', cell: (c) => c.getValue() || '—' }),
  col.accessor('ip_address', { header: 'IP address', cell: (c) => c.getValue() || '—' }),
  col.accessor('screen_resolution', { header: 'Resolution', cell: (c) => c.getValue() || '—' }),
  col.accessor('time_spent', {
    header: 'Time spent',
    meta: { numeric: true },
    cell: (c) => duration(c.getValue()),
  }),
  col.accessor('referrer', {
    header: 'Referrer',
    cell: (c) => <span className="whitespace-nowrap">{c.getValue() || 'Direct'}</span>,
  }),
];

const asSlices = (rows: { _id: string; count: number }[]) =>
  rows.map((r) => ({ name: r._id, value: r.count }));

export function TrafficPage() {
  const user = session.user();
  const [range, setRange] = useUrlRange();
  const overview = trpc.analytics.traffic.overview.useQuery(range);
  const sessions = trpc.analytics.traffic.sessions.useQuery({ limit: 50, ...range });
  const o = overview.data;
  return (
    <>
      <PageHeader
        title="Analytics Dashboard"
        description={
          user && !isSuperAdmin(user)
            ? `Visits by logged-in users of ${user.city_name}; anonymous visits cannot be placed in a city. Bots are excluded.`
            : 'Page views recorded by the site tracker. Bots are excluded.'
        }
      />
      <DateRangeBar value={range} onChange={setRange} />
      <QueryState query={overview} failed="Failed to load analytics">
        <div className="mb-6 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          <StatCard label="Total page views" value={count(o?.total_views)} icon={Eye} />
          <StatCard label="Unique visitors" value={count(o?.unique_visitors)} icon={User} />
          <StatCard
            label="Average time spent"
            value={duration(o?.avg_time_spent ?? 0)}
            hint="per page view"
            icon={Timer}
          />
          <StatCard label="Sessions" value={count(o?.session_count)} icon={Repeat} />
        </div>
        <div className="mb-6 grid gap-4 lg:grid-cols-2">
          <Section title="Top pages">
            {o?.top_pages.length ? (
              <BarChart
                label="Views per page"
                data={o.top_pages}
                categoryKey="_id"
                valueKey="count"
                valueLabel="Views"
              />
            ) : (
              <p className="text-sm text-stone-600">No page views in this range.</p>
            )}
          </Section>
          <Section title="Top referrers">
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
              <p className="text-sm text-stone-600">No referrer data available</p>
            )}
          </Section>
          <Section title="Browser distribution">
            {o?.browsers.length ? (
              <DonutChart label="Views by browser" data={asSlices(o.browsers)} />
            ) : (
              <p className="text-sm text-stone-600">No data.</p>
            )}
          </Section>
          <Section title="Device distribution">
            {o?.devices.length ? (
              <DonutChart label="Views by device" data={asSlices(o.devices)} />
            ) : (
              <p className="text-sm text-stone-600">No data.</p>
            )}
          </Section>
        </div>
      </QueryState>
      <h2 className="mb-3 text-lg font-semibold text-stone-900">Recent sessions</h2>
      <QueryState query={sessions} failed="Failed to load analytics">
        <DataTable
          caption="Recent page views"
          data={sessions.data ?? []}
          columns={columns}
          getRowId={(r) => r.id}
          pageSize={50}
          empty={<EmptyState icon={Eye} title="No visits recorded yet" />}
        />
      </QueryState>
    </>
  );
}
