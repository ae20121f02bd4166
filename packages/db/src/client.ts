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
  const queue = new WriteQueue();
  const db = drizzle(waitForWrites(client, queue), { schema });
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

const OUTSIDE_TX = new Set(['execute', 'batch', 'executeMultiple', 'migrate']);

/**
 * A statement issued while a write transaction holds the embedded client's only connection
 * fails at once (TRANSACTION_ACTIVE), so statements outside transactions wait for it. The
 * check and the call happen in one synchronous step, so no transaction can start in between.
 */
function waitForWrites(client: Client, queue: WriteQueue): Client {
  return new Proxy(client, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      if (!OUTSIDE_TX.has(prop as string)) return value.bind(target);
      return async (...args: unknown[]) => {
        while (queue.running) await queue.running;
        return value.apply(target, args);
      };
    },
  });
}

class WriteQueue {
  #tail: Promise<unknown> = Promise.resolve();
  /** Settles when the transaction now running ends; null when none runs. */
  running: Promise<void> | null = null;
  run<T>(fn: () => Promise<T>): Promise<T> {
    const start = () => this.#track(fn);
    const next = this.#tail.then(start, start);
    this.#tail = next.catch(() => undefined);
    return next;
  }
  #track<T>(fn: () => Promise<T>): Promise<T> {
    const result = fn();
    const settled = result.then(
      () => undefined,
      () => undefined,
    );
    this.running = settled;
    settled.then(() => {
      if (this.running === settled) this.running = null;
    });
    return result;
  }
}
