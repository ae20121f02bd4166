import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { hashPassword } from '@app/api';
import { createDatabase, parLists, standingOrders } from '@app/db';
import { migrateDatabase, migrationsFolder } from '@app/db/migrate';
import { seedReference } from '@app/seed';
import { createClient } from '@libsql/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../support/app.ts';

// Migration 0054 (decision 0117) on a database as it was before it: a one-outlet customer's par
// list and standing order become its outlet's and stay reachable through the same calls, and a
// business that already had a second outlet keeps them on its first, the profile's.

const MIGRATION = '0054_outlet_lists';
const NOW = Date.UTC(2026, 11, 1, 6, 0);
let t: TestApp;
let dir: string;

/** The committed migrations before this one (later ones go too: the migrator would skip it). */
function migrationsBefore(folder: string) {
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === MIGRATION);
  for (const e of journal.entries.slice(at)) rmSync(join(folder, `${e.tag}.sql`));
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
}

const customer = (id: string, email: string, hash: string) => ({
  sql: `insert into users (id, username, email, password_hash, user_type, restaurant_name, city_id, address,
          phone, created_at, updated_at)
        values (?, 'Ravi Kumar', ?, ?, 'customer', 'Old Spice Kitchen', 'city_indore', '7 Old Palasia, Indore',
          '9876543210', ?, ?)`,
  args: [id, email, hash, NOW, NOW],
});
/** A business of `userId` with its outlets, oldest first, and the account holder as owner. */
const business = (userId: string, outletIds: string[]) => [
  {
    sql: `insert into businesses (id, name, customer_id, created_at, updated_at) values (?, 'Old Spice', ?, ?, ?)`,
    args: [`biz_${userId}`, userId, NOW, NOW],
  },
  ...outletIds.map((id, i) => ({
    sql: `insert into outlets (id, business_id, name, address, city_id, created_at, updated_at)
          values (?, ?, ?, '7 Old Palasia, Indore', 'city_indore', ?, ?)`,
    args: [id, `biz_${userId}`, `Outlet ${i}`, NOW + i, NOW + i],
  })),
  {
    sql: `insert into business_members (id, business_id, user_id, role, created_at, updated_at)
          values (?, ?, ?, 'owner', ?, ?)`,
    args: [`mem_${userId}`, `biz_${userId}`, userId, NOW, NOW],
  },
];
const listAndStanding = (userId: string) => [
  {
    sql: `insert into par_lists (id, user_id, name, name_key, created_at, updated_at)
          values (?, ?, 'Monday staples', 'monday staples', ?, ?)`,
    args: [`lst_${userId}`, userId, NOW, NOW],
  },
  {
    sql: `insert into par_list_items (id, list_id, product_id, par_quantity, position) values (?, ?, 'prd_old', 4, 0)`,
    args: [`pli_${userId}`, `lst_${userId}`],
  },
  {
    sql: `insert into standing_orders (id, customer_id, name, weekdays, starts_on, payment_method, delivery_address,
            phone, created_at, updated_at)
          values (?, ?, 'Morning rice', 127, '2026-12-01', 'COD', '7 Old Palasia, Indore', '9876543210', ?, ?)`,
    args: [`sto_${userId}`, userId, NOW, NOW],
  },
  {
    sql: `insert into standing_order_lines (id, standing_order_id, product_id, quantity, position)
          values (?, ?, 'prd_old', 2, 0)`,
    args: [`sol_${userId}`, `sto_${userId}`],
  },
];

beforeAll(async () => {
  dir = mkdtempSync(join(dirname(inject('baseDbPath')), 'migrate-'));
  const dbPath = join(dir, 'before.db');
  migrationsBefore(join(dir, 'migrations'));
  const client = createClient({ url: `file:${dbPath}` });
  const db = createDatabase(client);
  await migrateDatabase(db, join(dir, 'migrations'));
  await seedReference(db);
  const hash = await hashPassword(TEST_PASSWORD, 1000);
  await client.batch(
    [
      {
        sql: `insert into users (id, username, email, password_hash, user_type, restaurant_name, city_id, created_at, updated_at)
              values ('usr_sup', 'Meena', 'sup@test.in', 'x', 'supplier', 'Meena Traders', 'city_indore', ?, ?)`,
        args: [NOW, NOW],
      },
      {
        sql: `insert into products (id, supplier_id, category_id, name, brand, description, price_paise, unit,
                stock_quantity, image_url, hsn_code, gst_rate, approval_status, created_at, updated_at)
              values ('prd_old', 'usr_sup', 'cat_rice', 'Basmati Rice', 'India Gate', '', 10000, '1kg', 50,
                '/images/seed/1f35a.webp', '1006', 5, 'approved', ?, ?)`,
        args: [NOW, NOW],
      },
      customer('usr_one', 'one@test.in', hash),
      ...business('usr_one', ['out_one']),
      ...listAndStanding('usr_one'),
      customer('usr_two', 'two@test.in', hash),
      ...business('usr_two', ['out_first', 'out_second']),
      ...listAndStanding('usr_two'),
      // An account whose business was never made: its outlet is its own once it is (ensureOwnBusiness).
      customer('usr_late', 'late@test.in', hash),
      ...listAndStanding('usr_late'),
    ],
    'write',
  );
  await migrateDatabase(db);
  client.close();
  t = await createTestApp({}, {}, undefined, { dbPath });
});
afterAll(() => {
  t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const login = async (email: string) =>
  (await t.call('POST', '/api/auth/login', { body: { email, password: TEST_PASSWORD } })).data
    .access_token as string;

describe('par lists and standing orders become their outlet’s', () => {
  it('a one-outlet customer reaches its list and standing order as before, now its outlet’s', async () => {
    const token = await login('one@test.in');
    const lists = await t.call('GET', '/api/lists', { token });
    expect(lists.data.lists).toEqual([
      expect.objectContaining({
        id: 'lst_usr_one',
        name: 'Monday staples',
        outlet_id: 'out_one',
        item_count: 1,
      }),
    ]);
    const list = await t.call('GET', '/api/lists/lst_usr_one', { token });
    expect(list.data.items).toEqual([expect.objectContaining({ product_id: 'prd_old', par_quantity: 4 })]);
    const standing = await t.call('GET', '/api/standing-orders', { token });
    expect(standing.data.items).toEqual([
      expect.objectContaining({ id: 'sto_usr_one', name: 'Morning rice', outlet_id: 'out_one' }),
    ]);
    const [row] = await t.db.select().from(standingOrders).where(eq(standingOrders.id, 'sto_usr_one'));
    expect(row!.createdBy).toBe('usr_one');
  });

  it('a business of two outlets keeps them on its first, the profile’s', async () => {
    const token = await login('two@test.in');
    expect((await t.call('GET', '/api/lists', { token })).data.lists).toEqual([
      expect.objectContaining({ id: 'lst_usr_two', outlet_id: 'out_first' }),
    ]);
    const second = { token, headers: { 'x-outlet': 'out_second' } };
    expect((await t.call('GET', '/api/lists', second)).data.lists).toEqual([]);
    expect((await t.call('GET', '/api/standing-orders', second)).data.items).toEqual([]);
  });

  it('an account whose business is made later adopts them then', async () => {
    const [before] = await t.db.select().from(parLists).where(eq(parLists.id, 'lst_usr_late'));
    expect(before!.outletId).toBeNull();
    const token = await login('late@test.in');
    const lists = await t.call('GET', '/api/lists', { token });
    expect(lists.data.lists.map((l: { id: string }) => l.id)).toEqual(['lst_usr_late']);
    const standing = await t.call('GET', '/api/standing-orders', { token });
    expect(standing.data.items.map((s: { id: string }) => s.id)).toEqual(['sto_usr_late']);
  });
});
