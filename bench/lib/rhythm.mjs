// Issue 37's bench scenarios: checkout on listings with supplier terms and volume prices, and a
// standing-order run of 1,000 schedules (bench/standing.ts, run on the benchmark database).
import { execFileSync } from 'node:child_process';

/** Orders of this many packs reach both volume breaks' first (25) and every supplier's minimum. */
export const TERMS_QUANTITY = 30;

/**
 * Five listings sold everywhere, given two volume breaks and plenty of stock, and their suppliers
 * a minimum order (₹500), weekday deliveries and an order-by time in every bench customer's city:
 * what checkout reads and checks when a buyer meets supplier terms. Answers the listings.
 */
export function prepareTermsCheckout(db, listings) {
  const now = Date.now();
  const picked = listings.slice(5, 10);
  const cities = db
    .prepare("select distinct city_id from users where id like 'usr_bcus%' and city_id is not null")
    .all()
    .map((r) => r.city_id);
  const breaks = (price) =>
    JSON.stringify([
      { from: 25, pricePaise: Math.round(price * 0.95) },
      { from: 100, pricePaise: Math.round(price * 0.9) },
    ]);
  const terms = db.prepare(
    `insert or replace into supplier_terms (supplier_id, city_id, minimum_order_paise, delivery_days, cutoff_minute, created_at, updated_at)
     values (?, ?, 50000, 126, 1320, ?, ?)`,
  );
  for (const id of picked) {
    const p = db.prepare('select supplier_id, price_paise from products where id = ?').get(id);
    db.prepare('update products set price_breaks = ?, stock_quantity = 1000000 where id = ?').run(
      breaks(p.price_paise),
      id,
    );
    for (const city of cities) terms.run(p.supplier_id, city, now, now);
  }
  return picked;
}

/** Runs bench/standing.ts on the benchmark database (the server stopped) and answers its figures. */
export function standingRun(root, dbPath) {
  const out = execFileSync('npx', ['tsx', 'bench/standing.ts', dbPath], { cwd: root, encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').at(-1));
}
