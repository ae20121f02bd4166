/**
 * The one city-scope rule of staff queries and checks. A sub-admin reaches its own city only;
 * the super admin reaches every city (scope.cityId null). Permissions are in rules.ts.
 */
import { type Column, eq, type SQL } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import type { StaffScope } from './rules.ts';

type Scope = Pick<StaffScope, 'cityId'>;

/** Whether a record of city `cityId` lies within the scope. */
export const reaches = (scope: Scope, cityId: string | null | undefined): boolean =>
  scope.cityId === null || cityId === scope.cityId;

/**
 * `column = city` for a sub-admin; for the super admin nothing, or the city it `asked` for.
 * A sub-admin asking for another city is refused (403).
 */
export function inScope(column: Column, scope: Scope, asked?: string): SQL | undefined {
  if (asked && !reaches(scope, asked)) throw fail.forbidden(msg('error.access.ownCityOnly'));
  const city = scope.cityId ?? asked;
  return city ? eq(column, city) : undefined;
}
