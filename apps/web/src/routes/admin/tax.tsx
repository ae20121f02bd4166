import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { TcsPage } from '../../features/invoices/tcs-page.tsx';
import { requireAccess } from '../../lib/guards.ts';
import { searchSchema } from '../../lib/list-search.ts';

export const Route = createFileRoute('/admin/tax')({
  beforeLoad: requireAccess('super'),
  validateSearch: searchSchema({
    month: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/))), undefined),
  }),
  component: TcsPage,
});
