import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Starts the production build of the Node server on a fresh, demo-seeded database. */
export default async function setup({ provide }: { provide: (key: string, value: string) => void }) {
  const dir = mkdtempSync(join(tmpdir(), 'mkt-e2e-'));
  // Below Linux's ephemeral range (32768-60999): a port drawn inside it can be the local end of
  // an outgoing connection already, and the server's listen then fails (EADDRINUSE).
  const port = 20000 + Math.floor(Math.random() * 12000);
  const root = new URL('../../', import.meta.url).pathname;
  const server: ChildProcess = spawn(process.execPath, ['apps/server/dist/index.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DATABASE_URL: `file:${join(dir, 'e2e.db')}`,
      ADMIN_EMAIL: 'root@e2e.test',
      ADMIN_PASSWORD: 'Root@12345',
      // Every browser in the suite shares one address; the per-address tracking cap is for the public.
      TRACK_LIMIT_PER_ADDRESS: '100000',
      LOGIN_LIMIT_PER_ADDRESS: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  server.stdout?.on('data', (d) => {
    log += d;
  });
  server.stderr?.on('data', (d) => {
    log += d;
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited:\n${log}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  provide('baseUrl', base);
  provide('dataDir', dir);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}
