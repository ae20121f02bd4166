import { Button } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { LoadMore } from '@app/ui/load-more';
import { Spinner } from '@app/ui/spinner';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { Package, TriangleAlert } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { CustomerLayout } from '../../components/customer-header.tsx';
import { errorStatus } from '../../lib/errors.ts';
import { useT } from '../../lib/i18n.ts';
import { Rich } from '../../lib/i18n-rich.tsx';
import { MY_ORDERS_PAGE } from '../../lib/page-sizes.ts';
import { trpc } from '../../lib/trpc.ts';
import ordersText from '../../locales/compiled/orders.ts';
import { OrderCard } from './order-card.tsx';

const AccountSection = lazy(() => import('../credit/account-section.tsx'));
const OutletFilter = lazy(() => import('./outlet-filter.tsx'));
const SubstituteSetting = lazy(() => import('./substitute-setting.tsx'));
const ChannelSettings = lazy(() => import('../channels/channel-settings.tsx'));
const PurchaseRegister = lazy(() => import('../invoices/purchase-register.tsx'));
const SpendSection = lazy(() => import('../spend/spend-section.tsx'));
const BusinessPanel = lazy(() => import('../business/business-panel.tsx'));
const ApprovalsSection = lazy(() => import('../approvals/approvals-section.tsx'));
const BUSINESS_HASH = '#business';

/**
 * The business's outlets and people (decision 0102), opened from here (or by #business) and loaded
 * then: no other screen carries it.
 */
function BusinessToggle() {
  const { t } = useT(ordersText);
  const [open, setOpen] = useState(() => typeof location !== 'undefined' && location.hash === BUSINESS_HASH);
  if (open)
    return (
      <Suspense fallback={null}>
        <BusinessPanel />
      </Suspense>
    );
  return (
    <p className="-mt-2 mb-4 text-sm">
      <button
        type="button"
        className="inline-flex min-h-11 items-center font-medium text-brand-800 underline"
        onClick={() => setOpen(true)}
      >
        {t('orders.businessLink')}
      </button>
    </p>
  );
}

export function OrdersPage() {
  const { t } = useT(ordersText);
  const { outlet } = useSearch({ from: '/_authed/orders' });
  const list = trpc.orders.list.useInfiniteQuery(
    outlet ? { limit: MY_ORDERS_PAGE, outlet_id: outlet } : { limit: MY_ORDERS_PAGE },
    { getNextPageParam: (last) => last.next_cursor ?? undefined, refetchInterval: 60_000 },
  );
  const orders = list.data?.pages.flatMap((p) => p.orders) ?? [];
  // An outlet in the address the person no longer reaches (removed from it) answers 403: show all.
  const navigate = useNavigate();
  const unreached = Boolean(outlet) && list.isError && errorStatus(list.error) === 403;
  useEffect(() => {
    if (unreached) void navigate({ to: '/orders', search: {}, replace: true });
  }, [unreached, navigate]);
  return (
    <CustomerLayout title={t('orders.title')}>
      <BusinessToggle />
      <Suspense fallback={null}>
        <ApprovalsSection />
      </Suspense>
      <Suspense fallback={null}>
        <OutletFilter outlet={outlet} />
      </Suspense>
      <Suspense fallback={null}>
        <AccountSection outlet={outlet} />
      </Suspense>
      <Suspense fallback={null}>
        <SubstituteSetting />
      </Suspense>
      <Suspense fallback={null}>
        <ChannelSettings />
      </Suspense>
      <Suspense fallback={null}>
        <SpendSection />
      </Suspense>
      <Suspense fallback={null}>
        <PurchaseRegister />
      </Suspense>
      {list.isPending ? (
        <Spinner label={t('orders.loading')} />
      ) : list.isError ? (
        <EmptyState icon={TriangleAlert} title={t('orders.failed')}>
          <Button variant="secondary" className="mt-2" onClick={() => list.refetch()}>
            {t('orders.tryAgain')}
          </Button>
        </EmptyState>
      ) : orders.length === 0 ? (
        <EmptyState icon={Package} title={t('orders.empty')}>
          <Link
            to="/products"
            className="mt-4 inline-flex h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
          >
            {t('orders.startShopping')}
          </Link>
        </EmptyState>
      ) : (
        <>
          <ul aria-label={t('orders.listLabel')} className="flex flex-col gap-4">
            {orders.map((o) => (
              <li key={o.id}>
                <OrderCard order={o} />
              </li>
            ))}
          </ul>
          <LoadMore query={list} />
        </>
      )}
      <p className="mt-8 text-sm text-stone-600">
        <Rich
          area={ordersText}
          id="orders.apiKeys"
          components={[
            <Link
              key="keys"
              to="/api-keys"
              className="inline-flex min-h-11 items-center font-medium text-brand-800 underline"
            />,
          ]}
        />
      </p>
    </CustomerLayout>
  );
}
