import { type Database, products, type Tx } from '@app/db';
import { inArray } from 'drizzle-orm';
import { audit } from '../audit/index.ts';
import { AppError, detailIn, fail, fieldIssues } from '../errors.ts';
import { type Language, msg } from '../messages/index.ts';
import { fromStored } from '../shared/measure.ts';
import { toRupees } from '../shared/money.ts';
import { price as priceRule } from '../shared/schemas.ts';
import type { BulkUpdateInput } from './bulk-update-schemas.ts';
import { refuseFields, storedStock } from './measures.ts';
import { repriceOwn } from './price.ts';
import { setStock } from './stock.ts';
import { ownProduct, productById } from './supplier.ts';

/*
 * A supplier's stock and price set from its rows: one listing, or up to 200 at once (decision
 * 0115). Each listing of a bulk change goes through the one-listing rule, in its own transaction.
 */

/**
 * Supplier, own products only: the stock its ERP syncs (packs, kg or litres), on sale at once like
 * a form's stock.
 */
export const setOwnStock = (db: Database, supplierId: string, id: string, quantity: number, now: number) =>
  db.write(async (tx) => {
    await restockOwn(tx, supplierId, id, quantity, now);
    return productById(tx, id);
  });

/** setOwnStock's rule inside a transaction; a changed count is audited as a form's is. */
async function restockOwn(tx: Tx, supplierId: string, id: string, quantity: number, now: number) {
  const before = await ownProduct(tx, supplierId, id);
  const stock = storedStock(quantity, before);
  if (stock === before.stockQuantity) return;
  await setStock(tx, id, stock, now);
  const figures = (stored: number) => ({
    price: toRupees(before.pricePaise),
    stock_quantity: fromStored(stored, before.soldBy),
  });
  await audit(
    tx,
    {
      actorId: supplierId,
      action: 'product.stock',
      entity: 'product',
      entityId: id,
      before: figures(before.stockQuantity),
      after: figures(stock),
    },
    now,
  );
}

/** The price a change by `percent` gives, to the paisa; the forms' price rule refuses the rest. */
function priceAfter(pricePaise: number, percent: number) {
  const price = Math.round((pricePaise * (100 + percent)) / 100) / 100;
  const checked = priceRule.safeParse(price);
  if (!checked.success) refuseFields([{ path: ['price'], message: checked.error.issues[0]!.message }]);
  return price;
}

export type BulkResult = { id: string; ok: true } | { id: string; ok: false; code: string; reason: string };

/**
 * Supplier: one change to many of its listings. Every id must be its own (403 before anything is
 * written otherwise: a foreign id is refused, never skipped); then each listing takes the change
 * through the one-listing rule, and one that breaks it is answered with the reason, the others kept.
 */
export async function bulkUpdate(
  db: Database,
  supplierId: string,
  input: BulkUpdateInput,
  language: Language,
  now: number,
): Promise<{ results: BulkResult[] }> {
  const ids = [...new Set(input.ids)];
  const owners = await db
    .select({ supplierId: products.supplierId })
    .from(products)
    .where(inArray(products.id, ids));
  if (owners.some((o) => o.supplierId !== supplierId))
    throw fail.forbidden(msg('error.catalog.otherSupplier'));
  const results: BulkResult[] = [];
  for (const id of ids) {
    try {
      await db.write((tx) =>
        input.action === 'set_stock'
          ? restockOwn(tx, supplierId, id, input.stock_quantity!, now)
          : repriceOwn(tx, supplierId, id, (l) => priceAfter(l.pricePaise, input.percent!), now),
      );
      results.push({ id, ok: true });
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      const reason = fieldIssues(e.cause, language)?.[0]?.message ?? detailIn(e, language);
      results.push({ id, ok: false, code: e.appCode, reason });
    }
  }
  return { results };
}
