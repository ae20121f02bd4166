import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../features/accounts/forgot-password-page.tsx';
import { pageHead } from '../lib/document-head.ts';

export const Route = createFileRoute('/forgot-password')({
  head: () => pageHead('Reset your password'),
  component: ForgotPasswordPage,
});
