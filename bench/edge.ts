// `npm run bench:edge`: the Worker (wrangler dev, workerd) against sqld behind a proxy that adds
// 20 ms each way, as a nearby Turso replica would. For each main operation it prints the database
// round trips (sequential and total), the median wall time of a few calls, and the verdict
// against the round-trip budget (issue 24: a customer's read 2, checkout 3). Counts do not depend
// on the machine's load; times do. Writes bench/edge-results.json.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoTokens, measureTrips, OPERATIONS, setLatency, type Trips } from '../scripts/edge/round-trips.ts';
import { EDGE_PRODUCTION_VARS, freePort, startEdgeStack } from '../scripts/edge/stack.ts';

const LATENCY_MS = Number(process.env.BENCH_EDGE_LATENCY_MS ?? 20);
const REPEAT = Number(process.env.BENCH_EDGE_REPEAT ?? 5);

const dir = mkdtempSync(join(tmpdir(), 'bench-edge-'));
const stack = await startEdgeStack({
  stateDir: dir,
  port: await freePort(),
  vars: EDGE_PRODUCTION_VARS,
  proxy: true,
});
try {
  const call = async (method: string, path: string, o: { token?: string; json?: unknown } = {}) => {
    const headers: Record<string, string> = {};
    if (o.token) headers.Authorization = `Bearer ${o.token}`;
    if (o.json !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(`${stack.baseUrl}${path}`, {
      method,
      headers,
      body: o.json === undefined ? undefined : JSON.stringify(o.json),
    });
    const text = await res.text();
    return {
      status: res.status,
      body: res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
    };
  };
  const tokens = await demoTokens(call);
  await setLatency(stack.proxyUrl!, LATENCY_MS);
  const results: (Trips & { name: string; budget: number | null; pass: boolean | null })[] = [];
  for (const op of OPERATIONS) {
    const runs: Trips[] = [];
    for (let i = 0; i < REPEAT; i++) runs.push(await measureTrips(stack.proxyUrl!, op, call, tokens));
    const ms = runs.map((r) => r.ms).sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
    const last = runs.at(-1)!;
    const pass = op.budget === null ? null : last.sequential <= op.budget;
    results.push({
      name: op.name,
      budget: op.budget,
      total: last.total,
      sequential: last.sequential,
      ms,
      pass,
    });
  }
  console.log(
    `\nEdge path: Worker (workerd) → ${LATENCY_MS} ms each way → sqld; median of ${REPEAT} calls\n`,
  );
  console.log('Operation                        sequential  total  median ms  budget  verdict');
  for (const r of results)
    console.log(
      `${r.name.padEnd(32)} ${String(r.sequential).padStart(10)} ${String(r.total).padStart(6)} ${r.ms.toFixed(0).padStart(10)} ${String(r.budget ?? '—').padStart(7)}  ${r.pass === null ? '—' : r.pass ? 'PASS' : 'FAIL'}`,
    );
  writeFileSync(
    new URL('./edge-results.json', import.meta.url),
    `${JSON.stringify({ at: new Date().toISOString(), latency_ms: LATENCY_MS, results }, null, 2)}\n`,
  );
} finally {
  await stack.stop();
  rmSync(dir, { recursive: true, force: true });
}
