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
import { useT } from '../../lib/i18n.ts';
import { session } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import analytics from '../../locales/compiled/analytics.ts';
import type { MessageArgs } from '../../locales/compiled/keys.ts';
import { NeedsAction } from './needs-action.tsx';

type Counts = RouterOutputs['analytics']['dashboard']['counts'];

type T = ReturnType<typeof useT<[typeof analytics]>>['t'];
type Key = Parameters<T>[0];
/** The area's keys of messages without placeholders. */
type PlainKey = { [K in Key]: [MessageArgs[K]] extends [never] ? K : never }[Key];

interface DashCard {
  to: string;
  /** A key of the `analytics` catalogue area. */
  title: PlainKey;
  icon: LucideIcon;
  need: Need;
  value: (c: Counts, t: T) => string;
  hint: (c: Counts, t: T) => string;
}

/** The dashboard cards of spec section 2, each with a live count. */
const CARDS: DashCard[] = [
  {
    to: '/admin/cities',
    title: 'analytics.card.cities',
    icon: Building,
    need: 'super',
    value: (c) => count(c.cities),
    hint: (_, t) => t('analytics.card.citiesHint'),
  },
  {
    to: '/admin/products',
    title: 'analytics.card.products',
    icon: Package,
    need: 'manage_products',
    value: (c) => count(c.products),
    hint: (_, t) => t('analytics.card.productsHint'),
  },
  {
    to: '/admin/orders',
    title: 'analytics.card.orders',
    icon: ReceiptText,
    need: 'manage_orders',
    value: (c) => count(c.orders),
    hint: (c, t) => t('analytics.card.ordersHint', { count: count(c.pending_orders) }),
  },
  {
    to: '/admin/inventory',
    title: 'analytics.card.inventory',
    icon: ChartColumn,
    need: 'manage_products',
    value: (c) => count(c.low_stock),
    hint: (_, t) => t('analytics.card.inventoryHint'),
  },
  {
    to: '/admin/reports',
    title: 'analytics.card.reports',
    icon: TrendingUp,
    need: 'view_analytics',
    value: (c) => rupees(c.total_revenue),
    hint: (c, t) => t('analytics.card.reportsHint', { amount: rupees(c.recent_revenue) }),
  },
  {
    to: '/admin/analytics',
    title: 'analytics.card.analytics',
    icon: Eye,
    need: 'view_analytics',
    value: (c) => count(c.page_views_30d),
    hint: (_, t) => t('analytics.card.analyticsHint'),
  },
  {
    to: '/admin/customers',
    title: 'analytics.card.customers',
    icon: Utensils,
    need: 'manage_customers',
    value: (c) => count(c.customers),
    hint: (_, t) => t('analytics.card.customersHint'),
  },
  {
    to: '/admin/suppliers',
    title: 'analytics.card.suppliers',
    icon: Factory,
    need: 'manage_suppliers',
    value: (c) => count(c.suppliers),
    hint: (_, t) => t('analytics.card.suppliersHint'),
  },
  {
    to: '/admin/product-approval',
    title: 'analytics.card.approvals',
    icon: CircleCheck,
    need: 'approve_products',
    value: (c) => count(c.pending_approvals),
    hint: (_, t) => t('analytics.card.approvalsHint'),
  },
  {
    to: '/admin/sub-admins',
    title: 'analytics.card.subAdmins',
    icon: Shield,
    need: 'super',
    value: (c) => count(c.sub_admins),
    hint: (_, t) => t('analytics.card.subAdminsHint'),
  },
  {
    to: '/admin/audit-log',
    title: 'analytics.card.auditLog',
    icon: ScrollText,
    need: 'super',
    value: (_, t) => t('analytics.card.auditLogValue'),
    hint: (_, t) => t('analytics.card.auditLogHint'),
  },
];

export function AdminDashboard() {
  const { t } = useT(analytics);
  const user = session.user();
  const counts = trpc.analytics.dashboard.counts.useQuery();
  const cards = CARDS.filter((c) => can(user, c.need));
  return (
    <>
      <PageHeader
        title={t('analytics.dash.title')}
        description={
          user?.city_name && !isSuperAdmin(user)
            ? t('analytics.dash.yourCity', { city: user.city_name })
            : t('analytics.dash.allCities')
        }
      />
      <NeedsAction />
      <QueryState query={counts} failed={t('analytics.loadFailed')}>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {cards.map((c) => (
            <li key={c.to}>
              <Link to={c.to as '/admin'} className="block rounded-xl focus-visible:outline-2">
                <Card className="flex items-start justify-between gap-3 p-5 transition-shadow hover:shadow-md">
                  <div>
                    <h2 className="text-sm font-medium text-stone-600">{t(c.title)}</h2>
                    <p className="mt-1 text-2xl font-bold tabular-nums text-stone-900">
                      {counts.data && c.value(counts.data, t)}
                    </p>
                    <p className="mt-1 text-xs text-stone-500">{counts.data && c.hint(counts.data, t)}</p>
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
