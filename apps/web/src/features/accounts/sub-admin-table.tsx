import { formatPhone } from '@app/api/shared';
import { Badge } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { DataTable } from '@app/ui/data-table';
import { EmptyState } from '@app/ui/empty-state';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import { Shield } from 'lucide-react';
import { PERMISSION_LABEL, type SubAdmin } from './sub-admin-dialog.tsx';

const col = createColumnHelper<SubAdmin>();

/** The sub-admins; `compact` (the login screen's panel) leaves out permissions and status. */
export function SubAdminTable({
  rows,
  compact,
  onEdit,
  onDelete,
}: {
  rows: SubAdmin[];
  compact: boolean;
  onEdit: (s: SubAdmin) => void;
  onDelete: (s: SubAdmin) => void;
}) {
  const columns = [
    col.accessor('username', {
      header: 'Username',
      cell: (c) => <span className="font-medium">{c.getValue()}</span>,
    }),
    col.accessor('email', {
      header: 'Email',
      cell: (c) => <span className="whitespace-nowrap">{c.getValue()}</span>,
    }),
    col.accessor('phone', { header: 'Phone', cell: (c) => formatPhone(c.getValue()) || '—' }),
    col.accessor('city_name', { header: 'City', cell: (c) => c.getValue() ?? '—' }),
    ...(compact
      ? []
      : [
          col.accessor('permissions', {
            header: 'Permissions',
            enableSorting: false,
            cell: (c) => (
              <span className="text-xs text-stone-600">
                {c
                  .getValue()
                  .map((p) => PERMISSION_LABEL[p])
                  .join(', ') || 'None'}
              </span>
            ),
          }),
          col.accessor('is_active', {
            header: 'Status',
            cell: (c) => (
              <Badge tone={c.getValue() ? 'green' : 'red'}>{c.getValue() ? 'Active' : 'Inactive'}</Badge>
            ),
          }),
        ]),
    col.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row: { original: s } }) => (
        <div className="flex justify-end whitespace-nowrap">
          <Button size="sm" variant="ghost" onClick={() => onEdit(s)} aria-label={`Edit ${s.username}`}>
            Edit
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700"
            onClick={() => onDelete(s)}
            aria-label={`Delete ${s.username}`}
          >
            Delete
          </Button>
        </div>
      ),
    }),
  ] as ColumnDef<SubAdmin, unknown>[];
  return (
    <DataTable
      caption="Sub-admins"
      data={rows}
      columns={columns}
      getRowId={(r) => r.id}
      empty={
        <EmptyState icon={Shield} title="No sub-admins found. Create your first sub-admin to get started." />
      }
    />
  );
}
