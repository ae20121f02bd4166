import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exited, startServer as startNodeServer } from '../support/node-server.ts';

const root = new URL('../../', import.meta.url).pathname;
const tsx = join(root, 'node_modules/.bin/tsx');
let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mkt-ops-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The Node server from source (demo mode) on a database in `dir`. */
const startServer = (port: number) =>
  startNodeServer(
    { DATA_DIR: dir, DATABASE_URL: `file:${join(dir, 'm.db')}`, LOGIN_LIMIT_PER_ADDRESS: '10000' },
    port,
  );

const sql = async (query: string) => {
  const c = createClient({ url: `file:${join(dir, 'm.db')}` });
  const rows = (await c.execute(query)).rows;
  c.close();
  return rows;
};

describe('faults and backups of the embedded database', () => {
  it('a server killed mid-checkout leaves no half order and no lost stock', async () => {
    const port = 21000 + Math.floor(Math.random() * 9000);
    let server = await startServer(port);
    const base = `http://127.0.0.1:${port}`;
    const [product] = await sql(
      "select id, stock_quantity from products where approval_status = 'approved' and is_active = 1 and city_id is null and stock_quantity >= 100 limit 1",
    );
    const productId = String(product!.id);
    const stockBefore = Number(product!.stock_quantity);
    const soldBefore = Number(
      (
        await sql(`select coalesce(sum(quantity), 0) n from order_items where product_id = '${productId}'`)
      )[0]!.n,
    );
    const customers = (
      await sql(
        "select email from users where user_type = 'customer' and email like 'customer%.%@demo.supply' limit 12",
      )
    ).map((r) => String(r.email));
    const tokens: string[] = [];
    for (const email of customers) {
      const res = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'Demo@1234' }),
      });
      tokens.push(((await res.json()) as { access_token: string }).access_token);
    }
    for (const token of tokens) {
      await fetch(`${base}/api/cart`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ product_id: productId, quantity: 2 }),
      });
    }
    // Fire every checkout at once and kill the process while they run.
    const attempts = tokens.map((token) =>
      fetch(`${base}/api/orders`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          delivery_address: '1 Crash Road',
          phone: '9876543210',
          payment_method: 'COD',
        }),
      }).catch(() => null),
    );
    // Kill the moment the first sale is visible to another reader: checkouts are then in flight,
    // and a checkout that was not one transaction would be caught between its statements.
    const watcher = createClient({ url: `file:${join(dir, 'm.db')}` });
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const [row] = (await watcher.execute(`select stock_quantity n from products where id = '${productId}'`))
        .rows;
      if (Number(row!.n) < stockBefore) break;
    }
    server.child.kill('SIGKILL');
    watcher.close();
    await Promise.all(attempts);
    await exited(server.child);

    server = await startServer(port);
    const [stockAfter] = await sql(`select stock_quantity n from products where id = '${productId}'`);
    const soldAfter = Number(
      (
        await sql(`select coalesce(sum(quantity), 0) n from order_items where product_id = '${productId}'`)
      )[0]!.n,
    );
    // Every unit is either still in stock or on an order line: nothing lost, nothing oversold.
    expect(Number(stockAfter!.n) + (soldAfter - soldBefore)).toBe(stockBefore);
    const [orphans] = await sql(
      'select count(*) n from orders where id not in (select order_id from order_items)',
    );
    expect(Number(orphans!.n)).toBe(0);
    expect((await fetch(`${base}/api/health`)).ok).toBe(true);
    server.child.kill('SIGTERM');
    await exited(server.child);
  }, 120_000);

  it('backs up while consistent and restores the copy', async () => {
    const env = { ...process.env, DATABASE_URL: `file:${join(dir, 'm.db')}` };
    const backup = join(dir, 'backup.db');
    execFileSync(tsx, ['scripts/db-backup.ts', 'backup', backup], { cwd: root, env, stdio: 'pipe' });
    const before = Number((await sql('select count(*) n from orders'))[0]!.n);
    await (async () => {
      const c = createClient({ url: `file:${join(dir, 'm.db')}` });
      await c.execute('delete from notifications');
      await c.execute("update cities set name = 'Changed after backup' where id = 'city_indore'");
      c.close();
    })();
    execFileSync(tsx, ['scripts/db-backup.ts', 'restore', backup], {
      cwd: root,
      env,
      stdio: 'pipe',
    });
    expect(Number((await sql('select count(*) n from orders'))[0]!.n)).toBe(before);
    expect(String((await sql("select name from cities where id = 'city_indore'"))[0]!.name)).toBe('Indore');
    expect(() =>
      execFileSync(tsx, ['scripts/db-backup.ts', 'restore', join(dir, 'nope.db')], {
        cwd: root,
        env,
        stdio: 'pipe',
      }),
    ).toThrow();
  }, 60_000);
});
