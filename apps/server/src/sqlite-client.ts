import { Lru } from '@app/api/shared';
import { type Client, createClient, type InArgs, type InStatement, type ResultSet } from '@libsql/client';
import Sqlite from 'libsql';

export interface NodeClientOptions {
  /** Sees every statement sent outside a transaction (the query-plan check uses it). */
  onStatement?: (stmt: InStatement) => void;
}

/**
 * The libSQL client of the Node entry. On an embedded file, plain reads outside transactions
 * take a fast path: one extra read connection (WAL lets it read beside the writer) with
 * prepared statements kept per SQL text and rows built once. @libsql/client prepares every
 * statement anew and defines each row cell as a property, which profiling showed to be a
 * quarter of a catalogue request's CPU. Everything else (writes, transactions, batches) goes
 * through @libsql/client unchanged.
 */
export function createNodeClient(url: string, options: NodeClientOptions = {}): Client {
  const client = createClient({ url, concurrency: 4, timeout: 5000 });
  const path = embeddedPath(url);
  const reader = path ? new FastReader(path) : null;
  const execute = (stmt: InStatement, args?: InArgs): Promise<ResultSet> => {
    options.onStatement?.(stmt);
    const fast = reader?.tryRead(stmt, args);
    if (fast) return Promise.resolve(fast);
    if (DDL.test(typeof stmt === 'string' ? stmt : stmt.sql)) reader?.forget();
    return client.execute(stmt as never, args as never);
  };
  return new Proxy(client, {
    get(target, prop) {
      if (prop === 'execute') return execute;
      // Schema changes: kept statements would describe the old columns.
      if (prop === 'executeMultiple' || prop === 'migrate' || prop === 'batch')
        return (...args: unknown[]) => {
          reader?.forget();
          return (target[prop] as (...a: unknown[]) => unknown).apply(target, args);
        };
      if (prop === 'close')
        return () => {
          reader?.close();
          target.close();
        };
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function embeddedPath(url: string): string | null {
  if (!url.startsWith('file:')) return null;
  const path = decodeURIComponent(url.slice('file:'.length).split('?')[0] ?? '');
  return path && path !== ':memory:' ? path : null;
}

const READ = /^\s*select\b/i;
const DDL = /^\s*(create|alter|drop)\b/i;
const CACHE_SIZE = 256;
const VALUES = Symbol('values');

class FastReader {
  #db: Sqlite.Database;
  #cache = new Lru<
    string,
    { stmt: Sqlite.Statement; proto: object; columns: string[]; names: (string | null)[] }
  >(CACHE_SIZE);

  constructor(path: string) {
    this.#db = new Sqlite(path, { timeout: 5000 });
  }

  /** The answer to a positional-argument SELECT, or null when it must take the normal path. */
  tryRead(stmt: InStatement, extra?: InArgs): ResultSet | null {
    const sql = typeof stmt === 'string' ? stmt : stmt.sql;
    const args = typeof stmt === 'string' ? (extra ?? []) : (stmt.args ?? []);
    if (!READ.test(sql) || !Array.isArray(args)) return null;
    const params = args.map(toSql);
    let entry = this.#prepared(sql);
    let raw = entry.stmt.all(params) as unknown[][];
    if (raw[0] && raw[0].length !== entry.columns.length) {
      // The schema changed under a kept statement (its column list is read at prepare time,
      // before SQLite reloads the schema): prepare again now that it has.
      this.#cache.delete(sql);
      entry = this.#prepared(sql);
      raw = entry.stmt.all(params) as unknown[][];
    }
    const rows = raw.map((values) => {
      const row = Object.create(entry.proto);
      row[VALUES] = values;
      for (let i = 0; i < values.length; i++) {
        const name = entry.names[i];
        const v = values[i];
        const value = v instanceof Buffer ? v.buffer.slice(v.byteOffset, v.byteOffset + v.length) : v;
        if (v !== value) values[i] = value;
        if (name !== null && name !== undefined) row[name] = value;
      }
      return row;
    });
    const columns = entry.columns;
    return {
      columns,
      columnTypes: columns.map(() => ''),
      rows,
      rowsAffected: 0,
      lastInsertRowid: undefined,
      toJSON: () => ({ columns, rows: rows.map((r) => Array.from(r as ArrayLike<unknown>)) }),
    };
  }

  #prepared(sql: string) {
    let entry = this.#cache.get(sql);
    if (entry) return entry;
    const stmt = this.#db.prepare(sql);
    stmt.raw(true);
    const columnNames = stmt.columns().map((c) => c.name);
    // A repeated column name keeps its first value, as @libsql/client does.
    const names = columnNames.map((n, i) => (columnNames.indexOf(n) === i ? n : null));
    // Rows are array-like (drizzle reads mapped selections by position) with the column names
    // as their own enumerable properties (raw `sql` selections read them by name).
    const proto = Object.create(Object.prototype, {
      length: { get: () => columnNames.length },
      ...Object.fromEntries(
        columnNames.map((_, i) => [
          i,
          {
            get(this: { [VALUES]: unknown[] }) {
              return this[VALUES][i];
            },
          },
        ]),
      ),
    });
    entry = { stmt, proto, columns: columnNames, names };
    this.#cache.set(sql, entry);
    return entry;
  }

  forget() {
    this.#cache.clear();
  }

  close() {
    this.#cache.clear();
    this.#db.close();
  }
}

/** The argument conversions @libsql/client applies, for the value types drizzle sends. */
function toSql(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.valueOf();
  if (value instanceof ArrayBuffer) return Buffer.from(value);
  if (typeof value === 'number' && !Number.isFinite(value))
    throw new RangeError('Only finite numbers can be passed as arguments');
  if (value === undefined) throw new TypeError('undefined cannot be passed as argument to the database');
  return value;
}
