import type { AppRouter } from '@app/api';
import { Badge } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { ConfirmDialog } from '@app/ui/confirm-dialog';
import { StatCard } from '@app/ui/stat-card';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TRPCClient, TRPCClientError } from '@trpc/client';
import { Building, CircleCheck, Shield } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { QueryState } from '../../components/admin/page.tsx';
import { useT } from '../../lib/i18n.ts';
import people from '../../locales/compiled/people.ts';
import type { SubAdmin, SubAdminValues } from './sub-admin-dialog.tsx';
import { SubAdminTable } from './sub-admin-table.tsx';

// The form brings the API's schemas (zod, 25 KB gzip): it loads when first opened.
const SubAdminDialog = lazy(() =>
  import('./sub-admin-dialog.tsx').then((m) => ({ default: m.SubAdminDialog })),
);

type Verb = 'create' | 'update' | 'delete';
/** Spec section 8: the server's detail, else whether the network failed ("Error …ing") or not ("Failed to …"). */
function subAdminError(e: unknown): { detail: string } | { network: boolean } {
  if (e instanceof TRPCClientError && e.message && !/fetch|network/i.test(e.message))
    return { detail: e.message };
  return { network: e instanceof TRPCClientError && /fetch|network/i.test(e.message) };
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
  const { t } = useT(people);
  const failed = (e: unknown, verb: Verb) => {
    const why = subAdminError(e);
    if ('detail' in why) return why.detail;
    return t(why.network ? 'people.sub.error' : 'people.sub.failed', { verb });
  };
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
      done(v.id ? t('people.sub.updated') : t('people.sub.created'));
      setEditing(null);
    },
    onError: (e, v) => toast.error(failed(e, v.id ? 'update' : 'create')),
  });
  const remove = useMutation({
    mutationFn: (id: string) => client.accounts.subAdmins.remove.mutate({ id }),
    onSuccess: () => {
      done(t('people.sub.deleted'));
      setDeleting(null);
    },
    onError: (e) => toast.error(failed(e, 'delete')),
  });
  const rows = list.data ?? [];
  const cityCount = new Set(rows.map((r) => r.city_id).filter(Boolean)).size;

  return (
    <div className="flex flex-col gap-4">
      {!compact && (
        <div className="grid gap-3 sm:grid-cols-3">
          <StatCard label={t('people.sub.total')} value={rows.length} icon={Shield} />
          <StatCard
            label={t('people.active')}
            value={rows.filter((r) => r.is_active).length}
            icon={CircleCheck}
          />
          <StatCard label={t('people.sub.cities')} value={cityCount} icon={Building} />
        </div>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium text-stone-700">
          {t('people.sub.list')} <Badge>{rows.length}</Badge>
        </p>
        <Button onClick={() => setEditing('new')}>{t('people.sub.create')}</Button>
      </div>
      <p
        role="status"
        className={
          message ? 'rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-800' : 'sr-only'
        }
      >
        {message}
      </p>
      <QueryState query={list} failed={t('people.sub.loadFailed')}>
        <SubAdminTable rows={rows} compact={compact} onEdit={setEditing} onDelete={setDeleting} />
      </QueryState>
      {editing && (
        <Suspense fallback={null}>
          <SubAdminDialog
            subAdmin={editing === 'new' ? null : editing}
            cities={cities.data ?? []}
            busy={save.isPending}
            onClose={() => setEditing(null)}
            onSubmit={(v) => save.mutateAsync(editing === 'new' ? v : { ...v, id: editing.id })}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={!!deleting}
        title={t('people.sub.deleteTitle')}
        message={t('people.sub.deleteText')}
        confirmLabel={remove.isPending ? t('people.deleting') : t('people.delete')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </div>
  );
}
