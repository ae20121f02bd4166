import { cities, type Database, deliveryAssignments, orderItems, orders, users } from '@app/db';
import { and, asc, desc, eq, inArray, isNull, ne, notExists, type SQL, sql } from 'drizzle-orm';
import type { StaffScope } from '../access/rules.ts';
import { inScope } from '../access/scope.ts';
import { toRupees } from '../shared/money.ts';
import { paymentMethodOf } from '../shared/payment-method.ts';
import { activeFirst, isActiveSql, loadAssignments, needsReviewSql, newestFinishedFirst } from './queries.ts';

/** The staff member's reach: null = every city (super admin), else one city (sub-admin). */
export type Scope = Pick<StaffScope, 'cityId'>;

export const RECENT_COMPLETED_ADMIN = 10;

const inOrderCity = (scope: Scope) => inScope(orders.cityId, scope);

/** Spec section 4: status confirmed or processing and no (current) assignment. */
const needsAssignmentSql = and(
  inArray(orders.status, ['confirmed', 'processing']),
  notExists(
    sql`(select 1 from ${deliveryAssignments} where ${deliveryAssignments.orderId} = ${orders.id} and ${deliveryAssignments.isCurrent} = 1)`,
  ),
);

/** A failed delivery still waiting for a new rider (the order was not cancelled meanwhile). */
const failedCurrentSql = and(
  eq(deliveryAssignments.isCurrent, true),
  eq(deliveryAssignments.status, 'failed'),
  ne(orders.status, 'cancelled'),
);

const countOf = (rows: { n: number }[]) => Number(rows[0]?.n ?? 0);

async function countAssignments(db: Database, where: SQL | undefined) {
  return countOf(
    await db
      .select({ n: sql<number>`count(*)` })
      .from(deliveryAssignments)
      .innerJoin(orders, eq(orders.id, deliveryAssignments.orderId))
      .where(where),
  );
}

export async function deliveryCounts(db: Database, scope: Scope, personnel?: Personnel[]) {
  const [needs, failed, active, completed, toReview, riders] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)` })
      .from(orders)
      .where(and(needsAssignmentSql, inOrderCity(scope)))
      .then(countOf),
    countAssignments(db, and(failedCurrentSql, inOrderCity(scope))),
    countAssignments(db, and(isActiveSql, inOrderCity(scope))),
    countAssignments(db, and(eq(deliveryAssignments.status, 'delivered'), inOrderCity(scope))),
    countAssignments(db, and(needsReviewSql, inOrderCity(scope))),
    personnel ?? listPersonnel(db, scope),
  ]);
  return {
    needs_assignment: needs,
    failed_awaiting_reassignment: failed,
    active_deliveries: active,
    completed: completed,
    to_review: toReview,
    delivery_personnel: riders.length,
    personnel_with_active_load: riders.filter((r) => r.active_deliveries > 0).length,
  };
}

/** Active delivery personnel in scope with how many deliveries each is carrying now. */
export async function listPersonnel(db: Database, scope: Scope) {
  const load = db
    .select({
      riderId: deliveryAssignments.deliveryPersonId,
      active: sql<number>`count(*)`.as('active'),
    })
    .from(deliveryAssignments)
    .where(isActiveSql)
    .groupBy(deliveryAssignments.deliveryPersonId)
    .as('load');
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      phone: users.phone,
      cityId: users.cityId,
      cityName: cities.name,
      active: load.active,
    })
    .from(users)
    .leftJoin(load, eq(load.riderId, users.id))
    .leftJoin(cities, eq(cities.id, users.cityId))
    .where(
      and(
        eq(users.userType, 'delivery'),
        eq(users.isActive, true),
        isNull(users.deletedAt),
        inScope(users.cityId, scope),
      ),
    )
    .orderBy(asc(users.username));
  return rows.map((r) => ({
    id: r.id,
    username: r.username,
    phone: r.phone,
    city_id: r.cityId,
    city_name: r.cityName,
    active_deliveries: Number(r.active ?? 0),
  }));
}
export type Personnel = Awaited<ReturnType<typeof listPersonnel>>[number];

/** Orders ready for a rider, oldest first (they have waited longest). */
export async function ordersNeedingAssignment(db: Database, scope: Scope, limit = 100) {
  const rows = await db
    .select({
      o: orders,
      cityName: cities.name,
      itemCount: sql<number>`(select count(*) from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.kind} = 'goods')`,
    })
    .from(orders)
    .leftJoin(cities, eq(cities.id, orders.cityId))
    .where(and(needsAssignmentSql, inOrderCity(scope)))
    .orderBy(asc(orders.createdAt))
    .limit(limit);
  return rows.map(({ o, cityName, itemCount }) => ({
    id: o.id,
    order_number: o.orderNumber,
    order_date: new Date(o.createdAt).toISOString(),
    status: o.status,
    restaurant_name: o.restaurantName,
    customer_name: o.contactPerson || o.customerName,
    phone: o.phone,
    delivery_address: o.deliveryAddress,
    landmark: o.landmark,
    city_id: o.cityId,
    city_name: cityName,
    item_count: Number(itemCount),
    total_amount: toRupees(o.totalPaise),
    payment_method: paymentMethodOf(o),
  }));
}

export type AssignmentFilter = 'active' | 'completed' | 'failed' | 'review' | 'all';

/**
 * Current assignments in scope; `failed` = failed deliveries waiting for a new rider, `review` =
 * drops made without the customer's code that staff have not reviewed yet.
 */
export function listScopedAssignments(
  db: Database,
  scope: Scope,
  opts: { status: AssignmentFilter; limit: number },
) {
  const filter = {
    active: isActiveSql,
    completed: inArray(deliveryAssignments.status, ['delivered', 'failed']),
    failed: failedCurrentSql,
    review: needsReviewSql,
    all: undefined,
  }[opts.status];
  return loadAssignments(db, and(eq(deliveryAssignments.isCurrent, true), filter, inOrderCity(scope)), {
    orderBy: opts.status === 'active' || opts.status === 'all' ? activeFirst : newestFinishedFirst,
    limit: opts.limit,
  });
}

/** Everything the delivery management screen shows, in one round trip. */
export async function deliveryOverview(db: Database, scope: Scope) {
  const personnel = await listPersonnel(db, scope);
  const [counts, needsAssignment, failed, toReview, active, completed] = await Promise.all([
    deliveryCounts(db, scope, personnel),
    ordersNeedingAssignment(db, scope),
    listScopedAssignments(db, scope, { status: 'failed', limit: 100 }),
    listScopedAssignments(db, scope, { status: 'review', limit: 100 }),
    listScopedAssignments(db, scope, { status: 'active', limit: 200 }),
    loadAssignments(
      db,
      and(inArray(deliveryAssignments.status, ['delivered', 'failed']), inOrderCity(scope)),
      {
        orderBy: [desc(deliveryAssignments.deliveryTime)],
        limit: RECENT_COMPLETED_ADMIN,
      },
    ),
  ]);
  return {
    counts,
    needs_assignment: needsAssignment,
    failed,
    to_review: toReview,
    active,
    completed,
    personnel,
  };
}
