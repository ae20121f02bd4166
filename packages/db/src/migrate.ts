import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/libsql/migrator';
import type { Database } from './client.ts';

/** Folder of the committed drizzle-kit migrations (Node only: read from disk). */
export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

export async function migrateDatabase(db: Database, folder = migrationsFolder): Promise<void> {
  await migrate(db, { migrationsFolder: folder });
}
