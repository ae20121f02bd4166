import { deliveryAssignments, orderParts, orders } from '@app/db';
import { and, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { istDayOf, shiftDay } from '../shared/query.ts';
import type { OrderQueue } from './schemas.ts';
import { PART_WORK_STATUSES } from './status.ts';

/** Statuses in which staff assign a rider (delivery/assign.ts refuses the others). */
const ASSIGNABLE = ['confirmed', 'processing'] as const;

/**
 * `unassigned`: an order ready for a rider, with none, whose slot is tomorrow or earlier (Indian
 * days) or which has no slot. `overdue`: an order with a supplier part flagged overdue and still
 * not accepted (orders/overdue.ts flags them).
 */
export function orderQueueWhere(queue: OrderQueue, now: number): SQL {
  if (queue === 'unassigned') {
    const tomorrow = shiftDay(istDayOf(now), 1);
    return and(
      inArray(orders.status, [...ASSIGNABLE]),
      sql`(${orders.slotDate} is null or ${orders.slotDate} <= ${tomorrow})`,
      sql`not exists (select 1 from ${deliveryAssignments} where ${deliveryAssignments.orderId} = ${orders.id} and ${deliveryAssignments.isCurrent} = 1)`,
    )!;
  }
  return and(
    inArray(orders.status, [...PART_WORK_STATUSES]),
    sql`exists (select 1 from ${orderParts} where ${orderParts.orderId} = ${orders.id} and ${orderParts.status} = 'new' and ${isNotNull(orderParts.overdueAt)})`,
  )!;
}
