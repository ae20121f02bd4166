import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.ts';
import { demoCatalogue, QUERIES, topNames } from '../support/demo-search.ts';

// Issue 36 item 7: recall@10 and the first result over the query set, printed, against the demo data.
let t: TestApp;
let token: string;
beforeAll(async () => {
  ({ t, token } = await demoCatalogue());
}, 120_000);
afterAll(() => t.close());

describe('the query set', () => {
  it('finds what kitchens mean, and says how well', async () => {
    const byKind = new Map<string, { n: number; recall: number; first: number }>();
    const misses: string[] = [];
    for (const query of QUERIES) {
      const names = (await topNames(t, token, query.q)).products.map((p) => p.name);
      const found = query.expect.filter((e) => names.includes(e)).length / query.expect.length;
      const first = query.expect.includes(names[0] ?? '') ? 1 : 0;
      const k = byKind.get(query.kind) ?? { n: 0, recall: 0, first: 0 };
      byKind.set(query.kind, { n: k.n + 1, recall: k.recall + found, first: k.first + first });
      if (found < 1) misses.push(`${query.q} → ${names.slice(0, 3).join(', ') || 'nothing'}`);
    }
    const all = [...byKind.values()].reduce(
      (s, k) => ({ n: s.n + k.n, recall: s.recall + k.recall, first: s.first + k.first }),
      { n: 0, recall: 0, first: 0 },
    );
    const pct = (x: number, n: number) => `${((x * 100) / n).toFixed(1)}%`;
    console.log(
      [
        `search recall over ${all.n} queries: recall@10 ${pct(all.recall, all.n)}, first result right ${pct(all.first, all.n)}`,
        ...[...byKind].map(
          ([kind, k]) =>
            `  ${kind.padEnd(11)} ${String(k.n).padStart(3)} queries  recall@10 ${pct(k.recall, k.n).padStart(6)}  first ${pct(k.first, k.n).padStart(6)}`,
        ),
        `  not fully found (${misses.length}): ${misses.slice(0, 40).join(' | ')}`,
      ].join('\n'),
    );
    expect(all.recall / all.n).toBeGreaterThan(0.5);
  }, 120_000);
});
