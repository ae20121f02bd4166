// Node only: the demo seed for the edge stack. Rows go to the libSQL server over HTTP like any
// remote database; seed images go into the Worker's R2 bucket (local persistence through
// wrangler's platform proxy, the same store `wrangler dev` reads).
import { fileURLToPath } from 'node:url';
import { hashPassword, type ImageStore, readConfig } from '@app/api';
import { createDatabase } from '@app/db';
import { isEmpty, seedDemo } from '@app/db/seed';
import { createClient } from '@libsql/client';
import { getPlatformProxy } from 'wrangler';
import { storeSeedImage } from '../../apps/server/src/services.ts';
import { createR2ImageStore, type R2BucketLike } from '../../apps/worker/src/r2-image-store.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

export interface SeedOptions {
  url: string;
  token?: string;
  /** wrangler dev's --persist-to folder; local R2 objects live below it. */
  persistTo: string;
}

/** Seeds demo data into an empty, migrated database; answers false when it already had users. */
export async function seedEdge(o: SeedOptions): Promise<boolean> {
  const client = createClient({ url: o.url, authToken: o.token });
  try {
    const db = createDatabase(client);
    if (!(await isEmpty(db))) return false;
    const proxy = await getPlatformProxy<{ IMAGES: R2BucketLike }>({
      configPath: `${root}wrangler.toml`,
      persist: { path: `${o.persistTo}/v3` },
    });
    try {
      const images: ImageStore = createR2ImageStore(proxy.env.IMAGES);
      const iterations = readConfig(process.env).passwordIterations;
      await seedDemo(db, {
        hashPassword: (p) => hashPassword(p, iterations),
        storeImage: (code) => storeSeedImage(images, code),
      });
    } finally {
      await proxy.dispose();
    }
    return true;
  } finally {
    client.close();
  }
}
