/**
 * Group commit: rows that arrive while a write is in flight, or within `lingerMs` of the first
 * row of an idle queue, share one write. One transaction then carries many rows, so the
 * per-transaction cost (lock, journal pages, the rollup triggers' pages, checkpoints) is paid once
 * per batch instead of once per row. Without a linger an idle queue writes at once; with one, a
 * row waits at most that long first (decision 0104: under load, views otherwise arrived one at a
 * time and each paid a commit). Every caller still learns whether its own row was stored.
 */
export function groupCommit<T>(
  write: (rows: T[]) => Promise<void>,
  { maxBatch = 500, lingerMs = 0 }: { maxBatch?: number; lingerMs?: number } = {},
) {
  let queue: { row: T; done: (e?: unknown) => void }[] = [];
  let running = false;

  async function drain() {
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(maxBatch);
      try {
        await write(batch.map((b) => b.row));
        for (const b of batch) b.done();
      } catch (e) {
        for (const b of batch) b.done(e);
      }
    }
    running = false;
  }

  return (row: T) =>
    new Promise<void>((resolve, reject) => {
      queue.push({ row, done: (e) => (e === undefined ? resolve() : reject(e)) });
      if (running) return;
      running = true;
      if (lingerMs > 0) setTimeout(() => void drain(), lingerMs);
      else void drain();
    });
}
