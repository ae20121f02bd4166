import {
  choosePayments,
  createChannels,
  createDatabaseRateLimiter,
  createMailer,
  fetchWebhookTransport,
  type Services,
  systemClock,
} from '@app/api';
import { createDatabase } from '@app/db';
import { createClient } from '@libsql/client/web';
import type { WorkerEnv } from './env.ts';
import { workerFontFiles } from './fonts.ts';
import { edgePageCache } from './page-cache.ts';
import { createR2ImageStore } from './r2-image-store.ts';

/**
 * The services of one request or one scheduled run, from the validated bindings. Nothing here
 * outlives the invocation; rate limits live in the database, so every isolate and location
 * shares them (docs/decisions/0052-background-work-leases-and-limits.md). The client is not
 * closed: it holds no connection between calls (plain fetch), and an answer may still be
 * streaming when fetch returns.
 */
/** One per database in this isolate: what search keeps between requests (decision 0092). */
const searchKeeps = new Map<string, object>();
const searchKeepOf = (url: string) => {
  const kept = searchKeeps.get(url);
  if (kept) return kept;
  const keep = {};
  searchKeeps.set(url, keep);
  return keep;
};

export function createWorkerServices(env: WorkerEnv): Services {
  const db = createDatabase(createClient({ url: env.databaseUrl, authToken: env.authToken }));
  return {
    db,
    images: createR2ImageStore(env.images),
    mailer: createMailer(env.config, db),
    // Workers have no demo fakes: a channel without its settings is off.
    channels: createChannels(env.config.channels),
    payments: choosePayments(env.config, db),
    clock: systemClock,
    limiter: createDatabaseRateLimiter(db),
    fonts: workerFontFiles,
    config: env.config,
    pageCache: edgePageCache(),
    searchKeep: searchKeepOf(env.databaseUrl),
    webhookTransport: fetchWebhookTransport,
  };
}
