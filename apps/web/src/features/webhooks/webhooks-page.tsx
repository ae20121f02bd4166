import { Spinner } from '@app/ui/spinner';
import { lazy, Suspense } from 'react';
import { PageHeader } from '../../components/admin/page.tsx';
import { useT } from '../../lib/i18n.ts';
import integrations from '../../locales/compiled/integrations.ts';

// Loaded on its own, as on the API keys screen: one chunk for both, and no new file in the
// entry's list of what each route needs (the landing page's budget is full).
const WebhooksSection = lazy(() => import('./webhooks-section.tsx'));

/** The platform's outbound webhooks (the super admin's): every event of every city. */
export function WebhooksPage() {
  const { t } = useT(integrations);
  return (
    <>
      <PageHeader title={t('integrations.webhooks')} description={t('integrations.platformIntro')} />
      <Suspense fallback={<Spinner label={t('integrations.loadingPlatform')} />}>
        <WebhooksSection platform />
      </Suspense>
    </>
  );
}
