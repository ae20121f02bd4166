import { EVENTS_BY_ROLE } from '@app/api/webhook-events';
import { session } from '../../lib/session.ts';
import { WebhooksSection } from './webhooks-section.tsx';

/** The "Webhooks" part of the API keys screen: the account's own endpoints and events. */
export default function AccountWebhooks() {
  const type = session.user()?.user_type;
  const role = type === 'customer' || type === 'supplier' ? type : 'staff';
  return (
    <section className="flex flex-col gap-3" aria-labelledby="webhooks-title">
      <div>
        <h2 id="webhooks-title" className="text-xl font-bold">
          Webhooks
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          We POST your events to your system as they happen, signed with a secret only you hold (header{' '}
          <code className="font-mono">X-Webhook-Signature</code>; check it with the SDK’s{' '}
          <code className="font-mono">verifyWebhook</code>).
          {role === 'staff' && type === 'sub_admin' ? ' You hear only about your city.' : ''}
        </p>
      </div>
      <WebhooksSection events={EVENTS_BY_ROLE[role]} />
    </section>
  );
}
