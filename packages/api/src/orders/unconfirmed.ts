import { type Database, orders } from '@app/db';
import { and, eq, lt } from 'drizzle-orm';
import { msg } from '../messages/index.ts';
import { changeOrderStatus, type OrderEndPort } from './transitions.ts';

const BATCH = 20;

/**
 * Background work: a large cash order of a new account that staff did not confirm by its
 * deadline (limits.ts) is cancelled, which puts its stock back on sale, and the buyer is told.
 * Each is decided again inside its write transaction, so a confirmation that won the race keeps
 * the order, and two runs at once cancel it once. Answers how many were cancelled.
 */
export async function cancelUnconfirmedOrders(db: Database, orderEnd: OrderEndPort, now: number) {
  const overdue = and(eq(orders.status, 'pending'), lt(orders.confirmDeadline, now));
  const due = await db.select({ id: orders.id }).from(orders).where(overdue).limit(BATCH);
  let cancelled = 0;
  for (const { id } of due) {
    await db.write(async (tx) => {
      const [still] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, id), overdue));
      if (!still) return;
      await changeOrderStatus(tx, id, 'cancelled', {
        actor: 'system',
        now,
        note: msg('order.unconfirmed.note'),
        orderEnd,
      });
      cancelled += 1;
    });
  }
  return cancelled;
}
