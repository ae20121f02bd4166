/**
 * The city-scope rule of rules.ts (`reaches`) as conditions of staff queries: a sub-admin reaches
 * its own city only, the super admin every city (scope.cityId null). Permissions are in rules.ts.
 */
import { ALL_CITIES, users } from '@app/db';
import { and, type Column, eq, or, type SQL, sql } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { reaches, STAFF_READS, type StaffScope, type StaffTopic } from './rules.ts';

type Scope = Pick<StaffScope, 'cityId'>;

/**
 * `column = city` for a sub-admin; for the super admin nothing, or the city it `asked` for.
 * A sub-admin asking for another city is refused (403).
 */
export function inScope(column: Column, scope: Scope, asked?: string): SQL | undefined {
  if (asked && !reaches(scope, asked)) throw fail.forbidden(msg('error.access.ownCityOnly'));
  const city = scope.cityId ?? asked;
  return city ? eq(column, city) : undefined;
}

/**
 * The row of a rollup kept per city and once more for all cities (`ALL_CITIES`) that the scope
 * reads: its city's for a sub-admin, the all-cities row for the super admin.
 */
export const rollupInScope = (column: Column, scope: Scope): SQL => eq(column, scope.cityId ?? ALL_CITIES);

/**
 * The staff who may read `topic` about a record of city `cityId` (rules.ts `canReadInCity` as SQL
 * over users): the super admins, and the sub-admins of that city holding a permission that reads
 * it (users.permissions is a JSON array of names). A record of no city reaches the super admins only.
 */
export const staffReading = (topic: StaffTopic, cityId: string | null) =>
  or(
    and(eq(users.userType, 'admin'), eq(users.isAdmin, true)),
    cityId
      ? and(
          eq(users.userType, 'sub_admin'),
          eq(users.cityId, cityId),
          sql`exists (select 1 from json_each(${users.permissions}) where json_each.value in (${sql.join(
            STAFF_READS[topic].map((p) => sql`${p}`),
            sql`, `,
          )}))`,
        )
      : undefined,
  );
