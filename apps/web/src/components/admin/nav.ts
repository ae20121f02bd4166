import type { Need } from '@app/api/access';
import {
  Banknote,
  Bell,
  Building,
  Calculator,
  ChartColumn,
  CircleCheck,
  Eye,
  Factory,
  House,
  KeyRound,
  Languages,
  type LucideIcon,
  MessageSquareWarning,
  Package,
  ReceiptText,
  ScrollText,
  Shield,
  TrendingUp,
  Truck,
  Utensils,
} from 'lucide-react';
import type { MessageKey } from '../../lib/i18n.ts';

type AdminKey = `admin.nav.${string}` & MessageKey;

export interface AdminLink {
  to: string;
  /** A key of the `admin` catalogue area. */
  label: AdminKey;
  icon: LucideIcon;
  need: Need;
}

/** The sidebar of spec section 2, in its order; each link is shown only to who may use it. */
export const ADMIN_LINKS: AdminLink[] = [
  { to: '/admin', label: 'admin.nav.dashboard', icon: House, need: null },
  { to: '/admin/reports', label: 'admin.nav.reports', icon: TrendingUp, need: 'view_analytics' },
  { to: '/admin/analytics', label: 'admin.nav.analytics', icon: Eye, need: 'view_analytics' },
  { to: '/admin/customers', label: 'admin.nav.customers', icon: Utensils, need: 'manage_customers' },
  { to: '/admin/suppliers', label: 'admin.nav.suppliers', icon: Factory, need: 'manage_suppliers' },
  { to: '/admin/settlements', label: 'admin.nav.settlements', icon: Banknote, need: 'manage_suppliers' },
  {
    to: '/admin/product-approval',
    label: 'admin.nav.productApproval',
    icon: CircleCheck,
    need: 'approve_products',
  },
  {
    to: '/admin/delivery-management',
    label: 'admin.nav.deliveryManagement',
    icon: Truck,
    need: 'manage_orders',
  },
  { to: '/admin/cash', label: 'admin.nav.cash', icon: Banknote, need: 'manage_orders' },
  { to: '/admin/sub-admins', label: 'admin.nav.subAdmins', icon: Shield, need: 'super' },
  { to: '/admin/cities', label: 'admin.nav.cities', icon: Building, need: 'super' },
  { to: '/admin/products', label: 'admin.nav.products', icon: Package, need: 'manage_products' },
  { to: '/admin/orders', label: 'admin.nav.orders', icon: ReceiptText, need: 'manage_orders' },
  { to: '/admin/claims', label: 'admin.nav.claims', icon: MessageSquareWarning, need: 'manage_orders' },
  { to: '/admin/inventory', label: 'admin.nav.inventory', icon: ChartColumn, need: 'manage_products' },
  { to: '/admin/vocabulary', label: 'admin.nav.vocabulary', icon: Languages, need: 'manage_products' },
  { to: '/admin/tax', label: 'admin.nav.tax', icon: Calculator, need: 'super' },
  { to: '/admin/audit-log', label: 'admin.nav.auditLog', icon: ScrollText, need: 'super' },
  { to: '/admin/webhooks', label: 'admin.nav.webhooks', icon: Bell, need: 'super' },
  { to: '/api-keys', label: 'admin.nav.apiKeys', icon: KeyRound, need: null },
];
