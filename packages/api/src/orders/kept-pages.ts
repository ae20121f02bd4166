import { catalogVersion, type Database, orderVersions } from '@app/db';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { Lru } from '../shared/lru.ts';
import { perKey } from '../shared/per-key.ts';
import { listOwnOrders } from './own-list.ts';
import type { supplierOrderListInput } from './schemas.ts';
import { listSupplierOrders } from './supplier-list.ts';

type Kept = { stamp: string; page: object; bytes: number };

/** Pages kept per server, and about how many bytes of answers they hold at most. */
const KEPT_PAGES = 2000;
const KEPT_BYTES = 48 * 1024 * 1024;
/** A kept page's bytes, estimated: a serialised order took 0.6-1 KB, a line about 0.4. */
const bytesOf = (orders: number, lines: number) => 200 + orders * 1200 + lines * 600;

const keptFor = perKey((db: Database) => ({
  versions: db
    .select({
      orders: sql<number | null>`(select ${orderVersions.version} from ${orderVersions}
        where ${orderVersions.accountId} = ${sql.placeholder('account')})`,
      catalog: catalogVersion.version,
    })
    .from(catalogVersion)
    .prepare(),
  pages: new Lru<string, Kept>(KEPT_PAGES, { maxBytes: KEPT_BYTES, sizeOf: (k) => k.bytes }),
}));

/**
 * An account's page of orders, kept while nothing it shows has changed (decision 0135): the
 * account's order version, which triggers raise on every change to its orders, their lines,
 * parts, deliveries and offers, and the catalogue version, which names of suppliers, riders,
 * outlets and cities and brands move. A repeat is the same object, so its check, JSON and ETag
 * are made once (`checkedOnce`). The versions are read before the page: a change between the two
 * keeps a newer page under the older stamp, which no later read asks for. Only on an embedded
 * database, where that read costs no round trip: over a network (Turso, sqld, a Worker) it would
 * add one to every request, which the edge's round-trip budget refuses.
 */
async function keptPage<T extends object>(
  db: Database,
  account: string,
  key: string,
  read: () => Promise<T>,
  size: (page: T) => number,
): Promise<T> {
  if (db.$client.protocol !== 'file') return read();
  const { versions, pages } = keptFor(db);
  const [v] = await versions.all({ account });
  const stamp = `${v?.orders ?? 0}|${v?.catalog ?? 0}`;
  const kept = pages.get(key);
  if (kept?.stamp === stamp) return kept.page as T;
  const page = await read();
  pages.set(key, { stamp, page, bytes: size(page) });
  return page;
}

/** The customer's own orders (own-list.ts), kept per account, outlets and page. */
export const keptOwnOrders = (
  db: Database,
  customerId: string,
  p: { cursor?: string; limit: number },
  outletIds: string[] | null,
) =>
  keptPage(
    db,
    customerId,
    `own|${customerId}|${outletIds?.join(',') ?? '*'}|${p.cursor ?? ''}|${p.limit}`,
    () => listOwnOrders(db, customerId, p, outletIds),
    (page) =>
      bytesOf(
        page.orders.length,
        page.orders.reduce((n, o) => n + o.items.length, 0),
      ),
  );

/** A supplier's orders page (supplier-list.ts), kept per supplier, filter and page. */
export const keptSupplierOrders = (
  db: Database,
  supplierId: string,
  input: z.output<typeof supplierOrderListInput>,
) =>
  keptPage(
    db,
    supplierId,
    `supplier|${supplierId}|${JSON.stringify(input)}`,
    () => listSupplierOrders(db, supplierId, input),
    (page) =>
      bytesOf(
        page.items.length,
        page.items.reduce((n, o) => n + o.items.length, 0),
      ),
  );
