// `npm run db:migrate`: applies the committed migrations to DATABASE_URL (a file, or Turso with
// TURSO_AUTH_TOKEN) and, with ADMIN_EMAIL + ADMIN_PASSWORD set, ensures that super admin: the
// way a Workers deploy gets one (see docs/deploy-cloudflare.md).
import { ConfigError, ensureSuperAdmin, readConfig } from '@app/api';
import { createDatabase } from '@app/db';
import { migrateDatabase } from '@app/db/migrate';
import { createClient } from '@libsql/client';
import { seedReference } from '../src/index.ts';

const env = process.env;
const url = env.DATABASE_URL ?? env.TURSO_DATABASE_URL ?? 'file:./data/marketplace.db';
const client = createClient({ url, authToken: env.TURSO_AUTH_TOKEN });
const db = createDatabase(client);
await migrateDatabase(db);
await seedReference(db);
if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
  try {
    await ensureSuperAdmin({ db, config: readConfig(env) }, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
  } catch (e) {
    // One sentence naming the setting, as the Node server says it (a weak password, another account).
    if (!(e instanceof ConfigError)) throw e;
    console.error(e.message);
    client.close();
    process.exit(1);
  }
  console.log(`Ensured super admin ${env.ADMIN_EMAIL}`);
}
client.close();
console.log(`Migrated ${url.replace(/\/\/.*@/, '//***@')}`);
