import { deliveryAssignments, newId, orders, type Tx, users } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { reaches } from '../access/rules.ts';
import { audit } from '../audit/index.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { notify } from '../notifications/index.ts';
import { changeOrderStatus } from '../orders/index.ts';
import type { Services } from '../ports.ts';
import { endDeliveryWithOrder } from './lifecycle.ts';
import { loadAssignments } from './queries.ts';
import type { Scope } from './staff.ts';
import { ACTIVE_DELIVERY_STATUSES } from './state.ts';

const ASSIGNABLE = ['confirmed', 'processing'] as const;

/**
 * Gives an order to a rider: a confirmed or processing order with no current assignment, or a
 * failed delivery (reassignment: the failed row stays as history with is_current = false).
 * Runs in one write transaction, so two admins assigning the same order cannot both win.
 */
export async function assignDelivery(
  s: Pick<Services, 'db' | 'clock'>,
  actor: { id: string },
  scope: Scope,
  input: { id: string; delivery_person_id: string },
) {
  const now = s.clock.now();
  // The answer is read inside the transaction: with one embedded connection, a read outside it
  // would collide with the next queued writer's open transaction.
  return s.db.write(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.id));
    // Outside a sub-admin's city the order does not exist for them.
    if (!order || !reaches(scope, order.cityId)) throw fail.notFound(msg('error.delivery.orderNotFound'));
    const rider = await checkRider(tx, scope, order.cityId, input.delivery_person_id);

    const [current] = await tx
      .select()
      .from(deliveryAssignments)
      .where(and(eq(deliveryAssignments.orderId, order.id), eq(deliveryAssignments.isCurrent, true)));
    if (order.status === 'cancelled')
      throw fail.conflict('order_cancelled', msg('error.delivery.cancelledAssign'));
    if (current && ACTIVE_DELIVERY_STATUSES.includes(current.status))
      throw fail.conflict('already_assigned', msg('error.delivery.alreadyAssigned'));
    if (current?.status === 'delivered')
      throw fail.conflict('already_delivered', msg('error.delivery.alreadyDelivered'));
    if (!current && !(ASSIGNABLE as readonly string[]).includes(order.status))
      throw fail.conflict(
        'not_ready_for_delivery',
        msg('error.delivery.notReady', { status: msg(`orderStatus.${order.status}`) }),
      );

    if (current) {
      const [retired] = await tx
        .update(deliveryAssignments)
        .set({ isCurrent: false })
        .where(
          and(
            eq(deliveryAssignments.id, current.id),
            eq(deliveryAssignments.isCurrent, true),
            eq(deliveryAssignments.status, 'failed'),
          ),
        )
        .returning({ id: deliveryAssignments.id });
      if (!retired) throw fail.conflict('stale_delivery', msg('error.delivery.changedMeanwhile'));
    }
    const id = newId('dlv');
    await tx.insert(deliveryAssignments).values({
      id,
      orderId: order.id,
      deliveryPersonId: rider.id,
      assignedById: actor.id,
      status: 'assigned',
      isCurrent: true,
      assignedAt: now,
      createdAt: now,
    });
    await changeOrderStatus(tx, order.id, 'assigned_for_delivery', {
      actor: 'system',
      now,
      note: msg('delivery.assigned.note', { rider: rider.username }),
      orderEnd: endDeliveryWithOrder,
    });
    await notify(
      tx,
      rider.id,
      {
        type: 'delivery_assigned',
        title: msg('delivery.assigned.title', { number: order.orderNumber }),
        message: msg('delivery.assigned.message', {
          name: order.restaurantName || order.customerName,
          address: order.deliveryAddress,
        }),
      },
      now,
    );
    await audit(
      tx,
      {
        actorId: actor.id,
        action: current ? 'delivery.reassign' : 'delivery.staff.assign',
        entity: 'order',
        entityId: order.id,
        before: { status: order.status, delivery_person_id: current?.deliveryPersonId ?? null },
        after: { status: 'assigned_for_delivery', delivery_person_id: rider.id, assignment_id: id },
      },
      now,
    );
    const [dto] = await loadAssignments(tx, eq(deliveryAssignments.id, id), { orderBy: [], limit: 1 });
    return dto!;
  });
}

/** The rider must be an active delivery account in the order's city (and the sub-admin's). */
async function checkRider(tx: Tx, scope: Scope, orderCityId: string | null, riderId: string) {
  const [rider] = await tx.select().from(users).where(eq(users.id, riderId));
  if (!rider || rider.deletedAt !== null || !reaches(scope, rider.cityId))
    throw fail.notFound(msg('error.delivery.riderNotFound'));
  if (rider.userType !== 'delivery')
    throw fail.badRequest('not_delivery_person', msg('error.delivery.notRider', { rider: rider.username }));
  if (!rider.isActive)
    throw fail.conflict(
      'delivery_person_inactive',
      msg('error.delivery.riderInactive', { rider: rider.username }),
    );
  if (orderCityId && rider.cityId !== orderCityId)
    throw fail.conflict('wrong_city', msg('error.delivery.wrongCity', { rider: rider.username }));
  return rider;
}
