import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useT } from '../lib/i18n.ts';
import { session } from '../lib/session.ts';
import supplier from '../locales/compiled/supplier.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { LogoutButton } from './logout-button.tsx';
import { NotificationBell } from './notification-bell.tsx';

// Loaded just after the header paints, so it is there before any connection is lost (decision 0107).
const ConnectionBanner = lazy(() => import('./connection-banner.tsx'));

const LINKS = [
  { to: '/supplier', label: 'supplier.dashboard', exact: true },
  { to: '/supplier/orders', label: 'supplier.orders', exact: false },
  { to: '/supplier/claims', label: 'supplier.claims', exact: false },
  { to: '/supplier/products', label: 'supplier.products', exact: false },
  { to: '/supplier/price-lists', label: 'supplier.priceLists', exact: false },
  { to: '/supplier/invoices', label: 'supplier.invoices', exact: false },
  { to: '/supplier/settlements', label: 'supplier.settlements', exact: false },
  { to: '/supplier/profile', label: 'supplier.profile', exact: false },
  { to: '/api-keys', label: 'supplier.apiKeys', exact: false },
] as const;

/** Header of every supplier screen: the business, its screens, the bell and logout. */
export function SupplierHeader() {
  const { t } = useT(supplier);
  const user = session.user();
  return (
    <header className="sticky top-0 z-20 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 sm:px-4">
        <div className="min-w-0 flex-1">
          <p className="truncate text-base font-bold text-stone-900">
            <span translate="no">{user?.restaurant_name || user?.username}</span>
          </p>
          <p className="text-xs text-stone-500">{t('supplier.portal')}</p>
        </div>
        <div className="flex items-center gap-1 sm:order-last">
          <LanguageSwitch />
          <NotificationBell />
          <LogoutButton />
        </div>
        <nav aria-label={t('supplier.nav')} className="-mx-1 flex w-full gap-1 overflow-x-auto sm:w-auto">
          {LINKS.map((l) => (
            <Link
              key={l.to}
              to={l.to}
              activeOptions={{ exact: l.exact }}
              className="shrink-0 rounded-lg px-3 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100 [&.active]:bg-brand-50 [&.active]:text-brand-800"
            >
              {t(l.label)}
            </Link>
          ))}
        </nav>
      </div>
      <Suspense fallback={null}>
        <ConnectionBanner />
      </Suspense>
    </header>
  );
}
