import {
  choosePayments,
  createApp,
  createMailer,
  createMemoryRateLimiter,
  type Services,
  systemClock,
} from '@app/api';
import { createDatabase } from '@app/db';
import { createClient } from '@libsql/client/web';
import { parseEnv } from './env.ts';
import { createR2ImageStore } from './r2-image-store.ts';

// Per isolate, like the Node process's: a first line against guessing, not a global limit.
const limiter = createMemoryRateLimiter();

/**
 * Cloudflare Workers entry. Static assets answer everything but /api, /trpc, /images and
 * /sandbox (wrangler.toml `run_worker_first`); those reach the same Hono app as on Node, with
 * services built per request from the bindings: nothing holding I/O outlives a request.
 */
export default {
  async fetch(request: Request, bindings: Record<string, unknown>): Promise<Response> {
    const parsed = parseEnv(bindings);
    if (!parsed.ok) {
      console.error(`Worker misconfigured: ${parsed.problems.join('; ')}`);
      return Response.json(
        { detail: 'The service is not configured.', code: 'misconfigured' },
        { status: 503 },
      );
    }
    const env = parsed.env;
    const client = createClient({ url: env.databaseUrl, authToken: env.authToken });
    const db = createDatabase(client);
    const services: Services = {
      db,
      images: createR2ImageStore(env.images),
      mailer: createMailer(env.config, db),
      payments: choosePayments(env.config, db),
      clock: systemClock,
      limiter,
      config: env.config,
    };
    const app = createApp(services, { clientIp: (c) => c.req.header('cf-connecting-ip') ?? '' });
    // The client is not closed here: it holds no connection between calls (plain fetch), and an
    // answer may still be streaming when fetch returns.
    return app.fetch(request);
  },
};
