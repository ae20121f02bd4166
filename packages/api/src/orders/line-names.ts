import { catalogVersion, type Database } from '@app/db';
import { sql } from 'drizzle-orm';
import { perKey } from '../shared/per-key.ts';

/** The names an order line shows as its listing and supplier read now. */
export interface LineNames {
  brands: ReadonlyMap<string, string | null>;
  suppliers: ReadonlyMap<string, string | null>;
}

// Brands of 20,000 products and their suppliers' names: a few hundred kilobytes.
const KEPT = 20_000;

/**
 * Each product's brand and each supplier's name, as read at one catalogue version (decision 0124).
 * Both move the version (catalog_version's triggers on products and on users' restaurant_name),
 * so names read at a version are the names at that version. Read per line, in the order list's
 * page statement, they were half of its SQLite time: a product row and a user row per line.
 * Names are kept only from the statement that read the version with them; a version other than
 * the kept one drops them all, as does passing KEPT names. On Workers the database, and so this,
 * is per request.
 */
const keptFor = perKey((_db: Database) => ({
  version: -1,
  brands: new Map<string, string | null>(),
  suppliers: new Map<string, string | null>(),
}));

const p = sql.placeholder;
const namesQueryFor = perKey((db: Database) =>
  db
    .select({
      version: catalogVersion.version,
      brands: sql<string>`(select json_group_object(id, brand) from products
        where id in (select value from json_each(${p('products')})))`,
      suppliers: sql<string>`(select json_group_object(id, restaurant_name) from users
        where id in (select value from json_each(${p('suppliers')})))`,
    })
    .from(catalogVersion)
    .prepare(),
);

/**
 * The brands of these products and the names of these suppliers at catalogue version `version`
 * (read with the lines): kept ones when every one is kept at that version, else all read now.
 */
export async function lineNames(
  db: Database,
  version: number,
  productIds: ReadonlySet<string>,
  supplierIds: ReadonlySet<string>,
): Promise<LineNames> {
  const kept = keptFor(db);
  if (
    kept.version === version &&
    [...productIds].every((id) => kept.brands.has(id)) &&
    [...supplierIds].every((id) => kept.suppliers.has(id))
  )
    return kept;
  const [row] = await namesQueryFor(db).all({
    products: JSON.stringify([...productIds]),
    suppliers: JSON.stringify([...supplierIds]),
  });
  const read = {
    brands: namesOf(productIds, row?.brands),
    suppliers: namesOf(supplierIds, row?.suppliers),
  };
  if (!row) return read;
  if (row.version !== kept.version || kept.brands.size + kept.suppliers.size > KEPT) {
    kept.brands.clear();
    kept.suppliers.clear();
    kept.version = row.version;
  }
  for (const [id, name] of read.brands) kept.brands.set(id, name);
  for (const [id, name] of read.suppliers) kept.suppliers.set(id, name);
  return read;
}

/** Every id asked for, with its name; null for one not found (a product or supplier gone). */
function namesOf(ids: ReadonlySet<string>, json: string | undefined) {
  const found = JSON.parse(json ?? '{}') as Record<string, string | null>;
  return new Map([...ids].map((id) => [id, found[id] ?? null]));
}
