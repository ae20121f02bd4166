import { type Database, writeGuards } from '@app/db';
import { type SQL, sql } from 'drizzle-orm';

/**
 * A statement for `db.batch`: aborts the whole batch unless `holds` is true when it runs (a
 * null counts as false). It inserts into write_guards only when the condition fails, and that
 * table's trigger refuses every insert (migration 0031). A batch is one round trip to Turso
 * where an interactive transaction is one per statement (decision 0082).
 */
export const guard = (db: Database, holds: SQL) =>
  db.run(sql`insert into ${writeGuards} (reason) select 'refused' where not coalesce((${holds}), 0)`);

/**
 * A batch refused because what it relied on changed since it was read: a guard above, the stock
 * CHECK, or a number another writer took first. Read again and decide anew.
 */
export function changedMeanwhile(e: unknown): boolean {
  const texts: string[] = [];
  for (let x: unknown = e; x instanceof Error && texts.length < 4; x = x.cause) texts.push(x.message);
  return texts.some((t) =>
    /write guard refused|products_stock_nonneg|UNIQUE constraint failed: orders\./.test(t),
  );
}
