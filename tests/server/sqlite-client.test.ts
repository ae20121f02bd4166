import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Client, createClient } from '@libsql/client';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/libsql';
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createNodeClient } from '../../apps/server/src/sqlite-client.ts';

const things = sqliteTable('things', { id: text('id').primaryKey(), name: text('name'), n: integer('n') });
const kinds = sqliteTable('kinds', { id: text('id').primaryKey(), name: text('name') });

let fast: Client;
let plain: Client;
beforeEach(async () => {
  const url = `file:${join(mkdtempSync(join(tmpdir(), 'fast-reads-')), 'db.sqlite')}`;
  fast = createNodeClient(url);
  plain = createClient({ url });
  await fast.executeMultiple(`
    create table things (id text primary key, name text, n integer, kind text, data blob);
    create table kinds (id text primary key, name text);
    insert into kinds values ('k1', 'Rice');
    insert into things values ('a', 'Basmati', 2, 'k1', x'0102'), ('b', 'Jeera', null, 'k1', null);`);
});
afterEach(() => {
  fast.close();
  plain.close();
});

describe('Node client fast reads', () => {
  it('answers drizzle selections exactly as @libsql/client does, duplicate column names included', async () => {
    const query = (c: Client) =>
      drizzle(c)
        .select({ id: things.id, name: things.name, kind: kinds.name, n: things.n })
        .from(things)
        .innerJoin(kinds, sql`${kinds.id} = things.kind`)
        .where(sql`${things.n} is null or ${things.n} > ${1}`)
        .orderBy(things.id);
    expect(await query(fast)).toEqual(await query(plain));
    expect(await query(fast)).toEqual([
      { id: 'a', name: 'Basmati', kind: 'Rice', n: 2 },
      { id: 'b', name: 'Jeera', kind: 'Rice', n: null },
    ]);
  });

  it('gives raw SQL rows their column names only, and blobs as ArrayBuffers', async () => {
    const rows = await drizzle(fast).all<Record<string, unknown>>(
      sql`select id, name, data from things order by id`,
    );
    expect(rows.map((r) => Object.keys(r))).toEqual([
      ['id', 'name', 'data'],
      ['id', 'name', 'data'],
    ]);
    expect(new Uint8Array(rows[0]!.data as ArrayBuffer)).toEqual(new Uint8Array([1, 2]));
    const r = (await fast.execute('select id, name from things order by id')).rows[0]!;
    expect([r[0], r[1], r.length, r.id]).toEqual(['a', 'Basmati', 2, 'a']);
  });

  it('sees every committed write at once, and a changed schema through its kept statements', async () => {
    // Reading beside the writer needs WAL; the client sets it on the file.
    expect((await plain.execute('PRAGMA journal_mode')).rows[0]!.journal_mode).toBe('wal');
    const count = async () => Number((await fast.execute('select count(*) as n from things')).rows[0]!.n);
    expect(await count()).toBe(2);
    const tx = await fast.transaction('write');
    await tx.execute("insert into things (id, name) values ('c', 'Toor')");
    expect(await count()).toBe(2);
    await tx.commit();
    expect(await count()).toBe(3);
    // Plain reads go to the writer when no transaction is open on it: another connection's
    // commit is still seen by the next read.
    await plain.execute("insert into things (id, name) values ('e', 'Moong')");
    expect(await count()).toBe(4);
    await plain.execute("delete from things where id = 'e'");
    expect(await count()).toBe(3);
    await fast.execute({ sql: 'insert into things (id, n) values (?, ?)', args: ['d', true] });
    expect((await fast.execute({ sql: 'select n from things where id = ?', args: ['d'] })).rows[0]!.n).toBe(
      1,
    );
    const all = async () => (await fast.execute('select * from things where id = ?', ['a'])).columns;
    expect(await all()).toEqual(['id', 'name', 'n', 'kind', 'data']);
    await fast.execute('alter table things add column extra text');
    expect(await all()).toEqual(['id', 'name', 'n', 'kind', 'data', 'extra']);
  });

  it('refuses a read once closed, as an error and not an abort of the process', async () => {
    // Work left running past a shutdown (a background run waiting on a gateway) reads afterwards.
    fast.close();
    await expect(fast.execute('select count(*) from things')).rejects.toThrow();
    await expect(fast.transaction('write')).rejects.toThrow();
  });

  it('never reads from an old snapshot, whatever the shape of the reads before', async () => {
    await fast.execute('create table nums (n integer)');
    for (let i = 0; i < 250; i++) await fast.execute({ sql: 'insert into nums values (?)', args: [i] });
    const shapes = [
      'select n from nums where n < 0',
      'select n from nums where n < 1',
      'select n from nums where n < 100',
      'select n from nums where n < 150',
      'select n from nums order by n limit 1',
      'select count(*) as c from nums',
    ];
    for (const [i, shape] of shapes.entries()) {
      await fast.execute(shape);
      await fast.execute('EXPLAIN QUERY PLAN select n from nums where n = 1');
      await fast.execute({ sql: 'insert into nums values (?)', args: [1000 + i] });
      const seen = await fast.execute('select count(*) as c from nums');
      expect(Number(seen.rows[0]!.c), shape).toBe(251 + i);
    }
  });
});
