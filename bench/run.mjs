// `npm run bench`: the production Node server on a generated large marketplace (100,000
// products, 20,000 customers, 1,000,000 order lines), measured scenario by scenario with an
// open-loop rate and at saturation, against a bare-Hono ceiling. Prints a table with budgets
// and verdicts and writes bench/results.json. Not part of `npm test`.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'libsql';
import { addStatuses, classifyErrors } from './lib/judge.mjs';
import { liveHeapMb, probeFor } from './lib/live-heap.mjs';
import { measure, statusOf } from './lib/load.mjs';
import { watchMachine } from './lib/machine.mjs';
import { oneAtATime, quantilesOf } from './lib/one-at-a-time.mjs';
import { printBudgets, printScenarios, scenarioVerdicts, verdictList } from './lib/report.mjs';
import { prepareTermsCheckout, standingRun, TERMS_QUANTITY } from './lib/rhythm.mjs';
import { scenarioList } from './lib/scenarios.mjs';
import { benchServerEnv, cpuSeconds, memoryMb, sessionFor, startProcess } from './lib/server.mjs';
import { healthFloor, settle } from './lib/settle.mjs';
import { routeSizes } from './lib/web-sizes.mjs';

const root = new URL('..', import.meta.url).pathname;
const dataDir = join(root, 'bench/.data');
const largeDb = join(dataDir, 'large.db');
const runDb = join(dataDir, 'run.db');
const PORT = 8801;
const CEILING_PORT = 8802;
const base = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 300);
// BENCH_ONLY=cart,order: only the scenarios whose names contain one of these (no soak, no sizes).
const ONLY = process.env.BENCH_ONLY?.split(',')
  .map((s) => s.trim().toLowerCase())
  .filter(Boolean);
const wanted = (name) => !ONLY?.length || ONLY.some((o) => name.toLowerCase().includes(o));

const sh = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit' });
if (!existsSync(largeDb)) sh('npm', ['run', 'db:generate-large', '--', largeDb]);
if (!process.env.BENCH_SKIP_BUILD) sh('npm', ['run', 'build']);
for (const s of ['', '-wal', '-shm']) rmSync(runDb + s, { force: true });
// PDFs an earlier run kept (decision 0122) would make this run's first downloads kept ones.
rmSync(join(dataDir, 'images/documents'), { recursive: true, force: true });
copyFileSync(largeDb, runDb);

const db = new Database(runDb);
const customers = Array.from({ length: 200 }, (_, i) => ({ i, token: sessionFor(db, `usr_bcus${i}`) }));
const adminId = db
  .prepare("select id from users where user_type = 'admin' and is_admin = 1 limit 1")
  .get().id;
const adminToken = sessionFor(db, adminId);
const cityOf = db.prepare('select city_id from users where id = ?');
const liveForCustomer0 = db
  .prepare(
    "select id from products where approval_status = 'approved' and stock_quantity > 100 and (city_id is null or city_id = ?) limit 400",
  )
  .all(cityOf.get('usr_bcus0').city_id)
  .map((r) => r.id);
// Sold in every city, so any bench customer may put them in the cart.
const liveEverywhere = db
  .prepare(
    "select p.id from products p join users s on s.id = p.supplier_id where p.approval_status = 'approved' and p.is_active = 1 and s.is_active = 1 and p.stock_quantity > 1000 and p.city_id is null limit 400",
  )
  .all()
  .map((r) => r.id);
// Invoiceable (not cancelled) orders of the bench customers: each downloaded once, so every
// request draws its PDF (a repeated download would come from the kept copy). Taken a customer
// at a time, as downloads arrive from many accounts: in order of customer, the same account
// would meet its 20 a minute limit (429) at once.
const invoiceable = db
  .prepare(
    `select customer_id, id from (
       select customer_id, id, row_number() over (partition by customer_id order by id) as k
       from orders where status <> 'cancelled' and customer_id in (${customers.map(() => '?').join(',')})
     ) order by k, customer_id`,
  )
  .all(...customers.map((c) => `usr_bcus${c.i}`));
const categories = db
  .prepare('select id from categories')
  .all()
  .map((r) => r.id);
const suppliers = Array.from({ length: 200 }, (_, i) => ({ i, token: sessionFor(db, `usr_bsup${i}`) }));
// Orders of the bench customers with issued GST documents (the generator issues them).
const invoiceLists = db
  .prepare(
    `select distinct o.customer_id, o.id from orders o join tax_documents d on d.order_id = o.id
     where o.customer_id in (${customers.map(() => '?').join(',')}) order by o.id limit 2000`,
  )
  .all(...customers.map((c) => `usr_bcus${c.i}`));
const withTerms = prepareTermsCheckout(db, liveEverywhere);
// One line in each of the 21 cart customers' carts, on the product the cart add scenario adds for
// them first (it merges there), for the quantity change scenario to set.
const cartLines = customers.slice(0, 21).map((c) => {
  const id = `cit_bench${c.i}`;
  db.prepare(
    'insert into cart_items (id, user_id, product_id, quantity, created_at) values (?, ?, ?, 1, ?)',
  ).run(id, `usr_bcus${c.i}`, liveEverywhere[c.i], Date.now());
  return { id, token: c.token };
});
db.close();

// BENCH_SERVER_ARGS='--cpu-prof --cpu-prof-dir=bench/.profiles': Node flags for the server (a profile).
const serverArgs = process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? [];
// The soak judges the live heap, read through a bench-only preload (decision 0127).
const soaking = SOAK_SECONDS > 0 && !ONLY?.length;
const probe = soaking ? probeFor(root, join(root, 'bench/.data/memory.log')) : { args: [], env: {} };
const server = await startProcess(
  [...serverArgs, ...probe.args, '--enable-source-maps', 'apps/server/dist/index.js'],
  {
    cwd: root,
    name: 'server',
    url: `${base}/api/health`,
    env: { ...benchServerEnv({ port: PORT, dbPath: runDb, dataDir }), ...probe.env },
  },
);
// A server in steady state has drawn what was issued before it (decision 0122). The generated
// marketplace's last week of documents would otherwise be drawn during the first scenarios. Set
// once the server has made the table, before its first background run (10 s after its start).
{
  const d = new Database(runDb);
  d.prepare(
    `insert into document_drawing (id, after_issued_at, after_number, retry, lease_until)
     values (1, ?, '', '[]', 0) on conflict (id) do update set after_issued_at = excluded.after_issued_at`,
  ).run(Date.now());
  d.close();
}
const ceiling = await startProcess(['bench/ceiling.mjs'], {
  cwd: root,
  name: 'ceiling',
  url: `http://127.0.0.1:${CEILING_PORT}/health`,
  env: { PORT: String(CEILING_PORT), DB_PATH: runDb },
});

const auth = (t) => ({ authorization: `Bearer ${t}` });
const city0 = (() => {
  const d = new Database(runDb, { readonly: true });
  const id = d.prepare('select city_id from users where id = ?').get('usr_bcus0').city_id;
  d.close();
  return id;
})();

// The grouped catalogue's first and second pages per category (the cursor is read now).
const itemPages = [];
if (wanted('grouped catalogue (50 items, keyset)')) {
  for (const [k, c] of categories.entries()) {
    const first = `/api/items?category_id=${c}&limit=50`;
    const page = await fetch(base + first, { headers: auth(customers[k % 50].token) }).then((r) => r.json());
    itemPages.push(first);
    if (page.next_cursor) itemPages.push(`${first}&cursor=${encodeURIComponent(page.next_cursor)}`);
  }
}
const tokenOf = (customerId) => customers.find((c) => `usr_bcus${c.i}` === customerId).token;
const scenarios = scenarioList(
  {
    customers,
    suppliers,
    adminToken,
    categories,
    liveForCustomer0,
    liveEverywhere,
    invoiceable,
    invoiceLists,
    itemPages,
    cartLines,
    tokenOf,
    seconds: SECONDS,
    parListOf: (i) => `par_b${i}`,
  },
  base,
).filter((s) => wanted(s.name));

const results = [];
const pageViewCount = () => {
  const d = new Database(runDb, { readonly: true });
  const n = d.prepare('select count(*) as n from page_views').get().n;
  d.close();
  return n;
};
/** Runs `work` and answers the process's CPU over it: in all, and per request it answered. */
async function withCpu(pid, work) {
  const cpu0 = cpuSeconds(pid);
  const t0 = Date.now();
  const m = await work();
  const cpuUsed = cpuSeconds(pid) - cpu0;
  const answered = (m.saturation?.total ?? 0) + (m.fixed?.total ?? 0) || 1;
  return {
    ...m,
    cpu: Math.round((cpuUsed / ((Date.now() - t0) / 1000)) * 100),
    // Server CPU per answered request: unlike latency, it hardly moves with the machine's load.
    cpuMsPerRequest: (cpuUsed * 1000) / answered,
  };
}

// The floor: a bare Hono handler answering "hello" on the same machine and run, so every
// scenario's CPU per request reads as a multiple of what any request costs here.
const hello = await withCpu(ceiling.pid, () =>
  measure(`http://127.0.0.1:${CEILING_PORT}`, [{ method: 'GET', path: '/hello' }], {
    rate: 1000,
    seconds: SECONDS,
  }),
);
results.push({ name: 'floor: bare Hono hello', ...hello, budget: null });
const ceilingRequests = categories.map((c) => ({
  method: 'GET',
  path: `/products?category_id=${c}&city_id=${city0}`,
}));
// What a kept catalogue page's 15-40 KB cost to send with no auth, checks or lookup at all.
if (wanted('catalogue page (50, category, keyset)')) {
  const sendOnly = await withCpu(ceiling.pid, () =>
    measure(
      `http://127.0.0.1:${CEILING_PORT}`,
      ceilingRequests.map((r) => ({ ...r, path: r.path.replace('/products', '/kept-page') })),
      { rate: 1000, seconds: SECONDS },
    ),
  );
  results.push({ name: 'floor: bare Hono, a kept page made once', ...sendOnly, budget: null });
}
// The tracking floor (decision 0104): the same page views parsed and group-committed by a bare
// Hono route, at saturation; the tracking scenario's budget is a share of it.
const trackingScenario = scenarios.find((s) => s.name === 'tracking ingest');
if (trackingScenario) {
  const floor = await withCpu(ceiling.pid, () =>
    measure(
      `http://127.0.0.1:${CEILING_PORT}`,
      trackingScenario.requests.map((r) => ({ ...r, path: '/track' })),
      { rate: trackingScenario.rate, seconds: SECONDS },
    ),
  );
  results.push({ name: 'floor: bare Hono, page views group-committed', ...floor, budget: null });
}
process.stdout.write(
  `  measured the bare Hono hello: ${hello.cpuMsPerRequest.toFixed(3)} ms CPU per request\n`,
);

// Between scenarios the server drains: its CPU and the health check's latency back near idle
// (bench/lib/settle.mjs), or 30 s pass and the next scenario is marked as started loaded.
const healthUrl = `${base}/api/health`;
const healthFloorMs = await healthFloor(healthUrl);
let lastDrain = { drained: true, waitedMs: 0 };
const drainAfter = async (r) => {
  lastDrain = await settle({ url: healthUrl, pid: server.pid, floorMs: healthFloorMs });
  r.drain = lastDrain;
  if (!lastDrain.drained) process.stdout.write(`  ${r.name}: the server had not drained after 30 s\n`);
};

// A document is drawn by the background job once issued (decision 0122): the scenario's are drawn
// first, one at a time as the job does, and that drawing's CPU is shown apart (decision 0130).
for (const s of scenarios.filter((x) => x.drawAhead)) {
  const drawn = await withCpu(server.pid, () => oneAtATime(base, s.requests));
  const r = { name: 'invoice PDF drawing (ahead, one at a time)', ...drawn, budget: null };
  r.failed = classifyErrors(drawn.fixed.statuses);
  results.push(r);
  await drainAfter(r);
}

for (const s of scenarios) {
  if (s.requests.length === 0) throw new Error(`${s.name}: no requests (regenerate bench/.data/large.db)`);
  const views0 = s.name === 'tracking ingest' ? pageViewCount() : 0;
  const watch = watchMachine([server.pid, ceiling.pid]);
  // Requests sent all at once as the scenario's own start (its `atOnce`), answered beside it.
  const atOnce = s.atOnce ? Promise.all(s.atOnce.requests.map((q) => statusOf(base, q))) : null;
  const m = await withCpu(server.pid, () =>
    measure(base, s.requests, {
      rate: s.rate,
      seconds: SECONDS,
      saturate: s.saturate ?? true,
      connections: s.connections,
    }),
  );
  if (atOnce) m.atOnce = addStatuses(...(await atOnce).map((status) => ({ [status]: 1 })));
  // A dropped event also answers 2xx (204): count what was stored.
  if (s.name === 'tracking ingest')
    m.stored = { events: pageViewCount() - views0, sent: (m.saturation?.total ?? 0) + (m.fixed?.total ?? 0) };
  const startedLoaded = !lastDrain.drained;
  const machine = watch.end();
  const r = {
    name: s.name,
    ...m,
    memory: memoryMb(server.pid),
    budget: s.budget ?? null,
    startedLoaded,
    machine,
    failed: classifyErrors(addStatuses(m.saturation?.statuses, m.fixed?.statuses), s.expect ?? []),
  };
  if (m.atOnce) {
    const beside = classifyErrors(m.atOnce, s.atOnce.expect);
    if (beside.count)
      r.failed = {
        count: r.failed.count + beside.count,
        label: [r.failed.label, `${beside.label} among those sent at once`].filter(Boolean).join(', '),
      };
    process.stdout.write(`  ${s.name}: the requests sent at once answered ${JSON.stringify(m.atOnce)}\n`);
  }
  results.push(r);
  await drainAfter(r);
  process.stdout.write(
    `  measured ${s.name}: ${machine.label}, drained in ${(r.drain.waitedMs / 1000).toFixed(1)} s\n`,
  );
}

// Checkout: 50 orders/s on contended products (everyone buys from the same 5), each customer
// filling its cart first; latency is the order placement alone.
async function checkoutRun({ name, hot, quantity, budget }) {
  const latencies = [];
  let errors = 0;
  const statuses = {};
  const codes = {};
  const start = Date.now();
  const total = 50 * SECONDS;
  const jobs = [];
  for (let k = 0; k < total; k++) {
    const c = customers[50 + (k % 150)];
    const due = start + (k * 1000) / 50;
    jobs.push(
      (async () => {
        await new Promise((r) => setTimeout(r, Math.max(0, due - Date.now())));
        const h = { ...auth(c.token), 'content-type': 'application/json' };
        await fetch(`${base}/api/cart`, {
          method: 'POST',
          headers: h,
          body: JSON.stringify({ product_id: hot[k % 5], quantity }),
        });
        const t = performance.now();
        const res = await fetch(`${base}/api/orders`, {
          method: 'POST',
          headers: { ...h, 'idempotency-key': `bench-${k}-${start}` },
          body: JSON.stringify({
            delivery_address: '1 Bench Road',
            phone: '9876543210',
            payment_method: 'COD',
          }),
        });
        latencies.push(performance.now() - t);
        if (!res.ok) {
          errors++;
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          // The answer's code (results.json), to tell a refusal from a fault.
          const code = (await res.json().catch(() => ({}))).code ?? 'unreadable';
          codes[code] = (codes[code] ?? 0) + 1;
        } else await res.arrayBuffer();
      })(),
    );
  }
  await Promise.all(jobs);
  return {
    name,
    saturation: null,
    fixed: { rps: 50, ...quantilesOf(latencies), errors, total, statuses, codes },
    budget,
  };
}
const checkouts = [
  { name: 'checkout (50/s, 5 contended products)', hot: liveEverywhere.slice(0, 5), quantity: 1 },
  // Issue 37: each order reaches a volume break and its supplier's minimum, on a delivery day.
  { name: 'checkout with supplier terms and price breaks', hot: withTerms, quantity: TERMS_QUANTITY },
];
for (const c of checkouts)
  if (wanted(c.name)) {
    const startedLoaded = !lastDrain.drained;
    const watch = watchMachine([server.pid, ceiling.pid]);
    const r = await checkoutRun({ ...c, budget: { p99: 100 } });
    results.push({ ...r, memory: memoryMb(server.pid), startedLoaded, machine: watch.end() });
    results.at(-1).failed = classifyErrors(r.fixed.statuses);
    await drainAfter(results.at(-1));
  }

// Ceiling: the same catalogue page from a bare Hono route and one prepared statement.
if (wanted('ceiling')) {
  const ceil = await measure(`http://127.0.0.1:${CEILING_PORT}`, ceilingRequests, {
    rate: 1000,
    seconds: SECONDS,
  });
  results.push({ name: 'ceiling: bare Hono + prepared statement', ...ceil, budget: null });
  const ceilAt200 = await measure(`http://127.0.0.1:${CEILING_PORT}`, ceilingRequests, {
    rate: 200,
    seconds: SECONDS,
    saturate: false,
  });
  results.push({ name: 'ceiling at 200 req/s', ...ceilAt200, budget: null });
}

// Soak: mixed traffic at a steady rate; memory sampled every 10 s.
const soakSamples = [];
const liveHeap = {};
if (soaking) {
  const mixed = ['catalogue page', 'search', 'product detail', 'order list', 'tracking ingest'].flatMap(
    (name) => scenarios.find((s) => s.name.startsWith(name)).requests,
  );
  const timer = setInterval(() => soakSamples.push(memoryMb(server.pid).rss), 10_000);
  // The live heap once the soak's caches have filled, and again after its backlog drained: RSS
  // follows where V8's collection cycle and the allocator happen to be (decision 0127).
  const early = new Promise((r) => setTimeout(r, 25_000)).then(() =>
    liveHeapMb(server.pid, probe.env.MEM_LOG),
  );
  const soak = await measure(base, mixed, { rate: 400, seconds: SOAK_SECONDS, saturate: false });
  clearInterval(timer);
  liveHeap.early = await early;
  await settle({ url: healthUrl, pid: server.pid, floorMs: healthFloorMs });
  liveHeap.end = await liveHeapMb(server.pid, probe.env.MEM_LOG);
  results.push({
    name: `soak (${SOAK_SECONDS}s mixed at 400/s)`,
    ...soak,
    memory: memoryMb(server.pid),
    budget: null,
    rssSamples: soakSamples,
    liveHeap,
  });
}

await server.stop();
await ceiling.stop();

// Standing orders (decision 0096): 1,000 schedules due at one moment, in scheduled passes.
const standing = wanted('standing') ? standingRun(root, runDb) : null;

// Verdicts.
const catalogue = results.find((r) => r.name.startsWith('catalogue page'));
const trpcCatalogue = results.find((r) => r.name.startsWith('catalogue via tRPC'));
const ceilingResult = results.find((r) => r.name.startsWith('ceiling'));
const { verdicts, check } = verdictList();
scenarioVerdicts(results, hello, { verdicts, check });
if (standing) {
  check('standing orders: runs placed of 1,000 due', standing.placed, 1000, 'min');
  // Well inside a run's 30-minute lead before its cut-off, and a short Cron invocation per pass.
  check('standing orders: 1,000 runs, total pass time s', standing.totalMs / 1000, 60, 'max');
  check('standing orders: slowest pass (100 runs) s', standing.slowestPassMs / 1000, 5, 'max');
}
const ceiling200 = results.find((r) => r.name === 'ceiling at 200 req/s');
if (trpcCatalogue && ceiling200)
  check(
    'tRPC layer cost at 200 req/s, p50 ms over ceiling',
    trpcCatalogue.fixed.p50 - ceiling200.fixed.p50,
    1,
    'max',
  );
if (soakSamples.length >= 6) {
  const first = soakSamples.slice(1, 4).reduce((a, b) => a + b, 0) / 3;
  const last = soakSamples.slice(-3).reduce((a, b) => a + b, 0) / 3;
  process.stdout.write(
    `  soak RSS (shown, not judged): ${first.toFixed(0)} MB at 10-40 s, ${last.toFixed(0)} MB in the last 30 s\n`,
  );
}
if (soaking)
  check(
    'soak live heap growth % (after the drain vs 25 s in)',
    liveHeap.early && liveHeap.end ? ((liveHeap.end - liveHeap.early) / liveHeap.early) * 100 : undefined,
    15,
    'max',
    liveHeap.early !== undefined && liveHeap.end !== undefined,
  );

// Front-end sizes (a filtered run leaves them out).
const sizes = ONLY?.length ? null : routeSizes(join(root, 'apps/web/dist'));
if (sizes) {
  check('landing initial JS KB gz', sizes.landingKb, 111, 'max');
  check('/products JS KB gz', sizes.productsKb, 150, 'max');
  const biggestOther = Object.entries(sizes.routes)
    .filter(([r]) => r !== '/' && r !== '/products')
    .sort((a, b) => b[1] - a[1])[0];
  if (biggestOther) check(`largest other route chunk (${biggestOther[0]}) KB gz`, biggestOther[1], 40, 'max');
}

printScenarios(results, hello);
if (standing)
  console.log(
    `\nStanding orders: ${standing.placed} placed, ${standing.failed} failed of ${standing.runs} runs in ${standing.passes} passes, ${(standing.totalMs / 1000).toFixed(1)} s (slowest pass ${(standing.slowestPassMs / 1000).toFixed(2)} s, ${(standing.totalMs / Math.max(1, standing.placed)).toFixed(1)} ms a run)`,
  );
const tracking = results.find((r) => r.name === 'tracking ingest');
if (tracking?.stored)
  console.log(`\nTracking: ${tracking.stored.events} of ${tracking.stored.sent} events stored`);
if (catalogue && ceilingResult)
  console.log(
    `\nCatalogue throughput vs ceiling: ${((catalogue.saturation.rps / ceilingResult.saturation.rps) * 100).toFixed(0)}% (${catalogue.saturation.rps} vs ${ceilingResult.saturation.rps} req/s)`,
  );
if (sizes)
  console.log(
    `\nFront end (gzip): initial ${sizes.initialKb.toFixed(1)} KB; per route: ${Object.entries(sizes.routes)
      .map(([r, kb]) => `${r} ${kb.toFixed(1)}`)
      .join(', ')}`,
  );
const failures = printBudgets(verdicts);
// A filtered run writes beside the full run's figures, never over them.
const out = ONLY?.length ? 'bench/results-only.json' : 'bench/results.json';
writeFileSync(
  join(root, out),
  `${JSON.stringify({ at: new Date().toISOString(), seconds: SECONDS, only: ONLY ?? null, results, standing, verdicts, frontEnd: sizes && { initialKb: sizes.initialKb, routes: sizes.routes } }, null, 2)}\n`,
);
console.log(`\nWrote ${out}`);
process.exitCode = failures ? 1 : 0;
