import { createFileRoute } from '@tanstack/react-router';
import { DeliveryManagement } from '../../features/delivery/delivery-management-page.tsx';
import { requireAccess } from '../../lib/guards.ts';

export const Route = createFileRoute('/admin/delivery-management')({
  beforeLoad: requireAccess('manage_orders'),
  component: DeliveryManagement,
});
