// Waiting for the server to drain between scenarios: a scenario's backlog (queued PDFs, requests
// the generator gave up on at 10 s) must not be measured as the next scenario's latency.
import http from 'node:http';
import { isIdle } from './judge.mjs';
import { cpuSeconds } from './server.mjs';

const WINDOW_MS = 500;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function ping(url) {
  return new Promise((resolve) => {
    const t = performance.now();
    const req = http.get(url, { agent: false, timeout: 5_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(performance.now() - t));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(Number.POSITIVE_INFINITY));
  });
}

/**
 * The health check's median latency on the idle server (ms): the floor a drained server returns to.
 * Asked at the drain's own pace, a window apart: back to back, an idle machine answered in 2 ms
 * what it answers in 7-15 ms once its cores have gone idle between pings, so no drain ever met it.
 */
export async function healthFloor(url, n = 11) {
  const times = [];
  for (let i = 0; i < n; i++) {
    await sleep(WINDOW_MS);
    times.push(await ping(url));
  }
  return times.sort((a, b) => a - b)[Math.floor(n / 2)];
}

/**
 * Polls until two windows in a row show the server idle (CPU and health latency, see judge.mjs),
 * or `capMs` passes. Answers how long it waited and whether it drained.
 */
export async function settle({ url, pid, floorMs, capMs = 30_000 }) {
  const start = Date.now();
  let quietWindows = 0;
  while (Date.now() - start < capMs) {
    const cpu0 = cpuSeconds(pid);
    const t0 = performance.now();
    await sleep(WINDOW_MS);
    const latencyMs = await ping(url);
    const cpuShare = (cpuSeconds(pid) - cpu0) / ((performance.now() - t0) / 1000);
    quietWindows = isIdle({ cpuShare, latencyMs, floorMs }) ? quietWindows + 1 : 0;
    if (quietWindows >= 2) return { drained: true, waitedMs: Date.now() - start };
  }
  return { drained: false, waitedMs: Date.now() - start };
}
