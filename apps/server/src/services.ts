import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  type AppConfig,
  choosePayments,
  createDatabaseRateLimiter,
  createMailer,
  createMemoryRateLimiter,
  ensureSuperAdmin,
  hashPassword,
  type ImageStore,
  memoryPageCache,
  type Services,
  systemClock,
} from '@app/api';
import { createDatabase } from '@app/db';
import { migrateDatabase } from '@app/db/migrate';
import { isEmpty, seedDemo, seedReference } from '@app/seed';
import { createDiskImageStore } from './disk-image-store.ts';
import { createNodeFontFiles } from './fonts.ts';
import { createPdfPress } from './pdf-press.ts';
import { isSharedDatabase } from './settings.ts';
import { createNodeClient } from './sqlite-client.ts';
import { nodeWebhookTransport } from './webhook-transport.ts';

export interface NodeOptions {
  databaseUrl: string;
  /** For a database on a libSQL server (Turso, sqld). */
  authToken?: string;
  /** See NodeClientOptions.synchronous. */
  synchronous?: 'NORMAL' | 'FULL';
  dataDir: string;
  config: AppConfig;
  migrationsFolder?: string;
  admin?: { email: string; password: string };
}

/**
 * Builds the Node adapters, migrates, seeds an empty database and ensures the super admin. On a
 * shared database (Turso, sqld) several servers may serve it at once, so rate limits live in the
 * database as on Workers, and catalogue pages are kept in memory under the catalogue version each
 * session reads from the database (decision 0100); one embedded file means one process, whose
 * memory is enough.
 */
// The worker's entry beside this module: its source under tsx, its bundle once built (build.mjs).
const PDF_WORKER = new URL(
  import.meta.url.endsWith('.ts') ? './pdf-worker.ts' : './pdf-worker.js',
  import.meta.url,
);

export async function createNodeServices(
  o: NodeOptions,
): Promise<Services & { warmPress: () => void; close: () => void }> {
  await mkdir(o.dataDir, { recursive: true });
  const client = createNodeClient(o.databaseUrl, { synchronous: o.synchronous, authToken: o.authToken });
  const shared = isSharedDatabase(o.databaseUrl);
  const db = createDatabase(client);
  await migrateDatabase(db, o.migrationsFolder);
  await seedReference(db);
  const images = createDiskImageStore(join(o.dataDir, 'images'));
  const press = createPdfPress(PDF_WORKER);
  const services: Services = {
    db,
    images,
    mailer: createMailer(o.config, db),
    payments: choosePayments(o.config, db),
    clock: systemClock,
    limiter: shared ? createDatabaseRateLimiter(db) : createMemoryRateLimiter(),
    fonts: createNodeFontFiles(),
    press,
    config: o.config,
    pageCache: shared ? memoryPageCache() : undefined,
    webhookTransport: nodeWebhookTransport,
  };
  if (o.config.seedDemo && (await isEmpty(db))) {
    const started = Date.now();
    await seedDemo(db, {
      hashPassword: (p) => hashPassword(p, o.config.passwordIterations),
      storeImage: (code) => storeSeedImage(images, code),
      operator: o.config.seller,
    });
    console.log(`Seeded demo data in ${Date.now() - started} ms`);
  }
  if (o.admin) await ensureSuperAdmin(services, o.admin.email, o.admin.password);
  return { ...services, warmPress: press.warm, close: () => client.close() };
}

const emojiDir = () =>
  join(createRequire(import.meta.url).resolve('@lobehub/fluent-emoji-3d/package.json'), '..', 'assets');

/** Seed images are 3D emoji renders shipped in an npm package (MIT), copied into the image store. */
export async function storeSeedImage(images: ImageStore, code: string): Promise<string> {
  const key = `seed/${code}.webp`;
  if (!(await images.get(key)))
    await images.put(key, new Uint8Array(await readFile(join(emojiDir(), `${code}.webp`))), 'image/webp');
  return `/images/${key}`;
}
