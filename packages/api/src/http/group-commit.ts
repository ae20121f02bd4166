/**
 * Group commit: callers that arrive while a write is in flight share the next one. Idle, each
 * write goes at once (no added latency); under load, one transaction carries many rows, so the
 * per-transaction cost (lock, journal, fsync) is paid once per batch instead of once per row.
 * Every caller still learns whether its own row was stored.
 */
export function groupCommit<T>(write: (rows: T[]) => Promise<void>, maxBatch = 500) {
  let queue: { row: T; done: (e?: unknown) => void }[] = [];
  let running = false;

  async function drain() {
    running = true;
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
      if (!running) void drain();
    });
}
