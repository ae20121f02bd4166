import type { Client } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import * as schema from './schema/index.ts';

export type Database = ReturnType<typeof createDatabase>;
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Wraps a libSQL client from the runtime entry (file on Node, HTTP on Workers).
 * Never a module-level singleton: a Worker builds one per request from its bindings.
 */
export function createDatabase(client: Client) {
  const db = drizzle(client, { schema });
  const queue = new WriteQueue();
  return Object.assign(db, {
    /**
     * Runs `fn` in a write transaction. In-process writers queue here first: an embedded
     * SQLite connection blocks the event loop while it waits for a lock, so two
     * interleaved write transactions in one process must never meet inside SQLite.
     */
    write<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      return queue.run(() => db.transaction(fn, { behavior: 'immediate' }));
    },
  });
}

class WriteQueue {
  #tail: Promise<unknown> = Promise.resolve();
  run<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.#tail.then(fn, fn);
    this.#tail = next.catch(() => undefined);
    return next;
  }
}
