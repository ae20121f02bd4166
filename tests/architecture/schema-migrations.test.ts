import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import * as schema from '@app/db/schema';
import {
  type DrizzleSQLiteSnapshotJSON,
  generateSQLiteDrizzleJson,
  generateSQLiteMigration,
} from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';

const DIFFERS = 'the drizzle schema differs from the committed migrations: run `npm run db:generate`';
const META = join(import.meta.dirname, '../../packages/db/migrations/meta');

// `npm run db:generate` diffs the schema against the newest snapshot, as drizzle-kit picks it.
const lastSnapshot = (): DrizzleSQLiteSnapshotJSON => {
  const newest = readdirSync(META)
    .filter((f) => f.endsWith('_snapshot.json'))
    .sort()
    .at(-1);
  if (!newest) throw new Error(`no snapshot in ${META}`);
  return JSON.parse(readFileSync(join(META, newest), 'utf8'));
};

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

describe('drizzle schema and committed migrations', () => {
  it('generating from the schema would write no new migration', async () => {
    const committed = lastSnapshot();
    const current = await generateSQLiteDrizzleJson(schema);
    const statements = await generateSQLiteMigration(committed, current).catch((error: unknown) => {
      // drizzle-kit asks whether a column or table was renamed when one appears and another goes;
      // with no terminal it throws instead, so name the difference from the snapshots themselves.
      expect(differences(shape(current), shape(committed)), DIFFERS).toEqual([]);
      throw error;
    });
    expect(statements, DIFFERS).toEqual([]);
  });
});
