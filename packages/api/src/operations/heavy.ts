/**
 * Heavy operations: the ones declaring `heavy: true` in op() (PDFs, CSV exports, bulk upload).
 * One CPU-bound call can take a quarter of a second, so each is answered alone (never inside a
 * tRPC batch), a few per account per minute, and only a few at once per process, with a short
 * queue: a burst of documents must not starve the health check and ordinary reads (issue 34).
 */
import type { HeavyLimits } from '../config.ts';
import { AppError, fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import type { RateLimiter } from '../ports.ts';

const BUSY_RETRY_SECONDS = 2;

/** A counting semaphore with a bounded queue, served in arrival order. */
export interface WorkGate {
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

/** The limits are config.ts `heavy` (HEAVY_AT_ONCE, HEAVY_QUEUE). */
export function createWorkGate({
  atOnce,
  queue: maxWaiting,
}: Pick<HeavyLimits, 'atOnce' | 'queue'>): WorkGate {
  let running = 0;
  const queue: (() => void)[] = [];
  return {
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
    async run(work) {
      if (running < atOnce) running += 1;
      else if (queue.length < maxWaiting) await new Promise<void>((turn) => queue.push(turn));
      else
        throw new AppError('SERVICE_UNAVAILABLE', 'heavy_busy', msg('error.heavy.busy'), BUSY_RETRY_SECONDS);
      try {
        return await work();
      } finally {
        // The finishing call hands its slot to the first in line, so `running` stays as it is.
        const next = queue.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}

/** tRPC calls in a request: the procedures of a batch (`/trpc/a,b?batch=1`), else 1 (REST too). */
export function callsIn(url: URL): number {
  if (!url.pathname.startsWith('/trpc/') || url.searchParams.get('batch') !== '1') return 1;
  return url.pathname.slice('/trpc/'.length).split(',').length;
}

interface HeavyContext {
  req: { calls: number };
  config: { heavy: HeavyLimits };
  limiter: RateLimiter;
  heavyWork: WorkGate;
}

/** Runs a heavy operation's work under the three limits above (trpc.ts, for every `heavy` entry). */
export async function heavyCall<T>(
  ctx: HeavyContext,
  user: { id: string },
  work: () => Promise<T>,
): Promise<T> {
  if (ctx.req.calls > 1) throw fail.badRequest('heavy_in_batch', msg('error.heavy.inBatch'));
  const wait = await ctx.limiter.hit(`heavy:${user.id}`, ctx.config.heavy.perAccountPerMinute, 60);
  if (wait)
    throw new AppError(
      'TOO_MANY_REQUESTS',
      'rate_limited',
      msg('error.heavy.tooMany', { seconds: wait }),
      wait,
    );
  return ctx.heavyWork.run(work);
}
