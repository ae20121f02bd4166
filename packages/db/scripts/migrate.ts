// `npm run db:migrate`: applies the committed migrations to DATABASE_URL (a file, or Turso with TURSO_AUTH_TOKEN).
import { createClient } from '@libsql/client';
import { createDatabase } from '../src/client.ts';
import { migrateDatabase } from '../src/migrate.ts';
import { seedReference } from '../src/seed/index.ts';

const url = process.env.DATABASE_URL ?? process.env.TURSO_DATABASE_URL ?? 'file:./data/marketplace.db';
const client = createClient({ url, authToken: process.env.TURSO_AUTH_TOKEN });
const db = createDatabase(client);
await migrateDatabase(db);
await seedReference(db);
client.close();
console.log(`Migrated ${url.replace(/\/\/.*@/, '//***@')}`);
