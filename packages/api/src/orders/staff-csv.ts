import { cities, type Database, deliveryAssignments, orders, users } from '@app/db';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { StaffScope } from '../access/rules.ts';
import { CSV_ROW_LIMIT, cappedRows, csvFile } from '../shared/csv.ts';
import { toRupees } from '../shared/money.ts';
import { paymentMethodOf } from '../shared/payment-method.ts';
import { iso } from '../shared/query.ts';
import { orderSlot } from '../slots/index.ts';
import type { staffOrderListInput } from './schemas.ts';
import { staffOrderWhere } from './staff.ts';

const HEADER = [
  'Order number',
  'Order date',
  'Status',
  'Restaurant',
  'Customer',
  'City',
  'Phone',
  'Delivery slot',
  'Payment method',
  'Payment status',
  'Total (INR)',
  'Rider',
  'Delivery status',
];

/** The staff orders list as CSV: its filters (queue too), its order, one row per order. */
export async function staffOrdersCsv(
  db: Database,
  scope: StaffScope,
  input: z.output<typeof staffOrderListInput>,
  now: number,
) {
  const rows = await db
    .select({ o: orders, city: cities.name, rider: users.username, delivery: deliveryAssignments.status })
    .from(orders)
    .leftJoin(cities, eq(cities.id, orders.cityId))
    .leftJoin(
      deliveryAssignments,
      and(eq(deliveryAssignments.orderId, orders.id), eq(deliveryAssignments.isCurrent, true)),
    )
    .leftJoin(users, eq(users.id, deliveryAssignments.deliveryPersonId))
    .where(staffOrderWhere(scope, input, now))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(CSV_ROW_LIMIT + 1);
  return csvFile(
    'orders',
    now,
    HEADER,
    cappedRows(
      rows.map(({ o, city, rider, delivery }) => [
        o.orderNumber,
        iso(o.createdAt),
        o.status,
        o.restaurantName,
        o.customerName,
        city ?? '',
        o.phone,
        orderSlot(o)?.label ?? '',
        paymentMethodOf(o),
        o.paymentStatus,
        toRupees(o.totalPaise).toFixed(2),
        rider ?? '',
        delivery ?? '',
      ]),
    ),
  );
}
