import { WEBHOOK_EVENTS } from '@app/api/webhook-events';
import { PageHeader } from '../../components/admin/page.tsx';
import { WebhooksSection } from './webhooks-section.tsx';

/** The platform's outbound webhooks (the super admin's): every event of every city. */
export function WebhooksPage() {
  return (
    <>
      <PageHeader
        title="Webhooks"
        description="Signed notifications to integrators' systems (HMAC-SHA256 with a timestamp, retried with backoff)."
      />
      <WebhooksSection events={WEBHOOK_EVENTS} />
    </>
  );
}
