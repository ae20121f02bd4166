// Starts a Node process and reads its CPU time and peak memory from /proc (Linux).
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';

export async function startProcess(args, { env, cwd, url, name }) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited:\n${log}`);
    try {
      if ((await fetch(url)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error(`${name} did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    pid: child.pid,
    log: () => log,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

const TICKS = 100; // USER_HZ on Linux

/**
 * CPU seconds used so far by `pid` (user + system) and the processes it started: the server
 * draws GST documents in a child process of its own (apps/server/src/pdf-press.ts).
 */
export function cpuSeconds(pid) {
  let stat;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return 0; // gone (a child that exited)
  }
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (
    (Number(fields[11]) + Number(fields[12])) / TICKS + childrenOf(pid).reduce((s, c) => s + cpuSeconds(c), 0)
  );
}

function childrenOf(pid) {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
      readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

/** Resident memory now and at its peak, in MB. */
export function memoryMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(status.match(new RegExp(`${key}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** The bench server's settings: production, no demo, on `dbPath` (the same for every bench). */
export const benchServerEnv = ({ port, dbPath, dataDir }) => ({
  PORT: String(port),
  DATABASE_URL: `file:${dbPath}`,
  DATA_DIR: dataDir,
  SEED_DEMO: 'false',
  NODE_ENV: 'production',
  TRACK_LIMIT_PER_ADDRESS: '100000000',
  // Production refuses to start without these (decision 0051); the bench sends no mail.
  MAILER_URL: 'http://127.0.0.1:9/',
  MAILER_API_KEY: 'bench',
  PUBLIC_URL: 'https://bench.example.in',
  // The demo operator's GSTIN, as the generator issued the documents under.
  SELLER_GSTIN: '23AAACS1234D1Z4',
});

/**
 * A session for `userId`, inserted directly (as the e2e fixtures of epic-stack do) so a run does
 * not depend on the login rate limits. Answers its bearer token.
 */
export function sessionFor(db, userId) {
  const token = randomBytes(20)
    .toString('hex')
    .slice(0, 32)
    .replace(/[^a-z2-7]/g, 'a');
  db.prepare('insert into sessions (id, user_id, expires_at, created_at) values (?, ?, ?, ?)').run(
    createHash('sha256').update(token).digest('hex'),
    userId,
    Date.now() + 86_400_000,
    Date.now(),
  );
  return token;
}
