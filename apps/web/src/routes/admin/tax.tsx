import { createFileRoute } from '@tanstack/react-router';
import { TcsPage } from '../../features/invoices/tcs-page.tsx';
import { requireAccess } from '../../lib/guards.ts';
import { matching, searchSchema } from '../../lib/list-search.ts';

export const Route = createFileRoute('/admin/tax')({
  beforeLoad: requireAccess('super'),
  validateSearch: searchSchema({
    month: matching(/^\d{4}-(0[1-9]|1[0-2])$/),
  }),
  component: TcsPage,
});
