import { createFileRoute } from '@tanstack/react-router';
import { CustomerHeader } from '../../components/customer-header.tsx';
import { ApiKeysPage } from '../../features/keys/api-keys-page.tsx';
import { pageHead } from '../../lib/document-head.ts';
import { requireRole } from '../../lib/guards.ts';

export const Route = createFileRoute('/_authed/api-keys')({
  beforeLoad: requireRole('customer'),
  head: () => pageHead('API keys'),
  component: () => (
    <div className="min-h-dvh">
      <CustomerHeader />
      <ApiKeysPage />
    </div>
  ),
});
