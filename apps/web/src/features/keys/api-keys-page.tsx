import type { RouterOutputs } from '@app/api';
import { Badge } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { ConfirmDialog } from '@app/ui/confirm-dialog';
import { EmptyState } from '@app/ui/empty-state';
import { Spinner } from '@app/ui/spinner';
import { KeyRound, TriangleAlert } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/errors.ts';
import { useT } from '../../lib/i18n.ts';
import { Rich } from '../../lib/i18n-rich.tsx';
import { formatDate } from '../../lib/relative-time.ts';
import { trpc } from '../../lib/trpc.ts';
import integrations from '../../locales/compiled/integrations.ts';
import { AccountWebhooks } from '../webhooks/account-webhooks.tsx';

// Opened now and then, and it brings the API's key schema (zod): loaded when a key is made.
const CreateKeyDialog = lazy(() =>
  import('./create-key-dialog.tsx').then((m) => ({ default: m.CreateKeyDialog })),
);
const NewKeyDialog = lazy(() => import('./create-key-dialog.tsx').then((m) => ({ default: m.NewKeyDialog })));

type Key = RouterOutputs['keys']['list'][number];
export type CreatedKey = RouterOutputs['keys']['create'];

/** The API reference, a page of the server's (not of this app's router): `<Rich>` gives its text. */
const DocsLink = ({ children }: { children?: ReactNode }) => (
  <a className="underline" href="/api/docs">
    {children}
  </a>
);

const STATUS_TONE = { active: 'green', expired: 'amber', revoked: 'neutral' } as const;
const ACTIVE = 'active';

/**
 * An account's API keys: the systems it connects (an ERP, a purchasing system), each with its own
 * key; below them its webhooks (decision 0071).
 */
export function ApiKeysPage() {
  const { t } = useT(integrations);
  const keys = trpc.keys.list.useQuery();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedKey | null>(null);
  const [revoking, setRevoking] = useState<Key | null>(null);
  const utils = trpc.useUtils();
  const revoke = trpc.keys.revoke.useMutation({
    onSuccess(k) {
      toast.success(t('integrations.keyRevoked', { name: k.name }));
      setRevoking(null);
      utils.keys.list.invalidate();
    },
    onError: (e) => toast.error(errorMessage(e, t('integrations.revokeFailed'))),
  });
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-10 p-4">
      <section className="flex flex-col gap-4" aria-labelledby="api-keys-title">
        <header className="flex flex-wrap items-end justify-between gap-3">
          <div className="min-w-0 flex-1">
            <h1 id="api-keys-title" className="text-2xl font-bold">
              {t('integrations.title')}
            </h1>
            <p className="mt-1 text-sm text-stone-600">
              <Rich area={integrations} id="integrations.intro" components={[<DocsLink key="docs" />]} />
            </p>
          </div>
          <Button onClick={() => setCreating(true)}>{t('integrations.newKey')}</Button>
        </header>
        {keys.isPending ? (
          <Spinner label={t('integrations.loading')} />
        ) : keys.isError ? (
          <EmptyState icon={TriangleAlert} title={t('integrations.failed')}>
            <Button variant="secondary" size="sm" onClick={() => keys.refetch()}>
              {t('integrations.tryAgain')}
            </Button>
          </EmptyState>
        ) : keys.data.length === 0 ? (
          <EmptyState icon={KeyRound} title={t('integrations.none')}>
            {t('integrations.noneText')}
          </EmptyState>
        ) : (
          <ul className="flex flex-col gap-3" aria-label={t('integrations.list')}>
            {keys.data.map((k) => (
              <li key={k.id}>
                <Card className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center">
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <h2 className="font-semibold break-words">{k.name}</h2>
                      <Badge tone={STATUS_TONE[k.status]}>
                        {t('integrations.status', { status: k.status })}
                      </Badge>
                    </div>
                    <p className="font-mono text-sm text-stone-700">{k.prefix}…</p>
                    {k.revoked_reason && (
                      <p className="text-sm text-stone-700">
                        {t('integrations.revokedBecause', { reason: k.revoked_reason })}
                      </p>
                    )}
                    <p className="text-xs text-stone-500">
                      {[
                        ...k.scopes,
                        t('integrations.created', { date: formatDate(k.created_at) }),
                        k.last_used_at
                          ? t('integrations.lastUsed', { date: formatDate(k.last_used_at) })
                          : t('integrations.neverUsed'),
                        ...(k.expires_at
                          ? [t('integrations.expires', { date: formatDate(k.expires_at) })]
                          : []),
                      ].join(' · ')}
                    </p>
                  </div>
                  {k.status === ACTIVE && (
                    <Button variant="secondary" onClick={() => setRevoking(k)}>
                      {t('integrations.revoke')}
                    </Button>
                  )}
                </Card>
              </li>
            ))}
          </ul>
        )}
        {(creating || created) && (
          <Suspense fallback={<Spinner label={t('integrations.opening')} />}>
            {creating && (
              <CreateKeyDialog
                onClose={() => setCreating(false)}
                onCreated={(k) => {
                  setCreating(false);
                  setCreated(k);
                }}
              />
            )}
            {created && <NewKeyDialog created={created} onClose={() => setCreated(null)} />}
          </Suspense>
        )}
        <ConfirmDialog
          open={revoking !== null}
          title={t('integrations.revokeTitle')}
          message={t('integrations.revokeMessage', {
            name: revoking?.name ?? '',
            prefix: revoking?.prefix ?? '',
          })}
          confirmLabel={t('integrations.revokeKey')}
          busy={revoke.isPending}
          onCancel={() => setRevoking(null)}
          onConfirm={() => revoking && revoke.mutate({ id: revoking.id })}
        />
      </section>
      <AccountWebhooks />
    </div>
  );
}
