import { createFileRoute } from '@tanstack/react-router';
import { CitiesPage } from '../../features/site/cities-page.tsx';
import { requireAccess } from '../../lib/guards.ts';

export const Route = createFileRoute('/admin/cities')({
  beforeLoad: requireAccess('super'),
  component: CitiesPage,
});
