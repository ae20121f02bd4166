import type { profileEditInput } from '@app/api/schemas';
import { formatPhone } from '@app/api/shared';
import { Badge } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { ConfirmDialog } from '@app/ui/confirm-dialog';
import { DataTable } from '@app/ui/data-table';
import { EmptyState } from '@app/ui/empty-state';
import { TextField } from '@app/ui/field';
import { StatCard } from '@app/ui/stat-card';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import { Search } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { PageHeader, QueryState } from '../../components/admin/page.tsx';
import { saveFile } from '../../lib/download.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useT } from '../../lib/i18n.ts';
import type { useListState } from '../../lib/use-list-state.ts';
import people from '../../locales/compiled/people.ts';
import type { EditableAccount } from './edit-account-dialog.tsx';

// The edit form brings the API's schemas (zod, 25 KB gzip): it loads when first opened, which keeps
// the list screens within their budget.
const EditAccountDialog = lazy(() =>
  import('./edit-account-dialog.tsx').then((m) => ({ default: m.EditAccountDialog })),
);

export interface AccountRow extends EditableAccount {
  is_active: boolean;
  city_name: string | null;
}

type FileAnswer = { filename: string; contentType: string; base64: string };

export interface AccountsScreenProps<Row extends AccountRow> {
  kind: 'customer' | 'supplier';
  companyLabel: string;
  list: {
    data?: { items: Row[]; total: number };
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  state: ReturnType<typeof useListState<string>>;
  stats: { label: string; value: string; hint?: string }[];
  /** The columns between the company and the actions (aggregates). */
  // biome-ignore lint/suspicious/noExplicitAny: column value types differ per column
  extraColumns: ColumnDef<Row, any>[];
  update: (id: string, values: z.output<typeof profileEditInput>) => Promise<unknown>;
  setStatus: (id: string, isActive: boolean) => Promise<unknown>;
  remove: (id: string) => Promise<{ anonymised: boolean }>;
  exportCsv: () => Promise<FileAnswer>;
  busy: { update: boolean; status: boolean; remove: boolean };
  /** One more action per row, before Edit (the customers' Credit). */
  rowAction?: (row: Row) => ReactNode;
}

/** Customer and supplier management share this screen: totals, search, table, edit, status, delete, CSV. */
export function AccountsScreen<Row extends AccountRow>(p: AccountsScreenProps<Row>) {
  const { t } = useT(people);
  const kind = { kind: p.kind };
  const [editing, setEditing] = useState<Row | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [deactivating, setDeactivating] = useState<Row | null>(null);
  const [exporting, setExporting] = useState(false);
  // The shared columns read AccountRow fields only; they fit every Row.
  const col = createColumnHelper<AccountRow>();

  const changeStatus = async (row: Row, active: boolean) => {
    try {
      await p.setStatus(row.id, active);
      toast.success(t(active ? 'people.activated' : 'people.deactivated', kind));
      setDeactivating(null);
    } catch (e) {
      toast.error(errorMessage(e, t('people.statusFailed', kind)));
    }
  };

  const columns = [
    col.accessor('restaurant_name', {
      header: p.companyLabel,
      meta: { card: 'title' },
      cell: (c) => <span className="font-medium text-stone-900">{c.getValue() || '—'}</span>,
    }),
    col.accessor('name', { header: t('people.name') }),
    col.accessor('email', {
      header: t('people.email'),
      cell: (c) => <span className="whitespace-nowrap">{c.getValue()}</span>,
    }),
    col.accessor('phone', {
      header: t('people.phone'),
      enableSorting: false,
      cell: (c) => formatPhone(c.getValue()) || '—',
    }),
    col.accessor('is_active', {
      header: t('people.status'),
      enableSorting: false,
      meta: {
        filter: {
          label: t('people.status'),
          options: [
            { value: 'active', label: t('people.active') },
            { value: 'inactive', label: t('people.inactive') },
          ],
        },
      },
      cell: (c) => (
        <Badge tone={c.getValue() ? 'green' : 'red'}>
          {c.getValue() ? t('people.active') : t('people.inactive')}
        </Badge>
      ),
    }),
  ] as ColumnDef<Row, unknown>[];
  const actions = [
    col.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('people.actions')}</span>,
      cell: ({ row: { original } }) => {
        const r = original as Row;
        return (
          <div className="flex justify-end gap-1 whitespace-nowrap">
            {p.rowAction?.(r)}
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setEditing(r)}
              aria-label={t('people.editName', { name: r.name })}
            >
              {t('people.edit')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={p.busy.status}
              onClick={() => (r.is_active ? setDeactivating(r) : changeStatus(r, true))}
              aria-label={t(r.is_active ? 'people.deactivateName' : 'people.activateName', { name: r.name })}
            >
              {r.is_active ? t('people.deactivate') : t('people.activate')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="text-red-700"
              onClick={() => setDeleting(r)}
              aria-label={t('people.deleteName', { name: r.name })}
            >
              {t('people.delete')}
            </Button>
          </div>
        );
      },
    }),
  ] as unknown as ColumnDef<Row, unknown>[];
  const allColumns = [...columns, ...p.extraColumns, ...actions];

  return (
    <>
      <PageHeader
        title={t('people.title', kind)}
        description={t('people.description', kind)}
        actions={
          <Button
            variant="secondary"
            busy={exporting}
            onClick={async () => {
              setExporting(true);
              try {
                saveFile(await p.exportCsv());
              } catch (e) {
                toast.error(errorMessage(e, t('people.exportFailed', kind)));
              } finally {
                setExporting(false);
              }
            }}
          >
            {exporting ? t('people.exporting') : t('people.exportCsv')}
          </Button>
        }
      />
      <QueryState query={p.list} failed={t('people.loadFailed', kind)}>
        <div className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {p.stats.map((s) => (
            <StatCard key={s.label} label={s.label} value={s.value} hint={s.hint} />
          ))}
        </div>
        <TextField
          label={t('people.search', kind)}
          type="search"
          placeholder={t('people.searchPlaceholder')}
          className="mb-4 max-w-md"
          value={p.state.search}
          onChange={(e) => p.state.setSearch(e.target.value)}
        />
        <DataTable
          caption={t('people.caption', kind)}
          cards
          data={p.list.data?.items ?? []}
          columns={allColumns}
          getRowId={(r) => r.id}
          server={p.state.server(p.list.data?.total ?? 0)}
          stale={p.list.isFetching && p.list.isPlaceholderData}
          empty={<EmptyState icon={Search} title={t('people.none', kind)} />}
        />
      </QueryState>

      {editing && (
        <Suspense fallback={null}>
          <EditAccountDialog
            account={editing}
            title={t('people.editTitle', kind)}
            companyLabel={p.companyLabel}
            busy={p.busy.update}
            onClose={() => setEditing(null)}
            onSave={async (values) => {
              try {
                await p.update(editing.id, values);
                toast.success(t('people.updated', kind));
                setEditing(null);
              } catch (e) {
                toast.error(errorMessage(e, t('people.updateFailed', kind)));
                throw e;
              }
            }}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={!!deactivating}
        title={t('people.deactivateTitle', kind)}
        message={t('people.deactivateText', { name: deactivating?.name ?? '' })}
        confirmLabel={t('people.deactivate')}
        busy={p.busy.status}
        onCancel={() => setDeactivating(null)}
        onConfirm={() => deactivating && changeStatus(deactivating, false)}
      />
      <ConfirmDialog
        open={!!deleting}
        title={t('people.deleteTitle', kind)}
        message={t('people.deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={p.busy.remove ? t('people.deleting') : t('people.delete')}
        busy={p.busy.remove}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await p.remove(deleting.id);
            toast.success(t('people.deleted', kind));
            setDeleting(null);
          } catch (e) {
            toast.error(errorMessage(e, t('people.deleteFailed', kind)));
          }
        }}
      />
    </>
  );
}
