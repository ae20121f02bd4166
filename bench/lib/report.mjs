// The bench's verdicts and tables: what each budget's verdict rests on (judge.mjs) and how the
// figures print. `hello` is the bare-Hono floor measured first in the same run.
import { cpuVerdict, latencyVerdict, saturationVerdict } from './judge.mjs';

export const fmt = (n) =>
  n === undefined || n === null
    ? '—'
    : typeof n === 'number'
      ? Number.isInteger(n)
        ? String(n)
        : n.toFixed(Math.abs(n) < 1 ? 3 : 1)
      : String(n);

/** The verdict list and its plain check (a fixed limit: counts, sizes, throughput). */
export function verdictList() {
  const verdicts = [];
  // A scenario that completed no request has no figure, and no figure is never a pass.
  const check = (what, value, limit, kind, measured = true, extra = {}) =>
    verdicts.push({
      what,
      value,
      limit,
      pass: measured && value !== undefined && (kind === 'max' ? value <= limit : value >= limit),
      ...extra,
    });
  return { verdicts, check };
}

/** Each scenario's budgets, judged on what does not move with the machine where a time would. */
export function scenarioVerdicts(results, hello, { verdicts, check }) {
  for (const r of results) {
    // Unexpected answers (timeouts, 5xx, 429/503 the scenario is not about) fail it outright: its
    // latency would time the errors, or the queue behind them, as if they were answers.
    if (r.failed?.count) {
      verdicts.push({
        what: `${r.name}: errors (${r.failed.label})`,
        value: r.failed.count,
        limit: 0,
        pass: false,
      });
      continue;
    }
    if (!r.budget) continue;
    const measured = (r.fixed?.total ?? r.fixed?.rps ?? 0) > 0;
    const quiet = !r.machine?.loaded && !r.startedLoaded;
    for (const p of ['p99', 'p95']) {
      if (r.budget[p] === undefined) continue;
      const value = r.fixed?.[p];
      const v = latencyVerdict({ value, limit: r.budget[p], floorMs: hello.fixed?.[p], quiet });
      verdicts.push({
        what: `${r.name} ${p} ms`,
        value,
        limit: r.budget[p],
        ratio: v.ratio,
        cpuMs: r.cpuMsPerRequest,
        basis: v.basis,
        pass: measured && v.pass,
      });
    }
    if (r.budget.saturation !== undefined) {
      const value = r.saturation?.rps;
      const v = saturationVerdict({
        value,
        limit: r.budget.saturation,
        floorRps: hello.saturation?.rps,
        quiet,
      });
      verdicts.push({
        what: `${r.name} saturation req/s`,
        value,
        limit: r.budget.saturation,
        cpuMs: r.cpuMsPerRequest,
        // A share of the floor, which the × floor column's one decimal would show as 0.0.
        basis: v.ratio === undefined ? v.basis : `${(v.ratio * 100).toFixed(1)} % of the floor; ${v.basis}`,
        pass: (r.saturation?.total ?? 0) > 0 && v.pass,
      });
    }
    // CPU per request over a floor doing the same work in the same run (decision 0104).
    if (r.budget.cpuOverFloor !== undefined) {
      const { floor, limit } = r.budget.cpuOverFloor;
      const f = results.find((x) => x.name === floor);
      const v = cpuVerdict({
        cpuMs: r.cpuMsPerRequest,
        helloCpuMs: f?.cpuMsPerRequest,
        limitRatio: limit,
        floor: 'floor',
      });
      verdicts.push({
        what: `${r.name} server CPU ms/req over its floor's`,
        value: r.cpuMsPerRequest,
        limit,
        ratio: v.ratio,
        cpuMs: r.cpuMsPerRequest,
        basis: `${v.basis} (${floor})`,
        pass: measured && v.pass,
      });
    }
    // The README's CPU budget is 0.2 ms or 12 hellos: the hellos decide, the ms is shown beside.
    if (r.budget.cpuOverHello !== undefined) {
      const v = cpuVerdict({
        cpuMs: r.cpuMsPerRequest,
        helloCpuMs: hello.cpuMsPerRequest,
        limitRatio: r.budget.cpuOverHello,
      });
      verdicts.push({
        what: `${r.name} server CPU ms/req (limit ${r.budget.cpu ?? '—'} ms)`,
        value: r.cpuMsPerRequest,
        limit: r.budget.cpuOverHello,
        ratio: v.ratio,
        cpuMs: r.cpuMsPerRequest,
        basis: v.basis,
        pass: measured && v.pass,
      });
    } else if (r.budget.cpu !== undefined)
      check(`${r.name} server CPU ms/req`, r.cpuMsPerRequest, r.budget.cpu, 'max', measured, { basis: 'ms' });
  }
}

export function printScenarios(results, hello) {
  console.log(
    '\nScenario                                   sat req/s   rate   p50 ms    p95 ms  p99 ms  errors  cpu%  cpu ms/req  × hello  rss MB  peak MB',
  );
  for (const r of results) {
    const cpuRatio = r.cpuMsPerRequest ? (r.cpuMsPerRequest / hello.cpuMsPerRequest).toFixed(1) : '—';
    console.log(
      `${r.name.padEnd(42)} ${fmt(r.saturation?.rps).padStart(9)} ${fmt(r.fixed?.rps).padStart(6)} ${fmt(r.fixed?.p50).padStart(8)} ${fmt(r.fixed?.p95).padStart(9)} ${fmt(r.fixed?.p99).padStart(7)} ${fmt((r.fixed?.errors ?? 0) + (r.saturation?.errors ?? 0)).padStart(7)} ${fmt(r.cpu).padStart(5)} ${(r.cpuMsPerRequest?.toFixed(3) ?? '—').padStart(11)} ${cpuRatio.padStart(8)} ${fmt(r.memory?.rss).padStart(7)} ${fmt(r.memory?.peak).padStart(8)}`,
    );
  }
  const watched = results.filter((r) => r.machine);
  if (!watched.length) return;
  console.log('\nMachine per scenario (loaded: others used over 0.25 × cores; see bench/README.md)');
  for (const r of watched) {
    const drain = r.drain ? `, drained after it in ${(r.drain.waitedMs / 1000).toFixed(1)} s` : '';
    const start = r.startedLoaded ? ', started before the server drained' : '';
    console.log(`${r.name.padEnd(42)} ${r.machine.label}${start}${drain}`);
  }
  const loaded = watched.filter((r) => r.machine.loaded).length;
  const undrained = watched.filter((r) => r.startedLoaded).length;
  console.log(
    `Machine: ${watched.length - loaded} scenarios quiet, ${loaded} loaded; ${undrained} started before the server drained`,
  );
}

export function printBudgets(verdicts) {
  console.log(
    '\nBudget                                                           value     limit  × floor  cpu ms/req  verdict  rests on',
  );
  for (const v of verdicts)
    console.log(
      `${v.what.padEnd(63)} ${fmt(v.value).padStart(8)} ${fmt(v.limit).padStart(8)} ${(v.ratio?.toFixed(1) ?? '—').padStart(8)} ${(v.cpuMs?.toFixed(3) ?? '—').padStart(11)}  ${v.pass ? 'PASS' : 'FAIL'}     ${v.basis ?? ''}`,
    );
  const failures = verdicts.filter((v) => !v.pass).length;
  if (failures) console.log(`\n${failures} verdict${failures === 1 ? '' : 's'} FAIL`);
  return failures;
}
