import { createFileRoute } from '@tanstack/react-router';
import { StandingPage } from '../../features/standing/standing-page.tsx';
import { pageHead } from '../../lib/document-head.ts';
import { requireRole } from '../../lib/guards.ts';
import { customerHeader, prefetch } from '../../lib/load-data-layer.ts';

export const Route = createFileRoute('/_authed/standing-orders')({
  beforeLoad: requireRole('customer'),
  loader: () => prefetch((u) => Promise.all([u.standing.list.prefetch(), customerHeader(u)])),
  head: () => pageHead('Standing orders'),
  component: StandingPage,
});
