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

describe('database round trips per request through the Worker', () => {
  it.each(OPERATIONS.map((op) => [op.name, op] as const))('%s', async (_, op) => {
    const t = await measureTrips(proxy, op, call, tokens);
    rows.push(`  ${op.name.padEnd(30)} ${t.sequential} / ${t.total}  ${t.ms.toFixed(0)} ms`);
    expect(t.total).toBeGreaterThanOrEqual(t.sequential);
    expect(t.sequential).toBeGreaterThan(0);
    if (op.budget !== null) expect(t.sequential).toBeLessThanOrEqual(op.budget);
  });
});

describe('catalogue pages kept at the edge (decision 0080)', () => {
  it('a warm page costs only the session’s round trip, and a change shows at once', async () => {
    const own = await call('GET', '/api/supplier/products', { token: tokens.supplier });
    const mine = own.body.find(
      (p: { approval_status: string; is_active: boolean; city_id: string | null; stock_quantity: number }) =>
        p.approval_status === 'approved' && p.is_active && p.city_id === null && p.stock_quantity > 0,
    );
    const page = `/api/products?search=${encodeURIComponent(mine.name)}&limit=50`;
    const stockOnPage = async () => {
      const res = await call('GET', page, { token: tokens.customer });
      expect(res.status).toBe(200);
      return res.body.products.find((p: { id: string }) => p.id === mine.id)?.stock_quantity;
    };
    const warm = await measureTrips(
      proxy,
      { name: 'warm page', budget: 1, run: () => call('GET', page, { token: tokens.customer }) },
      call,
      tokens,
    );
    expect(warm).toMatchObject({ sequential: 1, total: 1 });
    expect(await stockOnPage()).toBe(mine.stock_quantity);
    const restocked = mine.stock_quantity + 7;
    const res = await call('PUT', `/api/supplier/products/${mine.id}/stock`, {
      token: tokens.supplier,
      json: { stock_quantity: restocked },
    });
    expect(res.status).toBe(200);
    expect(await stockOnPage()).toBe(restocked);
  });
});
