import type { RouterOutputs } from '@app/api';
import { DataTable } from '@app/ui/data-table';
import { controlClass } from '@app/ui/field';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { QueryState } from '../../components/admin/page.tsx';
import { count } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { dateFormat } from '../../lib/relative-time.ts';
import { trpc } from '../../lib/trpc.ts';
import text from '../../locales/compiled/channelsStaff.ts';

type Row = RouterOutputs['channels']['staff']['monthlyCounts']['counts'][number];
const column = createColumnHelper<Row>();
/** "December 2026", "दिसंबर 2026": the caption's month in the screen's language. */
const monthName = dateFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' });

/** This month in India: "2026-12". */
const thisMonth = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);

/**
 * A month's WhatsApp, SMS and e-mail messages per channel and kind of notice (decision 0111):
 * loaded apart from the reports page, so its table and words reach only staff who open it.
 */
export default function MessageCounts() {
  const { t } = useT(text);
  const [month, setMonth] = useState(thisMonth);
  const counts = trpc.channels.staff.monthlyCounts.useQuery({ month });
  const columns = [
    column.accessor('channel', {
      header: t('channelsStaff.counts.channel'),
      cell: (c) => t(`channelsStaff.channel.${c.getValue()}`),
    }),
    column.accessor('category', {
      header: t('channelsStaff.counts.category'),
      cell: (c) => t(`channelsStaff.category.${c.getValue()}`),
    }),
    column.accessor('sent', {
      header: t('channelsStaff.counts.sent'),
      meta: { numeric: true },
      cell: (c) => count(c.getValue()),
    }),
    column.accessor('delivered', {
      header: t('channelsStaff.counts.delivered'),
      meta: { numeric: true },
      cell: (c) => count(c.getValue()),
    }),
    column.accessor('failed', {
      header: t('channelsStaff.counts.failed'),
      meta: { numeric: true },
      cell: (c) => count(c.getValue()),
    }),
  ];
  return (
    <div className="flex flex-col gap-3 text-sm">
      <label className="flex flex-col gap-1 font-medium text-stone-800">
        {t('channelsStaff.counts.month')}
        <input
          type="month"
          className={`${controlClass} h-10 w-44`}
          value={month}
          max={thisMonth()}
          onChange={(e) => e.target.value && setMonth(e.target.value)}
        />
      </label>
      <QueryState query={counts} failed={t('channelsStaff.counts.failedToLoad')}>
        {counts.data?.counts.length ? (
          <DataTable
            caption={t('channelsStaff.counts.caption', {
              month: monthName(Date.parse(`${month}-01T00:00:00Z`)),
            })}
            data={counts.data.counts}
            columns={columns}
            empty={null}
          />
        ) : (
          <p className="text-stone-600">{t('channelsStaff.counts.none')}</p>
        )}
      </QueryState>
      <p className="text-stone-500">{t('channelsStaff.counts.emailNote')}</p>
    </div>
  );
}
