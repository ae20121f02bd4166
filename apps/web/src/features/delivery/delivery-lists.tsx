import type { RouterOutputs } from '@app/api';
import { DELIVERY_STATUS_TABLE } from '@app/api/delivery-status';
import { ORDER_STATUS_TABLE } from '@app/api/order-status';
import { formatPhone, formatRupees } from '@app/api/shared';
import { Badge } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import type { ReactNode } from 'react';
import { shortWhen } from '../../lib/format.ts';
import { translate, useT } from '../../lib/i18n.ts';
import staffDelivery from '../../locales/compiled/staffDelivery.ts';
import statusText from '../../locales/compiled/status.ts';

type Overview = RouterOutputs['delivery']['staff']['overview'];
export type Assignment = Overview['active'][number];
type WaitingOrder = Overview['needs_assignment'][number];

function Section({
  id,
  title,
  count,
  empty,
  children,
}: {
  id: string;
  title: string;
  count: number;
  empty: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title} <span className="font-normal text-stone-500">({count})</span>
      </h2>
      {count === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center text-sm text-stone-600">
          {empty}
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">{children}</ul>
      )}
    </section>
  );
}

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="flex gap-2 text-sm">
    <dt className="w-24 shrink-0 text-stone-500">{label}</dt>
    <dd className="min-w-0 break-words">{children}</dd>
  </div>
);

export function NeedsAssignmentList({
  orders,
  onAssign,
}: {
  orders: WaitingOrder[];
  onAssign: (o: WaitingOrder) => void;
}) {
  const { t } = useT(staffDelivery, statusText);
  return (
    <Section
      id="needs-assignment"
      title={t('staffDelivery.needingAssignment')}
      count={orders.length}
      empty={t('staffDelivery.everyAssigned')}
    >
      {orders.map((o) => (
        <li key={o.id}>
          <Card className="flex h-full flex-col gap-3 p-4">
            <div className="flex items-start justify-between gap-2">
              <div>
                <h3 className="font-semibold">{o.order_number}</h3>
                <p className="text-xs text-stone-500">{shortWhen(o.order_date)}</p>
              </div>
              <Badge tone={ORDER_STATUS_TABLE[o.status].tone}>{t(`orderStatus.${o.status}`)}</Badge>
            </div>
            <dl className="flex flex-col gap-1">
              <Row label={t('staffDelivery.customer')}>
                {o.restaurant_name} ({o.customer_name}), {formatPhone(o.phone)}
              </Row>
              <Row label={t('staffDelivery.address')}>
                {o.delivery_address}
                {o.landmark ? t('staffDelivery.near', { landmark: o.landmark }) : ''}
                {o.city_name ? ` · ${o.city_name}` : ''}
              </Row>
              <Row label={t('staffDelivery.order')}>
                {t('staffDelivery.items', { count: o.item_count })} · {formatRupees(o.total_amount)} ·{' '}
                {t('staffDelivery.method', { method: o.payment_method })}
              </Row>
            </dl>
            <Button className="mt-auto" onClick={() => onAssign(o)}>
              {t('staffDelivery.assignDelivery')}
            </Button>
          </Card>
        </li>
      ))}
    </Section>
  );
}

function AssignmentCard({ a, action }: { a: Assignment; action?: ReactNode }) {
  const { t } = useT(staffDelivery, statusText);
  return (
    <Card className="flex h-full flex-col gap-3 p-4">
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold">{a.order_number}</h3>
        <Badge tone={DELIVERY_STATUS_TABLE[a.delivery_status].tone}>
          {t(`deliveryStatus.${a.delivery_status}`)}
        </Badge>
      </div>
      <dl className="flex flex-col gap-1">
        <Row label={t('staffDelivery.rider')}>{a.delivery_person_name}</Row>
        <Row label={t('staffDelivery.customer')}>
          {a.restaurant_name || a.customer_name}, {formatPhone(a.customer_phone)}
        </Row>
        <Row label={t('staffDelivery.address')}>{a.delivery_address}</Row>
        <Row label={t('staffDelivery.assignedAt')}>{shortWhen(a.assigned_at)}</Row>
        {a.pickup_time && <Row label={t('staffDelivery.pickedUp')}>{shortWhen(a.pickup_time)}</Row>}
        {a.delivery_time && (
          <Row
            label={t(a.delivery_status === 'failed' ? 'staffDelivery.failedAt' : 'staffDelivery.deliveredAt')}
          >
            {shortWhen(a.delivery_time)}
          </Row>
        )}
        {a.failure_reason && (
          <Row label={t('staffDelivery.reason')}>
            {t('staffDelivery.failure', { reason: a.failure_reason })}
          </Row>
        )}
        {a.proof && <Row label={t('staffDelivery.proof')}>{proofLine(a)}</Row>}
        {a.delivery_notes && <Row label={t('staffDelivery.notes')}>{a.delivery_notes}</Row>}
        <Row label={t('staffDelivery.order')}>
          {formatRupees(a.order_details.total_amount)} ·{' '}
          {t('staffDelivery.method', { method: a.order_details.payment_method })}
        </Row>
      </dl>
      {action}
    </Card>
  );
}

/** A failed delivery goes out again (a new rider) or its goods come back (return to stock). */
export function FailedList({
  items,
  onReassign,
  onReturnToStock,
}: {
  items: Assignment[];
  onReassign: (a: Assignment) => void;
  onReturnToStock: (a: Assignment) => void;
}) {
  const { t } = useT(staffDelivery);
  if (items.length === 0) return null;
  return (
    <Section id="failed" title={t('staffDelivery.failedDeliveries')} count={items.length} empty="">
      {items.map((a) => (
        <li key={a.id}>
          <AssignmentCard
            a={a}
            action={
              <div className="mt-auto flex flex-col gap-2 sm:flex-row">
                <Button className="sm:flex-1" onClick={() => onReassign(a)}>
                  {t('staffDelivery.reassign')}
                </Button>
                <Button variant="secondary" className="sm:flex-1" onClick={() => onReturnToStock(a)}>
                  {t('staffDelivery.returnToStock')}
                </Button>
              </div>
            }
          />
        </li>
      ))}
    </Section>
  );
}

export function AssignmentList({
  id,
  title,
  items,
  empty,
  actionFor,
}: {
  id: string;
  title: string;
  items: Assignment[];
  empty: string;
  actionFor?: (a: Assignment) => ReactNode;
}) {
  return (
    <Section id={id} title={title} count={items.length} empty={empty}>
      {items.map((a) => (
        <li key={a.id}>
          <AssignmentCard a={a} action={actionFor?.(a)} />
        </li>
      ))}
    </Section>
  );
}

/** Drops made without the customer's code wait here until staff review them. */
export function ReviewList({ items, onReview }: { items: Assignment[]; onReview: (a: Assignment) => void }) {
  const { t } = useT(staffDelivery);
  if (items.length === 0) return null;
  return (
    <Section id="to-review" title={t('staffDelivery.toReview')} count={items.length} empty="">
      {items.map((a) => (
        <li key={a.id}>
          <AssignmentCard
            a={a}
            action={
              <Button className="mt-auto" onClick={() => onReview(a)}>
                {t(a.has_proof_photo ? 'staffDelivery.viewPhoto' : 'staffDelivery.review')}
              </Button>
            }
          />
        </li>
      ))}
    </Section>
  );
}

/** How a drop was proven, in one line for staff (in the active language). */
export function proofLine(a: Assignment) {
  if (a.proof === 'code') return translate('staffDelivery.proofCode');
  if (a.proof === 'photo') return translate('staffDelivery.proofPhoto', { recipient: a.proof_recipient });
  if (a.proof === 'staff')
    return a.override_reason
      ? translate('staffDelivery.proofStaffReason', { reason: a.override_reason })
      : translate('staffDelivery.proofStaff');
  return null;
}
