import type { RouterOutputs } from '@app/api';
import { Badge } from '@app/ui/badge';
import { DataTable } from '@app/ui/data-table';
import { EmptyState } from '@app/ui/empty-state';
import { SelectField } from '@app/ui/field';
import { keepPreviousData } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { ScrollText } from 'lucide-react';
import { PageHeader, QueryState } from '../../components/admin/page.tsx';
import { when } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import { serverPages, useSetSearch } from '../../lib/url-list.ts';
import analytics from '../../locales/compiled/analytics.ts';
import { AUDIT_ENTITIES } from './entities.ts';

const PAGE_SIZE = 25;
type Entry = RouterOutputs['audit']['list']['items'][number];

/** Only the fields that changed, as "field: before → after", or whether the record is new or removed. */
function changes(before: unknown, after: unknown): string[] | 'removed' | 'created' {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const show = (v: unknown) =>
    v === null || v === undefined || v === '' ? '∅' : typeof v === 'object' ? JSON.stringify(v) : String(v);
  if (!after) return 'removed';
  if (!before) return 'created';
  return [...new Set([...Object.keys(b), ...Object.keys(a)])]
    .filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]))
    .map((k) => `${k}: ${show(b[k])} → ${show(a[k])}`);
}

function Changes({ entry }: { entry: Entry }) {
  const { t } = useT(analytics);
  const found = changes(entry.before, entry.after);
  const lines =
    found === 'removed'
      ? [t('analytics.audit.removed')]
      : found === 'created'
        ? [t('analytics.audit.created')]
        : found;
  return (
    <ul className="max-w-md text-xs text-stone-700">
      {lines.map((line) => (
        <li key={line} className="break-all">
          {line}
        </li>
      ))}
    </ul>
  );
}

const col = createColumnHelper<Entry>();
const useColumns = () => {
  const { t } = useT(analytics);
  return [
    col.accessor('created_at', {
      header: t('analytics.audit.when'),
      cell: (c) => <span className="whitespace-nowrap">{when(c.getValue())}</span>,
    }),
    col.accessor('actor_name', {
      header: t('analytics.audit.who'),
      cell: (c) => (
        <span translate="no">
          <span className="font-medium">{c.getValue()}</span>
          <span className="block text-xs text-stone-500">{c.row.original.actor_email}</span>
        </span>
      ),
    }),
    col.accessor('action', {
      header: t('analytics.audit.action'),
      cell: (c) => (
        <Badge tone="blue">
          {t('analytics.audit.verb', { action: c.getValue(), label: c.getValue().replaceAll('_', ' ') })}
        </Badge>
      ),
    }),
    col.accessor('entity', {
      header: t('analytics.audit.record'),
      cell: (c) => (
        <span>
          {t('analytics.audit.kind', { kind: c.getValue(), label: c.getValue().replaceAll('_', ' ') })}
          <span className="block font-mono text-xs text-stone-500">{c.row.original.entity_id}</span>
        </span>
      ),
    }),
    col.display({
      id: 'changes',
      header: t('analytics.audit.changes'),
      cell: (c) => <Changes entry={c.row.original} />,
    }),
  ];
};

export function AuditLogPage() {
  const { t } = useT(analytics);
  const columns = useColumns();
  const url = useSearch({ from: '/admin/audit-log' });
  const set = useSetSearch<typeof url>();
  const page = url.page ?? 1;
  const list = trpc.audit.list.useQuery(
    { entity: url.entity ?? '', page, page_size: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  return (
    <>
      <PageHeader title={t('analytics.audit.title')} description={t('analytics.audit.description')} />
      <SelectField
        label={t('analytics.audit.type')}
        className="mb-4 max-w-xs"
        value={url.entity ?? ''}
        onChange={(e) => set({ entity: (e.target.value || undefined) as typeof url.entity })}
      >
        <option value="">{t('analytics.audit.all')}</option>
        {AUDIT_ENTITIES.map((e) => (
          <option key={e} value={e}>
            {t('analytics.audit.kind', { kind: e, label: e })}
          </option>
        ))}
      </SelectField>
      <QueryState query={list} failed={t('analytics.loadFailed')}>
        <DataTable
          caption={t('analytics.audit.caption')}
          cards
          data={list.data?.items ?? []}
          columns={columns}
          getRowId={(r) => r.id}
          stale={list.isPlaceholderData}
          server={serverPages(list.data?.total ?? 0, page, PAGE_SIZE, (next) => set({ page: next }))}
          empty={<EmptyState icon={ScrollText} title={t('analytics.audit.empty')} />}
        />
      </QueryState>
    </>
  );
}
