import { can, isSuperAdmin } from '@app/api/access';
import { Badge } from '@app/ui/badge';
import { cn } from '@app/ui/cn';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useT } from '../../lib/i18n.ts';
import { session } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import admin from '../../locales/compiled/admin.ts';
import common from '../../locales/compiled/common.ts';
import { LanguageSwitch } from '../language-switch.tsx';
import { LogoutButton } from '../logout-button.tsx';
import { NotificationBell } from '../notification-bell.tsx';
import { ADMIN_LINKS } from './nav.ts';

const COLLAPSED_KEY = 'admin.sidebar.collapsed';

/** The signed-in staff member, refreshed from the server so new permissions show at once. */
function useStaffUser() {
  const stored = useSyncExternalStore(session.subscribe, () => localStorage.getItem('user'));
  const me = trpc.accounts.me.useQuery(undefined, { staleTime: 60_000 });
  useEffect(() => {
    const token = session.token();
    if (me.data && token && JSON.stringify(me.data) !== localStorage.getItem('user'))
      session.save(token, me.data);
  }, [me.data]);
  return stored ? session.user() : null;
}

/**
 * Collapsible sidebar on desktop, a drawer on tablets and phones. Links a sub-admin may not use
 * are not shown (the server refuses them regardless).
 */
export function AdminShell({ children }: { children?: ReactNode }) {
  const { t } = useT(admin, common);
  const user = useStaffUser();
  const path = useRouterState({ select: (s) => s.location.pathname });
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');
  const [drawer, setDrawer] = useState(false);
  // Close the drawer whenever the route changes.
  useEffect(() => setDrawer(false), [path]);
  const links = ADMIN_LINKS.filter((l) => can(user, l.need));
  const badge = isSuperAdmin(user)
    ? t('admin.badge.super')
    : t('admin.badge.sub', { city: user?.city_name ?? t('admin.noCity') });

  const nav = (compact: boolean) => (
    <nav aria-label={t('admin.nav')} className="flex flex-col gap-1 p-2">
      {links.map((l) => {
        const active = l.to === '/admin' ? path === '/admin' || path === '/admin/' : path.startsWith(l.to);
        return (
          <Link
            key={l.to}
            // Product approval and delivery management are built in sibling branches.
            to={l.to as '/admin'}
            title={compact ? t(l.label) : undefined}
            aria-current={active ? 'page' : undefined}
            className={cn(
              'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium',
              active ? 'bg-brand-700 text-white' : 'text-stone-700 hover:bg-stone-100',
              compact && 'justify-center px-0',
            )}
          >
            <l.icon aria-hidden className="size-[1.125rem] shrink-0" />
            <span className={cn(compact && 'sr-only')}>{t(l.label)}</span>
          </Link>
        );
      })}
    </nav>
  );

  return (
    <div className="min-h-dvh bg-stone-50 lg:flex">
      <aside
        className={cn(
          'sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-stone-200 bg-white lg:flex',
          collapsed ? 'w-16' : 'w-64',
        )}
      >
        <div
          className={cn(
            'flex items-center gap-2 border-b border-stone-200 p-3',
            collapsed && 'justify-center',
          )}
        >
          {!collapsed && <span className="flex-1 font-bold text-brand-800">{t('brand.name')}</span>}
          <button
            type="button"
            onClick={() => {
              localStorage.setItem(COLLAPSED_KEY, collapsed ? '0' : '1');
              setCollapsed(!collapsed);
            }}
            aria-label={collapsed ? t('admin.expand') : t('admin.collapse')}
            aria-expanded={!collapsed}
            className="rounded-md p-2 text-stone-600 hover:bg-stone-100"
          >
            {collapsed ? '»' : '«'}
          </button>
        </div>
        <div className="flex-1 overflow-y-auto">{nav(collapsed)}</div>
        {!collapsed && (
          <div className="border-t border-stone-200 p-3">
            <LogoutButton className="w-full" />
          </div>
        )}
      </aside>

      {drawer && (
        <div className="fixed inset-0 z-40 lg:hidden">
          <button
            type="button"
            aria-label={t('admin.closeMenu')}
            className="absolute inset-0 bg-stone-900/50"
            onClick={() => setDrawer(false)}
          />
          <aside
            id="admin-drawer"
            className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl"
          >
            <div className="flex items-center justify-between border-b border-stone-200 p-3">
              <span className="font-bold text-brand-800">{t('brand.name')}</span>
              <button
                type="button"
                onClick={() => setDrawer(false)}
                aria-label={t('admin.closeMenu')}
                className="rounded-md p-2 text-stone-600 hover:bg-stone-100"
              >
                ✕
              </button>
            </div>
            <div className="flex-1 overflow-y-auto">{nav(false)}</div>
            <div className="border-t border-stone-200 p-3">
              <LogoutButton className="w-full" />
            </div>
          </aside>
        </div>
      )}

      <div className="min-w-0 flex-1">
        <header className="sticky top-0 z-30 flex items-center gap-2 border-b border-stone-200 bg-white/95 px-3 py-3 backdrop-blur sm:gap-3 sm:px-4">
          <button
            type="button"
            onClick={() => setDrawer(true)}
            aria-label={t('admin.openMenu')}
            aria-expanded={drawer}
            aria-controls="admin-drawer"
            className="rounded-md p-2 text-stone-700 hover:bg-stone-100 lg:hidden"
          >
            ☰
          </button>
          <span className="min-w-0 flex-1 truncate font-semibold text-stone-800">
            <span translate="no">{user?.username ?? t('admin.badge.super')}</span>
          </span>
          <Badge tone={isSuperAdmin(user) ? 'violet' : 'blue'}>{badge}</Badge>
          <LanguageSwitch />
          <NotificationBell />
        </header>
        <main className="mx-auto max-w-7xl p-4 sm:p-6">{children ?? <Outlet />}</main>
      </div>
    </div>
  );
}
