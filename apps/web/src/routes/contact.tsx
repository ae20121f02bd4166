import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/site/contact-page.tsx';
import { pageHead } from '../lib/document-head.ts';

export const Route = createFileRoute('/contact')({
  head: () =>
    pageHead(
      'Contact Us',
      'Call, e-mail or visit Supply & Beyond in Indore, Madhya Pradesh. We reply within 24 hours.',
    ),
  component: ContactPage,
});
