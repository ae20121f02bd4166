import { Button } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { Spinner } from '@app/ui/spinner';
import { StatCard } from '@app/ui/stat-card';
import { useNavigate } from '@tanstack/react-router';
import { Bike, CircleCheck, ClipboardList, TriangleAlert, UserRound } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { errorStatus } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { AssignDialog, type AssignTarget } from './assign-dialog.tsx';
import {
  type Assignment,
  AssignmentList,
  FailedList,
  NeedsAssignmentList,
  ReviewList,
} from './delivery-lists.tsx';
import { OverrideDialog, ReviewDialog } from './proof-review.tsx';
import { ReturnToStockDialog } from './return-to-stock-dialog.tsx';

const DeliverySlotsSection = lazy(() =>
  import('./slots-page.tsx').then((m) => ({ default: m.DeliverySlotsSection })),
);

/** Admins and sub-admins (their city only, enforced by the server) give orders to riders. */
export function DeliveryManagement() {
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
    else toast.error('Failed to load delivery management data', { id: 'delivery-management-error' });
  }, [error, navigate]);

  const data = overview.data;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-4 sm:p-6">
      <header>
        <h1 className="text-2xl font-bold">Delivery Management</h1>
        <p className="text-sm text-stone-600">
          Assign confirmed orders to delivery personnel, follow them, and handle failed deliveries.{' '}
          <a
            href="#delivery-slots"
            className="inline-flex min-h-11 items-center font-medium text-brand-800 underline"
          >
            Delivery slots
          </a>
        </p>
      </header>
      {!data ? (
        overview.isError ? (
          <EmptyState icon={TriangleAlert} title="Failed to load delivery management data">
            <Button className="mt-3" busy={overview.isFetching} onClick={() => overview.refetch()}>
              Try again
            </Button>
          </EmptyState>
        ) : (
          <Spinner />
        )
      ) : (
        <>
          <section aria-label="Summary" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatCard
              label="Needs assignment"
              value={data.counts.needs_assignment}
              hint={
                data.counts.failed_awaiting_reassignment
                  ? `+ ${data.counts.failed_awaiting_reassignment} failed to reassign`
                  : undefined
              }
              icon={ClipboardList}
            />
            <StatCard label="Active deliveries" value={data.counts.active_deliveries} icon={Bike} />
            <StatCard label="Completed" value={data.counts.completed} icon={CircleCheck} />
            <StatCard
              label="Delivery personnel"
              value={data.counts.delivery_personnel}
              hint={`${data.counts.personnel_with_active_load} on a delivery now`}
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
            title="Active deliveries"
            items={data.active}
            empty="No deliveries on the road right now."
            actionFor={(a) =>
              a.delivery_status !== 'assigned' && (
                <Button variant="secondary" className="mt-auto" onClick={() => setOverriding(a)}>
                  Mark delivered…
                </Button>
              )
            }
          />
          <AssignmentList
            id="completed-deliveries"
            title="Recently completed"
            items={data.completed}
            empty="No completed deliveries yet."
          />
          <section aria-labelledby="personnel" className="flex flex-col gap-3">
            <h2 id="personnel" className="text-lg font-semibold">
              Delivery personnel <span className="font-normal text-stone-500">({data.personnel.length})</span>
            </h2>
            {data.personnel.length === 0 ? (
              <p className="text-sm text-stone-600">No active delivery personnel.</p>
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
                    <span className="shrink-0 tabular-nums text-stone-700">{p.active_deliveries} active</span>
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
      {returning && <ReturnToStockDialog assignment={returning} onClose={() => setReturning(null)} />}
      {reviewing && <ReviewDialog assignment={reviewing} onClose={() => setReviewing(null)} />}
      {overriding && <OverrideDialog assignment={overriding} onClose={() => setOverriding(null)} />}
    </div>
  );
}
