import { createFileRoute } from '@tanstack/react-router';
import { DeliveryPortal } from '../../features/delivery/rider-portal.tsx';
import { requireRole } from '../../lib/guards.ts';

export const Route = createFileRoute('/_authed/delivery')({
  beforeLoad: requireRole('delivery'),
  component: DeliveryPortal,
});
