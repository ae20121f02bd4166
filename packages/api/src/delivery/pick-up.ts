import { deliveryAssignments, orders } from '@app/db';
import { eq } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { handOverPart } from '../orders/index.ts';
import type { Services } from '../ports.ts';
import { loadAssignments } from './queries.ts';
import { countCodeTry } from './rider.ts';

/**
 * The rider collects one supplier's part of the order on their current, not yet picked-up
 * assignment, with the supplier's pick-up code; orders/pick-up.ts moves the part. Answers the
 * assignment with its stops as they are now.
 */
export async function collectPart(
  s: Pick<Services, 'db' | 'clock' | 'limiter' | 'config'>,
  rider: { id: string; username: string },
  input: { id: string; part_id: string; pickup_code: string },
) {
  const now = s.clock.now();
  await countCodeTry(s, rider.id, input.id, { kind: 'pickup-code', target: `${input.id}:${input.part_id}` });
  return s.db.write(async (tx) => {
    const [a] = await tx.select().from(deliveryAssignments).where(eq(deliveryAssignments.id, input.id));
    if (!a) throw fail.notFound(msg('error.delivery.assignmentNotFound'));
    if (a.deliveryPersonId !== rider.id) throw fail.forbidden(msg('error.delivery.someoneElses'));
    const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, a.orderId));
    if (order?.status === 'cancelled')
      throw fail.conflict('order_cancelled', msg('error.delivery.cancelledCollect'));
    if (!a.isCurrent || a.status !== 'assigned')
      throw fail.conflict('not_awaiting_pickup', msg('error.delivery.notAwaitingPickup'));
    await handOverPart(
      tx,
      {
        orderId: a.orderId,
        partId: input.part_id,
        code: input.pickup_code,
        rider,
        operator: s.config.seller,
      },
      now,
    );
    const [dto] = await loadAssignments(tx, eq(deliveryAssignments.id, a.id), { orderBy: [], limit: 1 });
    return dto!;
  });
}
