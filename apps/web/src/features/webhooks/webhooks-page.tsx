import { Badge } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { ConfirmDialog } from '@app/ui/confirm-dialog';
import { EmptyState } from '@app/ui/empty-state';
import { TextField } from '@app/ui/field';
import { useState } from 'react';
import { toast } from 'sonner';
import { PageHeader, QueryState } from '../../components/admin/page.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { DeliveryLog } from './delivery-log.tsx';

const EVENTS = [
  ['order.placed', 'Order placed'],
  ['order.status_changed', 'Order status changed'],
  ['product.approved', 'Product approved'],
] as const;
type EventName = (typeof EVENTS)[number][0];

/** Outbound webhooks for integrators: endpoints, their one-time secret, and the delivery log. */
export function WebhooksPage() {
  const utils = trpc.useUtils();
  const endpoints = trpc.webhooks.listEndpoints.useQuery();
  const deliveries = trpc.webhooks.deliveries.useQuery({ limit: 100 }, { refetchInterval: 30_000 });
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<EventName[]>(['order.placed', 'order.status_changed']);
  const [secret, setSecret] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const refresh = () => utils.webhooks.invalidate();
  const create = trpc.webhooks.createEndpoint.useMutation({
    onSuccess(res) {
      setSecret(res.secret);
      setUrl('');
      refresh();
    },
    onError: (e) => toast.error(errorMessage(e, 'Failed to add webhook')),
  });
  const toggle = trpc.webhooks.setEndpointActive.useMutation({
    onSuccess: refresh,
    onError: (e) => toast.error(errorMessage(e, 'Failed to update webhook')),
  });
  const remove = trpc.webhooks.removeEndpoint.useMutation({
    onSuccess() {
      setRemoving(null);
      toast.success('Webhook deleted');
      refresh();
    },
    onError: (e) => toast.error(errorMessage(e, 'Failed to delete webhook')),
  });
  const retry = trpc.webhooks.retryDelivery.useMutation({
    onSuccess: refresh,
    onError: (e) => toast.error(errorMessage(e, 'Failed to retry')),
  });

  return (
    <>
      <PageHeader
        title="Webhooks"
        description="Signed notifications to integrators' systems (HMAC-SHA256 with a timestamp, retried with backoff)."
      />
      <Card className="mb-6 p-4">
        <form
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            create.mutate({ url, events });
          }}
        >
          <TextField
            label="Endpoint URL"
            type="url"
            placeholder="https://erp.example.in/hooks/marketplace"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
          <fieldset className="flex flex-wrap gap-4">
            <legend className="mb-1 text-sm font-medium">Events</legend>
            {EVENTS.map(([value, label]) => (
              <label key={value} className="inline-flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-700"
                  checked={events.includes(value)}
                  onChange={(e) =>
                    setEvents((cur) => (e.target.checked ? [...cur, value] : cur.filter((v) => v !== value)))
                  }
                />
                {label}
              </label>
            ))}
          </fieldset>
          <div>
            <Button type="submit" busy={create.isPending} disabled={!url || events.length === 0}>
              {create.isPending ? 'Adding...' : 'Add webhook'}
            </Button>
          </div>
          {secret && (
            <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              Signing secret (shown once — store it now):{' '}
              <code className="break-all font-mono">{secret}</code>
            </p>
          )}
        </form>
      </Card>

      <h2 className="mb-2 text-lg font-semibold">Endpoints</h2>
      <QueryState query={endpoints} failed="Failed to load webhooks">
        {endpoints.data?.length === 0 ? (
          <EmptyState icon="🔔" title="No webhooks yet">
            Add an endpoint above to notify an integrator's system.
          </EmptyState>
        ) : (
          <ul className="mb-6 flex flex-col gap-2">
            {endpoints.data?.map((e) => (
              <li key={e.id}>
                <Card className="flex flex-wrap items-center justify-between gap-3 p-3">
                  <div className="min-w-0">
                    <p className="break-all font-medium">{e.url}</p>
                    <p className="text-xs text-stone-500">{e.events.join(', ')}</p>
                  </div>
                  <div className="flex items-center gap-2">
                    <Badge tone={e.is_active ? 'green' : 'neutral'}>
                      {e.is_active ? 'Active' : 'Paused'}
                    </Badge>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => toggle.mutate({ id: e.id, is_active: !e.is_active })}
                    >
                      {e.is_active ? 'Pause' : 'Resume'}
                    </Button>
                    <Button size="sm" variant="danger" onClick={() => setRemoving(e.id)}>
                      Delete
                    </Button>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </QueryState>

      <h2 className="mb-2 text-lg font-semibold">Delivery log</h2>
      <QueryState query={deliveries} failed="Failed to load the delivery log">
        <DeliveryLog
          rows={deliveries.data ?? []}
          retrying={retry.isPending}
          onRetry={(id) => retry.mutate({ id })}
        />
      </QueryState>
      <ConfirmDialog
        open={removing !== null}
        title="Delete webhook"
        message="Are you sure you want to delete this webhook? Its delivery log goes with it."
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate({ id: removing })}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
