import { Spinner } from '@app/ui/spinner';
import { lazy, Suspense } from 'react';
import { PageHeader } from '../../components/admin/page.tsx';

// Loaded on its own, as on the API keys screen: one chunk for both, and no new file in the
// entry's list of what each route needs (the landing page's budget is full).
const WebhooksSection = lazy(() => import('./webhooks-section.tsx'));

/** The platform's outbound webhooks (the super admin's): every event of every city. */
export function WebhooksPage() {
  return (
    <>
      <PageHeader
        title="Webhooks"
        description="Signed notifications to integrators' systems (HMAC-SHA256 with a timestamp, retried with backoff)."
      />
      <Suspense fallback={<Spinner label="Loading webhooks…" />}>
        <WebhooksSection platform />
      </Suspense>
    </>
  );
}
