import { createFileRoute } from '@tanstack/react-router';
import { SupplierProfilePage } from '../../../features/accounts/supplier-profile-page.tsx';

export const Route = createFileRoute('/_authed/supplier/profile')({ component: SupplierProfilePage });
