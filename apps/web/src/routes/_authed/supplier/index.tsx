import { createFileRoute } from '@tanstack/react-router';
import { SupplierDashboardPage } from '../../../features/catalog/supplier-dashboard-page.tsx';

export const Route = createFileRoute('/_authed/supplier/')({ component: SupplierDashboardPage });
