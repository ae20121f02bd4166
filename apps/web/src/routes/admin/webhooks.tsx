import { createFileRoute } from '@tanstack/react-router';
import { WebhooksPage } from '../../features/webhooks/webhooks-page.tsx';
import { requireAccess } from '../../lib/guards.ts';

export const Route = createFileRoute('/admin/webhooks')({
  beforeLoad: requireAccess('super'),
  component: WebhooksPage,
});
