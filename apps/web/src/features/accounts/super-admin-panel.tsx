import type { AppRouter } from '@app/api';
import { loginInput } from '@app/api/schemas';
import { Button } from '@app/ui/button';
import { Dialog } from '@app/ui/dialog';
import { TextField } from '@app/ui/field';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/errors.ts';
import { useSchemaForm } from '../../lib/form.ts';
import { useT } from '../../lib/i18n.ts';
import people from '../../locales/compiled/people.ts';
import { SubAdminManager } from './sub-admin-manager.tsx';

const clientFor = (token: string) =>
  createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({ url: '/trpc', headers: () => (token ? { Authorization: `Bearer ${token}` } : {}) }),
    ],
  });

/**
 * The Super Admin Panel of the login screen: authenticates with the super admin's own
 * credentials (kept in this modal only, never in the page's session) and then manages sub-admins.
 */
export default function SuperAdminPanel({ onClose }: { onClose: () => void }) {
  const { t } = useT(people);
  const [token, setToken] = useState('');
  const client = useMemo(() => clientFor(token), [token]);
  const queryClient = useMemo(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }), []);
  // The panel's session ends with the panel.
  useEffect(
    () => () => {
      if (token) client.accounts.logout.mutate().catch(() => undefined);
    },
    [token, client],
  );
  return (
    <Dialog open onClose={onClose} title={t('people.panel.title')} className="max-w-4xl">
      {token ? (
        <QueryClientProvider client={queryClient}>
          <SubAdminManager client={client} compact />
        </QueryClientProvider>
      ) : (
        <AdminLogin client={client} onToken={setToken} />
      )}
    </Dialog>
  );
}

function AdminLogin({
  client,
  onToken,
}: {
  client: ReturnType<typeof clientFor>;
  onToken: (t: string) => void;
}) {
  const { t } = useT(people);
  const form = useSchemaForm(loginInput, { email: '', password: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  return (
    <form
      noValidate
      className="mx-auto flex max-w-sm flex-col gap-4"
      onSubmit={async (e) => {
        e.preventDefault();
        setError('');
        const data = form.validate();
        if (!data) return;
        setBusy(true);
        try {
          const res = await client.accounts.login.mutate(data);
          if (res.user.user_type !== 'admin' || !res.user.is_admin) {
            // Not a super admin: end the session just made and refuse.
            await clientFor(res.access_token)
              .accounts.logout.mutate()
              .catch(() => undefined);
            setError(t('people.panel.onlySuper'));
            return;
          }
          toast.success(t('people.panel.authenticated'));
          onToken(res.access_token);
        } catch (err) {
          setError(errorMessage(err, t('people.panel.failed')));
        } finally {
          setBusy(false);
        }
      }}
    >
      <p className="text-sm text-stone-600">{t('people.panel.intro')}</p>
      <TextField
        label={t('people.panel.email')}
        type="email"
        autoComplete="username"
        required
        {...form.text('email')}
      />
      <TextField
        label={t('people.panel.password')}
        type="password"
        autoComplete="current-password"
        required
        {...form.text('password')}
      />
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      <Button type="submit" busy={busy}>
        {busy ? t('people.panel.authenticating') : t('people.panel.authenticate')}
      </Button>
    </form>
  );
}
