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
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { PageHeader, QueryState } from '../../components/admin/page.tsx';
import { saveFile } from '../../lib/download.ts';
import { errorMessage } from '../../lib/errors.ts';
import type { useListState } from '../../lib/use-list-state.ts';
import { EditAccountDialog, type EditableAccount } from './edit-account-dialog.tsx';

export interface AccountRow extends EditableAccount {
  is_active: boolean;
  city_name: string | null;
}

type FileAnswer = { filename: string; contentType: string; base64: string };

export interface AccountsScreenProps<Row extends AccountRow> {
  noun: 'Customer' | 'Supplier';
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
  const noun = p.noun;
  const lower = noun.toLowerCase();
  const [editing, setEditing] = useState<Row | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [deactivating, setDeactivating] = useState<Row | null>(null);
  const [exporting, setExporting] = useState(false);
  // The shared columns read AccountRow fields only; they fit every Row.
  const col = createColumnHelper<AccountRow>();

  const changeStatus = async (row: Row, active: boolean) => {
    try {
      await p.setStatus(row.id, active);
      toast.success(`${noun} ${active ? 'activated' : 'deactivated'}`);
      setDeactivating(null);
    } catch (e) {
      toast.error(errorMessage(e, `Failed to update ${lower} status`));
    }
  };

  const columns = [
    col.accessor('restaurant_name', {
      header: p.companyLabel,
      cell: (c) => <span className="font-medium text-stone-900">{c.getValue() || '—'}</span>,
    }),
    col.accessor('name', { header: 'Name' }),
    col.accessor('email', {
      header: 'Email',
      cell: (c) => <span className="whitespace-nowrap">{c.getValue()}</span>,
    }),
    col.accessor('phone', {
      header: 'Phone',
      enableSorting: false,
      cell: (c) => formatPhone(c.getValue()) || '—',
    }),
    col.accessor('is_active', {
      header: 'Status',
      enableSorting: false,
      meta: {
        filter: {
          label: 'Status',
          options: [
            { value: 'active', label: 'Active' },
            { value: 'inactive', label: 'Inactive' },
          ],
        },
      },
      cell: (c) => (
        <Badge tone={c.getValue() ? 'green' : 'red'}>{c.getValue() ? 'Active' : 'Inactive'}</Badge>
      ),
    }),
  ] as ColumnDef<Row, unknown>[];
  const actions = [
    col.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row: { original } }) => {
        const r = original as Row;
        return (
          <div className="flex justify-end gap-1 whitespace-nowrap">
            {p.rowAction?.(r)}
            <Button size="sm" variant="ghost" onClick={() => setEditing(r)} aria-label={`Edit ${r.name}`}>
              Edit
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={p.busy.status}
              onClick={() => (r.is_active ? setDeactivating(r) : changeStatus(r, true))}
              aria-label={`${r.is_active ? 'Deactivate' : 'Activate'} ${r.name}`}
            >
              {r.is_active ? 'Deactivate' : 'Activate'}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="text-red-700"
              onClick={() => setDeleting(r)}
              aria-label={`Delete ${r.name}`}
            >
              Delete
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
        title={`${noun} Management`}
        description={`Every ${lower} you manage, with their activity.`}
        actions={
          <Button
            variant="secondary"
            busy={exporting}
            onClick={async () => {
              setExporting(true);
              try {
                saveFile(await p.exportCsv());
              } catch (e) {
                toast.error(errorMessage(e, `Failed to export ${lower}s`));
              } finally {
                setExporting(false);
              }
            }}
          >
            {exporting ? 'Exporting...' : 'Export CSV'}
          </Button>
        }
      />
      <QueryState query={p.list} failed={`Failed to load ${lower}s`}>
        <div className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {p.stats.map((s) => (
            <StatCard key={s.label} label={s.label} value={s.value} hint={s.hint} />
          ))}
        </div>
        <TextField
          label={`Search ${lower}s`}
          type="search"
          placeholder="Name, email or restaurant"
          className="mb-4 max-w-md"
          value={p.state.search}
          onChange={(e) => p.state.setSearch(e.target.value)}
        />
        <DataTable
          caption={`${noun}s`}
          data={p.list.data?.items ?? []}
          columns={allColumns}
          getRowId={(r) => r.id}
          server={p.state.server(p.list.data?.total ?? 0)}
          stale={p.list.isFetching && p.list.isPlaceholderData}
          empty={<EmptyState icon={Search} title={`No ${lower}s found`} />}
        />
      </QueryState>

      {editing && (
        <EditAccountDialog
          account={editing}
          title={`Edit ${noun}`}
          companyLabel={p.companyLabel}
          busy={p.busy.update}
          onClose={() => setEditing(null)}
          onSave={async (values) => {
            try {
              await p.update(editing.id, values);
              toast.success(`${noun} updated successfully`);
              setEditing(null);
            } catch (e) {
              toast.error(errorMessage(e, `Failed to update ${lower}`));
              throw e;
            }
          }}
        />
      )}
      <ConfirmDialog
        open={!!deactivating}
        title={`Deactivate ${lower}?`}
        message={`${deactivating?.name} will be logged out at once and cannot log in until reactivated.`}
        confirmLabel="Deactivate"
        busy={p.busy.status}
        onCancel={() => setDeactivating(null)}
        onConfirm={() => deactivating && changeStatus(deactivating, false)}
      />
      <ConfirmDialog
        open={!!deleting}
        title={`Delete ${lower}?`}
        message={`Are you sure you want to delete ${deleting?.name}? An account with order or product history is anonymised and deactivated instead, so past orders stay intact.`}
        confirmLabel={p.busy.remove ? 'Deleting...' : 'Delete'}
        busy={p.busy.remove}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await p.remove(deleting.id);
            toast.success(`${noun} deleted successfully`);
            setDeleting(null);
          } catch (e) {
            toast.error(errorMessage(e, `Failed to delete ${lower}`));
          }
        }}
      />
    </>
  );
}
