import { createFileRoute } from '@tanstack/react-router';
import { DeliverySlotsPage } from '../../features/delivery/slots-page.tsx';
import { requireAccess } from '../../lib/guards.ts';

export const Route = createFileRoute('/admin/delivery-slots')({
  beforeLoad: requireAccess('manage_orders'),
  component: DeliverySlotsPage,
});
