import {
  cities,
  type Database,
  deliveryAssignments,
  orderItems,
  orderParts,
  orders,
  type Tx,
  users,
} from '@app/db';
import type { SoldBy } from '@app/db/enums';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { pickupStops } from '../orders/index.ts';
import { fromStored } from '../shared/measure.ts';
import { toRupees } from '../shared/money.ts';
import { paymentMethodOf } from '../shared/payment-method.ts';
import { orderSlot } from '../slots/index.ts';
import { ACTIVE_DELIVERY_STATUSES, nextDeliveryStatuses } from './state.ts';

type Reader = Database | Tx;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** Among active assignments, the earliest booked slot first; orders without a slot after them. */
const bySlot = asc(
  sql`case when ${deliveryAssignments.status} in ('assigned', 'picked_up', 'in_transit') then coalesce(${orders.slotDate} || printf(' %04d', ${orders.slotStart}), '~') end`,
);

/**
 * Active assignments first in the order the rider works them: by booked slot, then pick-ups
 * (assigned) before drops, each oldest first (they have waited longest); then the rest newest first.
 */
export const activeFirst = [
  asc(
    sql`case when ${deliveryAssignments.status} in ('assigned', 'picked_up', 'in_transit') then 0 else 1 end`,
  ),
  bySlot,
  asc(sql`case when ${deliveryAssignments.status} = 'assigned' then 0 else 1 end`),
  asc(
    sql`case when ${deliveryAssignments.status} in ('assigned', 'picked_up', 'in_transit') then ${deliveryAssignments.assignedAt} else null end`,
  ),
  desc(sql`coalesce(${deliveryAssignments.deliveryTime}, ${deliveryAssignments.assignedAt})`),
];

export const newestFinishedFirst = [
  desc(sql`coalesce(${deliveryAssignments.deliveryTime}, ${deliveryAssignments.assignedAt})`),
];

/**
 * Delivery assignments in the shape of spec section 3 (plus what a rider needs at the door:
 * order number, landmark, alternate phone, the customer's instructions, the legal next statuses).
 */
export async function loadAssignments(
  db: Reader,
  where: SQL | undefined,
  opts: { orderBy: SQL[]; limit: number },
) {
  const rows = await db
    .select({
      a: deliveryAssignments,
      o: {
        orderNumber: orders.orderNumber,
        status: orders.status,
        cityId: orders.cityId,
        restaurantName: orders.restaurantName,
        customerName: orders.customerName,
        contactPerson: orders.contactPerson,
        phone: orders.phone,
        alternatePhone: orders.alternatePhone,
        deliveryAddress: orders.deliveryAddress,
        landmark: orders.landmark,
        deliveryNotes: orders.deliveryNotes,
        totalPaise: orders.totalPaise,
        paymentMethod: orders.paymentMethod,
        creditDueAt: orders.creditDueAt,
        paymentStatus: orders.paymentStatus,
        createdAt: orders.createdAt,
        slotDate: orders.slotDate,
        slotStart: orders.slotStart,
        slotEnd: orders.slotEnd,
      },
      riderName: users.username,
      riderPhone: users.phone,
      cityName: cities.name,
    })
    .from(deliveryAssignments)
    .innerJoin(orders, eq(orders.id, deliveryAssignments.orderId))
    .innerJoin(users, eq(users.id, deliveryAssignments.deliveryPersonId))
    .leftJoin(cities, eq(cities.id, orders.cityId))
    .where(where)
    .orderBy(...opts.orderBy)
    .limit(opts.limit);
  const orderIds = rows.map((r) => r.a.orderId);
  // One after the other: `db` may be a transaction, which runs one statement at a time.
  const items = await itemsByOrder(db, orderIds);
  const stops = await pickupStops(db, orderIds);
  return rows.map(({ a, o, riderName, riderPhone, cityName }) => ({
    id: a.id,
    order_id: a.orderId,
    order_number: o.orderNumber,
    order_status: o.status,
    order_date: iso(o.createdAt),
    city_id: o.cityId,
    city_name: cityName,
    delivery_person_id: a.deliveryPersonId,
    delivery_person_name: riderName,
    delivery_person_phone: riderPhone,
    customer_name: o.contactPerson || o.customerName,
    restaurant_name: o.restaurantName,
    customer_phone: o.phone,
    alternate_phone: o.alternatePhone,
    delivery_address: o.deliveryAddress,
    landmark: o.landmark,
    delivery_instructions: o.deliveryNotes,
    delivery_slot: orderSlot(o),
    assigned_at: iso(a.assignedAt),
    pickup_time: iso(a.pickupTime),
    in_transit_at: iso(a.inTransitAt),
    delivery_time: iso(a.deliveryTime),
    delivery_status: a.status,
    delivery_notes: a.notes,
    failure_reason: a.failureReason,
    proof: a.proof,
    proof_recipient: a.proofRecipient,
    has_proof_photo: a.proofPhotoKey !== null,
    override_reason: a.overrideReason,
    needs_review: needsReview(a),
    inspected_at: iso(a.inspectedAt),
    is_current: a.isCurrent,
    // A cancelled order cannot move on, whatever its assignment says.
    next_statuses: a.isCurrent && o.status !== 'cancelled' ? [...nextDeliveryStatuses(a.status)] : [],
    pickup_stops: stops.get(a.orderId) ?? [],
    order_details: {
      items: items.get(a.orderId) ?? [],
      total_amount: toRupees(o.totalPaise),
      payment_method: paymentMethodOf(o),
      payment_status: o.paymentStatus,
      cash_to_collect: o.paymentMethod === 'COD' ? toRupees(a.cashDuePaise ?? o.totalPaise) : null,
      cash_collected: a.cashCollectedPaise === null ? null : toRupees(a.cashCollectedPaise),
    },
  }));
}
export type AssignmentDto = Awaited<ReturnType<typeof loadAssignments>>[number];

async function itemsByOrder(db: Reader, orderIds: string[]) {
  const map = new Map<
    string,
    {
      id: string;
      product_name: string;
      unit: string;
      sold_by: SoldBy;
      quantity: number;
      supplied_quantity: number;
      price: number;
    }[]
  >();
  if (orderIds.length === 0) return map;
  const rows = await db
    .select({
      orderId: orderItems.orderId,
      id: orderItems.id,
      shortQuantity: orderItems.shortQuantity,
      partStatus: orderParts.status,
      productName: orderItems.productName,
      unit: orderItems.unit,
      soldBy: orderItems.soldBy,
      quantity: orderItems.quantity,
      pricePaise: orderItems.pricePaise,
    })
    .from(orderItems)
    .leftJoin(
      orderParts,
      and(eq(orderParts.orderId, orderItems.orderId), eq(orderParts.supplierId, orderItems.supplierId)),
    )
    .where(and(inArray(orderItems.orderId, [...new Set(orderIds)]), eq(orderItems.kind, 'goods')))
    .orderBy(asc(orderItems.productName));
  for (const r of rows) {
    const list = map.get(r.orderId) ?? [];
    list.push({
      id: r.id,
      product_name: r.productName,
      unit: r.unit,
      sold_by: r.soldBy,
      quantity: fromStored(r.quantity, r.soldBy),
      // A rejected part's lines never come: nothing of them to keep at the door.
      supplied_quantity: r.partStatus === 'rejected' ? 0 : fromStored(r.quantity - r.shortQuantity, r.soldBy),
      price: toRupees(r.pricePaise),
    });
    map.set(r.orderId, list);
  }
  return map;
}

/** A drop made without the customer's code waits for staff (decision 0068). */
const needsReview = (a: { status: string; proof: string | null; reviewedAt: number | null }) =>
  a.status === 'delivered' && (a.proof === 'photo' || a.proof === 'staff') && a.reviewedAt === null;

export const needsReviewSql = and(
  eq(deliveryAssignments.status, 'delivered'),
  inArray(deliveryAssignments.proof, ['photo', 'staff']),
  isNull(deliveryAssignments.reviewedAt),
);

export const isActiveSql = inArray(deliveryAssignments.status, ACTIVE_DELIVERY_STATUSES);

/**
 * The rider's own assignment for a step, inside the step's transaction (404 unknown, 403
 * someone else's), and how to answer it as it stands once the step is done.
 */
export async function riderStep(tx: Tx, riderId: string, id: string) {
  const [a] = await tx.select().from(deliveryAssignments).where(eq(deliveryAssignments.id, id));
  if (!a) throw fail.notFound(msg('error.delivery.assignmentNotFound'));
  if (a.deliveryPersonId !== riderId) throw fail.forbidden(msg('error.delivery.someoneElses'));
  const answer = async () =>
    (await loadAssignments(tx, eq(deliveryAssignments.id, a.id), { orderBy: [], limit: 1 }))[0]!;
  return { a, answer };
}
