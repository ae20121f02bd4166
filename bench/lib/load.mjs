// Load generation with autocannon: saturation (closed loop, many connections) and a fixed
// arrival rate (overallRate) for latency percentiles.
import autocannon from 'autocannon';

function run(opts) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
    instance.on('error', reject);
  });
}

const summarise = (r) => ({
  rps: Math.round(r.requests.average),
  p50: r.latency.p50,
  // autocannon reports p90 and p97.5 but no p95: p97.5 is the conservative stand-in.
  p95: r.latency.p97_5,
  p99: r.latency.p99,
  errors: r.errors + r.timeouts + r.non2xx,
  total: r.requests.total,
});

/**
 * `requests` is a list of autocannon request objects (method, path, headers, body), cycled.
 * Answers saturation throughput and latency at `rate` req/s.
 */
export async function measure(baseUrl, requests, { rate, seconds = 5, connections = 16, saturate = true }) {
  const common = { url: baseUrl, requests, duration: seconds, timeout: 10 };
  const saturation = saturate ? summarise(await run({ ...common, connections })) : null;
  const fixed = rate
    ? summarise(await run({ ...common, connections: Math.max(8, Math.ceil(rate / 100)), overallRate: rate }))
    : null;
  return { saturation, fixed };
}
