import { sql } from 'drizzle-orm';
import { check, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { RELIABILITY_STATUSES, type ReliabilityStatus } from '../enums.ts';
import { inList } from './common.ts';
import { users } from './users.ts';

/** One week's figures of a supplier's trend, as the staff answer gives them (decision 0090). */
export interface ReliabilityWeek {
  /** Its Monday (India), YYYY-MM-DD. */
  week: string;
  status: ReliabilityStatus;
  fill_rate: number | null;
  on_time_rate: number | null;
  rejection_rate: number | null;
  claim_rate: number | null;
  parts: number;
}

/**
 * Each supplier's figures over its last 30 days of order parts, whole percentages (decision 0090),
 * written by the scheduled refresh. The catalogue shows them, so a change of the public figures
 * moves the catalogue version (triggers of migration 0036); the trend does not.
 * A supplier without a row has no known part: new.
 */
export const supplierReliability = sqliteTable(
  'supplier_reliability',
  {
    supplierId: text('supplier_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: RELIABILITY_STATUSES }).notNull(),
    /** Parts whose outcome is known (handed over or rejected) in the window. */
    parts: integer('parts').notNull(),
    fillRate: integer('fill_rate'),
    onTimeRate: integer('on_time_rate'),
    rejectionRate: integer('rejection_rate'),
    claimRate: integer('claim_rate'),
    /** The current week and the three before it, oldest first. */
    trend: text('trend', { mode: 'json' }).$type<ReliabilityWeek[]>().notNull(),
  },
  (t) => [
    check(
      'supplier_reliability_status_known',
      sql`${t.status} in (${sql.raw(inList(RELIABILITY_STATUSES))})`,
    ),
  ],
);

/**
 * The refresh's round (decision 0128): when the next one is due (REFRESH_MS after the last one
 * ended), and while one runs, the last supplier claimed. One row, always present (migration 0056).
 */
export const reliabilityRefresh = sqliteTable(
  'reliability_refresh',
  {
    id: integer('id').primaryKey(),
    dueAt: integer('due_at').notNull(),
    /** The supplier id the round reached; null between rounds. */
    cursor: text('cursor'),
  },
  (t) => [check('reliability_refresh_single_row', sql`${t.id} = 1`)],
);

/**
 * The round's new figures, staged until the round ends (decision 0136): `row` is the supplier's
 * new row, or null when it loses its row. Made public together, they move the catalogue version
 * once a round instead of once a run.
 */
export const supplierReliabilityNext = sqliteTable('supplier_reliability_next', {
  supplierId: text('supplier_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  row: text('row', { mode: 'json' }).$type<typeof supplierReliability.$inferSelect | null>(),
});
