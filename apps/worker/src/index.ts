import { createApp, runScheduledWork } from '@app/api';
import { parseEnv } from './env.ts';
import { createWorkerServices } from './services.ts';

/** What workerd hands a scheduled invocation (the part used here). */
interface ExecutionContextLike {
  waitUntil(promise: Promise<unknown>): void;
}

/**
 * Cloudflare Workers entry. Static assets answer everything but /api, /trpc, /images and
 * /sandbox (wrangler.toml `run_worker_first`); those reach the same Hono app as on Node, with
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
    const app = createApp(createWorkerServices(parsed.env), {
      clientIp: (c) => c.req.header('cf-connecting-ip') ?? '',
    });
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
