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
  type LucideIcon,
  Package,
  ReceiptText,
  ScrollText,
  Shield,
  TrendingUp,
  Truck,
  Utensils,
} from 'lucide-react';

export interface AdminLink {
  to: string;
  label: string;
  icon: LucideIcon;
  need: Need;
}

/** The sidebar of spec section 2, in its order; each link is shown only to who may use it. */
export const ADMIN_LINKS: AdminLink[] = [
  { to: '/admin', label: 'Dashboard', icon: House, need: null },
  { to: '/admin/reports', label: 'Reports', icon: TrendingUp, need: 'view_analytics' },
  { to: '/admin/analytics', label: 'Analytics', icon: Eye, need: 'view_analytics' },
  { to: '/admin/customers', label: 'Customers', icon: Utensils, need: 'manage_customers' },
  { to: '/admin/suppliers', label: 'Suppliers', icon: Factory, need: 'manage_suppliers' },
  { to: '/admin/settlements', label: 'Settlements', icon: Banknote, need: 'manage_suppliers' },
  { to: '/admin/product-approval', label: 'Product Approval', icon: CircleCheck, need: 'approve_products' },
  { to: '/admin/delivery-management', label: 'Delivery Management', icon: Truck, need: 'manage_orders' },
  { to: '/admin/cash', label: 'Cash', icon: Banknote, need: 'manage_orders' },
  { to: '/admin/sub-admins', label: 'Sub-admins', icon: Shield, need: 'super' },
  { to: '/admin/cities', label: 'Cities', icon: Building, need: 'super' },
  { to: '/admin/products', label: 'Products', icon: Package, need: 'manage_products' },
  { to: '/admin/orders', label: 'Orders', icon: ReceiptText, need: 'manage_orders' },
  { to: '/admin/inventory', label: 'Inventory', icon: ChartColumn, need: 'manage_products' },
  { to: '/admin/tax', label: 'GST & TCS', icon: Calculator, need: 'super' },
  { to: '/admin/audit-log', label: 'Audit Log', icon: ScrollText, need: 'super' },
  { to: '/admin/webhooks', label: 'Webhooks', icon: Bell, need: 'super' },
  { to: '/api-keys', label: 'API keys', icon: KeyRound, need: null },
];
