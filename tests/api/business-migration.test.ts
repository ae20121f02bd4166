import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { hashPassword } from '@app/api';
import { createDatabase, orders } from '@app/db';
import { migrateDatabase, migrationsFolder } from '@app/db/migrate';
import { seedReference } from '@app/seed';
import { createClient } from '@libsql/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../support/app.ts';

// The migration of decision 0102 on a database as it was before it: a customer with an order on
// credit, a payment, a par list and a GSTIN becomes a business with one outlet it owns, and every
// one of those stays reachable through the same calls as before.

const MIGRATION = '0046_businesses_outlets_people';
const NOW = Date.UTC(2026, 10, 20, 6, 0);
let t: TestApp;
let dir: string;

/**
 * The committed migrations up to, not including, this one. Later ones go too: the migrator skips
 * any migration older than the newest applied, so this one would never run after them.
 */
function migrationsBefore(folder: string) {
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === MIGRATION);
  for (const e of journal.entries.slice(at)) rmSync(join(folder, `${e.tag}.sql`));
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
}

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
        sql: `insert into users (id, username, email, password_hash, user_type, restaurant_name, city_id, address,
                phone, fssai_number, gstin, created_at, updated_at)
              values ('usr_old', 'Ravi Kumar', 'old@test.in', ?, 'customer', 'Old Spice Kitchen', 'city_indore',
                '7 Old Palasia, Indore', '9876543210', '12345678901234', '23AAACS1234F1Z0', ?, ?)`,
        args: [hash, NOW, NOW],
      },
      {
        sql: `insert into orders (id, order_number, customer_id, city_id, status, payment_method, payment_status,
                subtotal_paise, gst_paise, delivery_fee_paise, platform_fee_paise, total_paise, restaurant_name,
                customer_name, customer_email, delivery_address, phone, delivery_otp, invoice_number,
                credit_due_at, credit_paise, created_at, updated_at)
              values ('ord_old', 'ORD-OLD-1', 'usr_old', 'city_indore', 'delivered', 'ONLINE', 'pending', 100000, 5000,
                0, 0, 105000, 'Old Spice Kitchen', 'Ravi Kumar', 'old@test.in', '7 Old Palasia, Indore', '9876543210',
                '1234', 'INV/2026-27/900001', ?, 105000, ?, ?)`,
        args: [NOW + 15 * 86_400_000, NOW, NOW],
      },
      {
        sql: `insert into customer_credit (customer_id, limit_paise, period_days, set_at) values ('usr_old', 500000, 15, ?)`,
        args: [NOW],
      },
      {
        sql: `insert into customer_payments (id, customer_id, amount_paise, paid_on, reference, created_at)
              values ('cpy_old', 'usr_old', 40000, '2026-11-20', 'UTR-OLD-1', ?)`,
        args: [NOW],
      },
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
      {
        sql: `insert into cart_items (id, user_id, product_id, quantity, created_at) values ('cit_old', 'usr_old', 'prd_old', 2, ?)`,
        args: [NOW],
      },
      {
        sql: `insert into par_lists (id, user_id, name, name_key, created_at, updated_at)
              values ('lst_old', 'usr_old', 'Monday staples', 'monday staples', ?, ?)`,
        args: [NOW, NOW],
      },
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

describe('every customer becomes a one-outlet business it owns', () => {
  it('keeps its profile as the outlet and itself as owner; its order, list and ledger stay reachable', async () => {
    const login = await t.call('POST', '/api/auth/login', {
      body: { email: 'old@test.in', password: TEST_PASSWORD },
    });
    expect(login.status).toBe(200);
    const token = login.data.access_token as string;
    const list = await t.call('GET', '/api/account/businesses', { token });
    expect(list.data).toEqual([
      expect.objectContaining({ name: 'Old Spice Kitchen', role: 'owner', outlets: [expect.anything()] }),
    ]);
    const business = await t.call('GET', `/api/account/businesses/${list.data[0].id}`, { token });
    const [outlet] = business.data.outlets;
    expect(outlet).toMatchObject({
      name: 'Old Spice Kitchen',
      address: '7 Old Palasia, Indore',
      city_id: 'city_indore',
      fssai_number: '12345678901234',
      gstin: '23AAACS1234F1Z0',
    });
    expect(business.data.people).toEqual([
      expect.objectContaining({ email: 'old@test.in', role: 'owner', is_account_holder: true }),
    ]);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, 'ord_old'));
    expect(order!.outletId).toBe(outlet.id);
    // Migration 0049 (decision 0112): placed by its account, the cart its one outlet's.
    expect(order!.placedBy).toBe('usr_old');
    const cart = await t.call('GET', '/api/cart', { token });
    expect(cart.data.items).toEqual([expect.objectContaining({ product_id: 'prd_old', quantity: 2 })]);

    const myOrders = await t.call('GET', '/api/orders', { token });
    expect(JSON.stringify(myOrders.data)).toContain('ORD-OLD-1');
    const lists = await t.call('GET', '/api/lists', { token });
    expect(JSON.stringify(lists.data)).toContain('Monday staples');
    const ledger = await t.call('GET', '/api/account/ledger', { token });
    expect(ledger.status).toBe(200);
    expect(ledger.data.credit).toMatchObject({ limit: 5000 });
    expect(ledger.data.entries.map((e: { reference: string }) => e.reference)).toEqual(
      expect.arrayContaining(['ORD-OLD-1', 'UTR-OLD-1']),
    );
    expect(ledger.data.balance).toBe(650);
  });
});
