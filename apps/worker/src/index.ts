import { createApp, createWorkGate, runScheduledWork, type WorkGate } from '@app/api';
import { parseEnv } from './env.ts';
import { mountLanding } from './landing.ts';
import { createWorkerServices } from './services.ts';

/**
 * Heavy operations of this isolate's requests queue here (services are built per request), made
 * with the first request's settings: the bindings are the same for every request of an isolate.
 */
let heavyWork: WorkGate | undefined;

/** What workerd hands a scheduled invocation (the part used here). */
interface ExecutionContextLike {
  waitUntil(promise: Promise<unknown>): void;
}

/**
 * Cloudflare Workers entry. Static assets answer everything but /api, /trpc, /images, /sandbox
 * and the landing page (wrangler.toml `run_worker_first`); those reach the same Hono app as on
 * Node (plus the landing page, landing.ts), with
 * services built per request from the bindings. The Cron Trigger (wrangler.toml `[triggers]`)
 * runs the same background work as the Node timer.
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
    heavyWork ??= createWorkGate(parsed.env.config.heavy);
    const app = createApp(
      { ...createWorkerServices(parsed.env), heavyWork },
      {
        clientIp: (c) => c.req.header('cf-connecting-ip') ?? '',
      },
    );
    if (parsed.env.assets) mountLanding(app, parsed.env.assets);
    return app.fetch(request);
  },

  async scheduled(_controller: unknown, bindings: Record<string, unknown>, ctx: ExecutionContextLike) {
    const parsed = parseEnv(bindings);
    if (!parsed.ok) {
      console.error(`Worker misconfigured: ${parsed.problems.join('; ')}`);
      return;
    }
    // Each task logs its own failure; the next minute's run tries again.
    ctx.waitUntil(runScheduledWork(createWorkerServices(parsed.env), Date.now()));
  },
};
