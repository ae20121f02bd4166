import { Link } from '@tanstack/react-router';
import { ListChecks, ShoppingCart, Truck } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useT } from '../lib/i18n.ts';
import { session } from '../lib/session.ts';
import { useCart } from '../lib/use-cart.ts';
import customer from '../locales/compiled/customer.ts';
import { LanguageSlot } from './language-slot.tsx';
import { LogoutButton } from './logout-button.tsx';
import { NotificationBell } from './notification-bell.tsx';

// Loaded just after the header paints, so it is there before any connection is lost (decision 0107).
const ConnectionBanner = lazy(() => import('./connection-banner.tsx'));
// The outlet the customer orders for, only when it reaches several (decision 0112).
const OutletSwitch = lazy(() => import('../features/business/outlet-switch.tsx'));

const navButton =
  'relative inline-flex h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-stone-700 hover:bg-stone-100 [&.active]:bg-brand-50 [&.active]:text-brand-800';

/** Spec header of the customer screens: welcome, bell, Orders, Lists, Cart with count, logout. */
export function CustomerHeader() {
  const { t } = useT(customer);
  const user = session.user();
  const cart = useCart();
  const count = cart.data?.count ?? 0;
  return (
    <header className="sticky top-0 z-20 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-1 px-3 py-2 sm:px-4">
        <Link to="/products" className="min-w-0 flex-1">
          <p className="line-clamp-2 text-sm leading-tight font-bold break-words text-stone-900 sm:truncate sm:text-lg">
            {/* On a phone the icons leave room for the name alone, on up to two lines; the greeting is still read out. */}
            <span className="sr-only sm:not-sr-only">{t('customer.welcome')} </span>
            <span translate="no">{user?.restaurant_name || user?.username}</span>
          </p>
          {user?.city_name && (
            <p translate="no" className="truncate text-xs text-stone-500">
              {user.city_name}
            </p>
          )}
        </Link>
        {/* Beside the name, not in the nav: on a phone the nav then takes a row of its own. */}
        <LanguageSlot />
        <nav aria-label={t('customer.nav')} className="flex items-center gap-1">
          <NotificationBell />
          <Link to="/orders" className={navButton}>
            <Truck className="size-5" strokeWidth={1.8} aria-hidden />
            <span className="hidden sm:inline">{t('customer.orders')}</span>
            <span className="sr-only sm:hidden">{t('customer.orders')}</span>
          </Link>
          <Link to="/lists" className={navButton}>
            <ListChecks className="size-5" strokeWidth={1.8} aria-hidden />
            <span className="hidden sm:inline">{t('customer.lists')}</span>
            <span className="sr-only sm:hidden">{t('customer.myLists')}</span>
          </Link>
          <Link to="/cart" className={navButton}>
            <ShoppingCart className="size-5" strokeWidth={1.8} aria-hidden />
            {/* The name as hidden text, not an aria-label, which must hold the "Cart" and count shown (WCAG 2.5.3). */}
            <span className="sr-only">{t('customer.cartCount', { count })}</span>
            <span className="hidden sm:inline" aria-hidden>
              {t('customer.cart')}
            </span>
            {count > 0 && (
              <span
                data-testid="cart-count"
                aria-hidden
                className="absolute -right-1 -top-1 min-w-5 rounded-full bg-brand-700 px-1 text-center text-[11px] font-bold leading-5 text-white"
              >
                {count > 99 ? '99+' : count}
              </span>
            )}
          </Link>
          <LogoutButton />
        </nav>
        <Suspense fallback={null}>
          <OutletSwitch />
        </Suspense>
      </div>
      <Suspense fallback={null}>
        <ConnectionBanner />
      </Suspense>
    </header>
  );
}

/** Page frame of every customer screen. */
export function CustomerLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-h-dvh">
      <CustomerHeader />
      <main className="mx-auto max-w-6xl px-3 py-4 sm:px-4 sm:py-6">
        <h1 className="mb-4 text-xl font-bold text-stone-900 sm:text-2xl">{title}</h1>
        {children}
      </main>
    </div>
  );
}
