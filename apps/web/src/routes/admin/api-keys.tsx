import { createFileRoute } from '@tanstack/react-router';
import { ApiKeysPage } from '../../features/keys/api-keys-page.tsx';
import { pageHead } from '../../lib/document-head.ts';

export const Route = createFileRoute('/admin/api-keys')({
  head: () => pageHead('API keys'),
  component: ApiKeysPage,
});
