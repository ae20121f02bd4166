import type { Database } from '@app/db';
import { fillPlaceholders, type Query } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';

/** What a drizzle statement becomes once built: its SQL and how its answer is read. */
interface Built {
  getQuery(): Query;
  mapResult(response: unknown, isFromBatch?: boolean): unknown;
}
const FILLED = Symbol('filled');
/** A statement built once with placeholders and filled per call; `read` reads a select's answer. */
export interface Filled {
  [FILLED]: true;
  query: Query;
  values: Record<string, unknown>;
  read?: Built;
}
export const fill = (query: Query, values: Record<string, unknown>, read?: Built): Filled => ({
  [FILLED]: true,
  query,
  values,
  read,
});
/** A statement drizzle builds on the spot, as `db.batch` takes it, or one built once. */
export type Step = BatchItem<'sqlite'> | Filled;

/**
 * `db.batch` for a mix of statements drizzle builds per call and statements built once per
 * database (decision 0126): one transaction, the same answers, in order. Building checkout's
 * fixed statements (read-back, guards, stock) took a tenth of its CPU.
 */
export async function runBatch(db: Database, steps: readonly Step[]): Promise<unknown[]> {
  const reads: (Built | undefined)[] = [];
  const statements = steps.map((s) => {
    if (FILLED in s) {
      reads.push(s.read);
      return { sql: s.query.sql, args: fillPlaceholders(s.query.params, s.values) };
    }
    // What drizzle's own batch does with each statement (drizzle-orm/libsql/session.js).
    const built = (s as unknown as { _prepare(): Built })._prepare();
    reads.push(built);
    const q = built.getQuery();
    return { sql: q.sql, args: q.params };
  });
  const answers = await db.$client.batch(statements as never, 'deferred');
  return answers.map((a, i) => reads[i]?.mapResult(a, true) ?? a);
}
