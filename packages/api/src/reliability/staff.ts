import { cities, type Database, supplierReliability, users } from '@app/db';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { StaffScope } from '../access/rules.ts';
import { inScope } from '../access/scope.ts';
import { iso, offsetOf } from '../shared/query.ts';
import { reliabilityAnswer, reliabilityColumns } from './answer.ts';
import { lastRefresh } from './refresh.ts';
import type { staffReliabilityInput } from './schemas.ts';

/**
 * Every supplier of the caller's city (every city for the super admin, or the one it asks for)
 * with its figures and trend as of the last refresh: rated suppliers first, the lowest fill rate first,
 * then the lowest on-time rate; new ones after, by name.
 */
export async function staffReliability(
  db: Database,
  scope: StaffScope,
  input: z.output<typeof staffReliabilityInput>,
) {
  const where = and(
    eq(users.userType, 'supplier'),
    isNull(users.deletedAt),
    inScope(users.cityId, scope, input.city_id),
  );
  const [rows, [total], refreshedAt] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.restaurantName,
        cityId: users.cityId,
        cityName: cities.name,
        ...reliabilityColumns,
        trend: supplierReliability.trend,
      })
      .from(users)
      .leftJoin(supplierReliability, eq(supplierReliability.supplierId, users.id))
      .leftJoin(cities, eq(cities.id, users.cityId))
      .where(where)
      .orderBy(
        sql`coalesce(${supplierReliability.status}, 'new') <> 'rated'`,
        asc(supplierReliability.fillRate),
        asc(supplierReliability.onTimeRate),
        asc(users.restaurantName),
        asc(users.id),
      )
      .limit(input.page_size)
      .offset(offsetOf(input.page, input.page_size)),
    db.select({ n: sql<number>`count(*)` }).from(users).where(where),
    lastRefresh(db),
  ]);
  return {
    items: rows.map((r) => ({
      supplier_id: r.id,
      supplier_name: r.name,
      city_id: r.cityId,
      city_name: r.cityName,
      ...reliabilityAnswer(r),
      trend: r.trend ?? [],
    })),
    total: total?.n ?? 0,
    page: input.page,
    page_size: input.page_size,
    refreshed_at: iso(refreshedAt),
  };
}
