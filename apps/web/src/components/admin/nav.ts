import type { Need } from '@app/api/access';
import type { ComponentType, SVGProps } from 'react';
import { BanknoteIcon, KeyIcon } from './nav-icons.tsx';

export interface AdminLink {
  to: string;
  label: string;
  /** An emoji, or a stroke icon from line-icons.tsx. */
  icon: string | ComponentType<SVGProps<SVGSVGElement>>;
  need: Need;
}

/** The sidebar of spec section 2, in its order; each link is shown only to who may use it. */
export const ADMIN_LINKS: AdminLink[] = [
  { to: '/admin', label: 'Dashboard', icon: '🏠', need: null },
  { to: '/admin/reports', label: 'Reports', icon: '📈', need: 'view_analytics' },
  { to: '/admin/analytics', label: 'Analytics', icon: '👁️', need: 'view_analytics' },
  { to: '/admin/customers', label: 'Customers', icon: '🍽️', need: 'manage_customers' },
  { to: '/admin/suppliers', label: 'Suppliers', icon: '🏭', need: 'manage_suppliers' },
  { to: '/admin/settlements', label: 'Settlements', icon: BanknoteIcon, need: 'manage_suppliers' },
  { to: '/admin/product-approval', label: 'Product Approval', icon: '✅', need: 'approve_products' },
  { to: '/admin/delivery-management', label: 'Delivery Management', icon: '🚚', need: 'manage_orders' },
  { to: '/admin/cash', label: 'Cash', icon: BanknoteIcon, need: 'manage_orders' },
  { to: '/admin/sub-admins', label: 'Sub-admins', icon: '🛡️', need: 'super' },
  { to: '/admin/cities', label: 'Cities', icon: '🏙️', need: 'super' },
  { to: '/admin/products', label: 'Products', icon: '📦', need: 'manage_products' },
  { to: '/admin/orders', label: 'Orders', icon: '🧾', need: 'manage_orders' },
  { to: '/admin/inventory', label: 'Inventory', icon: '📊', need: 'manage_products' },
  { to: '/admin/tax', label: 'GST & TCS', icon: '🧮', need: 'super' },
  { to: '/admin/audit-log', label: 'Audit Log', icon: '📜', need: 'super' },
  { to: '/admin/webhooks', label: 'Webhooks', icon: '🔔', need: 'super' },
  { to: '/api-keys', label: 'API keys', icon: KeyIcon, need: null },
];
