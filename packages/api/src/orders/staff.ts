import {
  cities,
  type Database,
  deliveryAssignments,
  orderItems,
  orderParts,
  orders,
  outlets,
  products,
  users,
} from '@app/db';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';
import type { StaffScope } from '../access/rules.ts';
import { inScope } from '../access/scope.ts';
import { audit } from '../audit/index.ts';
import type { SellerConfig } from '../config.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { fromStored } from '../shared/measure.ts';
import { toRupees } from '../shared/money.ts';
import { paymentMethodOf } from '../shared/payment-method.ts';
import { iso, matchesAny, offsetOf, withinRange } from '../shared/query.ts';
import { orderSlot } from '../slots/index.ts';
import { outletCity, outletViewColumns, outletViewOf, placer } from './outlet-view.ts';
import { orderQueueWhere } from './queues.ts';
import type { staffOrderListInput } from './schemas.ts';
import { changeOrderStatus, type OrderEndPort } from './transitions.ts';

const supplier = alias(users, 'supplier');

/** The orders the staff list's filters pick; the CSV export uses the same (staff-csv.ts). */
export function staffOrderWhere(scope: StaffScope, input: z.output<typeof staffOrderListInput>, now: number) {
  return and(
    inScope(orders.cityId, scope, input.city_id),
    input.status ? eq(orders.status, input.status) : undefined,
    input.queue ? orderQueueWhere(input.queue, now) : undefined,
    withinRange(orders.createdAt, input),
    matchesAny(input.search, [orders.orderNumber, orders.restaurantName, orders.customerName]),
  );
}

/** One page of orders, newest first, each with its lines and current delivery. */
export async function listStaffOrders(
  db: Database,
  scope: StaffScope,
  input: z.output<typeof staffOrderListInput>,
  now: number,
) {
  const where = staffOrderWhere(scope, input, now);
  const [items, [count]] = await Promise.all([
    staffOrders(db, where, { limit: input.page_size, offset: offsetOf(input.page, input.page_size) }),
    db.select({ n: sql<number>`count(*)` }).from(orders).where(where),
  ]);
  return { items, total: count?.n ?? 0, page: input.page, page_size: input.page_size };
}

/** One order as the list shows it; outside a sub-admin's city it does not exist (404). */
export async function staffOrderById(db: Database, scope: StaffScope, id: string) {
  const [order] = await staffOrders(db, and(eq(orders.id, id), inScope(orders.cityId, scope)), {
    limit: 1,
    offset: 0,
  });
  if (!order) throw fail.notFound(msg('error.orders.orderNotFound'));
  return order;
}

/** The orders `where` picks, newest first, each with its lines and current delivery. */
async function staffOrders(db: Database, where: SQL | undefined, page: { limit: number; offset: number }) {
  const rows = await db
    .select({ order: orders, cityName: cities.name, ...outletViewColumns })
    .from(orders)
    .leftJoin(cities, eq(cities.id, orders.cityId))
    .leftJoin(outlets, eq(outlets.id, orders.outletId))
    .leftJoin(outletCity, eq(outletCity.id, outlets.cityId))
    .leftJoin(placer, eq(placer.id, orders.placedBy))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
  const ids = rows.map((r) => r.order.id);
  const [lines, deliveries, parts] = ids.length
    ? await Promise.all([
        db
          .select({ line: orderItems, supplierName: supplier.restaurantName, brand: products.brand })
          .from(orderItems)
          .leftJoin(supplier, eq(supplier.id, orderItems.supplierId))
          .leftJoin(products, eq(products.id, orderItems.productId))
          .where(inArray(orderItems.orderId, ids)),
        db
          .select({ a: deliveryAssignments, person: users.username })
          .from(deliveryAssignments)
          .innerJoin(users, eq(users.id, deliveryAssignments.deliveryPersonId))
          .where(and(inArray(deliveryAssignments.orderId, ids), eq(deliveryAssignments.isCurrent, true))),
        db
          .select({
            orderId: orderParts.orderId,
            supplierId: orderParts.supplierId,
            supplierName: supplier.restaurantName,
            status: orderParts.status,
          })
          .from(orderParts)
          .innerJoin(supplier, eq(supplier.id, orderParts.supplierId))
          .where(inArray(orderParts.orderId, ids))
          .orderBy(orderParts.createdAt, orderParts.id),
      ])
    : [[], [], []];
  return rows.map(({ order: o, cityName, ...outlet }) => {
    const d = deliveries.find((x) => x.a.orderId === o.id);
    return {
      id: o.id,
      order_number: o.orderNumber,
      order_date: iso(o.createdAt),
      status: o.status,
      version: o.version,
      restaurant_name: o.restaurantName,
      customer_name: o.customerName,
      ...outletViewOf(outlet),
      city_id: o.cityId,
      city_name: cityName,
      delivery_address: o.deliveryAddress,
      phone: o.phone,
      delivery_slot: orderSlot(o),
      payment_method: paymentMethodOf(o),
      payment_status: o.paymentStatus,
      confirm_deadline: iso(o.confirmDeadline),
      total_amount: toRupees(o.totalPaise),
      items: lines
        .filter(({ line: l }) => l.orderId === o.id)
        .map(({ line: l, supplierName, brand }) => ({
          product_name: l.productName,
          kind: l.kind,
          brand: brand ?? '',
          supplier_name: supplierName ?? '',
          unit: l.unit,
          sold_by: l.soldBy,
          quantity: fromStored(l.quantity, l.soldBy),
          price: toRupees(l.pricePaise),
        })),
      parts: parts
        .filter((p) => p.orderId === o.id)
        .map((p) => ({ supplier_id: p.supplierId, supplier_name: p.supplierName, status: p.status })),
      delivery_info: d
        ? {
            delivery_person_name: d.person,
            delivery_status: d.a.status,
            assigned_at: iso(d.a.assignedAt),
            pickup_time: iso(d.a.pickupTime),
            delivery_time: iso(d.a.deliveryTime),
            delivery_notes: d.a.notes,
          }
        : null,
    };
  });
}

/** Through changeOrderStatus: cancelling restores stock, the customer is told, a stale version is 409. */
export async function setStaffOrderStatus(
  db: Database,
  p: {
    scope: StaffScope;
    actorId: string;
    now: number;
    id: string;
    status: (typeof orders.$inferSelect)['status'];
    expectedVersion?: number;
    operator: SellerConfig;
    orderEnd: OrderEndPort;
  },
) {
  return db.write(async (tx) => {
    const [before] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, p.id), inScope(orders.cityId, p.scope)));
    if (!before) throw fail.notFound(msg('error.orders.orderNotFound'));
    const updated = await changeOrderStatus(tx, p.id, p.status, {
      actor: 'staff',
      now: p.now,
      expectedVersion: p.expectedVersion,
      operator: p.operator,
      orderEnd: p.orderEnd,
    });
    if (before.status !== updated.status) {
      await audit(
        tx,
        {
          actorId: p.actorId,
          action: 'change_status',
          entity: 'order',
          entityId: p.id,
          before: { status: before.status, version: before.version },
          after: { status: updated.status, version: updated.version },
        },
        p.now,
      );
    }
    return { id: updated.id, status: updated.status, version: updated.version };
  });
}
