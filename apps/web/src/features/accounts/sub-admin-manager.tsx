import type { AppRouter } from '@app/api';
import { Badge } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { ConfirmDialog } from '@app/ui/confirm-dialog';
import { StatCard } from '@app/ui/stat-card';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TRPCClient, TRPCClientError } from '@trpc/client';
import { Building, CircleCheck, Shield } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { QueryState } from '../../components/admin/page.tsx';
import { type SubAdmin, SubAdminDialog, type SubAdminValues } from './sub-admin-dialog.tsx';
import { SubAdminTable } from './sub-admin-table.tsx';

/** Spec section 8: server detail, else "Failed to …", or "Error …ing" when the network failed. */
function subAdminError(e: unknown, verb: 'create' | 'update' | 'delete') {
  if (e instanceof TRPCClientError && e.message && !/fetch|network/i.test(e.message)) return e.message;
  if (e instanceof TRPCClientError && /fetch|network/i.test(e.message))
    return `Error ${verb.slice(0, -1)}ing sub-admin`;
  return `Failed to ${verb} sub-admin`;
}

/**
 * Sub-admin table with create, edit and delete, shared by /admin/sub-admins and the Super Admin
 * Panel on the login screen; `client` carries whichever super-admin token is in use.
 */
export function SubAdminManager({
  client,
  compact = false,
}: {
  client: TRPCClient<AppRouter>;
  compact?: boolean;
}) {
  const queryClient = useQueryClient();
  const key = ['sub-admin-manager', compact];
  const list = useQuery({ queryKey: key, queryFn: () => client.accounts.subAdmins.list.query() });
  const cities = useQuery({
    queryKey: ['sub-admin-manager-cities'],
    queryFn: () => client.site.cities.list.query({ include_inactive: true }),
    staleTime: 300_000,
  });
  const [editing, setEditing] = useState<SubAdmin | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SubAdmin | null>(null);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (!message) return;
    const t = setTimeout(() => setMessage(''), 3000);
    return () => clearTimeout(t);
  }, [message]);
  const done = (text: string) => {
    setMessage(text);
    queryClient.invalidateQueries({ queryKey: key });
  };
  const save = useMutation({
    mutationFn: (v: SubAdminValues & { id?: string }) =>
      v.id
        ? client.accounts.subAdmins.update.mutate({ ...v, id: v.id })
        : client.accounts.subAdmins.create.mutate({ ...v, password: v.password ?? '' }),
    onSuccess: (_, v) => {
      done(v.id ? 'Sub-admin updated successfully!' : 'Sub-admin created successfully!');
      setEditing(null);
    },
    onError: (e, v) => toast.error(subAdminError(e, v.id ? 'update' : 'create')),
  });
  const remove = useMutation({
    mutationFn: (id: string) => client.accounts.subAdmins.remove.mutate({ id }),
    onSuccess: () => {
      done('Sub-admin deleted successfully!');
      setDeleting(null);
    },
    onError: (e) => toast.error(subAdminError(e, 'delete')),
  });
  const rows = list.data ?? [];
  const cityCount = new Set(rows.map((r) => r.city_id).filter(Boolean)).size;

  return (
    <div className="flex flex-col gap-4">
      {!compact && (
        <div className="grid gap-3 sm:grid-cols-3">
          <StatCard label="Total sub-admins" value={rows.length} icon={Shield} />
          <StatCard label="Active" value={rows.filter((r) => r.is_active).length} icon={CircleCheck} />
          <StatCard label="Cities covered" value={cityCount} icon={Building} />
        </div>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium text-stone-700">
          Sub-admins <Badge>{rows.length}</Badge>
        </p>
        <Button onClick={() => setEditing('new')}>Create Sub-Admin</Button>
      </div>
      <p
        role="status"
        className={
          message ? 'rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-800' : 'sr-only'
        }
      >
        {message}
      </p>
      <QueryState query={list} failed="Failed to fetch sub-admins">
        <SubAdminTable rows={rows} compact={compact} onEdit={setEditing} onDelete={setDeleting} />
      </QueryState>
      {editing && (
        <SubAdminDialog
          subAdmin={editing === 'new' ? null : editing}
          cities={cities.data ?? []}
          busy={save.isPending}
          onClose={() => setEditing(null)}
          onSubmit={(v) => save.mutateAsync(editing === 'new' ? v : { ...v, id: editing.id })}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title="Delete sub-admin?"
        message="Are you sure you want to delete this sub-admin?"
        confirmLabel={remove.isPending ? 'Deleting...' : 'Delete'}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </div>
  );
}
