// Prints, as JSON, what `npm run db:generate` would write from the drizzle schema against the newest
// committed snapshot: `{ statements }`, or `{ differences }` where drizzle-kit would stop to ask
// whether a column or table was renamed. tests/architecture/schema-migrations.test.ts runs it in its
// own process: drizzle-kit's API adds an enumerable `random` to Array.prototype, which breaks
// pdf.js in the test files that share a worker with it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import * as schema from '@app/db/schema';
import {
  type DrizzleSQLiteSnapshotJSON,
  generateSQLiteDrizzleJson,
  generateSQLiteMigration,
} from 'drizzle-kit/api';

const META = new URL('../packages/db/migrations/meta', import.meta.url).pathname;

// `npm run db:generate` diffs the schema against the newest snapshot, as drizzle-kit picks it.
const newest = readdirSync(META)
  .filter((f) => f.endsWith('_snapshot.json'))
  .sort()
  .at(-1);
if (!newest) throw new Error(`no snapshot in ${META}`);
const committed: DrizzleSQLiteSnapshotJSON = JSON.parse(readFileSync(join(META, newest), 'utf8'));

// What a migration is generated from (a snapshot also holds ids and rename notes), as plain JSON.
const shape = ({ tables, views, enums, internal }: DrizzleSQLiteSnapshotJSON) =>
  JSON.parse(JSON.stringify({ tables, views, enums, internal }));

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Where two JSON values differ, as paths like `tables.par_lists.columns.name_key`. */
const differences = (a: unknown, b: unknown, path = ''): string[] => {
  if (isDeepStrictEqual(a, b)) return [];
  if (!isRecord(a) || !isRecord(b)) return [path];
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].flatMap((k) =>
    differences(a[k], b[k], path ? `${path}.${k}` : k),
  );
};

const current = await generateSQLiteDrizzleJson(schema);
try {
  console.log(JSON.stringify({ statements: await generateSQLiteMigration(committed, current) }));
} catch (error) {
  const found = differences(shape(current), shape(committed));
  if (found.length === 0) throw error;
  console.log(JSON.stringify({ differences: found }));
}
