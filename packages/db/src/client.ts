import type { Client, InArgs, InStatement, ResultSet, Transaction } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import * as schema from './schema/index.ts';

export type Database = ReturnType<typeof createDatabase>;
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Wraps a libSQL client from the runtime entry (file on Node, HTTP on Workers).
 * Never a module-level singleton: a Worker builds one per request from its bindings.
 */
export function createDatabase(client: Client) {
  const db = drizzle(serializeWrites(client), { schema });
  return Object.assign(db, {
    /** Runs `fn` in one write transaction (BEGIN IMMEDIATE): all or nothing. */
    write<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(fn);
    },
  });
}

/**
 * One writer at a time per process, readers free. An embedded SQLite connection waiting for a
 * lock blocks the whole event loop, so a write on one pooled connection must never meet an
 * open write transaction on another inside SQLite: writes queue here instead. Reads (WAL) go
 * straight through on any free connection, even while a write transaction is open.
 */
function serializeWrites(client: Client): Client {
  const lock = new Lock();
  const guarded =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const release = await lock.acquire();
      try {
        return await fn(...args);
      } finally {
        release();
      }
    };
  return new Proxy(client, {
    get(target, prop) {
      switch (prop) {
        case 'execute':
          return (stmt: InStatement, args?: InArgs) => {
            const run = () =>
              (target.execute as (s: InStatement, a?: InArgs) => Promise<ResultSet>)(stmt, args);
            return isRead(stmt) ? run() : guarded(run)();
          };
        case 'batch':
          return guarded(target.batch.bind(target));
        case 'migrate':
          return guarded(target.migrate.bind(target));
        case 'executeMultiple':
          return guarded(target.executeMultiple.bind(target));
        case 'transaction':
          return async (mode?: 'read' | 'write' | 'deferred') => {
            if (mode === 'read') return target.transaction(mode);
            const release = await lock.acquire();
            try {
              return releasingOnEnd(await target.transaction(mode ?? 'write'), release);
            } catch (e) {
              release();
              throw e;
            }
          };
        default: {
          const value = Reflect.get(target, prop, target);
          return typeof value === 'function' ? value.bind(target) : value;
        }
      }
    },
  });
}

const READ = /^\s*(select|pragma\s+\w+\s*;?\s*$|explain)\b/i;
const isRead = (stmt: InStatement) => READ.test(typeof stmt === 'string' ? stmt : stmt.sql);

function releasingOnEnd(tx: Transaction, release: () => void): Transaction {
  let done = false;
  const end = () => {
    if (!done) {
      done = true;
      release();
    }
  };
  return new Proxy(tx, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (prop === 'commit' || prop === 'rollback') {
        return async () => {
          try {
            return await (value as () => Promise<void>).call(target);
          } finally {
            end();
          }
        };
      }
      if (prop === 'close') {
        return () => {
          try {
            (value as () => void).call(target);
          } finally {
            end();
          }
        };
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

class Lock {
  #tail: Promise<void> = Promise.resolve();
  acquire(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    const previous = this.#tail;
    this.#tail = previous.then(() => held);
    return previous.then(() => release);
  }
}
