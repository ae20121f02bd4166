// Requests sent one after another (no load): the drawing of documents ahead of their download.

/** p50/p95/p99 of latencies in ms (sorted in place). */
export function quantilesOf(latencies) {
  latencies.sort((a, b) => a - b);
  const q = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return { p50: q(50), p95: q(95), p99: q(99) };
}

/** Each request once, in order, each after the last answered; shaped as a fixed-rate result. */
export async function oneAtATime(base, requests) {
  const latencies = [];
  const statuses = {};
  const started = performance.now();
  for (const r of requests) {
    const t = performance.now();
    const res = await fetch(base + r.path, { method: r.method, headers: r.headers, body: r.body });
    await res.arrayBuffer();
    latencies.push(performance.now() - t);
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
  }
  const total = latencies.length;
  const errors = total - Object.entries(statuses).reduce((n, [s, k]) => (Number(s) < 400 ? n + k : n), 0);
  const rps = total / ((performance.now() - started) / 1000);
  return { saturation: null, fixed: { rps, ...quantilesOf(latencies), errors, total, statuses } };
}
