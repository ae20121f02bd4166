import { createFileRoute } from '@tanstack/react-router';
import { RefundPolicyPage } from '../features/site/refund-policy-page.tsx';
import { pageHead } from '../lib/document-head.ts';

export const Route = createFileRoute('/refund-policy')({
  head: () =>
    pageHead(
      'Refund & Exchange Policy',
      'When you get your money back or a replacement, and how long it takes.',
    ),
  component: RefundPolicyPage,
});
