import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/accounts/login-page.tsx';
import { optionalString } from '../lib/search-params.ts';

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect: optionalString(search.redirect),
  }),
  component: LoginPage,
});
