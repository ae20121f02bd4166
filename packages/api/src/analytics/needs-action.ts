import { cashHandovers, claims, type Database, orders, users } from '@app/db';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { type AccessSubject, can, type StaffScope } from '../access/rules.ts';
import { inScope } from '../access/scope.ts';
import { countPending, listPending } from '../catalog/index.ts';
import { orderQueueWhere } from '../orders/index.ts';
import { toRupees } from '../shared/money.ts';
import { iso } from '../shared/query.ts';

/** How many of each topic's oldest items the list shows; the count says how many there are. */
export const TOP = 3;

const count = sql<number>`count(*)`;

interface Item {
  id: string;
  title: string;
  detail: string;
  amount: number | null;
  since: string | null;
}

/**
 * What staff should act on today (decision 0106), oldest first, each topic only for callers whose
 * permissions read it (orders, claims and cash: manage_orders; approvals: approve_products), all
 * within the caller's city.
 */
export async function needsAction(db: Database, user: AccessSubject, scope: StaffScope, now: number) {
  const orderQueue = async (queue: 'unassigned' | 'overdue') => {
    const where = and(inScope(orders.cityId, scope), orderQueueWhere(queue, now));
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(orders)
        .where(where)
        .orderBy(asc(sql`coalesce(${orders.slotDate}, '')`), asc(orders.createdAt))
        .limit(TOP),
      db.select({ n: count }).from(orders).where(where),
    ]);
    return topic(
      queue === 'unassigned' ? 'unassigned_orders' : 'overdue_parts',
      total?.n ?? 0,
      rows.map((o) => ({
        id: o.id,
        title: o.orderNumber,
        detail: o.restaurantName,
        amount: toRupees(o.totalPaise),
        since: o.slotDate ?? iso(o.createdAt),
      })),
    );
  };
  const openClaims = async () => {
    const where = and(eq(claims.status, 'open'), inScope(claims.cityId, scope));
    const [rows, [total]] = await Promise.all([
      db
        .select({ c: claims, number: orders.orderNumber, restaurant: orders.restaurantName })
        .from(claims)
        .innerJoin(orders, eq(orders.id, claims.orderId))
        .where(where)
        .orderBy(asc(claims.createdAt))
        .limit(TOP),
      db.select({ n: count }).from(claims).where(where),
    ]);
    return topic(
      'open_claims',
      total?.n ?? 0,
      rows.map((r) => ({
        id: r.c.id,
        title: r.number,
        detail: r.restaurant,
        amount: null,
        since: iso(r.c.createdAt),
      })),
    );
  };
  const cashToCount = async () => {
    const where: SQL | undefined = and(
      eq(cashHandovers.status, 'awaiting'),
      inScope(cashHandovers.cityId, scope),
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({ h: cashHandovers, rider: users.username })
        .from(cashHandovers)
        .innerJoin(users, eq(users.id, cashHandovers.riderId))
        .where(where)
        .orderBy(asc(cashHandovers.day), asc(cashHandovers.createdAt))
        .limit(TOP),
      db.select({ n: count }).from(cashHandovers).where(where),
    ]);
    return topic(
      'cash_to_count',
      total?.n ?? 0,
      rows.map((r) => ({
        id: r.h.id,
        title: r.rider,
        detail: r.h.day,
        amount: toRupees(r.h.collectedPaise),
        since: r.h.day,
      })),
    );
  };
  const approvals = async () => {
    const [rows, total] = await Promise.all([
      listPending(db, scope.cityId, { limit: TOP }),
      countPending(db, scope.cityId),
    ]);
    return topic(
      'pending_products',
      total.count,
      rows.map((p) => ({ id: p.id, title: p.name, detail: p.supplier_name, amount: null, since: null })),
    );
  };
  const orderWork = can(user, 'manage_orders');
  const topics = await Promise.all([
    orderWork ? orderQueue('unassigned') : null,
    orderWork ? orderQueue('overdue') : null,
    orderWork ? openClaims() : null,
    orderWork ? cashToCount() : null,
    can(user, 'approve_products') ? approvals() : null,
  ]);
  return { topics: topics.filter((t) => t !== null) };
}

const topic = <T extends string>(name: T, total: number, items: Item[]) => ({
  topic: name,
  count: total,
  items,
});
