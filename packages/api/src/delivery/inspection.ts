import { deliveryAssignments, orderItems, orderParts, orders } from '@app/db';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type DoorRefusal, refuseAtDoor } from '../claims/index.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import type { Services } from '../ports.ts';
import { toStored } from '../shared/measure.ts';
import { riderStep } from './queries.ts';
import type { inspectionInput } from './schemas.ts';

/**
 * The rider (with the customer) checks the goods at the door, once per delivery, after pick-up and
 * before the drop: every line is taken whole unless listed with less, and what is refused goes
 * back with the rider, credited (claims/door.ts). Sent again with the same `change_id` (the app
 * replays its offline steps in order), it is answered, not applied twice. Answers the assignment,
 * its cash to collect already what the customer keeps.
 */
export async function inspectAtDoor(
  s: Pick<Services, 'db' | 'clock'>,
  rider: { id: string },
  input: z.output<typeof inspectionInput>,
) {
  const now = s.clock.now();
  return s.db.write(async (tx) => {
    const { a, answer } = await riderStep(tx, rider.id, input.id);
    if (input.change_id && a.lastChangeId === input.change_id) return answer();
    if (a.inspectedAt !== null) throw fail.conflict('already_inspected', msg('error.delivery.inspected'));
    if (!a.isCurrent || (a.status !== 'picked_up' && a.status !== 'in_transit'))
      throw fail.conflict('not_at_door', msg('error.delivery.notAtDoor'));
    const [order] = await tx.select().from(orders).where(eq(orders.id, a.orderId));
    if (!order || order.status === 'cancelled')
      throw fail.conflict('order_cancelled', msg('error.delivery.cancelledDeliver'));
    const lines = await tx
      .select({ line: orderItems, partStatus: orderParts.status })
      .from(orderItems)
      .innerJoin(
        orderParts,
        and(eq(orderParts.orderId, orderItems.orderId), eq(orderParts.supplierId, orderItems.supplierId)),
      )
      .where(and(eq(orderItems.orderId, order.id), eq(orderItems.kind, 'goods')));
    const refusals: DoorRefusal[] = [];
    for (const given of input.lines) {
      const row = lines.find((l) => l.line.id === given.line_id);
      if (!row) throw fail.notFound(msg('error.orders.lineNotFound'));
      const { line } = row;
      // A rejected part's lines never came: nothing of them to keep or refuse.
      const supplied = row.partStatus === 'rejected' ? 0 : line.quantity - line.shortQuantity;
      const kept = toStored(given.accepted_quantity, line.soldBy);
      if (kept === null || kept > supplied)
        throw fail.badRequest(
          'invalid_quantity',
          msg('error.delivery.keepAtMost', { item: line.productName }),
        );
      if (kept === supplied) continue;
      if (!given.reason) throw fail.badRequest('reason_required', msg('error.delivery.refusalReason'));
      refusals.push({ line, quantity: supplied - kept, reason: given.reason, photoId: given.photo_id });
    }
    await refuseAtDoor(tx, order, rider.id, refusals, now);
    await tx
      .update(deliveryAssignments)
      .set({ inspectedAt: now, lastChangeId: input.change_id ?? a.lastChangeId })
      .where(eq(deliveryAssignments.id, a.id));
    return answer();
  });
}
