import { createFileRoute } from '@tanstack/react-router';
import { PriceListsPage } from '../../../features/contracts/price-lists-page.tsx';

export const Route = createFileRoute('/_authed/supplier/price-lists')({ component: PriceListsPage });
