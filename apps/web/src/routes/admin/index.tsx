import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboard } from '../../features/analytics/dashboard-page.tsx';

export const Route = createFileRoute('/admin/')({ component: AdminDashboard });
