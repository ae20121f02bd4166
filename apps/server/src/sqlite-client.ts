import { Lru } from '@app/api/shared';
import {
  type Client,
  createClient,
  type InArgs,
  type InStatement,
  type ResultSet,
  type Transaction,
  type TransactionMode,
} from '@libsql/client';
import Sqlite from 'libsql';

export interface NodeClientOptions {
  /**
   * Sees every statement sent, in a transaction or not (the query-plan check and the
   * statements-per-request counts use it).
   */
  onStatement?: (stmt: InStatement) => void;
  /**
   * SQLite's `synchronous` for writes. NORMAL (the default) syncs the WAL at checkpoints, not at
   * every commit: a process crash loses nothing, a power cut may lose the last commits, the
   * file never corrupts. FULL syncs every commit (about 1.7 ms of blocked event loop each here).
   */
  synchronous?: 'NORMAL' | 'FULL';
  /** For a libSQL server's URL (Turso, sqld); an embedded file needs none. */
  authToken?: string;
}

/**
 * The libSQL client of the Node entry. On an embedded file it keeps two connections of its
 * own: a writer for every write and write transaction, and a reader for plain reads while a
 * write transaction is open on the writer (WAL lets it read beside it). Plain reads otherwise go
 * to the writer too: SQLite empties a connection's page cache whenever another connection has
 * written, so a reader beside a busy writer read every page anew (a session lookup 55 µs instead
 * of 27, a cart read-back twice as long; decision 0134). Both keep prepared statements per SQL
 * text and build rows once. @libsql/client opens a new connection per transaction, prepares
 * every statement anew and defines each row cell as a property: profiling showed that to be a
 * quarter of a catalogue read and most of a small write transaction. Writers are serialised by
 * the caller (`createDatabase` in @app/db); this client refuses a second open transaction.
 */
export function createNodeClient(url: string, options: NodeClientOptions = {}): Client {
  const client = createClient({ url, authToken: options.authToken, concurrency: 4, timeout: 5000 });
  const path = embeddedPath(url);
  if (!path) return client;
  const writer = new Connection(path);
  // The reader reads beside the writer only in WAL mode (a property of the file, set once).
  writer.db.exec('PRAGMA journal_mode = WAL');
  writer.db.exec(`PRAGMA synchronous = ${options.synchronous ?? 'NORMAL'}`);
  const reader = new Connection(path);
  const forget = () => {
    reader.forget();
    writer.forget();
  };
  const execute = async (stmt: InStatement, args?: InArgs): Promise<ResultSet> => {
    options.onStatement?.(stmt);
    const { sql, params } = statement(stmt, args);
    if (READ.test(sql)) return (writer.inTransaction ? reader : writer).run(sql, params);
    // Query plans and pragma reads: rare, and a kept EXPLAIN statement was seen to pin the
    // reader's snapshot, so they take @libsql/client's own statement each time.
    if (OTHER_READ.test(sql)) return client.execute(stmt as never, args as never);
    if (DDL.test(sql)) forget();
    return writer.run(sql, params);
  };
  const overrides: Partial<Client> = {
    execute: execute as Client['execute'],
    async batch(stmts, mode = 'deferred') {
      const tx = new WriterTransaction(writer, mode, options.onStatement);
      try {
        const results = [];
        for (const s of stmts) results.push(await tx.execute(statementOf(s)));
        await tx.commit();
        return results;
      } finally {
        tx.close();
      }
    },
    async migrate(stmts) {
      forget();
      writer.db.exec('PRAGMA foreign_keys = OFF');
      try {
        return await overrides.batch!(stmts, 'write');
      } finally {
        writer.db.exec('PRAGMA foreign_keys = ON');
        forget();
      }
    },
    async executeMultiple(sql) {
      forget();
      writer.db.exec(sql);
    },
    async transaction(mode: TransactionMode = 'write') {
      // Read transactions take no write lock upstream, so they must not share the writer.
      if (mode === 'read') return client.transaction(mode);
      return new WriterTransaction(writer, mode, options.onStatement);
    },
    close() {
      reader.close();
      writer.close();
      client.close();
    },
  };
  return new Proxy(client, {
    get(target, prop) {
      if (prop in overrides) return overrides[prop as keyof Client];
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

/** Plain reads, which need no write lock. */
const READ = /^\s*select\b/i;
const OTHER_READ = /^\s*(explain|pragma\s+\w+\s*;?\s*$)/i;
const DDL = /^\s*(create|alter|drop)\b/i;
const CACHE_SIZE = 256;
const VALUES = Symbol('values');

type Args = unknown[] | Record<string, unknown>;
const statementOf = (s: InStatement | [string, InArgs?]): InStatement =>
  Array.isArray(s) ? { sql: s[0], args: s[1] ?? [] } : s;

function statement(stmt: InStatement, extra?: InArgs): { sql: string; params: Args } {
  const sql = typeof stmt === 'string' ? stmt : stmt.sql;
  const args = (typeof stmt === 'string' ? extra : stmt.args) ?? [];
  if (Array.isArray(args)) return { sql, params: args.map(toSql) };
  const named: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(args)) named[/^[@$:]/.test(k) ? k.slice(1) : k] = toSql(v);
  return { sql, params: named };
}

interface Prepared {
  stmt: Sqlite.Statement;
  returnsRows: boolean;
  proto: object;
  columns: string[];
  names: (string | null)[];
}

/** One SQLite connection with its statements kept by SQL text. */
class Connection {
  readonly db: Sqlite.Database;
  #cache = new Lru<string, Prepared>(CACHE_SIZE);

  constructor(path: string) {
    this.db = new Sqlite(path, { timeout: 5000 });
    this.db.exec('PRAGMA foreign_keys = ON');
  }

  run(sql: string, params: Args): ResultSet {
    let entry = this.#prepared(sql);
    if (!entry.returnsRows) {
      const info = entry.stmt.run(params);
      return resultSet([], [], info.changes, BigInt(info.lastInsertRowid));
    }
    let raw = entry.stmt.all(params) as unknown[][];
    if (raw[0] && raw[0].length !== entry.columns.length) {
      // The schema changed under a kept statement (its column list is read at prepare time,
      // before SQLite reloads the schema): prepare again now that it has.
      this.#cache.delete(sql);
      entry = this.#prepared(sql);
      raw = entry.stmt.all(params) as unknown[][];
    }
    const { proto, names } = entry;
    const rows = raw.map((cells) => {
      const row = Object.create(proto);
      row[VALUES] = cells;
      for (let i = 0; i < cells.length; i++) {
        const v = cells[i];
        const value = v instanceof Buffer ? v.buffer.slice(v.byteOffset, v.byteOffset + v.length) : v;
        if (v !== value) cells[i] = value;
        const name = names[i];
        if (name !== null && name !== undefined) row[name] = value;
      }
      return row;
    });
    return resultSet(entry.columns, rows, 0, undefined);
  }

  #prepared(sql: string): Prepared {
    const kept = this.#cache.get(sql);
    if (kept) return kept;
    const stmt = this.db.prepare(sql);
    const returnsRows = stmt.reader;
    if (returnsRows) stmt.raw(true);
    const columns = returnsRows ? stmt.columns().map((c) => c.name) : [];
    // A repeated column name keeps its first value, as @libsql/client does.
    const names = columns.map((n, i) => (columns.indexOf(n) === i ? n : null));
    // Rows are array-like (drizzle reads mapped selections by position) with the column names
    // as their own enumerable properties (raw `sql` selections read them by name).
    const proto = Object.create(Object.prototype, {
      length: { get: () => columns.length },
      ...Object.fromEntries(
        columns.map((_, i) => [
          i,
          {
            get(this: { [VALUES]: unknown[] }) {
              return this[VALUES][i];
            },
          },
        ]),
      ),
    });
    const entry = { stmt, returnsRows, proto, columns, names };
    this.#cache.set(sql, entry);
    return entry;
  }

  forget() {
    this.#cache.clear();
  }

  /** Whether a transaction is open; false once closed (libsql's own getter aborts the process then). */
  get inTransaction(): boolean {
    return this.db.open && this.db.inTransaction;
  }

  close() {
    this.#cache.clear();
    if (this.db.open) this.db.close();
  }
}

function resultSet(
  columns: string[],
  rows: unknown[],
  rowsAffected: number,
  lastInsertRowid: bigint | undefined,
): ResultSet {
  return {
    columns,
    columnTypes: columns.map(() => ''),
    rows: rows as ResultSet['rows'],
    rowsAffected,
    lastInsertRowid,
    toJSON: () => ({ columns, rows: rows.map((r) => Array.from(r as ArrayLike<unknown>)) }),
  };
}

const BEGIN: Record<Exclude<TransactionMode, 'read'>, string> = {
  write: 'BEGIN IMMEDIATE',
  deferred: 'BEGIN DEFERRED',
};

/** A transaction on the writer connection, with @libsql/client's Transaction interface. */
class WriterTransaction implements Transaction {
  #closed = false;

  constructor(
    private readonly conn: Connection,
    mode: TransactionMode,
    private readonly onStatement?: (stmt: InStatement) => void,
  ) {
    if (conn.inTransaction) throw new Error('A write transaction is already open on this connection.');
    conn.db.exec(BEGIN[mode === 'read' ? 'deferred' : mode]);
  }

  get closed() {
    return this.#closed;
  }

  async execute(stmt: InStatement): Promise<ResultSet> {
    if (this.#closed) throw new Error('The transaction is closed.');
    this.onStatement?.(stmt);
    const { sql, params } = statement(stmt);
    return this.conn.run(sql, params);
  }

  async batch(stmts: InStatement[]): Promise<ResultSet[]> {
    const results = [];
    for (const s of stmts) results.push(await this.execute(s));
    return results;
  }

  async executeMultiple(sql: string): Promise<void> {
    this.conn.db.exec(sql);
  }

  async commit(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    try {
      this.conn.db.exec('COMMIT');
    } catch (e) {
      if (this.conn.inTransaction) this.conn.db.exec('ROLLBACK');
      throw e;
    }
  }

  async rollback(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    if (this.conn.inTransaction) this.conn.db.exec('ROLLBACK');
  }

  close(): void {
    if (!this.#closed) void this.rollback();
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
