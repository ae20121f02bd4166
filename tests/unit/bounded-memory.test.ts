import { describe, expect, it } from 'vitest';
import { keptBytes, memoryPageCache } from '../../packages/api/src/catalog/catalog.ts';
import { createMemoryRateLimiter, MAX_WINDOWS } from '../../packages/api/src/http/rate-limiter.ts';
import { Lru } from '../../packages/api/src/shared/lru.ts';

// What a process keeps between requests stays within its bounds under many distinct keys
// (decision 0127: the soak's memory).
describe('Lru', () => {
  it('keeps at most its count of entries, the most recently used', () => {
    const lru = new Lru<string, number>(100);
    for (let i = 0; i < 10_000; i++) {
      lru.set(`k${i}`, i);
      if (i === 5000) lru.get('k4950');
      expect(lru.size).toBeLessThanOrEqual(100);
    }
    expect(lru.get('k9999')).toBe(9999);
    expect(lru.get('k9900')).toBe(9900);
    expect(lru.get('k9899')).toBeUndefined();
  });

  it('with a byte bound keeps at most that many bytes, whatever the count allows', () => {
    const lru = new Lru<string, string>(1000, { maxBytes: 10_000, sizeOf: (s) => s.length });
    for (let i = 0; i < 5000; i++) {
      lru.set(`k${i}`, 'x'.repeat(1 + (i % 997)));
      expect(lru.bytes).toBeLessThanOrEqual(10_000);
    }
    const last = 'x'.repeat(1 + (4999 % 997));
    expect(lru.get('k4999')).toBe(last);
    // The count of bytes follows replacements and deletions exactly.
    lru.set('k4999', 'yy');
    lru.delete('k4998');
    let sum = 0;
    for (let i = 0; i < 5000; i++) sum += lru.get(`k${i}`)?.length ?? 0;
    expect(lru.bytes).toBe(sum);
    lru.clear();
    expect([lru.size, lru.bytes]).toEqual([0, 0]);
  });

  it('does not keep a value larger than its whole byte bound, and keeps the others', () => {
    const lru = new Lru<string, string>(10, { maxBytes: 100, sizeOf: (s) => s.length });
    lru.set('small', 'x'.repeat(50));
    lru.set('huge', 'x'.repeat(101));
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.get('small')).toHaveLength(50);
    expect(lru.bytes).toBe(50);
  });
});

describe('the in-memory rate limiter', () => {
  it('holds at most its bound of windows under many distinct live keys', async () => {
    const limiter = createMemoryRateLimiter(() => 1_000_000, 1000);
    for (let i = 0; i < 50_000; i++) {
      await limiter.hit(`track:198.51.100.7:session_${i}`, 60, 60);
      expect(limiter.size).toBeLessThanOrEqual(1000);
    }
    expect(MAX_WINDOWS).toBeGreaterThanOrEqual(10_000);
  });

  it('sweeps ended windows first, so live windows under the bound keep counting', async () => {
    let t = 0;
    const limiter = createMemoryRateLimiter(() => t, 1000);
    // The oldest window is a live one; 900 short ones after it end before the map fills.
    for (let i = 0; i < 5; i++) await limiter.hit('login-ip:203.0.113.9', 5, 600);
    t = 100;
    for (let i = 0; i < 900; i++) await limiter.hit(`old${i}`, 5, 1);
    t = 2000;
    for (let i = 0; i < 5000; i++) await limiter.hit(`new${i % 500}`, 5, 600);
    expect(limiter.size).toBeLessThanOrEqual(1000);
    expect(await limiter.hit('login-ip:203.0.113.9', 5, 600)).toBeGreaterThan(0);
  });

  it('still counts and limits a key as before', async () => {
    let t = 0;
    const limiter = createMemoryRateLimiter(() => t, 1000);
    for (let i = 0; i < 3; i++) expect(await limiter.hit('k', 3, 60)).toBe(0);
    expect(await limiter.hit('k', 3, 60)).toBe(60);
    expect(await limiter.peek('k', 3)).toBe(60);
    t = 60_000;
    expect(await limiter.hit('k', 3, 60)).toBe(0);
  });
});

describe('kept catalogue pages', () => {
  const page = (n: number, k: number) => ({
    products: Array.from({ length: n }, (_, i) => ({
      id: `prd_${k}_${i}`,
      name: 'Basmati Rice 25 kg',
      price: 2100,
    })),
    next_cursor: null,
  });

  it('hold at most their bytes under many distinct keys (cursors, limits, searches)', async () => {
    const cache = memoryPageCache(500, 2 * 1024 * 1024);
    for (let k = 0; k < 3000; k++) {
      await cache.put(`1|products|cty_x|cat_y|cursor${k}|${1 + (k % 100)}`, page(1 + (k % 100), k));
      expect(cache.bytes).toBeLessThanOrEqual(2 * 1024 * 1024);
    }
    // The newest page is kept and answered as the same object; the oldest went first.
    const last = await cache.get('1|products|cty_x|cat_y|cursor2999|100');
    expect(last).toMatchObject({ products: { length: 100 } });
    expect(await cache.get('1|products|cty_x|cat_y|cursor0|1')).toBeUndefined();
  });

  it('count a page by its JSON, and something JSON cannot write at a fixed size', () => {
    const p = page(50, 1);
    expect(keptBytes(p)).toBe(3 * JSON.stringify(p).length);
    expect(keptBytes({ n: 1n })).toBe(256 * 1024);
  });
});
