// Node only: the whole product in workerd on this machine, as `npm run preview:edge` and the
// edge smoke suite run it: sqld (libSQL over HTTP, JWT auth) → `npm run db:migrate` → demo
// seed (rows over HTTP, images into local R2) → `wrangler dev --local` with the secrets as vars.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLatencyProxy } from './latency-proxy.ts';
import { seedEdge, withLocalR2, wranglerBin, wranglerEnv } from './seed.ts';
import { type Sqld, startSqld } from './sqld.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The Worker as deployed (NODE_ENV=production from wrangler.toml) with the least it needs. */
export const EDGE_PRODUCTION_VARS = {
  MAILER_URL: 'http://127.0.0.1:9/emails',
  MAILER_API_KEY: 'edge-mail-key',
  PUBLIC_URL: 'https://edge.example.in',
  SELLER_GSTIN: '27AAPFU0939F1ZV',
};

export interface EdgeStackOptions {
  /** Holds the sqld database and wrangler's local persistence (R2). Kept between runs. */
  stateDir: string;
  port: number;
  /** A super admin ensured by `npm run db:migrate` (the Workers way; see docs/deploy-cloudflare.md). */
  admin?: { email: string; password: string };
  /** Worker vars on top of wrangler.toml's (which sets NODE_ENV=production). */
  vars?: Record<string, string>;
  log?: (line: string) => void;
  /** The Worker reaches sqld through a proxy that can add latency and counts round trips. */
  proxy?: boolean;
}

export interface EdgeStack {
  baseUrl: string;
  db: Sqld;
  /** The latency proxy's address (its /__proxy/* control calls), when asked for. */
  proxyUrl?: string;
  seeded: boolean;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(' ')} failed:\n${out}`)),
    );
  });
}

export async function startEdgeStack(o: EdgeStackOptions): Promise<EdgeStack> {
  const log = o.log ?? (() => {});
  mkdirSync(o.stateDir, { recursive: true });
  const persistTo = join(o.stateDir, 'wrangler');
  const db = await startSqld({ dbPath: join(o.stateDir, 'sqld'), port: await freePort() });
  const proxy = o.proxy ? await startLatencyProxy({ target: db.url, port: await freePort() }) : undefined;
  let worker: WorkerDev | undefined;
  const stop = async () => {
    await worker?.stop();
    await proxy?.stop();
    await db.stop();
  };
  try {
    const migrate = (extra: NodeJS.ProcessEnv = {}) =>
      run('npm', ['run', '--silent', 'db:migrate'], {
        ...process.env,
        DATABASE_URL: db.url,
        TURSO_AUTH_TOKEN: db.token,
        ...extra,
      });
    log(await migrate());
    const started = Date.now();
    const seeded = await withLocalR2(persistTo, (images) =>
      seedEdge({ url: db.url, token: db.token, images }),
    );
    if (seeded) log(`Seeded demo data in ${Date.now() - started} ms\n`);
    // After the seed, which only fills a database without users.
    if (o.admin) log(await migrate({ ADMIN_EMAIL: o.admin.email, ADMIN_PASSWORD: o.admin.password }));
    worker = await startWorkerDev({
      port: o.port,
      persistTo,
      vars: { TURSO_DATABASE_URL: proxy?.url ?? db.url, TURSO_AUTH_TOKEN: db.token, ...o.vars },
      log,
    });
    return { baseUrl: worker.baseUrl, db, proxyUrl: proxy?.url, seeded, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

export interface WorkerDev {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * `wrangler dev --local` of the product's Worker on `port`; `vars` are added to (or override)
 * wrangler.toml's [vars], as secrets would be. Answers once /api/health answers.
 */
export async function startWorkerDev(o: {
  port: number;
  persistTo: string;
  vars: Record<string, string>;
  /** Another wrangler config than the repository's wrangler.toml. */
  config?: string;
  log?: (line: string) => void;
}): Promise<WorkerDev> {
  const log = o.log ?? (() => {});
  // biome-ignore format: one flag per line reads best
  const args = [
    wranglerBin(), 'dev', '--local',
    '--ip', '127.0.0.1', '--port', String(o.port),
    '--inspector-port', String(await freePort()),
    '--persist-to', o.persistTo,
    '--show-interactive-dev-session=false',
    ...(o.config ? ['--config', o.config] : []),
    ...Object.entries(o.vars).flatMap(([k, v]) => ['--var', `${k}:${v}`]),
  ];
  const worker: ChildProcess = spawn(process.execPath, args, {
    cwd: root,
    env: wranglerEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async () => {
    if (worker.exitCode !== null) return;
    const exited = new Promise((r) => worker.once('exit', r));
    worker.kill('SIGTERM'); // wrangler ends its workerd processes itself
    await exited;
  };
  let output = '';
  const collect = (d: Buffer) => {
    output += d;
    log(String(d));
  };
  worker.stdout?.on('data', collect);
  worker.stderr?.on('data', collect);
  const baseUrl = `http://127.0.0.1:${o.port}`;
  const deadline = Date.now() + 90_000;
  try {
    for (;;) {
      if (worker.exitCode !== null) throw new Error(`wrangler dev exited:\n${output}`);
      try {
        if ((await fetch(`${baseUrl}/api/health`)).ok) break;
      } catch {}
      if (Date.now() > deadline) throw new Error(`wrangler dev did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (e) {
    await stop();
    throw e;
  }
  return { baseUrl, stop };
}
