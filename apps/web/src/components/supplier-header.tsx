import { Link } from '@tanstack/react-router';
import { session } from '../lib/session.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { LogoutButton } from './logout-button.tsx';
import { NotificationBell } from './notification-bell.tsx';

const LINKS = [
  { to: '/supplier', label: 'Dashboard', exact: true },
  { to: '/supplier/orders', label: 'Orders', exact: false },
  { to: '/supplier/products', label: 'Products', exact: false },
  { to: '/supplier/invoices', label: 'Invoices', exact: false },
  { to: '/supplier/settlements', label: 'Settlements', exact: false },
  { to: '/supplier/profile', label: 'Profile', exact: false },
  { to: '/api-keys', label: 'API keys', exact: false },
] as const;

/** Header of every supplier screen: the business, its screens, the bell and logout. */
export function SupplierHeader() {
  const user = session.user();
  return (
    <header className="sticky top-0 z-20 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 sm:px-4">
        <div className="min-w-0 flex-1">
          <p className="truncate text-base font-bold text-stone-900">
            {user?.restaurant_name || user?.username}
          </p>
          <p className="text-xs text-stone-500">Supplier portal</p>
        </div>
        <div className="flex items-center gap-1 sm:order-last">
          <LanguageSwitch />
          <NotificationBell />
          <LogoutButton />
        </div>
        <nav aria-label="Supplier" className="-mx-1 flex w-full gap-1 overflow-x-auto sm:w-auto">
          {LINKS.map((l) => (
            <Link
              key={l.to}
              to={l.to}
              activeOptions={{ exact: l.exact }}
              className="shrink-0 rounded-lg px-3 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100 [&.active]:bg-brand-50 [&.active]:text-brand-800"
            >
              {l.label}
            </Link>
          ))}
        </nav>
      </div>
    </header>
  );
}
