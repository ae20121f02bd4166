import { createFileRoute } from '@tanstack/react-router';
import { DeliveryManagement } from '../../features/delivery/delivery-management-page.tsx';

export const Route = createFileRoute('/admin/delivery-management')({ component: DeliveryManagement });
