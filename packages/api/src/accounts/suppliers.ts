import { cities, type Database, products, users } from '@app/db';
import { asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { StaffScope } from '../access/rules.ts';
import { csvFile } from '../shared/csv.ts';
import { offsetOf } from '../shared/query.ts';
import { accountsInScope, EXPORT_LIMIT, filteredAccounts, profileCsvCells, profileSortKey } from './list.ts';
import type { supplierListInput } from './schemas.ts';
import { accountDto } from './staff.ts';

type Input = z.output<typeof supplierListInput>;

const suppliersInScope = (scope: StaffScope) => accountsInScope('supplier', scope);
const filtered = (scope: StaffScope, input: Input) => filteredAccounts('supplier', scope, input);

const counts = {
  total: sql<number>`count(*)`,
  approved: sql<number>`coalesce(sum(${products.approvalStatus} = 'approved'), 0)`,
  pending: sql<number>`coalesce(sum(${products.approvalStatus} = 'pending'), 0)`,
};

function aggregates(db: Database, where: SQL | undefined) {
  return db
    .select({
      supplierId: products.supplierId,
      total: counts.total.as('total_products'),
      approved: counts.approved.as('approved_products'),
      pending: counts.pending.as('pending_products'),
    })
    .from(products)
    .where(inArray(products.supplierId, db.select({ id: users.id }).from(users).where(where)))
    .groupBy(products.supplierId)
    .as('agg');
}

async function query(db: Database, scope: StaffScope, input: Input, limit: number, offset: number) {
  const where = filtered(scope, input);
  const agg = aggregates(db, where);
  const key = {
    ...profileSortKey,
    total_products: sql`coalesce(${agg.total}, 0)`,
    approved_products: sql`coalesce(${agg.approved}, 0)`,
    pending_products: sql`coalesce(${agg.pending}, 0)`,
  }[input.sort];
  const dir = input.dir === 'asc' ? asc : desc;
  const rows = await db
    .select({
      user: users,
      cityName: cities.name,
      total: agg.total,
      approved: agg.approved,
      pending: agg.pending,
    })
    .from(users)
    .leftJoin(agg, eq(agg.supplierId, users.id))
    .leftJoin(cities, eq(cities.id, users.cityId))
    .where(where)
    .orderBy(dir(key), asc(users.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({
    ...accountDto(r.user, r.cityName),
    total_products: r.total ?? 0,
    approved_products: r.approved ?? 0,
    pending_products: r.pending ?? 0,
    legal_name: r.user.legalName,
    gstin: r.user.gstin,
    state: r.user.state,
  }));
}

/** One page of suppliers with their product counts, plus totals for the whole scope. */
export async function listSuppliers(db: Database, scope: StaffScope, input: Input) {
  const [items, [count], [totals]] = await Promise.all([
    query(db, scope, input, input.page_size, offsetOf(input.page, input.page_size)),
    db.select({ n: sql<number>`count(*)` }).from(users).where(filtered(scope, input)),
    db
      .select({
        suppliers: sql<number>`(select count(*) from ${users} where ${suppliersInScope(scope)})`,
        ...counts,
      })
      .from(products)
      .where(
        inArray(products.supplierId, db.select({ id: users.id }).from(users).where(suppliersInScope(scope))),
      ),
  ]);
  return {
    items,
    total: count?.n ?? 0,
    page: input.page,
    page_size: input.page_size,
    totals: {
      suppliers: totals?.suppliers ?? 0,
      products: totals?.total ?? 0,
      approved_products: totals?.approved ?? 0,
      pending_products: totals?.pending ?? 0,
    },
  };
}

export async function suppliersCsv(db: Database, scope: StaffScope, input: Input, now: number) {
  const rows = await query(db, scope, input, EXPORT_LIMIT, 0);
  return csvFile(
    'suppliers',
    now,
    [
      ...['Company', 'Name', 'Email', 'Phone', 'FSSAI', 'City', 'Status', 'Products', 'Approved', 'Pending'],
      ...['Legal name', 'GSTIN', 'State'],
    ],
    rows.map((r) => [
      ...profileCsvCells(r),
      r.total_products,
      r.approved_products,
      r.pending_products,
      r.legal_name,
      r.gstin ?? '',
      r.state,
    ]),
  );
}
