import { type Database, orderParts, orders } from '@app/db';
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import { queueChannelMessages } from '../channels/index.ts';
import { dayValue, msg } from '../messages/index.ts';
import { notify, notifyStaff } from '../notifications/index.ts';
import { DAY, istRange } from '../shared/query.ts';
import { supplierName } from './parts.ts';
import { PART_WORK_STATUSES } from './status.ts';
import { expectedBy } from './supplier.ts';

const HOUR = 3_600_000;

/** When a part still new is overdue: `hours` before the start of the promised delivery day. */
export const overdueAt = (placedAt: number, hours: number) =>
  istRange({ from: expectedBy(placedAt) }).start! - hours * HOUR;

/**
 * Background work: a supplier part of a confirmed order still not accepted `hours` before its
 * promised delivery day is flagged once, and its supplier and the city's staff are told. Read from
 * the orders still being worked on (the status index), and only parts old enough to be due: the
 * promise is at least two days after the order.
 */
export async function flagOverdueParts(db: Database, now: number, hours: number) {
  // A cross join keeps the orders outermost: with statistics, SQLite otherwise skip-scanned the
  // supplier/status index over every new part ever made (450 ms on the large marketplace).
  const candidates = await db
    .select({ part: orderParts, order: orders })
    .from(orders)
    .crossJoin(orderParts)
    .where(
      and(
        eq(orderParts.orderId, orders.id),
        eq(orderParts.status, 'new'),
        isNull(orderParts.overdueAt),
        lte(orderParts.createdAt, now - 2 * DAY + hours * HOUR),
        inArray(orders.status, [...PART_WORK_STATUSES]),
      ),
    );
  const due = candidates.filter((c) => overdueAt(c.order.createdAt, hours) <= now);
  if (due.length === 0) return 0;
  return db.write(async (tx) => {
    let flagged = 0;
    for (const { part, order } of due) {
      const [marked] = await tx
        .update(orderParts)
        .set({ overdueAt: now })
        .where(and(eq(orderParts.id, part.id), eq(orderParts.status, 'new'), isNull(orderParts.overdueAt)))
        .returning({ id: orderParts.id });
      if (!marked) continue;
      const promised = expectedBy(order.createdAt);
      await notify(
        tx,
        part.supplierId,
        {
          type: 'part_overdue',
          title: msg('part.overdue.title', { number: order.orderNumber }),
          message: msg('part.overdue.message', { date: dayValue(promised) }),
        },
        now,
      );
      await queueChannelMessages(
        tx,
        'supplier_part_overdue',
        [part.supplierId],
        { number: order.orderNumber },
        { key: part.id, orderId: order.id, now },
      );
      await notifyStaff(
        tx,
        order.cityId,
        {
          type: 'part_overdue',
          title: msg('part.overdue.staff.title', {
            supplier: await supplierName(tx, part.supplierId),
            number: order.orderNumber,
          }),
          message: msg('part.overdue.staff.message', { date: dayValue(promised) }),
        },
        now,
      );
      flagged += 1;
    }
    return flagged;
  });
}
