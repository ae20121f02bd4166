import { sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Always empty. A batch of writes inserts a row here only when a condition it relies on no
 * longer holds, and the table's trigger (migration 0031) then aborts the whole batch: the
 * checks of an interactive transaction, without its round trips (decision 0081... see
 * packages/api/src/shared/write-guard.ts).
 */
export const writeGuards = sqliteTable('write_guards', {
  reason: text('reason').notNull(),
});
