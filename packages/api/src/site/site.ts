import { categories, cities, type Database, products, users } from '@app/db';
import { and, eq, isNull, sql } from 'drizzle-orm';

export const STATS_CACHE_MS = 60_000;

export interface SiteStats {
  categories: number;
  products: number;
  cities: number;
  restaurants: number;
}

/** The landing page's figures, counted: live products, active cities, active restaurant accounts. */
export async function countSiteStats(db: Database): Promise<SiteStats> {
  const n = sql<number>`count(*)`;
  const [[cat], [prod], [city], [rest]] = await Promise.all([
    db.select({ n }).from(categories),
    db
      .select({ n })
      .from(products)
      .where(and(eq(products.approvalStatus, 'approved'), eq(products.isActive, true))),
    db.select({ n }).from(cities).where(eq(cities.isActive, true)),
    db
      .select({ n })
      .from(users)
      .where(and(eq(users.userType, 'customer'), eq(users.isActive, true), isNull(users.deletedAt))),
  ]);
  return {
    categories: cat?.n ?? 0,
    products: prod?.n ?? 0,
    cities: city?.n ?? 0,
    restaurants: rest?.n ?? 0,
  };
}

// Per database (tests run several), so one busy landing page costs four counts a minute at most.
const cache = new WeakMap<Database, { at: number; value: Promise<SiteStats> }>();

export function cachedSiteStats(db: Database, now: number): Promise<SiteStats> {
  const hit = cache.get(db);
  if (hit && now - hit.at < STATS_CACHE_MS) return hit.value;
  const value = countSiteStats(db);
  cache.set(db, { at: now, value });
  value.catch(() => cache.delete(db));
  return value;
}
