import { Button } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { Spinner } from '@app/ui/spinner';
import { StatCard } from '@app/ui/stat-card';
import { useNavigate } from '@tanstack/react-router';
import { Bike, CircleCheck, ClipboardList, TriangleAlert, UserRound } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { errorStatus } from '../../lib/errors.ts';
import { translate, useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import staffDelivery from '../../locales/compiled/staffDelivery.ts';
import { AssignDialog, type AssignTarget } from './assign-dialog.tsx';
import {
  type Assignment,
  AssignmentList,
  FailedList,
  NeedsAssignmentList,
  ReviewList,
} from './delivery-lists.tsx';

// Opened on a staff action: their forms (and the API's schemas) load then, not with the page.
const ReviewDialog = lazy(() => import('./proof-review.tsx').then((m) => ({ default: m.ReviewDialog })));
const OverrideDialog = lazy(() => import('./proof-review.tsx').then((m) => ({ default: m.OverrideDialog })));
const ReturnToStockDialog = lazy(() =>
  import('./return-to-stock-dialog.tsx').then((m) => ({ default: m.ReturnToStockDialog })),
);
const DeliverySlotsSection = lazy(() =>
  import('./slots-page.tsx').then((m) => ({ default: m.DeliverySlotsSection })),
);

/** Admins and sub-admins (their city only, enforced by the server) give orders to riders. */
export function DeliveryManagement() {
  const { t } = useT(staffDelivery);
  const navigate = useNavigate();
  const overview = trpc.delivery.staff.overview.useQuery();
  const [target, setTarget] = useState<AssignTarget | null>(null);
  const [returning, setReturning] = useState<Assignment | null>(null);
  const [reviewing, setReviewing] = useState<Assignment | null>(null);
  const [overriding, setOverriding] = useState<Assignment | null>(null);
  const { error } = overview;
  useEffect(() => {
    if (!error) return;
    // Spec: a 401 goes to /login; anything else is reported.
    if (errorStatus(error) === 401) navigate({ to: '/login' });
    else toast.error(translate('staffDelivery.loadFailed'), { id: 'delivery-management-error' });
  }, [error, navigate]);

  const data = overview.data;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-4 sm:p-6">
      <header>
        <h1 className="text-2xl font-bold">{t('staffDelivery.title')}</h1>
        <p className="text-sm text-stone-600">
          {t('staffDelivery.intro')}{' '}
          <a
            href="#delivery-slots"
            className="inline-flex min-h-11 items-center font-medium text-brand-800 underline"
          >
            {t('staffDelivery.slotsLink')}
          </a>
        </p>
      </header>
      {!data ? (
        overview.isError ? (
          <EmptyState icon={TriangleAlert} title={t('staffDelivery.loadFailed')}>
            <Button className="mt-3" busy={overview.isFetching} onClick={() => overview.refetch()}>
              {t('staffDelivery.tryAgain')}
            </Button>
          </EmptyState>
        ) : (
          <Spinner />
        )
      ) : (
        <>
          <section aria-label={t('staffDelivery.summary')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatCard
              label={t('staffDelivery.needsAssignment')}
              value={data.counts.needs_assignment}
              hint={
                data.counts.failed_awaiting_reassignment
                  ? t('staffDelivery.failedToReassign', { count: data.counts.failed_awaiting_reassignment })
                  : undefined
              }
              icon={ClipboardList}
            />
            <StatCard
              label={t('staffDelivery.activeDeliveries')}
              value={data.counts.active_deliveries}
              icon={Bike}
            />
            <StatCard label={t('staffDelivery.completed')} value={data.counts.completed} icon={CircleCheck} />
            <StatCard
              label={t('staffDelivery.personnel')}
              value={data.counts.delivery_personnel}
              hint={t('staffDelivery.onDeliveryNow', { count: data.counts.personnel_with_active_load })}
              icon={UserRound}
            />
          </section>
          <NeedsAssignmentList
            orders={data.needs_assignment}
            onAssign={(o) =>
              setTarget({
                orderId: o.id,
                orderNumber: o.order_number,
                cityId: o.city_id,
                cityName: o.city_name,
                destination: o.restaurant_name || o.customer_name,
              })
            }
          />
          <FailedList
            items={data.failed}
            onReassign={(a) =>
              setTarget({
                orderId: a.order_id,
                orderNumber: a.order_number,
                cityId: a.city_id,
                cityName: a.city_name,
                destination: a.restaurant_name || a.customer_name,
                failedWith: a.delivery_person_name,
              })
            }
            onReturnToStock={setReturning}
          />
          <ReviewList items={data.to_review} onReview={setReviewing} />
          <AssignmentList
            id="active-deliveries"
            title={t('staffDelivery.activeDeliveries')}
            items={data.active}
            empty={t('staffDelivery.noneOnRoad')}
            actionFor={(a) =>
              a.delivery_status !== 'assigned' && (
                <Button variant="secondary" className="mt-auto" onClick={() => setOverriding(a)}>
                  {t('staffDelivery.markDeliveredMore')}
                </Button>
              )
            }
          />
          <AssignmentList
            id="completed-deliveries"
            title={t('staffDelivery.recentlyCompleted')}
            items={data.completed}
            empty={t('staffDelivery.noneCompleted')}
          />
          <section aria-labelledby="personnel" className="flex flex-col gap-3">
            <h2 id="personnel" className="text-lg font-semibold">
              {t('staffDelivery.personnel')}{' '}
              <span className="font-normal text-stone-500">({data.personnel.length})</span>
            </h2>
            {data.personnel.length === 0 ? (
              <p className="text-sm text-stone-600">{t('staffDelivery.noPersonnel')}</p>
            ) : (
              <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
                {data.personnel.map((p) => (
                  <li
                    key={p.id}
                    className="flex items-center justify-between gap-2 rounded-lg border border-stone-200 bg-white px-3 py-2 text-sm"
                  >
                    <span className="min-w-0 truncate">
                      {p.username}
                      {p.city_name ? <span className="text-stone-500"> · {p.city_name}</span> : null}
                    </span>
                    <span className="shrink-0 tabular-nums text-stone-700">
                      {t('staffDelivery.activeCount', { count: p.active_deliveries })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <Suspense fallback={<Spinner />}>
            <DeliverySlotsSection />
          </Suspense>
        </>
      )}
      {target && data && (
        <AssignDialog target={target} personnel={data.personnel} onClose={() => setTarget(null)} />
      )}
      <Suspense fallback={null}>
        {returning && <ReturnToStockDialog assignment={returning} onClose={() => setReturning(null)} />}
        {reviewing && <ReviewDialog assignment={reviewing} onClose={() => setReviewing(null)} />}
        {overriding && <OverrideDialog assignment={overriding} onClose={() => setOverriding(null)} />}
      </Suspense>
    </div>
  );
}
