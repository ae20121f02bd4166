import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import {
  type AppConfig,
  createApp,
  createChannels,
  createWorkGate,
  forwardedClient,
  runScheduledWork,
} from '@app/api';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { demoBanner } from './demo-banner.ts';
import { createNodeServices } from './services.ts';
import type { NodeSettings } from './settings.ts';
import { serveSpa } from './static.ts';

/** Migrates, seeds (demo only), serves the app and the SPA, and runs the background timer. */
export async function runServer(
  root: string,
  env: NodeJS.ProcessEnv,
  config: AppConfig,
  settings: NodeSettings,
) {
  const services = await createNodeServices({
    databaseUrl: settings.databaseUrl,
    authToken: settings.authToken,
    synchronous: env.SQLITE_SYNCHRONOUS === 'FULL' ? 'FULL' : 'NORMAL',
    dataDir: env.DATA_DIR ?? `${root}data`,
    config,
    migrationsFolder: `${root}packages/db/migrations`,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : undefined,
  });

  const port = Number(env.PORT ?? 8787);
  const hostname = env.HOST ?? '127.0.0.1';
  // The demo's WhatsApp and SMS go over real HTTP to its own fake providers (channels/demo-fakes.ts).
  const local = hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname;
  const self = `http://${local.includes(':') ? `[${local}]` : local}:${port}`;
  services.channels = createChannels(
    config.channels,
    config.production ? undefined : `${self}/sandbox/channels`,
  );

  // Plain HTTP sockets here; behind TRUST_PROXY hops the proxy's forwarded address and scheme count.
  const client = (c: Context) =>
    forwardedClient(
      c.req.raw.headers,
      { ip: getConnInfo(c).remote.address ?? '', scheme: 'http' },
      config.trustProxyHops,
    );
  // One heavy-work gate for the requests and the background drawing of issued documents.
  services.heavyWork ??= createWorkGate(config.heavy);
  const app = createApp(services, {
    clientIp: (c) => client(c).ip,
    scheme: (c) => client(c).scheme,
    compress: true,
    gzipSync: (bytes) => gzipSync(bytes),
    // The tracker never reads the answer, so a few ms cost a visitor nothing; a commit per view
    // cost six times the floor's CPU per view (decision 0104).
    trackLingerMs: 5,
  });
  const webDist = `${root}apps/web/dist`;
  if (existsSync(webDist)) serveSpa(app, webDist);
  else console.warn('apps/web/dist is missing: run `npm run build` to serve the web app.');

  const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
    const url = `http://${hostname}:${info.port}`;
    console.log(config.seedDemo ? demoBanner(url) : `Marketplace ready at ${url}`);
    // Once listening, so neither the start nor the health check waits for it (decisions 0122,
    // 0133): the press draws GST documents and prepares its renderer as it starts.
    services.warmPress();
  });

  // Background work (webhooks, expired payment windows, orphan images, limiter rows) every 10 s
  // unless set; a run still going when the next is due is not doubled, and runs of other servers
  // on the same database are kept apart by leases and write transactions (scheduled.ts).
  let working = false;
  const workTimer = setInterval(() => {
    if (working) return;
    working = true;
    runScheduledWork(services, Date.now())
      .catch((e) => console.error('Scheduled work failed', e))
      .finally(() => {
        working = false;
      });
  }, settings.workEverySeconds * 1000);
  workTimer.unref();

  function shutdown(signal: string) {
    console.log(`${signal} received, closing…`);
    server.close(() => {
      services.close();
      process.exit(0);
    });
    setTimeout(() => process.exit(0), 5000).unref();
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
