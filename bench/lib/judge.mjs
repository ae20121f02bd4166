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
