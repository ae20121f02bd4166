// Node only: the demo seed for the edge stack. Rows go to the libSQL server over HTTP like to any
// remote database; images go into the Worker's R2 bucket: local persistence through wrangler's
// platform proxy (the store `wrangler dev` reads), or the real bucket through wrangler's CLI.
//
// CLI, for a deployed Worker (after `npm run db:migrate`, before ADMIN_EMAIL is ensured):
//   TURSO_DATABASE_URL=libsql://… TURSO_AUTH_TOKEN=… npx tsx scripts/edge/seed.ts --remote
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { hashPassword, type ImageStore, readConfig } from '@app/api';
import { createDatabase } from '@app/db';
import { isEmpty, seedDemo } from '@app/seed';
import { createClient } from '@libsql/client';
import { getPlatformProxy } from 'wrangler';
import { storeSeedImage } from '../../apps/server/src/services.ts';
import { createR2ImageStore, type R2BucketLike } from '../../apps/worker/src/r2-image-store.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const configPath = `${root}wrangler.toml`;
export const wranglerBin = () =>
  join(createRequire(import.meta.url).resolve('wrangler/package.json'), '..', 'bin', 'wrangler.js');
/** No metrics, no interactive prompts: wrangler never reaches Cloudflare unless told --remote. */
export const wranglerEnv = { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' };

/** Seeds demo data into an empty, migrated database; answers false when it already had users. */
export async function seedEdge(o: { url: string; token?: string; images: ImageStore }): Promise<boolean> {
  const client = createClient({ url: o.url, authToken: o.token });
  try {
    const db = createDatabase(client);
    if (!(await isEmpty(db))) return false;
    const config = readConfig(process.env);
    const iterations = config.passwordIterations;
    await seedDemo(db, {
      hashPassword: (p) => hashPassword(p, iterations),
      storeImage: (code) => storeSeedImage(o.images, code),
      operator: config.seller,
    });
    return true;
  } finally {
    client.close();
  }
}

/** Runs `fn` with the IMAGES bucket as `wrangler dev --persist-to <persistTo>` will see it. */
export async function withLocalR2<T>(persistTo: string, fn: (images: ImageStore) => Promise<T>): Promise<T> {
  const proxy = await getPlatformProxy<{ IMAGES: R2BucketLike }>({
    configPath,
    persist: { path: join(persistTo, 'v3') },
  });
  try {
    return await fn(createR2ImageStore(proxy.env.IMAGES));
  } finally {
    await proxy.dispose();
  }
}

/** The deployed bucket, written through `wrangler r2 object put --remote` (needs `wrangler login`). */
function remoteR2(): ImageStore {
  const bucket = /bucket_name\s*=\s*"([^"]+)"/.exec(readFileSync(configPath, 'utf8'))?.[1];
  if (!bucket) throw new Error('No r2_buckets bucket_name in wrangler.toml');
  const dir = mkdtempSync(join(tmpdir(), 'seed-images-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return {
    async put(key, bytes, contentType) {
      const file = join(dir, key.replaceAll('/', '_'));
      writeFileSync(file, bytes);
      const args = ['r2', 'object', 'put', `${bucket}/${key}`, '--file', file, '--content-type', contentType];
      execFileSync(process.execPath, [wranglerBin(), ...args, '--remote'], { cwd: root, stdio: 'inherit' });
    },
    get: async () => null,
    async delete() {
      throw new Error('The seed never deletes images');
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const url = process.env.TURSO_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url || !process.argv.includes('--remote')) {
    console.error('Usage: TURSO_DATABASE_URL=… TURSO_AUTH_TOKEN=… npx tsx scripts/edge/seed.ts --remote');
    process.exit(2);
  }
  const seeded = await seedEdge({ url, token: process.env.TURSO_AUTH_TOKEN, images: remoteR2() });
  console.log(seeded ? 'Seeded demo data.' : 'The database already has users: nothing seeded.');
}
