// `npm run db:generate-large -- <file> [products] [customers] [orderLines]`: a benchmark database.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { hashPassword } from '@app/api';
import { readConfig } from '@app/api/config';
import { createDatabase } from '@app/db';
import { migrateDatabase } from '@app/db/migrate';
import { createClient } from '@libsql/client';
import { seedDemo, seedReference } from '../src/index.ts';
import { seedLarge } from '../src/large.ts';

const [file = 'bench/.data/large.db', products = '100000', customers = '20000', orderLines = '1000000'] =
  process.argv.slice(2);
const path = resolve(file);
mkdirSync(dirname(path), { recursive: true });
for (const suffix of ['', '-wal', '-shm']) if (existsSync(path + suffix)) rmSync(path + suffix);
const dataDir = dirname(path);

const client = createClient({ url: `file:${path}` });
await client.execute('PRAGMA journal_mode=WAL');
const db = createDatabase(client);
const started = Date.now();
await migrateDatabase(db);
await seedReference(db);
const emoji = join(
  createRequire(import.meta.url).resolve('@lobehub/fluent-emoji-3d/package.json'),
  '..',
  'assets',
);
const imagesDir = join(dataDir, 'images', 'seed');
mkdirSync(imagesDir, { recursive: true });
const { writeFileSync } = await import('node:fs');
const storeImage = async (code: string) => {
  writeFileSync(join(imagesDir, `${code}.webp`), readFileSync(join(emoji, `${code}.webp`)));
  return `/images/seed/${code}.webp`;
};
const passwordHash = await hashPassword('Bench@1234', 100_000);
const operator = readConfig(process.env).seller;
await seedDemo(db, { hashPassword: async () => passwordHash, storeImage, operator });
await seedLarge(
  db,
  { products: Number(products), customers: Number(customers), orderLines: Number(orderLines) },
  {
    passwordHash,
    operator,
    imageUrl: (icon) => `/images/seed/${icon}.webp`,
    log: (m) => console.log(`  ${m}`),
  },
);
for (const code of new Set(
  (await client.execute('select distinct image_url u from products')).rows.map((r) => String(r.u)),
)) {
  const c = code.match(/seed\/(.+)\.webp$/)?.[1];
  if (c) await storeImage(c);
}
client.close();
console.log(`Generated ${path} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
