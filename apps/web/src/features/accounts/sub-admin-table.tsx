import { formatPhone } from '@app/api/shared';
import { Badge } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { DataTable } from '@app/ui/data-table';
import { EmptyState } from '@app/ui/empty-state';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import { Shield } from 'lucide-react';
import { useT } from '../../lib/i18n.ts';
import people from '../../locales/compiled/people.ts';
import type { SubAdmin } from './sub-admin-dialog.tsx';

const col = createColumnHelper<SubAdmin>();

/** A permission's name in the `people` catalogue area. */
export const permissionKey = (p: SubAdmin['permissions'][number]) => `people.perm.${p}` as const;

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
  const { t } = useT(people);
  const columns = [
    col.accessor('username', {
      header: t('people.username'),
      cell: (c) => <span className="font-medium">{c.getValue()}</span>,
    }),
    col.accessor('email', {
      header: t('people.email'),
      cell: (c) => <span className="whitespace-nowrap">{c.getValue()}</span>,
    }),
    col.accessor('phone', { header: t('people.phone'), cell: (c) => formatPhone(c.getValue()) || '—' }),
    col.accessor('city_name', { header: t('people.city'), cell: (c) => c.getValue() ?? '—' }),
    ...(compact
      ? []
      : [
          col.accessor('permissions', {
            header: t('people.permissions'),
            enableSorting: false,
            cell: (c) => (
              <span className="text-xs text-stone-600">
                {c
                  .getValue()
                  .map((p) => t(permissionKey(p)))
                  .join(', ') || t('people.none.short')}
              </span>
            ),
          }),
          col.accessor('is_active', {
            header: t('people.status'),
            cell: (c) => (
              <Badge tone={c.getValue() ? 'green' : 'red'}>
                {c.getValue() ? t('people.active') : t('people.inactive')}
              </Badge>
            ),
          }),
        ]),
    col.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('people.actions')}</span>,
      cell: ({ row: { original: s } }) => (
        <div className="flex justify-end whitespace-nowrap">
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onEdit(s)}
            aria-label={t('people.editName', { name: s.username })}
          >
            {t('people.edit')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700"
            onClick={() => onDelete(s)}
            aria-label={t('people.deleteName', { name: s.username })}
          >
            {t('people.delete')}
          </Button>
        </div>
      ),
    }),
  ] as ColumnDef<SubAdmin, unknown>[];
  return (
    <DataTable
      caption={t('people.sub.list')}
      cards
      data={rows}
      columns={columns}
      getRowId={(r) => r.id}
      empty={<EmptyState icon={Shield} title={t('people.sub.empty')} />}
    />
  );
}
