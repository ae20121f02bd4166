import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '../features/site/terms-page.tsx';
import { pageHead } from '../lib/document-head.ts';

export const Route = createFileRoute('/terms')({
  head: () =>
    pageHead('Terms & Conditions', 'The terms that apply when you buy or sell supplies on Supply & Beyond.'),
  component: TermsPage,
});
