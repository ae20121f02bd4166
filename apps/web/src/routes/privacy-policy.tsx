import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '../features/site/privacy-policy-page.tsx';
import { pageHead } from '../lib/document-head.ts';

export const Route = createFileRoute('/privacy-policy')({
  head: () =>
    pageHead('Privacy Policy', 'What personal data Supply & Beyond collects, why, and your choices.'),
  component: PrivacyPolicyPage,
});
