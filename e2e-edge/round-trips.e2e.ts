// Database round trips per request on the edge path (issue 24, point 2): the Worker reaches sqld
// through a proxy that adds 20 ms each way, as a nearby Turso replica would, and counts the
// requests each call makes. Counts do not depend on the machine's load; the times printed do.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  demoTokens,
  measureTrips,
  OPERATIONS,
  setLatency,
  type Tokens,
} from '../scripts/edge/round-trips.ts';
import { call } from './support/http.ts';

const proxy = inject('edgeProxy');
const LATENCY_MS = 20;
const rows: string[] = [];
let tokens: Tokens;

beforeAll(async () => {
  tokens = await demoTokens(call);
  await setLatency(proxy, LATENCY_MS);
});
afterAll(async () => {
  await setLatency(proxy, 0);
  console.log(
    `\nRound trips at ${LATENCY_MS} ms each way (sequential / total, wall time):\n${rows.join('\n')}\n`,
  );
});

// Budgets met today are held here; `npm run bench:edge` reports every operation against its budget.
const HELD = new Set([
  'catalogue page (category, 50)',
  'grouped catalogue (50)',
  'search',
  'product detail',
  'cart',
]);

describe('database round trips per request through the Worker', () => {
  it.each(OPERATIONS.map((op) => [op.name, op] as const))('%s', async (_, op) => {
    const t = await measureTrips(proxy, op, call, tokens);
    rows.push(`  ${op.name.padEnd(30)} ${t.sequential} / ${t.total}  ${t.ms.toFixed(0)} ms`);
    expect(t.total).toBeGreaterThanOrEqual(t.sequential);
    expect(t.sequential).toBeGreaterThan(0);
    if (HELD.has(op.name)) expect(t.sequential).toBeLessThanOrEqual(op.budget!);
  });
});
