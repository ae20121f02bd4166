import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Fixed-window rate-limit counters shared by every Workers isolate (Node keeps them in memory).
 * `key` is a SHA-256 of the limiter key, so no e-mail or address is stored; expired windows are
 * pruned by the background job.
 */
export const rateLimits = sqliteTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: integer('reset_at').notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);
