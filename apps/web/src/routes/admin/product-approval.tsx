import { createFileRoute } from '@tanstack/react-router';
import { ProductApprovalPage } from '../../features/catalog/approval-page.tsx';

export const Route = createFileRoute('/admin/product-approval')({ component: ProductApprovalPage });
