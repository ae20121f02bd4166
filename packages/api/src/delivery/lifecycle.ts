import { deliveryAssignments, type OrderStatus, orders, type Tx } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { notify } from '../notifications/index.ts';
import { isActiveSql } from './queries.ts';
import { deliveryEndWith } from './state.ts';

/**
 * Ends the open delivery of an order that has just ended (delivered or cancelled by staff, or
 * cancelled because every supplier rejected its part), as state.ts says; its rider is told.
 * The orders domain's order-end port (decision 0064): delivery's own moves pass it to
 * changeOrderStatus, and wiring.ts hands it to the other callers' entries.
 */
export async function endDeliveryWithOrder(tx: Tx, orderId: string, next: OrderStatus, now: number) {
  const end = deliveryEndWith(next);
  if (!end) return;
  if (end.status === 'delivered') await refuseUncountedCash(tx, orderId);
  const [ended] = await tx
    .update(deliveryAssignments)
    .set({
      status: end.status,
      deliveryTime: now,
      failureReason: end.reason,
      // Staff's dropdown carries no proof of the drop: it waits for a review like a photo does.
      ...(end.status === 'delivered' ? { proof: 'staff' as const } : {}),
      ...(end.reason === 'order_cancelled' ? { notes: 'Order cancelled' } : {}),
    })
    .where(
      and(eq(deliveryAssignments.orderId, orderId), eq(deliveryAssignments.isCurrent, true), isActiveSql),
    )
    .returning({ riderId: deliveryAssignments.deliveryPersonId });
  if (!ended) return;
  const [order] = await tx.select({ number: orders.orderNumber }).from(orders).where(eq(orders.id, orderId));
  const number = order?.number ?? '';
  await notify(
    tx,
    ended.riderId,
    {
      type: 'delivery',
      title: msg(`order.status.title.${next}`, { number }),
      message: msg(next === 'cancelled' ? 'delivery.ended.cancelled' : 'delivery.ended.delivered', {
        number,
      }),
    },
    now,
  );
}

/**
 * A rider carrying a cash-on-delivery order holds its cash: only the rider's step or staff's
 * override (delivery/proof.ts) records what was collected, so it joins a handover and the order
 * can be paid (decision 0065). The plain status change would leave the cash unaccounted for.
 */
async function refuseUncountedCash(tx: Tx, orderId: string) {
  const [carried] = await tx
    .select({ id: deliveryAssignments.id })
    .from(deliveryAssignments)
    .innerJoin(orders, eq(orders.id, deliveryAssignments.orderId))
    .where(
      and(
        eq(deliveryAssignments.orderId, orderId),
        eq(deliveryAssignments.isCurrent, true),
        isActiveSql,
        eq(orders.paymentMethod, 'COD'),
      ),
    );
  if (carried) throw fail.conflict('cash_not_recorded', msg('error.delivery.cashNotRecorded'));
}
