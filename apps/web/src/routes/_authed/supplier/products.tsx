import { createFileRoute } from '@tanstack/react-router';
import { SupplierProductsPage } from '../../../features/supplier/products-page.tsx';

export const Route = createFileRoute('/_authed/supplier/products')({ component: SupplierProductsPage });
