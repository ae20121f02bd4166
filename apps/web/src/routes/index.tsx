import { createFileRoute } from '@tanstack/react-router';
import { Landing } from '../features/site/landing-page.tsx';

export const Route = createFileRoute('/')({
  head: () => ({
    meta: [
      { title: 'Supply & Beyond — restaurant supplies, delivered' },
      {
        name: 'description',
        content:
          'Order vegetables, dairy, spices, staples and packaging for your restaurant from verified suppliers. Cash on delivery or online payment, delivered in 2-3 business days.',
      },
    ],
  }),
  // Painted without tRPC and React Query: its data comes from lib/public-data.ts.
  staticData: { withoutDataLayer: true },
  component: Landing,
});
