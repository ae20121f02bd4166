import type { RateLimiter } from '../ports.ts';

/**
 * Fixed-window counters in memory. Per process on Node (one process serves everything) and
 * per isolate on Workers, where it is a first line only (see docs/security.md).
 */
export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    hit(key, limit, windowSeconds) {
      const t = now();
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        if (windows.size > 50_000) for (const [k, v] of windows) if (v.resetAt <= t) windows.delete(k);
        w = { count: 0, resetAt: t + windowSeconds * 1000 };
        windows.set(key, w);
      }
      w.count += 1;
      return w.count > limit ? Math.ceil((w.resetAt - t) / 1000) : 0;
    },
    peek(key, limit) {
      const t = now();
      const w = windows.get(key);
      return w && w.resetAt > t && w.count >= limit ? Math.ceil((w.resetAt - t) / 1000) : 0;
    },
    clear(key) {
      windows.delete(key);
    },
  };
}
