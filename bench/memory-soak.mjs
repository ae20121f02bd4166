// The soak's memory, looked into (decision 0127): the built server (`npm run build` first) on a
// port and database copy of its own, the soak's mixed requests at RATE a second in PHASES
// (seconds each), memory sampled by bench/lib/memory-probe.cjs into MEM_LOG. After each phase the
// live heap is read (a full GC); SNAPSHOTS=1 also writes a heap snapshot to SNAPSHOT_DIR.
//   PORT=8861 PHASES=60,240 MEM_LOG=/tmp/mem.jsonl node bench/memory-soak.mjs
import { copyFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'libsql';
import { measure } from './lib/load.mjs';
import { scenarioList } from './lib/scenarios.mjs';
import { benchServerEnv, sessionFor, startProcess } from './lib/server.mjs';

const root = new URL('..', import.meta.url).pathname;
const dataDir = join(root, 'bench/.data');
const runDb = join(dataDir, 'soak.db');
const PORT = Number(process.env.PORT ?? 8861);
const base = `http://127.0.0.1:${PORT}`;
const RATE = Number(process.env.RATE ?? 400);
const PHASES = (process.env.PHASES ?? '60,240').split(',').map(Number);
for (const s of ['', '-wal', '-shm']) rmSync(runDb + s, { force: true });
copyFileSync(join(dataDir, 'large.db'), runDb);

const db = new Database(runDb);
const customers = Array.from({ length: 200 }, (_, i) => ({ i, token: sessionFor(db, `usr_bcus${i}`) }));
const city = db.prepare('select city_id from users where id = ?').get('usr_bcus0').city_id;
const liveForCustomer0 = db
  .prepare(
    "select id from products where approval_status = 'approved' and stock_quantity > 100 and (city_id is null or city_id = ?) limit 400",
  )
  .all(city)
  .map((r) => r.id);
const categories = db
  .prepare('select id from categories')
  .all()
  .map((r) => r.id);
db.close();

const server = await startProcess(
  [
    '--expose-gc',
    '--heapsnapshot-signal=SIGUSR2',
    `--diagnostic-dir=${process.env.SNAPSHOT_DIR ?? '/tmp'}`,
    '-r',
    './bench/lib/memory-probe.cjs',
    '--enable-source-maps',
    'apps/server/dist/index.js',
  ],
  {
    cwd: root,
    name: 'server',
    url: `${base}/api/health`,
    env: {
      ...benchServerEnv({ port: PORT, dbPath: runDb, dataDir }),
      MEM_LOG: process.env.MEM_LOG ?? '/tmp/memory-soak.jsonl',
    },
  },
);
console.log('server pid', server.pid);
const none = [];
const scenarios = scenarioList(
  {
    customers,
    suppliers: none,
    adminToken: '',
    categories,
    liveForCustomer0,
    liveEverywhere: ['x'],
    invoiceable: none,
    invoiceLists: none,
    itemPages: none,
    cartLines: Array(21).fill({ id: 'x', token: '' }),
    tokenOf: () => '',
    parListOf: () => '',
  },
  base,
);
const mixed = ['catalogue page', 'search', 'product detail', 'order list', 'tracking ingest'].flatMap(
  (name) => scenarios.find((s) => s.name.startsWith(name)).requests,
);
const signal = (sig) => process.kill(server.pid, sig);
for (const [k, seconds] of PHASES.entries()) {
  const r = await measure(base, mixed, { rate: RATE, seconds, saturate: false });
  console.log(
    new Date().toISOString(),
    `phase ${k} (${seconds}s)`,
    JSON.stringify({ ...r, statuses: r.statuses }),
  );
  signal('SIGWINCH');
  await new Promise((r) => setTimeout(r, 3000));
  if (process.env.SNAPSHOTS) {
    signal('SIGUSR2');
    await new Promise((r) => setTimeout(r, 20000));
  }
}
// After a drain: the live heap, and what RSS keeps once V8 has given its pages back.
await new Promise((r) => setTimeout(r, 10000));
signal('SIGWINCH');
await new Promise((r) => setTimeout(r, 20000));
signal('SIGWINCH');
await new Promise((r) => setTimeout(r, 1000));
await server.stop();
