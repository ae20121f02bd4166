import { eventsFor, WEBHOOK_EVENTS, type WebhookEvent } from '@app/api/webhook-events';
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
import { useT } from '../../lib/i18n.ts';
import { formatDate } from '../../lib/relative-time.ts';
import { session } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import integrations from '../../locales/compiled/integrations.ts';
import { DeliveryLog } from './delivery-log.tsx';
import { EndpointForm } from './endpoint-form.tsx';
import { EVENT_LABEL } from './events.ts';

/**
 * The signed-in account's webhooks (the super admin's: the platform's, with every event): add an
 * endpoint, pause, test or delete one, and the delivery log with "send again".
 */
export default function WebhooksSection({ platform = false }: { platform?: boolean }) {
  const { t } = useT(integrations);
  const user = session.user();
  // Only what the account may hear: its role's events, for staff those its permissions read.
  const events = platform ? WEBHOOK_EVENTS : user ? eventsFor(user) : [];
  const utils = trpc.useUtils();
  const endpoints = trpc.webhooks.listEndpoints.useQuery();
  const deliveries = trpc.webhooks.deliveries.useQuery({ limit: 100 }, { refetchInterval: 30_000 });
  const [removing, setRemoving] = useState<string | null>(null);
  const refresh = () => utils.webhooks.invalidate();
  const toggle = trpc.webhooks.setEndpointActive.useMutation({
    onSuccess: refresh,
    onError: (e) => toast.error(errorMessage(e, t('integrations.updateFailed'))),
  });
  const resume = trpc.webhooks.resume.useMutation({
    onSuccess() {
      toast.success(t('integrations.resumed'));
      refresh();
    },
    onError: (e) => toast.error(errorMessage(e, t('integrations.resumeFailed'))),
  });
  const test = trpc.webhooks.testEndpoint.useMutation({
    onSuccess() {
      toast.success(t('integrations.testQueued'));
      refresh();
    },
    onError: (e) => toast.error(errorMessage(e, t('integrations.testFailed'))),
  });
  const remove = trpc.webhooks.removeEndpoint.useMutation({
    onSuccess() {
      setRemoving(null);
      toast.success(t('integrations.deleted'));
      refresh();
    },
    onError: (e) => toast.error(errorMessage(e, t('integrations.deleteFailed'))),
  });
  const retry = trpc.webhooks.retryDelivery.useMutation({
    onSuccess() {
      toast.success(t('integrations.queued'));
      refresh();
    },
    onError: (e) => toast.error(errorMessage(e, t('integrations.againFailed'))),
  });
  const label = (e: string) => (e in EVENT_LABEL ? t(EVENT_LABEL[e as WebhookEvent]) : e);

  return (
    <div className="flex flex-col gap-4">
      {events.length > 0 ? (
        <EndpointForm events={events} />
      ) : (
        <p className="text-sm text-stone-600">{t('integrations.noEvents')}</p>
      )}
      <h3 className="text-lg font-semibold">{t('integrations.endpoints')}</h3>
      <QueryState query={endpoints} failed={t('integrations.webhooksFailed')}>
        {endpoints.data?.length === 0 ? (
          <EmptyState icon={Bell} title={t('integrations.noWebhooks')}>
            {t('integrations.noWebhooksText')}
          </EmptyState>
        ) : (
          <ul className="flex flex-col gap-2" aria-label={t('integrations.endpointList')}>
            {endpoints.data?.map((e) => (
              <li key={e.id}>
                <Card className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <p className="break-all font-medium">{e.url}</p>
                    <p className="text-xs text-stone-500">{e.events.map(label).join(' · ')}</p>
                    {e.paused_at && (
                      <p className="mt-1 text-sm text-amber-900">
                        {t('integrations.stoppedBecause', {
                          reason: e.paused_reason ?? 'other',
                          date: formatDate(e.paused_at),
                        })}
                      </p>
                    )}
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    {e.paused_at ? (
                      <Badge tone="amber">{t('integrations.stopped')}</Badge>
                    ) : (
                      <Badge tone={e.is_active ? 'green' : 'neutral'}>
                        {e.is_active ? t('integrations.active') : t('integrations.paused')}
                      </Badge>
                    )}
                    {e.paused_at && (
                      <Button
                        busy={resume.isPending}
                        aria-label={t('integrations.resumeSendingTo', { url: e.url })}
                        onClick={() => resume.mutate({ id: e.id })}
                      >
                        {t('integrations.resumeSending')}
                      </Button>
                    )}
                    <Button
                      variant="secondary"
                      busy={test.isPending}
                      onClick={() => test.mutate({ id: e.id })}
                    >
                      {t('integrations.sendTest')}
                    </Button>
                    <Button
                      variant="secondary"
                      onClick={() => toggle.mutate({ id: e.id, is_active: !e.is_active })}
                    >
                      {e.is_active ? t('integrations.pause') : t('integrations.resume')}
                    </Button>
                    <Button variant="danger" onClick={() => setRemoving(e.id)}>
                      {t('integrations.delete')}
                    </Button>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </QueryState>

      <h3 className="text-lg font-semibold">{t('integrations.deliveryLog')}</h3>
      <QueryState query={deliveries} failed={t('integrations.logFailed')}>
        <DeliveryLog
          rows={deliveries.data ?? []}
          retrying={retry.isPending}
          onRetry={(id) => retry.mutate({ id })}
        />
      </QueryState>
      <ConfirmDialog
        open={removing !== null}
        title={t('integrations.deleteTitle')}
        message={t('integrations.deleteMessage')}
        confirmLabel={t('integrations.delete')}
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate({ id: removing })}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}
