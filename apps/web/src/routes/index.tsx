import { createFileRoute } from '@tanstack/react-router';
import { Landing } from '../features/site/landing-page.tsx';
import { translate } from '../lib/i18n.ts';

export const Route = createFileRoute('/')({
  // The landing's messages (area `site`) load with its component, which the router loads first.
  head: () => ({
    meta: [
      { title: translate('site.head.title') },
      { name: 'description', content: translate('site.head.description') },
    ],
  }),
  // Painted without tRPC and React Query: its data comes from lib/public-data.ts.
  staticData: { withoutDataLayer: true },
  component: Landing,
});
