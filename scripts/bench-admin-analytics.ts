/**
 * Times the admin analytics queries on a database with 1,000,000 order lines
 * (250,000 orders x 4 lines over 10 cities and 1,000 products, one year).
 * Run: npx tsx scripts/bench-admin-analytics.ts [orders]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '@app/db';
import { migrateDatabase } from '@app/db/migrate';
import { seedReference } from '@app/seed';
import { createClient } from '@libsql/client';
import { listCustomers } from '../packages/api/src/accounts/customers.ts';
import {
  salesByCategory,
  salesByCity,
  salesByDay,
  salesByPaymentMethod,
  salesByProduct,
  salesOverview,
} from '../packages/api/src/analytics/sales.ts';
import { listInventory } from '../packages/api/src/catalog/inventory.ts';
import { listStaffOrders } from '../packages/api/src/orders/staff.ts';

const ORDERS = Number(process.argv[2] ?? 250_000);
// BENCH_KEEP=dir keeps the database there for experiments.
const dir = process.env.BENCH_KEEP ?? mkdtempSync(join(tmpdir(), 'bench-admin-'));
const client = createClient({ url: `file:${join(dir, 'bench.db')}` });
const db = createDatabase(client);
await migrateDatabase(db);
await seedReference(db);
const now = Date.now();
const YEAR = 365 * 86_400_000;

const t0 = performance.now();
await client.executeMultiple(`
  BEGIN;
  CREATE TEMP TABLE city_n AS SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM cities;
  CREATE TEMP TABLE cat_n AS SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM categories;
  WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 199)
  INSERT INTO users (id, username, email, password_hash, user_type, city_id, created_at, updated_at)
  SELECT 'usr_c' || i, 'Customer ' || i, 'c' || i || '@bench.in', 'x', 'customer',
         (SELECT id FROM city_n WHERE k = i % 10), 0, 0 FROM n;
  INSERT INTO users (id, username, email, password_hash, user_type, created_at, updated_at)
  VALUES ('usr_s', 'Supplier', 's@bench.in', 'x', 'supplier', 0, 0);
  WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 999)
  INSERT INTO products (id, supplier_id, category_id, city_id, name, price_paise, unit, stock_quantity,
                        approval_status, created_at, updated_at)
  SELECT 'prd_' || i, 'usr_s', (SELECT id FROM cat_n WHERE k = i % 20),
         (SELECT id FROM city_n WHERE k = i % 10), 'Product ' || i, 1000 + i * 7, '1kg',
         i % 40, 'approved', 0, 0 FROM n;
  WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${ORDERS - 1})
  INSERT INTO orders (id, order_number, invoice_number, customer_id, city_id, status, payment_method,
                      payment_status, subtotal_paise, gst_paise, delivery_fee_paise, platform_fee_paise,
                      total_paise, restaurant_name, customer_name, customer_email, delivery_address, phone,
                      delivery_otp, created_at, updated_at)
  SELECT 'ord_' || i, 'SB-' || i, 'INV-' || i, 'usr_c' || (i % 200),
         (SELECT city_id FROM users WHERE id = 'usr_c' || (i % 200)),
         CASE i % 7 WHEN 0 THEN 'pending' WHEN 1 THEN 'cancelled' WHEN 2 THEN 'confirmed'
                    WHEN 3 THEN 'shipped' ELSE 'delivered' END,
         CASE WHEN i % 3 = 0 THEN 'ONLINE' ELSE 'COD' END,
         CASE WHEN i % 3 = 0 AND i % 7 <> 0 THEN 'paid' ELSE 'pending' END,
         40000, 2000, 0, 100, 42100, 'R', 'C', 'c@b.in', 'A', '9', '1234',
         ${now} - (i * ${Math.floor(YEAR / ORDERS)}), 0 FROM n;
  WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${ORDERS * 4 - 1})
  INSERT INTO order_items (id, order_id, product_id, supplier_id, category_id, product_name, unit, hsn_code,
                           price_paise, quantity, line_total_paise)
  SELECT 'itm_' || i, 'ord_' || (i / 4), 'prd_' || ((i * 37) % 1000), 'usr_s',
         (SELECT category_id FROM products WHERE id = 'prd_' || ((i * 37) % 1000)),
         'Product ' || ((i * 37) % 1000), '1kg', '0000', 10000, 1 + i % 3, 10000 * (1 + i % 3) FROM n;
  COMMIT;
  ANALYZE;
`);
console.log(
  `seeded ${ORDERS} orders, ${ORDERS * 4} lines in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);

const all = { cityId: null, superAdmin: true };
const city = { cityId: 'city_indore', superAdmin: false };
const lastMonth = { from: new Date(now - 30 * 86_400_000).toISOString().slice(0, 10) };

async function time(label: string, fn: () => Promise<unknown>) {
  await fn(); // warm the page cache
  const start = performance.now();
  await fn();
  console.log(`${label.padEnd(44)} ${(performance.now() - start).toFixed(0).padStart(6)} ms`);
}

for (const [name, scope] of [
  ['all cities', all],
  ['one city', city],
] as const) {
  for (const [rname, range] of [
    ['all time', {}],
    ['last 30 days', lastMonth],
  ] as const) {
    const f = { scope, ...range };
    console.log(`-- ${name}, ${rname}`);
    await time('overview', () => salesOverview(db, f, now));
    await time('city-wise', () => salesByCity(db, f));
    await time('payment-methods', () => salesByPaymentMethod(db, f));
    await time('daily', () => salesByDay(db, f));
    await time('product-wise (top 10)', () => salesByProduct(db, f));
    await time('category-wise', () => salesByCategory(db, f));
  }
}
console.log('-- lists');
await time('customers page (sorted by total spent)', () =>
  listCustomers(db, all, {
    search: '',
    page: 1,
    page_size: 20,
    dir: 'desc',
    status: 'all',
    sort: 'total_spent',
  }),
);
await time('customers page (sorted by restaurant)', () =>
  listCustomers(db, all, {
    search: '',
    page: 1,
    page_size: 20,
    dir: 'asc',
    status: 'all',
    sort: 'restaurant_name',
  }),
);
await time('orders page', () => listStaffOrders(db, all, { search: '', page: 1, page_size: 20 }, Date.now()));
await time('inventory page', () =>
  listInventory(db, all, { search: '', level: 'all', page: 1, page_size: 25 }, { catalogVersion: null }),
);
client.close();
if (!process.env.BENCH_KEEP) rmSync(dir, { recursive: true, force: true });
