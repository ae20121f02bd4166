import { Spinner } from '@app/ui/spinner';
import { lazy, Suspense } from 'react';
import { session } from '../../lib/session.ts';

// Its own chunk (shared with the admin screen): the delivery log's table is not needed for keys.
const WebhooksSection = lazy(() => import('./webhooks-section.tsx'));

/** The "Webhooks" part of the API keys screen: the account's own endpoints and events. */
export function AccountWebhooks() {
  const type = session.user()?.user_type;
  return (
    <section className="flex flex-col gap-3" aria-labelledby="webhooks-title">
      <div>
        <h2 id="webhooks-title" className="text-xl font-bold">
          Webhooks
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          Your events are POSTed to your system as they happen, signed with a secret only you hold (header{' '}
          <code className="font-mono">X-Webhook-Signature</code>; check it with the SDK’s{' '}
          <code className="font-mono">verifyWebhook</code>).
          {type === 'sub_admin' ? ' You hear only about your city.' : ''}
        </p>
      </div>
      <Suspense fallback={<Spinner label="Loading your webhooks…" />}>
        <WebhooksSection />
      </Suspense>
    </section>
  );
}
