import { createFileRoute } from '@tanstack/react-router';
import { ReturnPolicyPage } from '../features/site/return-policy-page.tsx';
import { pageHead } from '../lib/document-head.ts';

export const Route = createFileRoute('/return-policy')({
  head: () =>
    pageHead('Return Policy', 'What you can return within 7 days of delivery, and how returns work.'),
  component: ReturnPolicyPage,
});
