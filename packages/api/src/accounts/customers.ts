import { cities, type Database, orders, users } from '@app/db';
import { asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { isRevenueOrder } from '../analytics/index.ts';
import { csvFile } from '../shared/csv.ts';
import { toRupees } from '../shared/money.ts';
import { offsetOf, type StaffScope } from '../shared/query.ts';
import { accountsInScope, EXPORT_LIMIT, filteredAccounts, profileCsvCells, profileSortKey } from './list.ts';
import type { customerListInput } from './schemas.ts';
import { accountDto } from './staff.ts';

type Input = z.output<typeof customerListInput>;

const customersInScope = (scope: StaffScope) => accountsInScope('customer', scope);
const filtered = (scope: StaffScope, input: Input) => filteredAccounts('customer', scope, input);

/** Orders and revenue per customer for the customers `who` selects (index-only: orders_customer_spend_idx). */
function aggregates(db: Database, who: SQL | undefined) {
  return db
    .select({
      customerId: orders.customerId,
      orderCount: sql<number>`count(*)`.as('order_count'),
      spentPaise: sql<number>`coalesce(sum(case when ${isRevenueOrder} then ${orders.totalPaise} end), 0)`.as(
        'spent_paise',
      ),
    })
    .from(orders)
    .where(inArray(orders.customerId, db.select({ id: users.id }).from(users).where(who)))
    .groupBy(orders.customerId)
    .as('agg');
}

async function query(db: Database, scope: StaffScope, input: Input, limit: number, offset: number) {
  const where = filtered(scope, input);
  const dir = input.dir === 'asc' ? asc : desc;
  const byAggregate = input.sort === 'order_count' || input.sort === 'total_spent';
  // Sorting by a profile column: pick the page first, then aggregate its customers only.
  const page = byAggregate
    ? where
    : inArray(
        users.id,
        db
          .select({ id: users.id })
          .from(users)
          .where(where)
          .orderBy(dir(profileSortKey[input.sort as keyof typeof profileSortKey]), asc(users.id))
          .limit(limit)
          .offset(offset),
      );
  const agg = aggregates(db, page);
  const key =
    input.sort === 'order_count'
      ? sql`coalesce(${agg.orderCount}, 0)`
      : input.sort === 'total_spent'
        ? sql`coalesce(${agg.spentPaise}, 0)`
        : profileSortKey[input.sort];
  const rows = await db
    .select({ user: users, cityName: cities.name, orderCount: agg.orderCount, spentPaise: agg.spentPaise })
    .from(users)
    .leftJoin(agg, eq(agg.customerId, users.id))
    .leftJoin(cities, eq(cities.id, users.cityId))
    .where(byAggregate ? where : page)
    .orderBy(dir(key), asc(users.id))
    .limit(limit)
    .offset(byAggregate ? offset : 0);
  return rows.map((r) => ({
    ...accountDto(r.user, r.cityName),
    order_count: r.orderCount ?? 0,
    total_spent: toRupees(r.spentPaise ?? 0),
  }));
}

/** One page of customers with their order count and spend, plus totals for the whole scope. */
export async function listCustomers(db: Database, scope: StaffScope, input: Input) {
  const [items, [count], [totals]] = await Promise.all([
    query(db, scope, input, input.page_size, offsetOf(input.page, input.page_size)),
    db.select({ n: sql<number>`count(*)` }).from(users).where(filtered(scope, input)),
    db
      .select({
        customers: sql<number>`(select count(*) from ${users} where ${customersInScope(scope)})`,
        orders: sql<number>`count(*)`,
        revenuePaise: sql<number>`coalesce(sum(case when ${isRevenueOrder} then ${orders.totalPaise} end), 0)`,
      })
      .from(orders)
      .where(
        inArray(orders.customerId, db.select({ id: users.id }).from(users).where(customersInScope(scope))),
      ),
  ]);
  return {
    items,
    total: count?.n ?? 0,
    page: input.page,
    page_size: input.page_size,
    totals: {
      customers: totals?.customers ?? 0,
      orders: totals?.orders ?? 0,
      revenue: toRupees(totals?.revenuePaise ?? 0),
    },
  };
}

export async function customersCsv(db: Database, scope: StaffScope, input: Input, now: number) {
  const rows = await query(db, scope, input, EXPORT_LIMIT, 0);
  return csvFile(
    'customers',
    now,
    ['Restaurant', 'Name', 'Email', 'Phone', 'FSSAI', 'City', 'Status', 'Orders', 'Total spent (INR)'],
    rows.map((r) => [...profileCsvCells(r), r.order_count, r.total_spent.toFixed(2)]),
  );
}
