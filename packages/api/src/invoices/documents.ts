import { type Database, orders, taxDocuments } from '@app/db';
import { and, asc, count, desc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { canInCity, type StaffScope } from '../access/rules.ts';
import { inScope } from '../access/scope.ts';
import type { SessionUser } from '../accounts/index.ts';
import { seesOrder } from '../business/index.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { fromStored } from '../shared/measure.ts';
import { toRupees } from '../shared/money.ts';
import { perKey } from '../shared/per-key.ts';

type DocumentRow = typeof taxDocuments.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/**
 * Who may read an order's documents: its buyer (and the members of its business who see it,
 * business/ordering.ts `seesOrder`, read where a database is at hand), the super admin, a sub-admin holding manage_orders
 * in the order's city, and (for its own documents only) the supplier that sold on it.
 */
export function mayReadOrder(user: SessionUser, order: Pick<OrderRow, 'customerId' | 'cityId'>) {
  if (user.userType === 'customer') return order.customerId === user.id;
  return canInCity(user, 'manage_orders', order.cityId);
}

/** The order, if `user` may read its documents (404 unknown, 403 someone else's). */
export async function readableOrder(db: Database, user: SessionUser, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return readable(db, user, order);
}

async function readable<T extends Pick<OrderRow, 'customerId' | 'cityId' | 'outletId'>>(
  db: Database,
  user: SessionUser,
  order: T | undefined,
) {
  if (!order) throw fail.notFound(msg('error.invoices.orderNotFound'));
  const member = user.userType === 'customer' && (await seesOrder(db, user.id, order));
  if (!member && !mayReadOrder(user, order)) throw fail.forbidden(msg('error.invoices.otherOrder'));
  return order;
}

/** An order's documents in issue order: invoices first, then any credit notes. */
export const orderDocuments = (db: Database, orderId: string | Placeholder) =>
  db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.orderId, orderId))
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.number));

/** A credit note's invoice among the order's documents, as it prints ("against No. … dated …"). */
export function againstOf(docs: readonly DocumentRow[], doc: DocumentRow) {
  const original = doc.againstId ? docs.find((d) => d.id === doc.againstId) : undefined;
  return original && { number: original.number, issuedAt: original.issuedAt };
}

/**
 * One document by number, with its order and (a credit note) its invoice, if `user` may read it:
 * its seller, or whoever may read its order.
 */
export async function readableDocument(db: Database, user: SessionUser, number: string) {
  const row = await issuedDocument(db, number);
  if (!row) throw fail.notFound(msg('error.invoices.invoiceNotFound'));
  const mine =
    user.userType === 'supplier'
      ? row.doc.sellerId === user.id
      : mayReadOrder(user, row.order) ||
        (user.userType === 'customer' && (await seesOrder(db, user.id, row.order)));
  if (!mine) throw fail.forbidden(msg('error.invoices.otherDocument'));
  return row;
}

/** One document by number, with its order and (a credit note) its invoice; whoever asks. */
export async function issuedDocument(db: Database, number: string) {
  const original = alias(taxDocuments, 'original');
  const [row] = await db
    .select({
      doc: taxDocuments,
      order: orders,
      against: { number: original.number, issuedAt: original.issuedAt },
    })
    .from(taxDocuments)
    .innerJoin(orders, eq(orders.id, taxDocuments.orderId))
    .leftJoin(original, eq(original.id, taxDocuments.againstId))
    .where(eq(taxDocuments.number, number));
  return row;
}

/** A page of documents, newest first: a supplier's own, or those of orders in a staff scope. */
export async function listDocuments(
  db: Database,
  who: { sellerId: string } | { scope: StaffScope },
  p: { page: number; page_size: number },
) {
  const where: SQL | undefined =
    'sellerId' in who ? eq(taxDocuments.sellerId, who.sellerId) : inScope(orders.cityId, who.scope);
  const original = alias(taxDocuments, 'original');
  const [rows, [total]] = await Promise.all([
    db
      .select({ doc: taxDocuments, orderNumber: orders.orderNumber, against: original.number })
      .from(taxDocuments)
      .innerJoin(orders, eq(orders.id, taxDocuments.orderId))
      .leftJoin(original, eq(original.id, taxDocuments.againstId))
      .where(where)
      .orderBy(desc(taxDocuments.issuedAt), desc(taxDocuments.number))
      .limit(p.page_size)
      .offset((p.page - 1) * p.page_size),
    db
      .select({ n: count() })
      .from(taxDocuments)
      .innerJoin(orders, eq(orders.id, taxDocuments.orderId))
      .where(and(where)),
  ]);
  return {
    items: rows.map((r) => documentView(r.doc, r.orderNumber, r.against)),
    total: total?.n ?? 0,
    page: p.page,
    page_size: p.page_size,
  };
}

/** A document as the JSON answers show it (amounts in rupees). */
export function documentView(doc: DocumentRow, orderNumber: string, againstNumber: string | null) {
  return {
    invoice_number: doc.number,
    kind: doc.kind,
    order_id: doc.orderId,
    order_number: orderNumber,
    against_invoice_number: againstNumber,
    seller_name: doc.sellerName,
    seller_gstin: doc.sellerGstin,
    seller_state: doc.sellerState,
    buyer_name: doc.buyerName,
    buyer_gstin: doc.buyerGstin,
    place_of_supply: doc.placeOfSupply,
    issued_at: new Date(doc.issuedAt).toISOString(),
    taxable_value: toRupees(doc.taxablePaise),
    cgst: toRupees(doc.cgstPaise),
    sgst: toRupees(doc.sgstPaise),
    igst: toRupees(doc.igstPaise),
    total: toRupees(doc.totalPaise),
    lines: doc.lines.map((l) => ({
      name: l.name,
      hsn_code: l.hsnCode,
      gst_rate: l.gstRate,
      quantity: fromStored(l.quantity, l.soldBy ?? 'pack'),
      sold_by: l.soldBy ?? 'pack',
      unit: l.unit,
      taxable_value: toRupees(l.taxablePaise),
      tax: toRupees(l.taxPaise),
    })),
  };
}

/**
 * The order list's reads, prepared once per database, the order's only as far as the list and
 * the access check read it (decision 0126): drizzle built both on every request.
 */
const listFor = perKey((db: Database) => {
  const id = sql.placeholder('id');
  const { customerId, cityId, outletId, orderNumber } = orders;
  return {
    order: db
      .select({ id: orders.id, orderNumber, customerId, cityId, outletId })
      .from(orders)
      .where(eq(orders.id, id))
      .prepare(),
    documents: orderDocuments(db, id).prepare(),
  };
});

/** The order's documents as JSON: what the customer pays is their totals less the credit notes. */
export async function orderDocumentList(db: Database, user: SessionUser, orderId: string) {
  const read = listFor(db);
  const order = await readable(db, user, (await read.order.all({ id: orderId }))[0]);
  const docs = await read.documents.all({ id: order.id });
  return docs.map((d) => documentView(d, order.orderNumber, againstOf(docs, d)?.number ?? null));
}
