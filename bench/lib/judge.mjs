// The bench's pure rules (no clock, no sockets): when the server counts as drained, when the
// machine counts as loaded, which answers are errors, and what a budget's verdict rests on.
// Tested in tests/ops/bench-judge.test.ts.

/** Drained: the server used under this share of one core over the last window... */
export const IDLE_CPU_SHARE = 0.1;
/** ...and the health check answered within this multiple of its quiet latency (or 2 ms over it). */
export const IDLE_LATENCY_FACTOR = 3;

/** Whether one polling window shows a drained server (its CPU share of a core, a health latency). */
export function isIdle({ cpuShare, latencyMs, floorMs }) {
  return cpuShare <= IDLE_CPU_SHARE && latencyMs <= Math.max(floorMs * IDLE_LATENCY_FACTOR, floorMs + 2);
}

/** The 1-minute load average over which a machine counts as loaded, per core. */
export const LOADED_PER_CORE = 0.7;
/** The CPU other processes (not the bench's server, ceiling or generator) may use, per core. */
export const OTHERS_PER_CORE = 0.25;

/**
 * Quiet or loaded. Where /proc/stat gives the other processes' CPU over the scenario
 * (`othersCores`, in cores), that decides: the load average also counts the bench's own server
 * and generator, which keep two cores busy. Elsewhere the load average before the scenario does.
 */
export function machineState({ loadBefore, loadAfter, cores, othersCores = null }) {
  const loaded =
    othersCores === null ? loadBefore > LOADED_PER_CORE * cores : othersCores > OTHERS_PER_CORE * cores;
  const load = `load ${loadBefore.toFixed(1)}→${loadAfter.toFixed(1)} on ${cores} cores`;
  const others = othersCores === null ? '' : `, others ${othersCores.toFixed(1)} cores`;
  return { loaded, label: `${loaded ? 'loaded' : 'quiet'} (${load}${others})` };
}

/** An answer's kind: its status, or how it failed ('timeout': none within 10 s; 'connection'). */
const kindOf = (key) => {
  if (key === 'timeout' || key === 'connection') return key;
  const code = Number(key);
  if (code === 429 || code === 503) return String(code);
  if (code >= 500) return '5xx';
  return '4xx';
};

/**
 * Errors among a scenario's answers, by kind. `statuses` counts answers by status code or by
 * 'timeout' / 'connection'; 2xx and 3xx are answers, and so is any status in `expected` (a
 * scenario about 429s or 503s lists them). Anything else is an error: timeouts, connection
 * failures, 5xx, 4xx, and 429 or 503 unless expected.
 */
export function classifyErrors(statuses, expected = []) {
  const kinds = {};
  let count = 0;
  for (const [key, n] of Object.entries(statuses ?? {})) {
    const code = Number(key);
    if (!n || (code >= 200 && code < 400) || expected.includes(code)) continue;
    const kind = kindOf(key);
    kinds[kind] = (kinds[kind] ?? 0) + n;
    count += n;
  }
  const label = Object.entries(kinds)
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${n} ${k}`)
    .join(', ');
  return { count, kinds, label };
}

/** Two phases' answer counts (by status or failure) as one. */
export function addStatuses(...all) {
  const sum = {};
  for (const s of all) for (const [k, n] of Object.entries(s ?? {})) sum[k] = (sum[k] ?? 0) + n;
  return sum;
}

/**
 * The bare-Hono hello's p99 at 1,000 req/s on this 2-core machine when quiet (bench/README.md,
 * 2026-11-26: 3.0-3.4 ms): a latency budget in ms, divided by it, is the same budget in floors.
 */
export const QUIET_FLOOR_P99_MS = 3;

/**
 * A latency budget's verdict. On a quiet machine, with the server drained before, the time is
 * believed: `value` ms against `limit` ms. Otherwise the time moves with the machine, and the
 * verdict rests on the ratio to the floor measured in the same run (`floorMs`, the hello's same
 * percentile): the scenario may take as many floors as the budget is of a quiet floor.
 */
export function latencyVerdict({ value, limit, floorMs, quiet }) {
  const ratio = floorMs > 0 && value !== undefined ? value / floorMs : undefined;
  if (quiet) return { pass: value !== undefined && value <= limit, ratio, basis: 'ms (quiet machine)' };
  const ratioLimit = limit / QUIET_FLOOR_P99_MS;
  return {
    pass: ratio !== undefined && ratio <= ratioLimit,
    ratio,
    basis: `× floor ≤ ${ratioLimit.toFixed(1)} (loaded machine)`,
  };
}

/**
 * A CPU budget's verdict: CPU per request as a multiple of the hello's in the same run, which the
 * README gives as the machine-relative form of the budget (0.2 ms, or 12 hellos). The ms figure
 * is reported beside it. Another floor of the same run may stand for the hello (`floor` names it):
 * tracking is judged against a bare Hono storing the same views (decision 0104).
 */
export function cpuVerdict({ cpuMs, helloCpuMs, limitRatio, floor = 'hello' }) {
  const ratio = cpuMs !== undefined && helloCpuMs > 0 ? cpuMs / helloCpuMs : undefined;
  return { pass: ratio !== undefined && ratio <= limitRatio, ratio, basis: `× ${floor} CPU` };
}

/**
 * The bare-Hono hello's saturation on this 2-core machine when quiet (bench/README.md,
 * 2026-11-26: 51,664-58,947 req/s): a saturation budget in req/s, divided by it, is the same
 * budget as a share of the floor.
 */
export const QUIET_FLOOR_SATURATION = 55_000;

/**
 * A saturation budget's verdict. On a quiet machine, with the server drained before, req/s against
 * the limit. Otherwise the throughput a machine gives moves with its load: the verdict rests on
 * the share of the same run's hello saturation (`floorRps`) the budget is of a quiet hello's.
 */
export function saturationVerdict({ value, limit, floorRps, quiet }) {
  const ratio = floorRps > 0 && value !== undefined ? value / floorRps : undefined;
  if (quiet) return { pass: value !== undefined && value >= limit, ratio, basis: 'req/s (quiet machine)' };
  const share = limit / QUIET_FLOOR_SATURATION;
  return {
    pass: ratio !== undefined && ratio >= share,
    ratio,
    basis: `share of floor ≥ ${(share * 100).toFixed(1)} % (loaded machine)`,
  };
}
