import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '@app/db';
import { migrateDatabase } from '@app/db/migrate';
import { seedReference } from '@app/seed';
import { createClient } from '@libsql/client';

/** Builds one migrated database with reference data; each test file copies it (epic-stack's pattern). */
export default async function setup({ provide }: { provide: (key: string, value: string) => void }) {
  const dir = mkdtempSync(join(tmpdir(), 'mkt-test-'));
  const path = join(dir, 'base.db');
  const client = createClient({ url: `file:${path}` });
  const db = createDatabase(client);
  await migrateDatabase(db);
  await seedReference(db);
  client.close();
  provide('baseDbPath', path);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseDbPath: string;
  }
}
