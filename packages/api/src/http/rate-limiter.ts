import { type Database, rateLimits } from '@app/db';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { RateLimiter } from '../ports.ts';
import { sha256Hex } from '../shared/hash.ts';

const waitSeconds = (resetAt: number, t: number) => Math.max(1, Math.ceil((resetAt - t) / 1000));

/**
 * Windows a process keeps at most. Keys carry what clients choose (addresses, e-mails, tracking
 * session ids), so without a bound distinct keys would grow the map without end (decision 0127).
 */
export const MAX_WINDOWS = 100_000;

/**
 * Fixed-window counters in memory: Node, where one process serves everything. The map is kept in
 * order of window start (a new window moves its key to the end). At the bound, ended windows are
 * swept; if live ones still fill it, the oldest are forgotten down to nine tenths of it, so a sweep
 * comes at most once per tenth of the bound of new windows.
 */
export function createMemoryRateLimiter(
  now: () => number = Date.now,
  maxWindows = MAX_WINDOWS,
): RateLimiter & { readonly size: number } {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const makeRoom = (t: number) => {
    for (const [k, v] of windows) if (v.resetAt <= t) windows.delete(k);
    for (const k of windows.keys()) {
      if (windows.size <= maxWindows * 0.9) break;
      windows.delete(k);
    }
  };
  return {
    get size() {
      return windows.size;
    },
    async hit(key, limit, windowSeconds) {
      const t = now();
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        windows.delete(key);
        if (windows.size >= maxWindows) makeRoom(t);
        w = { count: 0, resetAt: t + windowSeconds * 1000 };
        windows.set(key, w);
      }
      w.count += 1;
      return w.count > limit ? waitSeconds(w.resetAt, t) : 0;
    },
    async peek(key, limit) {
      const t = now();
      const w = windows.get(key);
      return w && w.resetAt > t && w.count >= limit ? waitSeconds(w.resetAt, t) : 0;
    },
    async clear(key) {
      windows.delete(key);
    },
  };
}

/** Keys hold e-mails and addresses: the table keeps only their SHA-256. */
const hashKey = sha256Hex;

/**
 * The same fixed windows in the database: Workers, where isolates and locations share nothing
 * but the database (docs/decisions/0052-background-work-leases-and-limits.md). One hit is one
 * atomic upsert that starts a new window when the old one has ended and answers the count.
 */
export function createDatabaseRateLimiter(db: Database, now: () => number = Date.now): RateLimiter {
  return {
    async hit(key, limit, windowSeconds) {
      const t = now();
      const resetAt = t + windowSeconds * 1000;
      // In DO UPDATE every column names the stored row's value, so both CASEs see the old window.
      const [row] = await db
        .insert(rateLimits)
        .values({ key: hashKey(key), count: 1, resetAt })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.resetAt} <= ${t} then 1 else ${rateLimits.count} + 1 end`,
            resetAt: sql`case when ${rateLimits.resetAt} <= ${t} then ${resetAt} else ${rateLimits.resetAt} end`,
          },
        })
        .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
      return row && row.count > limit ? waitSeconds(row.resetAt, t) : 0;
    },
    async peek(key, limit) {
      const t = now();
      const [row] = await db
        .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, hashKey(key)), gt(rateLimits.resetAt, t)));
      return row && row.count >= limit ? waitSeconds(row.resetAt, t) : 0;
    },
    async clear(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, hashKey(key)));
    },
  };
}

/** Deletes ended windows (the background job); answers how many. */
export async function pruneRateLimits(db: Database, now: number): Promise<number> {
  const result = await db.delete(rateLimits).where(lte(rateLimits.resetAt, now));
  return result.rowsAffected;
}
