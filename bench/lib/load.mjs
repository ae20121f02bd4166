// Load generation. Saturation: autocannon, closed loop, many connections. Latency at a fixed
// rate: an open-model generator of our own — arrivals evenly spaced at `rate` per second, each
// timed from its scheduled moment, so a slow answer delays no later arrival and queueing shows
// in the figures (autocannon's overallRate spends a per-second budget in bursts).
import http from 'node:http';
import autocannon from 'autocannon';

function run(opts) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
    instance.on('error', reject);
  });
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : undefined;

function send(agent, base, r) {
  return new Promise((resolve) => {
    const req = http.request(
      new URL(r.path, base),
      { method: r.method, headers: r.headers, agent, timeout: 10_000 },
      (res) => {
        res.resume();
        res.on('end', () => resolve(String(res.statusCode)));
      },
    );
    // Answers the status, or how the request failed (judge.mjs counts the kinds).
    let timedOut = false;
    req.on('error', () => resolve(timedOut ? 'timeout' : 'connection'));
    req.on('timeout', () => {
      timedOut = true;
      req.destroy();
    });
    req.end(r.body);
  });
}

/** `rate` arrivals a second for `seconds`, cycling `requests`; latencies in ms. */
async function openModel(base, requests, { rate, seconds }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const total = Math.round(rate * seconds);
  const latencies = [];
  let errors = 0;
  const statuses = {};
  const pending = [];
  const start = performance.now();
  let next = 0;
  await new Promise((done) => {
    const tick = () => {
      const now = performance.now();
      while (next < total && start + (next * 1000) / rate <= now) {
        const due = start + (next * 1000) / rate;
        const r = requests[next % requests.length];
        next++;
        pending.push(
          send(agent, base, r).then((kind) => {
            latencies.push(performance.now() - due);
            statuses[kind] = (statuses[kind] ?? 0) + 1;
            const code = Number(kind);
            if (!(code >= 200 && code < 400)) errors++;
          }),
        );
      }
      if (next < total) setTimeout(tick, 1);
      else done();
    };
    tick();
  });
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rps: Math.round(total / elapsed),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors,
    total,
    statuses,
  };
}

/**
 * `requests` is a list of request objects (method, path, headers, body), cycled.
 * Answers saturation throughput and latency at `rate` req/s.
 */
export async function measure(baseUrl, requests, { rate, seconds = 5, connections = 16, saturate = true }) {
  const saturation = saturate
    ? await run({ url: baseUrl, requests, duration: seconds, timeout: 10, connections }).then((r) => ({
        rps: Math.round(r.requests.average),
        errors: r.errors + r.timeouts + r.non2xx,
        total: r.requests.total,
        // autocannon counts a timeout among its errors too: connection failures are the rest.
        statuses: {
          ...Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, s.count])),
          timeout: r.timeouts,
          connection: Math.max(0, r.errors - r.timeouts),
        },
      }))
    : null;
  // Let the server finish what the closed loop left in flight before timing arrivals.
  if (saturation) await new Promise((r) => setTimeout(r, 1500));
  const fixed = rate ? await openModel(baseUrl, requests, { rate, seconds }) : null;
  return { saturation, fixed };
}

/** One request's status (or 'timeout' / 'connection'), its body read to the end. */
export async function statusOf(url, q) {
  try {
    const res = await fetch(url + q.path, { headers: q.headers, signal: AbortSignal.timeout(10_000) });
    await res.arrayBuffer();
    return res.status;
  } catch (e) {
    return e?.name === 'TimeoutError' ? 'timeout' : 'connection';
  }
}
