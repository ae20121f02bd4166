import type { RouterOutputs } from '@app/api';
import { Badge } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { ConfirmDialog } from '@app/ui/confirm-dialog';
import { EmptyState } from '@app/ui/empty-state';
import { Spinner } from '@app/ui/spinner';
import { KeyRound, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/errors.ts';
import { formatDate } from '../../lib/relative-time.ts';
import { trpc } from '../../lib/trpc.ts';
import { AccountWebhooks } from '../webhooks/account-webhooks.tsx';
import { CreateKeyDialog, NewKeyDialog } from './create-key-dialog.tsx';

type Key = RouterOutputs['keys']['list'][number];
export type CreatedKey = RouterOutputs['keys']['create'];

const STATUS_TONE = { active: 'green', expired: 'amber', revoked: 'neutral' } as const;

/**
 * An account's API keys: the systems it connects (an ERP, a purchasing system), each with its own
 * key; below them its webhooks (decision 0071).
 */
export function ApiKeysPage() {
  const keys = trpc.keys.list.useQuery();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedKey | null>(null);
  const [revoking, setRevoking] = useState<Key | null>(null);
  const utils = trpc.useUtils();
  const revoke = trpc.keys.revoke.useMutation({
    onSuccess(k) {
      toast.success(`Key “${k.name}” revoked. It is refused from now on.`);
      setRevoking(null);
      utils.keys.list.invalidate();
    },
    onError: (e) => toast.error(errorMessage(e, 'Failed to revoke the key')),
  });
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-10 p-4">
      <section className="flex flex-col gap-4" aria-labelledby="api-keys-title">
        <header className="flex flex-wrap items-end justify-between gap-3">
          <div className="min-w-0 flex-1">
            <h1 id="api-keys-title" className="text-2xl font-bold">
              API keys
            </h1>
            <p className="mt-1 text-sm text-stone-600">
              Connect your own systems to the marketplace through the API (see the{' '}
              <a className="underline" href="/api/docs">
                API reference
              </a>
              ). Each key acts as your account, only for what its scopes allow.
            </p>
          </div>
          <Button onClick={() => setCreating(true)}>New key</Button>
        </header>
        {keys.isPending ? (
          <Spinner label="Loading your keys…" />
        ) : keys.isError ? (
          <EmptyState icon={TriangleAlert} title="Failed to load your keys">
            <Button variant="secondary" size="sm" onClick={() => keys.refetch()}>
              Try again
            </Button>
          </EmptyState>
        ) : keys.data.length === 0 ? (
          <EmptyState icon={KeyRound} title="No API keys yet">
            Create one for each system you connect, so you can revoke it alone.
          </EmptyState>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Your API keys">
            {keys.data.map((k) => (
              <li key={k.id}>
                <Card className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center">
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <h2 className="font-semibold break-words">{k.name}</h2>
                      <Badge tone={STATUS_TONE[k.status]}>{k.status}</Badge>
                    </div>
                    <p className="font-mono text-sm text-stone-700">{k.prefix}…</p>
                    <p className="text-xs text-stone-500">
                      {k.scopes.join(' · ')} · created {formatDate(k.created_at)} ·{' '}
                      {k.last_used_at ? `last used ${formatDate(k.last_used_at)}` : 'never used'}
                      {k.expires_at ? ` · expires ${formatDate(k.expires_at)}` : ''}
                    </p>
                  </div>
                  {k.status === 'active' && (
                    <Button variant="secondary" onClick={() => setRevoking(k)}>
                      Revoke
                    </Button>
                  )}
                </Card>
              </li>
            ))}
          </ul>
        )}
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
        <ConfirmDialog
          open={revoking !== null}
          title="Revoke this key?"
          message={`Every request with “${revoking?.name}” (${revoking?.prefix}…) is refused from now on. This cannot be undone.`}
          confirmLabel="Revoke key"
          busy={revoke.isPending}
          onCancel={() => setRevoking(null)}
          onConfirm={() => revoking && revoke.mutate({ id: revoking.id })}
        />
      </section>
      <AccountWebhooks />
    </div>
  );
}
