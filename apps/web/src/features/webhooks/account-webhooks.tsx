import { Spinner } from '@app/ui/spinner';
import { lazy, Suspense } from 'react';
import { useT } from '../../lib/i18n.ts';
import { Rich } from '../../lib/i18n-rich.tsx';
import { session } from '../../lib/session.ts';
import integrations from '../../locales/compiled/integrations.ts';

// Its own chunk (shared with the admin screen): the delivery log's table is not needed for keys.
const WebhooksSection = lazy(() => import('./webhooks-section.tsx'));

/** The "Webhooks" part of the API keys screen: the account's own endpoints and events. */
export function AccountWebhooks() {
  const { t } = useT(integrations);
  const cityOnly = session.user()?.user_type === 'sub_admin';
  return (
    <section className="flex flex-col gap-3" aria-labelledby="webhooks-title">
      <div>
        <h2 id="webhooks-title" className="text-xl font-bold">
          {t('integrations.webhooks')}
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          <Rich
            area={integrations}
            id="integrations.webhooksIntro"
            components={[
              <code key="header" className="font-mono" />,
              <code key="sdk" className="font-mono" />,
            ]}
          />
          {cityOnly && ` ${t('integrations.cityOnly')}`}
        </p>
      </div>
      <Suspense fallback={<Spinner label={t('integrations.loadingWebhooks')} />}>
        <WebhooksSection />
      </Suspense>
    </section>
  );
}
