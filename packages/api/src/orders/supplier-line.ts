import { type Database, orderItems, orderParts, orders, type Tx } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { PART_WORK_STATUSES } from './status.ts';

/**
 * One of a supplier's own lines with its part and order, while the supplier may still change it:
 * the order is being worked on and the part is neither handed over nor rejected. 404 for a line
 * that is not its own, 409 once it is too late.
 */
export async function openSupplierLine(
  tx: Database | Tx,
  supplierId: string,
  orderId: string,
  lineId: string,
) {
  const [row] = await tx
    .select({ line: orderItems, part: orderParts, order: orders })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(
      orderParts,
      and(eq(orderParts.orderId, orderItems.orderId), eq(orderParts.supplierId, orderItems.supplierId)),
    )
    .where(
      and(
        eq(orderItems.id, lineId),
        eq(orderItems.orderId, orderId),
        eq(orderItems.supplierId, supplierId),
        // A delivery charge below its minimum is not goods to weigh, short or substitute.
        eq(orderItems.kind, 'goods'),
      ),
    );
  if (!row) throw fail.notFound(msg('error.orders.lineNotFound'));
  if (!PART_WORK_STATUSES.includes(row.order.status))
    throw fail.conflict(
      'invalid_transition',
      row.order.status === 'pending'
        ? msg('error.orders.shortNotConfirmed')
        : msg('error.orders.orderClosed'),
    );
  if (row.part.status === 'handed_over' || row.part.status === 'rejected')
    throw fail.conflict('invalid_transition', msg('error.orders.yourPartClosed'));
  return row;
}
