import { type Database, products, type Tx } from '@app/db';
import { eq } from 'drizzle-orm';
import type { StaffScope } from '../access/rules.ts';
import { audit } from '../audit/index.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { formatQuantity, fromStored } from '../shared/measure.ts';
import { formatRupees, toPaise, toRupees } from '../shared/money.ts';
import { breakIssues } from '../shared/price-breaks.ts';
import { loadStaffProduct, staffProductDto } from './staff.ts';
import { ownProduct, productById } from './supplier.ts';

/*
 * A listing's price changed alone, from a table row (decision 0108): the product forms' rules for
 * a new price, with the listing's volume prices kept as they are.
 */

type Listing = typeof products.$inferSelect;

/**
 * The new price in paise, once the listing's volume prices still fit it (shared/price-breaks.ts,
 * the rule the forms apply): 400 naming the first break that would not be cheaper. The breaks are
 * not changed here; the product form changes them.
 */
function repricedPaise(listing: Listing, price: number) {
  const pricePaise = toPaise(price);
  const issues = breakIssues(listing.priceBreaks, { ...listing, pricePaise });
  const clash = issues.find((i) => i.issue === 'price');
  const b = clash && listing.priceBreaks[clash.index];
  if (b)
    throw fail.badRequest(
      'break_not_cheaper',
      msg('error.catalog.breakNotCheaper', {
        price: formatRupees(price),
        breakPrice: formatRupees(toRupees(b.pricePaise)),
        from: formatQuantity(b.from, listing.soldBy),
      }),
    );
  if (issues.length) throw fail.badRequest('breaks_need_form', msg('error.catalog.breaksNeedForm'));
  return pricePaise;
}

const figures = (l: Pick<Listing, 'pricePaise' | 'stockQuantity' | 'soldBy'>) => ({
  price: toRupees(l.pricePaise),
  stock_quantity: fromStored(l.stockQuantity, l.soldBy),
});

/**
 * Supplier, own listings only. An approved listing takes its new price at once and stays on sale,
 * as the form's save does; any other listing is priced in place and waits for review again (a
 * rejection reason and a "price needed" mark cleared). Audited like the form's price change.
 */
export const setOwnPrice = (db: Database, supplierId: string, id: string, price: number, now: number) =>
  db.write(async (tx) => {
    await repriceOwn(tx, supplierId, id, () => price, now);
    return productById(tx, id);
  });

/**
 * setOwnPrice's rule inside a transaction, the price worked out from the listing as it stands (a
 * bulk change by percent): 403/404 for a listing not the supplier's, 400 as the forms refuse.
 */
export async function repriceOwn(
  tx: Tx,
  supplierId: string,
  id: string,
  priceOf: (listing: Listing) => number,
  now: number,
) {
  const before = await ownProduct(tx, supplierId, id);
  const price = priceOf(before);
  const pricePaise = repricedPaise(before, price);
  const review =
    before.approvalStatus === 'approved'
      ? {}
      : { approvalStatus: 'pending' as const, rejectionReason: null, priceNeeded: false };
  await reprice(tx, id, { pricePaise, ...review }, now);
  await audit(
    tx,
    {
      actorId: supplierId,
      action: 'product.price',
      entity: 'product',
      entityId: id,
      before: figures(before),
      after: figures({ ...before, pricePaise }),
    },
    now,
  );
}

/** Staff within their city (404 outside it): a listing's new price, audited with the old one. */
export async function updatePrice(
  db: Database,
  p: { scope: StaffScope; actorId: string; now: number; id: string; price: number },
) {
  return db.write(async (tx) => {
    const before = await loadStaffProduct(tx, p.scope, p.id);
    const pricePaise = repricedPaise(before.product, p.price);
    await reprice(tx, p.id, { pricePaise }, p.now);
    await audit(
      tx,
      {
        actorId: p.actorId,
        action: 'update_price',
        entity: 'product',
        entityId: p.id,
        before: { price: toRupees(before.product.pricePaise) },
        after: { price: toRupees(pricePaise) },
      },
      p.now,
    );
    return staffProductDto(await loadStaffProduct(tx, p.scope, p.id));
  });
}

const reprice = (tx: Tx, id: string, columns: Partial<typeof products.$inferInsert>, now: number) =>
  tx
    .update(products)
    .set({ ...columns, updatedAt: now })
    .where(eq(products.id, id));
