import type { RouterOutputs } from '@app/api';
import { can, isSuperAdmin, type Need } from '@app/api/access';
import { Card } from '@app/ui/card';
import { Link } from '@tanstack/react-router';
import {
  Building,
  ChartColumn,
  CircleCheck,
  Eye,
  Factory,
  type LucideIcon,
  Package,
  ReceiptText,
  ScrollText,
  Shield,
  TrendingUp,
  Utensils,
} from 'lucide-react';
import { PageHeader, QueryState } from '../../components/admin/page.tsx';
import { count, rupees } from '../../lib/format.ts';
import { session } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';

type Counts = RouterOutputs['analytics']['dashboard']['counts'];

interface DashCard {
  to: string;
  title: string;
  icon: LucideIcon;
  need: Need;
  value: (c: Counts) => string;
  hint: (c: Counts) => string;
}

/** The dashboard cards of spec section 2, each with a live count. */
const CARDS: DashCard[] = [
  {
    to: '/admin/cities',
    title: 'Cities',
    icon: Building,
    need: 'super',
    value: (c) => count(c.cities),
    hint: () => 'active cities',
  },
  {
    to: '/admin/products',
    title: 'Products',
    icon: Package,
    need: 'manage_products',
    value: (c) => count(c.products),
    hint: () => 'listed products',
  },
  {
    to: '/admin/orders',
    title: 'Orders',
    icon: ReceiptText,
    need: 'manage_orders',
    value: (c) => count(c.orders),
    hint: (c) => `${count(c.pending_orders)} pending`,
  },
  {
    to: '/admin/inventory',
    title: 'Inventory',
    icon: ChartColumn,
    need: 'manage_products',
    value: (c) => count(c.low_stock),
    hint: () => 'low or out of stock',
  },
  {
    to: '/admin/reports',
    title: 'Reports',
    icon: TrendingUp,
    need: 'view_analytics',
    value: (c) => rupees(c.total_revenue),
    hint: (c) => `${rupees(c.recent_revenue)} in the last 30 days`,
  },
  {
    to: '/admin/analytics',
    title: 'Analytics',
    icon: Eye,
    need: 'view_analytics',
    value: (c) => count(c.page_views_30d),
    hint: () => 'page views, last 30 days',
  },
  {
    to: '/admin/customers',
    title: 'Customers',
    icon: Utensils,
    need: 'manage_customers',
    value: (c) => count(c.customers),
    hint: () => 'restaurants',
  },
  {
    to: '/admin/suppliers',
    title: 'Suppliers',
    icon: Factory,
    need: 'manage_suppliers',
    value: (c) => count(c.suppliers),
    hint: () => 'vendors',
  },
  {
    to: '/admin/product-approval',
    title: 'Product Approvals',
    icon: CircleCheck,
    need: 'approve_products',
    value: (c) => count(c.pending_approvals),
    hint: () => 'waiting for review',
  },
  {
    to: '/admin/sub-admins',
    title: 'Sub-admins',
    icon: Shield,
    need: 'super',
    value: (c) => count(c.sub_admins),
    hint: () => 'city administrators',
  },
  {
    to: '/admin/audit-log',
    title: 'Audit Log',
    icon: ScrollText,
    need: 'super',
    value: () => 'View',
    hint: () => 'who changed what',
  },
];

export function AdminDashboard() {
  const user = session.user();
  const counts = trpc.analytics.dashboard.counts.useQuery();
  const cards = CARDS.filter((c) => can(user, c.need));
  return (
    <>
      <PageHeader
        title="Admin Dashboard"
        description={user?.city_name && !isSuperAdmin(user) ? `Your city: ${user.city_name}` : 'All cities'}
      />
      <QueryState query={counts} failed="Failed to load data">
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {cards.map((c) => (
            <li key={c.to}>
              <Link to={c.to as '/admin'} className="block rounded-xl focus-visible:outline-2">
                <Card className="flex items-start justify-between gap-3 p-5 transition-shadow hover:shadow-md">
                  <div>
                    <h2 className="text-sm font-medium text-stone-600">{c.title}</h2>
                    <p className="mt-1 text-2xl font-bold tabular-nums text-stone-900">
                      {counts.data && c.value(counts.data)}
                    </p>
                    <p className="mt-1 text-xs text-stone-500">{counts.data && c.hint(counts.data)}</p>
                  </div>
                  <c.icon aria-hidden className="size-7 shrink-0 text-brand-700" />
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      </QueryState>
    </>
  );
}
