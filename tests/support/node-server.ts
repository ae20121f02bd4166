import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

const root = new URL('../../', import.meta.url).pathname;

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

export const exited = (p: ChildProcess) =>
  p.exitCode !== null || p.signalCode !== null ? Promise.resolve() : new Promise((r) => p.once('exit', r));

/** The real Node entry from source, with exactly `env` on top of the test process's PATH. */
export function spawnServer(env: Record<string, string>) {
  // node --import tsx (not the tsx binary): a kill must reach the server process itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/index.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  return { child, output: () => output };
}

/** Starts the server (on a free port unless given) and waits until it answers; `stop` ends it. */
export async function startServer(env: Record<string, string>, port?: number) {
  port ??= await freePort();
  const server = spawnServer({ ...env, PORT: String(port) });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error(`server did not start:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    ...server,
    base,
    port,
    stop: async () => {
      server.child.kill('SIGTERM');
      await exited(server.child);
    },
  };
}
