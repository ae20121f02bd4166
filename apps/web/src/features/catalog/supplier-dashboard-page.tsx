import { formatRupees } from '@app/api/shared';
import { Badge } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { EmptyState } from '@app/ui/empty-state';
import { Spinner } from '@app/ui/spinner';
import { StatCard } from '@app/ui/stat-card';
import { Link } from '@tanstack/react-router';
import {
  Ban,
  CircleCheck,
  Handshake,
  Hourglass,
  IndianRupee,
  Landmark,
  Package,
  ReceiptText,
  Timer,
  TrendingUp,
  TriangleAlert,
} from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { NAME, named } from '../../components/named.tsx';
import { useT } from '../../lib/i18n.ts';
import { quantityText } from '../../lib/quantity.ts';
import { formatDate, formatDay } from '../../lib/relative-time.ts';
import { session } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import listing from '../../locales/compiled/listing.ts';
import statusText from '../../locales/compiled/status.ts';
import { SupplierReliability } from '../reliability/supplier-reliability.tsx';

// Loaded when the analytics tile is opened: its chart and table stay out of the dashboard's bundle.
const SupplierSales = lazy(() => import('./supplier-sales.tsx'));

/** /supplier: real figures instead of the spec's static zeros; the approval notes stay. */
export function SupplierDashboardPage() {
  const { t } = useT(listing, statusText);
  const user = session.user();
  const stats = trpc.catalog.supplier.dashboard.useQuery();
  const profile = trpc.accounts.supplierProfile.get.useQuery();
  const performance = trpc.orders.supplier.performance.useQuery();
  // One row is the least the list answers; the tile reads only the open week.
  const settlements = trpc.settlements.mine.useQuery({ page: 1, page_size: 1 });
  const next = settlements.data?.upcoming;
  const perf = performance.data;
  const rate = (r: number | null | undefined) => (r == null ? '—' : `${r}%`);
  const d = stats.data;
  const [salesOpen, setSalesOpen] = useState(false);
  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-6 p-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-sm text-stone-600">{t('listing.dash.kicker')}</p>
          <h1 className="text-2xl font-bold">
            {named(t('listing.dash.welcome', { name: NAME }), user?.restaurant_name || user?.username || '')}
          </h1>
        </div>
      </header>

      {profile.data && !profile.data.complete && (
        <Card className="flex flex-wrap items-center justify-between gap-3 bg-amber-50 p-4 text-sm text-amber-900">
          <p>{t('listing.dash.profileIncomplete')}</p>
          <Link to="/supplier/profile" className="font-semibold underline">
            {t('listing.dash.completeProfile')}
          </Link>
        </Card>
      )}

      {stats.isPending ? (
        <Spinner label={t('listing.dash.loading')} />
      ) : stats.isError || !d ? (
        <EmptyState icon={TriangleAlert} title={t('listing.failed')}>
          <Button variant="secondary" size="sm" onClick={() => stats.refetch()}>
            {t('listing.tryAgain')}
          </Button>
        </EmptyState>
      ) : (
        <>
          <section aria-label={t('listing.dash.products')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatCard label={t('listing.dash.total')} value={d.products.total} icon={Package} />
            <StatCard
              label={t('listing.status.approved')}
              value={d.products.approved}
              icon={CircleCheck}
              hint={t('listing.dash.approvedHint')}
            />
            <StatCard
              label={t('listing.dash.pending')}
              value={d.products.pending}
              icon={Hourglass}
              hint={t('listing.dash.pendingHint')}
            />
            <StatCard
              label={t('listing.status.rejected')}
              value={d.products.rejected}
              icon={Ban}
              hint={t('listing.dash.rejectedHint')}
            />
          </section>
          <section
            aria-label={t('listing.dash.performance')}
            className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4"
          >
            <StatCard
              label={t('listing.dash.ordersWeek')}
              value={perf ? perf.orders_this_week : '…'}
              icon={TrendingUp}
              hint={t('listing.dash.sinceMonday')}
            />
            <StatCard
              label={t('listing.dash.acceptance')}
              value={rate(perf?.acceptance_rate)}
              icon={Handshake}
              hint={t('listing.dash.acceptanceHint', { days: perf?.window_days ?? 30 })}
            />
            <StatCard
              label={t('listing.dash.onTime')}
              value={rate(perf?.on_time_rate)}
              icon={Timer}
              hint={t('listing.dash.onTimeHint')}
            />
            <StatCard
              label={t('listing.dash.nextSettlement')}
              value={next ? formatRupees(next.payable) : settlements.isError ? '—' : '…'}
              icon={Landmark}
              hint={
                next && next.payable > 0
                  ? t('listing.dash.paidOn', { day: formatDay(next.settles_on) })
                  : t('listing.dash.payableSoFar')
              }
            />
          </section>
          <section
            aria-label={t('listing.dash.ordersStock')}
            className="grid grid-cols-1 gap-3 lg:grid-cols-3"
          >
            <StatCard
              label={t('listing.dash.ordersWith')}
              value={d.orders.total}
              icon={ReceiptText}
              hint={t('listing.dash.inProgress', { count: d.orders.open })}
            />
            <StatCard
              label={t('listing.dash.revenue')}
              value={formatRupees(d.orders.revenue)}
              icon={IndianRupee}
              hint={t('listing.dash.revenueHint')}
            />
            <Card className="p-4">
              <h2 className="text-sm text-stone-600">{t('listing.dash.stockAlerts')}</h2>
              <p className="mt-1 text-sm">
                <span className="font-bold text-amber-800">{d.stock.low_stock}</span>{' '}
                {t('listing.dash.lowStock')}
                {' · '}
                <span className="font-bold text-red-700">{d.stock.out_of_stock}</span>{' '}
                {t('listing.dash.outOfStock')}
              </p>
              {d.stock.alerts.length > 0 && (
                <ul className="mt-2 flex flex-col gap-1 text-sm">
                  {d.stock.alerts.map((a) => (
                    <li key={a.id} className="flex justify-between gap-2">
                      <span translate="no" className="truncate">
                        {a.name} ({a.unit})
                      </span>
                      <Badge
                        tone={a.stock_quantity === 0 ? 'red' : 'amber'}
                        className="shrink-0 whitespace-nowrap"
                      >
                        {t('listing.dash.left', { count: quantityText(a.stock_quantity, a.sold_by) })}
                      </Badge>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          </section>
        </>
      )}

      <SupplierReliability />

      <nav aria-label={t('listing.dash.menu')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Link
          to="/supplier/orders"
          className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm hover:border-brand-600 hover:bg-brand-50"
        >
          <h2 className="text-lg font-semibold">{t('listing.dash.myOrders')}</h2>
          <p className="mt-1 text-sm text-stone-600">{t('listing.dash.myOrdersText')}</p>
        </Link>
        <Link
          to="/supplier/products"
          className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm hover:border-brand-600 hover:bg-brand-50"
        >
          <h2 className="text-lg font-semibold">{t('listing.myProducts')}</h2>
          <p className="mt-1 text-sm text-stone-600">{t('listing.dash.myProductsText')}</p>
        </Link>
        <Link
          to="/supplier/profile"
          className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm hover:border-brand-600 hover:bg-brand-50"
        >
          <h2 className="text-lg font-semibold">{t('listing.dash.profile')}</h2>
          <p className="mt-1 text-sm text-stone-600">{t('listing.dash.profileText')}</p>
        </Link>
        <Link
          to="/supplier/invoices"
          className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm hover:border-brand-600 hover:bg-brand-50"
        >
          <h2 className="text-lg font-semibold">{t('listing.dash.invoices')}</h2>
          <p className="mt-1 text-sm text-stone-600">{t('listing.dash.invoicesText')}</p>
        </Link>
        <Link
          to="/supplier/settlements"
          className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm hover:border-brand-600 hover:bg-brand-50"
        >
          <h2 className="text-lg font-semibold">{t('listing.dash.settlements')}</h2>
          <p className="mt-1 text-sm text-stone-600">{t('listing.dash.settlementsText')}</p>
        </Link>
        <button
          type="button"
          aria-expanded={salesOpen}
          aria-controls="supplier-sales"
          onClick={() => setSalesOpen(!salesOpen)}
          className="rounded-xl border border-stone-200 bg-white p-5 text-left shadow-sm hover:border-brand-600 hover:bg-brand-50"
        >
          <h2 className="text-lg font-semibold">{t('listing.dash.analytics')}</h2>
          <p className="mt-1 text-sm text-stone-600">{t('listing.dash.analyticsText')}</p>
        </button>
      </nav>

      {salesOpen && (
        <section id="supplier-sales">
          <Suspense fallback={<Spinner label={t('listing.dash.loading')} />}>
            <SupplierSales />
          </Suspense>
        </section>
      )}

      {d && d.orders.recent.length > 0 && (
        <Card className="p-4">
          <h2 className="font-semibold">{t('listing.dash.recent')}</h2>
          <ul className="mt-2 divide-y divide-stone-100 text-sm">
            {d.orders.recent.map((o) => (
              <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="font-medium">{o.order_number}</span>
                <span className="text-stone-600">{formatDate(o.order_date)}</span>
                <Badge>{t(`orderStatus.${o.status}`)}</Badge>
                <span>
                  {t('listing.dash.recentItems', { count: o.items, amount: formatRupees(o.amount) })}
                </span>
              </li>
            ))}
          </ul>
        </Card>
      )}

      <Card className="bg-sky-50 p-4 text-sm text-sky-900">
        <h2 className="font-semibold">{t('listing.dash.how')}</h2>
        <ul className="mt-1 list-disc pl-5">
          <li>{t('listing.dash.how1')}</li>
          <li>{t('listing.dash.how2')}</li>
          <li>{t('listing.dash.how3')}</li>
          <li>{t('listing.dash.how4')}</li>
        </ul>
      </Card>
    </main>
  );
}
