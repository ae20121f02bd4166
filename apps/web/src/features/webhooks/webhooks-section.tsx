import { EVENTS_BY_ROLE, WEBHOOK_EVENTS, type WebhookEvent } from '@app/api/webhook-events';
import { Badge } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { ConfirmDialog } from '@app/ui/confirm-dialog';
import { EmptyState } from '@app/ui/empty-state';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { QueryState } from '../../components/admin/page.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { session } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { DeliveryLog } from './delivery-log.tsx';
import { EndpointForm } from './endpoint-form.tsx';
import { EVENT_LABEL } from './events.ts';

/**
 * The signed-in account's webhooks (the super admin's: the platform's, with every event): add an
 * endpoint, pause, test or delete one, and the delivery log with "send again".
 */
export default function WebhooksSection({ platform = false }: { platform?: boolean }) {
  const type = session.user()?.user_type;
  const events = platform
    ? WEBHOOK_EVENTS
    : EVENTS_BY_ROLE[type === 'customer' || type === 'supplier' ? type : 'staff'];
  const utils = trpc.useUtils();
  const endpoints = trpc.webhooks.listEndpoints.useQuery();
  const deliveries = trpc.webhooks.deliveries.useQuery({ limit: 100 }, { refetchInterval: 30_000 });
  const [removing, setRemoving] = useState<string | null>(null);
  const refresh = () => utils.webhooks.invalidate();
  const toggle = trpc.webhooks.setEndpointActive.useMutation({
    onSuccess: refresh,
    onError: (e) => toast.error(errorMessage(e, 'Failed to update webhook')),
  });
  const test = trpc.webhooks.testEndpoint.useMutation({
    onSuccess() {
      toast.success('Test queued: it is sent within a minute; see the delivery log.');
      refresh();
    },
    onError: (e) => toast.error(errorMessage(e, 'Failed to send a test')),
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
    onSuccess() {
      toast.success('Queued to be sent again');
      refresh();
    },
    onError: (e) => toast.error(errorMessage(e, 'Failed to send again')),
  });
  const label = (e: string) => EVENT_LABEL[e as WebhookEvent] ?? e;

  return (
    <div className="flex flex-col gap-4">
      <EndpointForm events={events} />
      <h3 className="text-lg font-semibold">Endpoints</h3>
      <QueryState query={endpoints} failed="Failed to load webhooks">
        {endpoints.data?.length === 0 ? (
          <EmptyState icon={Bell} title="No webhooks yet">
            Add an endpoint above to have your system told as things happen.
          </EmptyState>
        ) : (
          <ul className="flex flex-col gap-2" aria-label="Webhook endpoints">
            {endpoints.data?.map((e) => (
              <li key={e.id}>
                <Card className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <p className="break-all font-medium">{e.url}</p>
                    <p className="text-xs text-stone-500">{e.events.map(label).join(' · ')}</p>
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge tone={e.is_active ? 'green' : 'neutral'}>
                      {e.is_active ? 'Active' : 'Paused'}
                    </Badge>
                    <Button
                      variant="secondary"
                      busy={test.isPending}
                      onClick={() => test.mutate({ id: e.id })}
                    >
                      Send test
                    </Button>
                    <Button
                      variant="secondary"
                      onClick={() => toggle.mutate({ id: e.id, is_active: !e.is_active })}
                    >
                      {e.is_active ? 'Pause' : 'Resume'}
                    </Button>
                    <Button variant="danger" onClick={() => setRemoving(e.id)}>
                      Delete
                    </Button>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </QueryState>

      <h3 className="text-lg font-semibold">Delivery log</h3>
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
    </div>
  );
}
